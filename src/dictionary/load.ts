import 'server-only'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { cachedShell } from '@/sites/shell-cache'
import { resolveMessages, type Catalogue, type Messages, type Templates } from '@/strings/catalogue'
import { valueLabelsOf, type ValueLabels } from '@/cars/value-labels'
import { searchWordsOf } from './search-words'
import { INDEX_LANG, LOCALE_LANG } from '@/markets/format'
import type { SearchIndex } from '@/sites/markets'

/** The editors' dictionary entries of a site in a locale (key → value), one query cached with the shell. */
export function loadDictionaryEntries(siteId: number, locale: Locale): Promise<Record<string, string>> {
  return cachedShell('dictionary', siteId, locale, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'dictionary-entries',
      where: { site: { equals: siteId } },
      locale,
      pagination: false,
      depth: 0,
    })
    const entries: Record<string, string> = {}
    for (const entry of docs) if (entry.value) entries[entry.key] = entry.value
    return entries
  })
}

/** A catalogue's strings for a site and locale: code defaults overlaid with the editors' entries (none without a site). */
export async function loadStrings<T extends Templates>(catalogue: Catalogue<string, T>, siteId: number | null, locale: Locale): Promise<Messages<T>> {
  return resolveMessages(catalogue, locale, siteId === null ? {} : await loadDictionaryEntries(siteId, locale))
}

/** One object for every market-language page: the search's lexicons and suggestion memo are kept while their labels object is the same. */
const NO_LABELS: ValueLabels = Object.freeze({})

/**
 * The translations of stored car values for a page (src/cars/value-labels.ts): none when the page is in
 * the market's language (the stored values are its words), else the site's `carValue.*` entries.
 */

export async function loadValueLabels(site: { id: number; searchIndex: SearchIndex }, locale: Locale): Promise<ValueLabels> {
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

const wordsOfEntries = new WeakMap<Record<string, string>, Record<string, string>>()

/**
 * The editors' search words of a site in a locale (search-words.ts), one object per cached set of entries, so the
 * search keeps its lexicon until an editor changes the dictionary.
 */
export async function loadSearchWords(siteId: number, locale: Locale): Promise<Readonly<Record<string, string>>> {
  const entries = await loadDictionaryEntries(siteId, locale)
  let words = wordsOfEntries.get(entries)
  if (!words) wordsOfEntries.set(entries, (words = searchWordsOf(entries)))
  return words
}
