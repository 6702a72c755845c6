/**
 * The saved query of what the car list shows (its presets and the shopper's state), as the dialog sends it: the
 * filters of POST /api/search. Free of zod and React: the list's browser code imports it.
 */
import { HIDDEN_FACETS, type ListState } from '@/features/cars/list/state'
import { RANGE_FACETS, TREE_FACET, VALUE_FACETS } from '@/features/cars/list/facets'

type Filters = Record<string, string[] | { min?: number; max?: number }>

export function savedQueryOf(
  state: ListState,
  presets: Readonly<Record<string, string[]>>,
): { filters: Filters; keyphrase?: string } {
  const filters: Filters = { ...presets }
  if (state.tree.length) filters[TREE_FACET] = [...state.tree]
  for (const name of [...VALUE_FACETS, ...HIDDEN_FACETS]) {
    const values = state.values[name]
    if (values?.length) filters[name] = [...values]
  }
  for (const name of RANGE_FACETS) {
    const range = state.ranges[name]
    if (range && (range.min !== undefined || range.max !== undefined)) filters[name] = { ...range }
  }
  return { filters, ...(state.keyphrase ? { keyphrase: state.keyphrase } : {}) }
}
