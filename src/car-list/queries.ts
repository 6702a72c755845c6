/** The car list's reads for server components (spec 1 §7 car list queries), through the search domain's entry. */
import 'server-only'
import { cache } from 'react'
import type { FacetResult } from '@/search/contract'
import { searchCars } from '@/search/queries'
import { indexName } from '@/search/indices'
import type { SearchIndex } from '@/sites/markets'
import type { CarRecord } from '@/cars/types'
import { pageOffsets } from './display'
import { TREE_FACET } from './facets'
import { listQuery, type CARD_FIELDS, type Preset } from './query'
import { matchSegments, segmentSelection, type ListSegments } from './segments'
import { parseListState, type ListState, type SegmentPath } from './state'

/** A card's fields; the leasing costs are the index's derived numbers (car-schema.ts CAR_DERIVED). */
export type CardCar = Pick<CarRecord, Extract<(typeof CARD_FIELDS)[number], keyof CarRecord>> & {
  car_privateleasing_monthly_cost: number | null
  car_companyleasing_monthly_cost: number | null
}

export type CarListResult = { ok: true; total: number; facets: FacetResult[]; cars: CardCar[] } | { ok: false }

/**
 * Pages 1..state.page of the list (spec 1 §2: show-more appends the next 48): the first query counts the
 * facets, the others fetch their 48 cars. A failed search (spec 1 §8: the engine answers with no facets)
 * or a query the engine refuses is `{ ok: false }`, shown as 'carListError'.
 */
export async function loadCarList(market: SearchIndex, presets: readonly Preset[], state: ListState, defaultSort: string | null): Promise<CarListResult> {
  const index = indexName('cars', market)
  try {
    const answers = await Promise.all(pageOffsets(state.page).map((offset) => searchCars(listQuery(index, presets, state, offset, defaultSort))))
    const [first] = answers
    if (first.facet.length === 0) return { ok: false }
    return { ok: true, total: first.total_items, facets: first.facet, cars: answers.flatMap((a) => a.content) as unknown as CardCar[] }
  } catch (error) {
    console.error('car list query failed', error)
    return { ok: false }
  }
}

const cachedSegments = cache(async (market: SearchIndex, path: string): Promise<ListSegments | null> => {
  const segments = path.split('/')
  const answer = await searchCars({ index: indexName('cars', market), facets: [{ name: TREE_FACET, sort_order: 'value_asc' }], limit: 0 })
  const tree = answer.facet.find((f) => f.name === TREE_FACET)
  // A failed search (no facets) is no reason for a 404: the list shows 'carListError' under the raw segments.
  if (!tree) return segments.length <= 2 ? { brand: segments[0], model: segments[1] ?? null } : null
  return tree.type === 'tree' ? matchSegments(segments, tree.values) : null
})

/** The brand and model a list's path segments name (case-insensitive, display values), or null for an unknown one (404). */
export const listSegments = (market: SearchIndex, segments: readonly string[]) => cachedSegments(market, segments.join('/'))

/** Each brand's models in the market (the hero search puts a model in the path only under its brand). */
export const brandModels = cache(async (market: SearchIndex): Promise<Record<string, string[]>> => {
  const answer = await searchCars({ index: indexName('cars', market), facets: [{ name: TREE_FACET, sort_order: 'value_asc' }], limit: 0 })
  const tree = answer.facet.find((f) => f.name === TREE_FACET)
  return tree?.type === 'tree' ? Object.fromEntries(tree.values.map((b) => [b.text, (b.children ?? []).map((m) => m.text)])) : {}
})

/**
 * The list's state from its URL: the query string, and the brand/model path segments as a tree selection;
 * null for a segment that names no brand or model (a 404).
 */
export async function listStateOf(market: SearchIndex, filters: readonly string[], query: URLSearchParams): Promise<{ state: ListState; segments: SegmentPath | null } | null> {
  const found = filters.length ? await listSegments(market, filters) : null
  if (filters.length && !found) return null
  const fromUrl = parseListState(query)
  const segments: SegmentPath | null = found ? { path: filters.map(encodeURIComponent).join('/'), selection: segmentSelection(found) } : null
  const state = segments && !fromUrl.tree.includes(segments.selection) ? { ...fromUrl, tree: [segments.selection, ...fromUrl.tree] } : fromUrl
  return { state, segments }
}
