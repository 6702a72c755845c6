/**
 * The filtered URL a search phrase stands for: after the list has understood a phrase sent as its
 * `keyphrase`, its links (chips, filters, show more) and the address bar (CleanUrl.tsx) use the URL of its
 * filters — one brand (and one of its models) in the path as the hero search wrote them, the rest in the query,
 * the words left as the keyphrase — so a shared or reloaded address is the filtered list, which the render cache
 * stores. The address bar keeps the phrase's URL when a word was corrected or dropped, so a reload still shows
 * the "did you mean" and the words not understood.
 */
import { treeChoices } from './active'
import { RANGE_FACETS, TREE_PARAM, VALUE_FACETS } from './facets'
import { BUDGET_PARAM, HIDDEN_FACETS, type ListState, type SegmentPath } from './state'

/** The brand/model path a phrase's list is written under: its one brand, and that brand's one model if it has one. */
export function phraseSegments(state: ListState): SegmentPath | null {
  const choices = treeChoices(state.tree)
  const [only] = choices
  if (choices.length !== 1 || only.models.length > 1) return null
  return {
    path: [only.brand, ...only.models].map((s) => encodeURIComponent(s.toLowerCase())).join('/'),
    selection: only.models.length ? `${only.brand}>${only.models[0]}` : only.brand,
  }
}

/** The parameters the list reads (state.ts); the page's others (utm_source, …) are not the list's. */
const LIST_PARAMS = new Set<string>([
  TREE_PARAM,
  'car_vehicle_type',
  ...VALUE_FACETS,
  ...HIDDEN_FACETS,
  ...RANGE_FACETS.flatMap((f) => [`${f}_min`, `${f}_max`]),
  BUDGET_PARAM,
  'place',
  'near',
  'distance',
  'keyphrase',
  'sort',
  'page',
])

/** The filtered URL with the page's own other parameters kept in front, as the hero search kept them (spec 1 §2). */
export function keepPageParams(href: string, current: URLSearchParams): string {
  const params = new URLSearchParams([...current].filter(([key]) => !LIST_PARAMS.has(key)))
  if (!params.size) return href
  const at = href.indexOf('?')
  if (at >= 0) for (const [key, value] of new URLSearchParams(href.slice(at + 1))) params.append(key, value)
  return `${at >= 0 ? href.slice(0, at) : href}?${params}`
}
