/**
 * The filter panel's numbers (facet counts, range bounds, the hit count) without Intl while it hydrates.
 * The first Intl use in a page's renderer sets ICU up: 16–36 ms on this machine's Chromium, ~75 ms at
 * Lighthouse's 4× CPU slowdown, inside the hydration task (docs/benchmarks.md, "The car list's blocking time").
 * So the server formats what the first render shows, integers below 1,000 read the same in every site
 * locale (Latin digits, no grouping), and Intl is set up only for a number neither covers (a dragged range).
 */
import type { FacetResult, FacetValue } from '@/features/search/contract'
import type { ListState } from './state'

export type NumberTexts = Record<string, string>

/** Integers 0..999: every site locale writes them as plain digits (checked against Intl in the test). */
const plain = (n: number) => Number.isInteger(n) && n >= 0 && n < 1000

/** The server's texts, in its own format, for the numbers the panel's first render shows (the plain ones left out). */
export function numberTexts(numbers: Iterable<number>, format: (n: number) => string): NumberTexts {
  const texts: NumberTexts = {}
  for (const n of numbers) if (!plain(n) && Number.isFinite(n)) texts[String(n)] = format(n)
  return texts
}

/** A formatter that reads `texts` first and sets Intl up on the first number it lacks. */
export function numberFormatter(locale: string, texts: NumberTexts): (n: number) => string {
  let intl: Intl.NumberFormat | null = null
  return (n) => {
    if (plain(n)) return String(n)
    const known = texts[String(n)]
    if (known !== undefined) return known
    intl ??= new Intl.NumberFormat(locale)
    return intl.format(n)
  }
}

/** What the panel formats on its first render: every count, each range's bounds and chosen ends, the hits. */
export function* panelNumbers(facets: FacetResult[], state: ListState, total: number | null): Generator<number> {
  const counts = function* (values: FacetValue[]): Generator<number> {
    for (const value of values) {
      yield value.count
      if (value.children) yield* counts(value.children)
    }
  }
  for (const facet of facets) {
    if (facet.type === 'tree') yield* counts(facet.values)
    else {
      if (facet.min !== null) yield facet.min
      if (facet.max !== null) yield facet.max
    }
  }
  for (const range of Object.values(state.ranges)) {
    if (range?.min !== undefined) yield range.min
    if (range?.max !== undefined) yield range.max
  }
  if (total !== null) yield total
}
