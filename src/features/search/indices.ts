/**
 * Index names (spec 1 §7: site names map to indices; an unknown one is an error). Every market has
 * a car index `cars-<market>` and a dealer-site index `sites-<market>`; a site (sites collection)
 * names its market in `searchIndex`.
 */
import { SEARCH_INDICES, type SearchIndex } from '@/sites/markets'
import { SearchQueryError } from './contract'

export type IndexKind = 'cars' | 'sites'
export type IndexName = `${IndexKind}-${SearchIndex}`

export const INDEX_NAMES: readonly IndexName[] = SEARCH_INDICES.flatMap((m) => [`cars-${m}`, `sites-${m}`] as const)

export function parseIndexName(name: string): { kind: IndexKind; market: SearchIndex } {
  if (!(INDEX_NAMES as readonly string[]).includes(name)) {
    throw new SearchQueryError(`index: not a known index; known: ${INDEX_NAMES.join(', ')}`)
  }
  const [kind, market] = name.split('-') as [IndexKind, SearchIndex]
  return { kind, market }
}

export const indexName = (kind: IndexKind, market: SearchIndex): IndexName => `${kind}-${market}`

/**
 * The index of a site, by its key or name (e.g. 'se' or 'Bilgruppen'). Throws SearchQueryError for an
 * unknown site, as the spec's service raises an error for an unknown site name.
 */
export async function indexForSite(site: string, kind: IndexKind = 'cars'): Promise<IndexName> {
  const { loadSites } = await import('@/sites/resolve')
  const wanted = site.trim().toLowerCase()
  const found = (await loadSites()).find((s) => s.key === wanted || s.name.toLowerCase() === wanted)
  if (!found) throw new SearchQueryError('site: not a known site key or name')
  return indexName(kind, found.searchIndex)
}
