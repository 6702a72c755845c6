/**
 * Where a picked search suggestion leads: the car list with that one choice, at the URL the list writes
 * for it — a brand and its model in the path (`/bilar/volvo/xc60`), a body or fuel in the query (`?car_fuel=El`) —
 * keeping the page's own other parameters as the hero search keeps them (spec 1 §2).
 */
import type { Suggestion } from '@/features/search/suggest-contract'
import { keepPageParams, phraseSegments } from './clean-url'
import { EMPTY_STATE, listHref, type ListState } from './state'

function stateOf(suggestion: Suggestion): ListState {
  switch (suggestion.kind) {
    case 'brand':
      return { ...EMPTY_STATE, tree: [suggestion.value] }
    case 'model':
      return { ...EMPTY_STATE, tree: [`${suggestion.brand}>${suggestion.value}`] }
    case 'body':
      return { ...EMPTY_STATE, values: { car_body: [suggestion.value] } }
    case 'fuel':
      return { ...EMPTY_STATE, values: { car_fuel: [suggestion.value] } }
  }
}

export function suggestionHref(searchPath: string, suggestion: Suggestion, current: URLSearchParams): string {
  const state = stateOf(suggestion)
  const base = searchPath.replace(/\/+$/, '') || '/'
  return keepPageParams(listHref(base, state, phraseSegments(state)), current)
}
