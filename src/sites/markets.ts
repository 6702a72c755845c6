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

/** Each market's time zone: local dates (a desired date "not before today", opening hours) are read in it. */
export const INDEX_TIME_ZONE: Record<SearchIndex, string> = {
  se: 'Europe/Stockholm',
  bb: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  fi: 'Europe/Helsinki',
  sk: 'Europe/Bratislava',
  uk: 'Europe/London',
}

/** The calendar date (YYYY-MM-DD) of `now` in a time zone. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
