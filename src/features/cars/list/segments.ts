/**
 * Path segments after a car list page (spec 1 §2: `/kop-bil/alla-bilar-i-lager/volvo/xc60`): brand and model,
 * matched case-insensitively against the index's brand > model tree. Unknown values are a 404.
 */
import type { FacetValue } from '@/features/search/contract'

export type ListSegments = { brand: string; model: string | null }

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0

/** The display values of the segments, or null when a segment names no brand or model of the tree. */
export function matchSegments(segments: readonly string[], tree: readonly FacetValue[]): ListSegments | null {
  if (segments.length === 0 || segments.length > 2) return null
  const brand = tree.find((b) => same(b.text, segments[0]))
  if (!brand) return null
  if (segments.length === 1) return { brand: brand.text, model: null }
  const model = brand.children?.find((m) => same(m.text, segments[1]))
  return model ? { brand: brand.text, model: model.text } : null
}

/** The tree facet selection the segments stand for: `Volvo` or `Volvo>XC60`. */
export const segmentSelection = (segments: ListSegments) =>
  segments.model ? `${segments.brand}>${segments.model}` : segments.brand
