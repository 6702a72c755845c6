/**
 * Hero and slider search (spec 1 §2, §5): the phrase parser's filters become the car list's URL. Brand and
 * model go in the path, lower-case (`/kop-bil/alla-bilar-i-lager/volvo/xc60`), as the list reads its path
 * segments as brand and model only; the other recognised values go in the query under their facet names,
 * the remaining words as `keyphrase`. Other query parameters of the page are kept (spec 1 §2 hero banner).
 */
import type { ParsedPhrase } from '@/search/keyphrase'
import { VALUE_FACETS, type ValueFacet } from './facets'

/** Each brand's models, so a model goes in the path only under its own brand (else the list would 404). */
export type BrandModels = Readonly<Record<string, readonly string[]>>

/** Parameters that belong to the list the search replaces, not kept from the page. */
const REPLACED = new Set(['keyphrase', 'page', 'car_brand', ...VALUE_FACETS])

export function heroSearchHref(searchPath: string, parsed: ParsedPhrase, models: BrandModels, keep: URLSearchParams): string {
  const brands = parsed.filters.car_brand ?? []
  const typedModels = parsed.filters.car_model ?? []
  const words = parsed.keyphrase ? [parsed.keyphrase] : []
  const segments: string[] = []
  const params = new URLSearchParams([...keep].filter(([key]) => !REPLACED.has(key)))
  if (brands.length === 1) {
    segments.push(brands[0])
    const own = typedModels.filter((m) => models[brands[0]]?.includes(m))
    if (own.length === 1) segments.push(own[0])
    words.push(...typedModels.filter((m) => !(own.length === 1 && m === own[0])))
  } else {
    for (const brand of brands) params.append('car_brand', brand)
    words.push(...typedModels)
  }
  for (const [field, values] of Object.entries(parsed.filters)) {
    if ((VALUE_FACETS as readonly string[]).includes(field)) for (const value of values) params.append(field as ValueFacet, value)
  }
  if (words.length) params.set('keyphrase', words.join(' '))
  const path = [searchPath.replace(/\/+$/, ''), ...segments.map((s) => encodeURIComponent(s.toLowerCase()))].join('/') || '/'
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** Spec 1 §5, §7: the dataLayer event of a hero search (sent only after consent). */
export const searchEvent = (term: string) => ({ event: 'search', search_type: 'start page', search_term: term }) as const
