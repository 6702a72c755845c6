/**
 * Hero and slider search (spec 1 §2, §5): the phrase goes to the car list as its `keyphrase`, which the list
 * understands on the server (src/features/search/understand.ts) into brand, model, values and bounds, so a search
 * sent by the hydrated bar, by the bar's form before hydration or by a shared link gives the same list. The list
 * then shows its filtered URL (clean-url.ts). Other query parameters of the page are kept (spec 1 §2 hero banner),
 * except the list's own, which the phrase replaces.
 */
import { VALUE_FACETS } from './facets'

/**
 * Parameters that belong to the list the search replaces, not kept from the page; the place too, as a phrase may
 * name its own town ("bilar i göteborg") and a list's place would otherwise win over it.
 */
const REPLACED = new Set(['keyphrase', 'page', 'car_brand', ...VALUE_FACETS, 'place', 'near', 'distance'])

export function heroSearchHref(searchPath: string, phrase: string, keep: URLSearchParams): string {
  const params = new URLSearchParams([...keep].filter(([key]) => !REPLACED.has(key)))
  params.set('keyphrase', phrase.trim())
  return `${searchPath.replace(/\/+$/, '') || '/'}?${params}`
}

/** Spec 1 §5, §7: the dataLayer event of a hero search (sent only after consent). */
export const searchEvent = (term: string) =>
  ({ event: 'search', search_type: 'start page', search_term: term }) as const
