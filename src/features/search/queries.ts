/**
 * The search domain's public entry for server components: car and dealer-site queries and the query
 * understanding of a search phrase, each cached for the request (React.cache). The API route and /healthz use
 * search.ts directly.
 */
import 'server-only'
import { cache } from 'react'
import type { CarRecord } from '@/features/cars/types'
import type { SearchAnswer, SearchQuery } from './contract'
import type { IndexName } from './indices'
import { search, understandSearch } from './search'
import type { CarLang } from '@/sites/format'
import type { SiteRecord } from './site-schema'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { renderTags } from '@/platform/render-cache/tags'

// React.cache compares arguments by identity, so a query travels as its JSON text: components that
// ask the same query in one render share one answer (a different key order only costs a second run).
const cachedSearch = cache((queryJson: string) => search(JSON.parse(queryJson)))

/** The content of a car query (spec 1 §7). */
export const searchCars = (query: SearchQuery) => {
  declareRenderTags(renderTags.cars)
  return cachedSearch(JSON.stringify(query)) as Promise<SearchAnswer<CarRecord>>
}

/** The content of a dealer-site query (spec 1 §7). */
export const searchSites = (query: SearchQuery) => {
  declareRenderTags(renderTags.dealers)
  return cachedSearch(JSON.stringify(query)) as Promise<SearchAnswer<SiteRecord>>
}

/**
 * A search phrase as the car list's filters (src/features/search/understand.ts), once per request; `places` are the
 * market's dealer towns a phrase's town becomes the list's place from (one array per request, so the memo holds).
 */
export const understandCars = cache(
  (
    index: IndexName,
    phrase: string,
    lang: CarLang,
    words: Readonly<Record<string, string>>,
    labels: Readonly<Record<string, string>>,
    places: readonly { slug: string; name: string }[],
  ) => understandSearch(index, phrase, { lang, words, labels }, places),
)
