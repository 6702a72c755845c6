import { parseListState, serialiseListState } from '@/features/cars/list/state'
import type { Route } from './kinds'

/**
 * The query a page reads, in one canonical form: the render cache's key and the only query its fill
 * renders with. A content page, a car page, a story and the dealers' pages read none (the dealer list searches and
 * filters in the browser), so `utm_*`, `gclid`, `fbclid` and made-up keys neither miss
 * the store nor reach the render; a car list reads its state (filters, ranges, sort, page), written in a stable order
 * with each filter's values sorted, and nothing else. null: a query the store does not keep, a keyphrase (free text
 * makes endless keys: such a list renders within the visitor's render budget), a visitor's position (`near`: even
 * rounded to ~1 km it makes a key per square kilometre a visitor stands on, each read about once, and the store would
 * keep where visitors are; a `place` is one of a few towns and is kept), or a kind the store does not take.
 */
export function storedQuery(route: Route, search: URLSearchParams): string | null {
  switch (route.kind) {
    case 'content':
    case 'car-detail':
    case 'story':
    case 'dealer-list':
    case 'dealer-detail':
      return ''
    case 'car-list': {
      const state = parseListState(search)
      if (state.keyphrase || state.distance.near) return null
      const values = Object.fromEntries(
        Object.entries(state.values).map(([facet, list]) => [facet, [...(list ?? [])].sort()]),
      )
      return serialiseListState({ ...state, tree: [...state.tree].sort(), values })
    }
    default:
      return null
  }
}
