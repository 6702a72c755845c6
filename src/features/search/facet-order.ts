/**
 * Ordering and bucketing rules shared by the engine and the brute-force reference of the tests, so
 * both agree on what "sorted by value" and "ten buckets" mean while counting independently.
 */
import type { FacetSortOrder, FacetValue } from './contract'

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** Numbers by value, text by the collator, then by code unit so the order is total. */
export function compareValueText(a: string, b: string): number {
  const na = Number(a)
  const nb = Number(b)
  if (a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}

export function sortFacetValues(values: FacetValue[], order: FacetSortOrder): FacetValue[] {
  const byValue = (a: FacetValue, b: FacetValue) => compareValueText(a.text, b.text)
  const compare: Record<FacetSortOrder, (a: FacetValue, b: FacetValue) => number> = {
    count_desc: (a, b) => b.count - a.count || byValue(a, b),
    count_asc: (a, b) => a.count - b.count || byValue(a, b),
    value_asc: byValue,
    value_desc: (a, b) => byValue(b, a),
  }
  values.sort(compare[order])
  for (const value of values) if (value.children) sortFacetValues(value.children, order)
  return values
}

export const HISTOGRAM_BUCKETS = 10

/** Bucket of a value in [min, max] split into HISTOGRAM_BUCKETS equal parts (max goes in the last). */
export function bucketOf(value: number, min: number, max: number): number {
  if (max <= min) return 0
  return Math.min(HISTOGRAM_BUCKETS - 1, Math.floor((value - min) * (HISTOGRAM_BUCKETS / (max - min))))
}

/** Bucket bounds; a single-valued range has one bucket. */
export function bucketBounds(min: number, max: number): { min: number; max: number }[] {
  if (max <= min) return [{ min, max }]
  const width = (max - min) / HISTOGRAM_BUCKETS
  return Array.from({ length: HISTOGRAM_BUCKETS }, (_, k) => ({
    min: min + k * width,
    max: k === HISTOGRAM_BUCKETS - 1 ? max : min + (k + 1) * width,
  }))
}

/** Order of documents with equal sort keys: by id, as text. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
