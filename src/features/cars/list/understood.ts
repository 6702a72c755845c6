/**
 * A search phrase's meaning in the list's state: the query understanding (src/features/search/understand.ts)
 * gives brands and models, values, bounds, a dealer town and the words left; they join what the URL already chose,
 * the town becomes the list's place, and the words left stay the keyphrase. React-free.
 */
import type { Understood } from '@/features/search/understand'
import { hasOrigin } from './distance'
import { toggleTree } from './edit'
import { BUDGET_FIELD, RANGE_FACETS, VALUE_FACETS, type RangeFacet, type ValueFacet } from './facets'
import { filterCount, type ListState } from './state'

/** The state with the phrase's filters added to the URL's, and the words not taken as the keyphrase. */
export function withUnderstood(state: ListState, understood: Understood): ListState {
  let tree = state.tree
  for (const selection of understood.tree) {
    const [brand, model] = selection.split('>')
    tree = toggleTree(tree, brand, model ?? null, true)
  }
  const values: ListState['values'] = { ...state.values }
  for (const [facet, list] of Object.entries(understood.values)) {
    if (!(VALUE_FACETS as readonly string[]).includes(facet)) continue
    const current = values[facet as ValueFacet] ?? []
    values[facet as ValueFacet] = [...current, ...list.filter((v) => !current.includes(v))]
  }
  const ranges: ListState['ranges'] = { ...state.ranges }
  for (const [facet, range] of Object.entries(understood.ranges)) {
    if ((RANGE_FACETS as readonly string[]).includes(facet))
      ranges[facet as RangeFacet] = { ...ranges[facet as RangeFacet], ...range }
  }
  // A monthly bound is the visitor's budget ("max 4000 kr/mån"): the same `monthly_max` as the panel's input.
  const monthlyMax = understood.ranges[BUDGET_FIELD]?.max ?? state.monthlyMax
  // A town is a place as the distance picker sets it: the radius already chosen (none by default: the picker has no
  // default), nearest first unless an order was chosen. The phrase's town replaces a place or position the URL had,
  // as a town picked in the picker does: what was typed is the newer wish.
  if (understood.place) {
    const distance = {
      near: null,
      place: understood.place,
      radius: hasOrigin(state.distance) ? state.distance.radius : null,
    }
    return {
      ...state,
      tree,
      values,
      ranges,
      monthlyMax,
      distance,
      sort: state.sort ?? 'distance_asc',
      keyphrase: understood.keyphrase,
    }
  }
  return { ...state, tree, values, ranges, monthlyMax, keyphrase: understood.keyphrase }
}

/**
 * When the words left match no car: the state without them, if its filters still choose something (the list
 * then shows those cars and names the words it could not use); null when the words were all there was.
 */
export function withoutUnmatchedWords(state: ListState): ListState | null {
  if (!state.keyphrase) return null
  const without = { ...state, keyphrase: '' }
  return filterCount(without) > 0 ? without : null
}
