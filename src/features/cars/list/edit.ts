/**
 * How a shopper's choice changes the list state (the filter form's rules, React-free). Every change starts
 * again at page 1: a new filter shows the list from its top (spec 1 §2).
 */
import type { RangeFacet, ValueFacet } from './facets'
import { rangeFilter, type Bounds, type Range } from './range'
import type { HiddenFacet, ListState } from './state'

const brandOf = (selection: string) => selection.split('>')[0]

/**
 * Ticks or unticks a brand or one of its models. Ticking a model narrows the brand to its models, unticking
 * the last model goes back to the whole brand, unticking the brand drops its models too.
 */
export function toggleTree(tree: readonly string[], brand: string, model: string | null, on: boolean): string[] {
  const others = tree.filter((t) => brandOf(t) !== brand)
  const own = tree.filter((t) => brandOf(t) === brand)
  if (model === null) return on ? [...others, ...(own.length ? own : [brand])] : others
  const key = `${brand}>${model}`
  const models = own.filter((t) => t.includes('>') && t !== key)
  const next = on ? [...models, key] : models
  return [...others, ...(next.length ? next : [brand])]
}

/** Whether the brand checkbox is ticked (the brand or any of its models is selected). */
export const brandSelected = (tree: readonly string[], brand: string) => tree.some((t) => brandOf(t) === brand)

export function toggleValue(state: ListState, facet: ValueFacet | HiddenFacet, value: string, on: boolean): ListState {
  const current = state.values[facet] ?? []
  const list = on ? (current.includes(value) ? current : [...current, value]) : current.filter((v) => v !== value)
  const values = { ...state.values }
  if (list.length) values[facet] = list
  else delete values[facet]
  return { ...state, values, page: 1 }
}

/** A range choice; one equal to the facet's full span removes the filter (spec 1 §4). */
export function setRange(state: ListState, facet: RangeFacet, range: Range, bounds: Bounds | null): ListState {
  const ranges = { ...state.ranges }
  const filter = bounds ? rangeFilter(range, bounds) : range.min === undefined && range.max === undefined ? null : range
  if (filter) ranges[facet] = filter
  else delete ranges[facet]
  return { ...state, ranges, page: 1 }
}
