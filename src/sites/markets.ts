/**
 * The demo group's markets. A market is what the search service calls an "index" (spec 1 §7):
 * every site maps to exactly one index, and cars and dealer sites belong to one index.
 */
export const SEARCH_INDICES = ['se', 'bb', 'no', 'fi', 'sk', 'uk'] as const
export type SearchIndex = (typeof SEARCH_INDICES)[number]

export const INDEX_CURRENCY: Record<SearchIndex, 'SEK' | 'NOK' | 'EUR' | 'GBP'> = {
  se: 'SEK',
  bb: 'SEK',
  no: 'NOK',
  fi: 'EUR',
  sk: 'EUR',
  uk: 'GBP',
}
