import 'server-only'
import type { Locale } from '@/cms/locales'
import { loadDictionaryEntries } from '@/i18n/dictionary/load'
import { INDEX_LANG, LOCALE_LANG } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import { valueLabelsOf, type ValueLabels } from './value-labels'

/** One object for every market-language page: the search's lexicons and suggestion memo are kept while their labels object is the same. */
const NO_LABELS: ValueLabels = Object.freeze({})

/**
 * The translations of stored car values for a page (value-labels.ts): none when the page is in
 * the market's language (the stored values are its words), else the site's `carValue.*` entries.
 */

export async function loadValueLabels(
  site: { id: number; searchIndex: SearchIndex },
  locale: Locale,
): Promise<ValueLabels> {
  if (LOCALE_LANG[locale] === INDEX_LANG[site.searchIndex]) return NO_LABELS
  const entries = await loadDictionaryEntries(site.id, locale)
  let labels = labelsOfEntries.get(entries)
  if (!labels) labelsOfEntries.set(entries, (labels = valueLabelsOf(entries)))
  return labels
}

/**
 * One labels object per cached set of entries, for as long as the shell cache keeps that set: every block of a
 * page (and every page until an editor's change) then shares it and its compiled patterns (value-labels.ts).
 */
const labelsOfEntries = new WeakMap<Record<string, string>, ValueLabels>()
