import { TRANSLATED_FACETS } from '@/features/cars/value-labels'
import type { FacetResult } from '@/features/search/contract'

const TRANSLATED: ReadonlySet<string> = new Set(TRANSLATED_FACETS)

/** The values of the vocabulary facets the panel shows (their translations go to the client, no more). */
export function* shownFacetValues(facets: readonly FacetResult[]): Generator<string> {
  for (const facet of facets)
    if (facet.type === 'tree' && TRANSLATED.has(facet.name)) for (const value of facet.values) yield value.text
}
