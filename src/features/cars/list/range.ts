/**
 * The range facets' rules (spec 1 §4-§5 "Price range input"): the typed value strips spaces and parses an
 * integer, values are clamped to the facet's min/max, thumbs cannot cross, and a range equal to the full
 * span of the facet removes the filter.
 */

export type Bounds = { min: number; max: number }
export type Range = { min?: number; max?: number }

/** '149 900' → 149900; anything that is not a whole number after removing spaces → null. */
export function parseAmount(input: string): number | null {
  const compact = input.replace(/[\s\u00a0\u202f]/g, '')
  if (!/^-?\d{1,15}$/.test(compact)) return null
  return Number(compact)
}

export const clamp = (value: number, bounds: Bounds) => Math.min(bounds.max, Math.max(bounds.min, value))

/**
 * The range after one thumb (or its input) moves: clamped to the facet and kept on its side of the
 * other thumb, so min never passes max.
 */
export function moveThumb(
  range: Required<Range>,
  thumb: 'min' | 'max',
  value: number,
  bounds: Bounds,
): Required<Range> {
  const v = clamp(value, bounds)
  return thumb === 'min'
    ? { min: Math.min(v, range.max), max: range.max }
    : { min: range.min, max: Math.max(v, range.min) }
}

/** The selection filled in with the facet's bounds, for the slider's thumbs. */
export const withBounds = (range: Range | undefined, bounds: Bounds): Required<Range> => ({
  min: clamp(range?.min ?? bounds.min, bounds),
  max: clamp(range?.max ?? bounds.max, bounds),
})

/** The filter a selection stands for: sides at the facet's bound are dropped, a full range is no filter (null). */
export function rangeFilter(range: Range, bounds: Bounds): Range | null {
  const out: Range = {}
  if (range.min !== undefined && range.min > bounds.min) out.min = range.min
  if (range.max !== undefined && range.max < bounds.max) out.max = range.max
  return out.min === undefined && out.max === undefined ? null : out
}
