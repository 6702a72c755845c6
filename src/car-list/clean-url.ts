/**
 * The filtered URL a search phrase stands for (issue 35): after the list has understood a phrase sent as its
 * `keyphrase`, the address bar shows the URL of its filters — one brand (and one of its models) in the path as
 * the list's links write them, the rest in the query, the words left as the keyphrase — so a shared or reloaded
 * address is the filtered list, which the render cache stores. Not when a word was corrected or dropped: the
 * phrase's URL keeps the "did you mean" and the words not understood on a reload.
 */
import { treeChoices } from './active'
import { RANGE_FACETS, TREE_PARAM, VALUE_FACETS } from './facets'
import { HIDDEN_FACETS, listHref, type ListState, type SegmentPath } from './state'

export function cleanListHref(action: string, state: ListState, segments: SegmentPath | null): string {
  const choices = treeChoices(state.tree)
  const [only] = choices
  const path =
    segments ??
    (choices.length === 1 && only.models.length <= 1
      ? {
          path: [only.brand, ...only.models].map((s) => encodeURIComponent(s.toLowerCase())).join('/'),
          selection: only.models.length ? `${only.brand}>${only.models[0]}` : only.brand,
        }
      : null)
  return listHref(action, { ...state, page: 1 }, path)
}

/** The parameters the list reads (state.ts); the page's others (utm_source, …) are not the list's. */
const LIST_PARAMS = new Set<string>([
  TREE_PARAM, 'car_vehicle_type', ...VALUE_FACETS, ...HIDDEN_FACETS, ...RANGE_FACETS.flatMap((f) => [`${f}_min`, `${f}_max`]), 'keyphrase', 'sort', 'page',
])

/** The filtered URL with the page's own other parameters kept in front, as the hero search kept them (spec 1 §2). */
export function keepPageParams(href: string, current: URLSearchParams): string {
  const params = new URLSearchParams([...current].filter(([key]) => !LIST_PARAMS.has(key)))
  if (!params.size) return href
  const at = href.indexOf('?')
  if (at >= 0) for (const [key, value] of new URLSearchParams(href.slice(at + 1))) params.append(key, value)
  return `${at >= 0 ? href.slice(0, at) : href}?${params}`
}
