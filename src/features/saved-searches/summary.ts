/** How the manage page names a saved search. Free of the database and of React. */
import { translator } from '@/i18n/catalogue'
import type { SavedSearchMailMessages } from './mail-strings'
import type { ManagedSearch } from './store'

/**
 * A search's one-line summary: its keyphrase and the values it picks (they are the cars' own words, e.g. "El, SUV");
 * ranges, exclusions and values that are not words are only counted, as their names are the index's, not readable;
 * a search without either is "all cars".
 */
export function searchSummary(messages: SavedSearchMailMessages, search: Pick<ManagedSearch, 'query'>): string {
  const t = translator(messages)
  const words: string[] = []
  let counted = 0
  for (const value of Object.values(search.query.filters ?? {})) {
    const values = Array.isArray(value) ? value : [value]
    if (values.length && values.every((v) => typeof v === 'string')) words.push(...(values as string[]))
    else counted++
  }
  const keyphrase = search.query.keyphrase ? [`“${search.query.keyphrase}”`] : []
  const shown = [...keyphrase, ...words]
  if (!counted) return shown.length ? shown.join(', ') : t('allCars')
  return [...shown, shown.length ? t('moreFilters', { count: counted }) : t('filters', { count: counted })].join(', ')
}
