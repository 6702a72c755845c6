/** The car list's reads for server components (spec 1 §7 car list queries), through the search domain's entry. */
import 'server-only'
import { cache } from 'react'
import type { FacetResult } from '@/features/search/contract'
import { searchCars, understandCars } from '@/features/search/queries'
import { indexName } from '@/features/search/indices'
import type { Correction } from '@/features/search/understand'
import type { Locale } from '@/cms/locales'
import { loadSearchWords } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { LOCALE_LANG } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import type { IndexedCar } from '@/features/cars/types'
import { pageOffsets } from './display'
import { TREE_FACET } from './facets'
import { listFacets, listQuery, type BUDGET_CARD_FIELDS, type CARD_FIELDS, type ListOrigin, type Preset } from './query'
import { originOf, placesOf, type Place } from './distance'
import { searchSites } from '@/features/search/queries'
import { distanceUnit } from '@/features/search/distance'
import { INDEX_ODOMETER_UNIT } from '@/sites/format'
import { matchSegments, segmentSelection, type ListSegments } from './segments'
import { parseListState, type ListState, type SegmentPath } from './state'
import { withoutUnmatchedWords, withUnderstood } from './understood'
import { log } from '@/platform/log/logger'

/** A card's fields (the finance offers only under a budget); the leasing costs are the index's derived numbers (car-schema.ts CAR_DERIVED). */
export type CardCar = Pick<IndexedCar, Extract<(typeof CARD_FIELDS)[number], keyof IndexedCar>> &
  Partial<Pick<IndexedCar, (typeof BUDGET_CARD_FIELDS)[number]>> & {
    car_privateleasing_monthly_cost: number | null
    car_companyleasing_monthly_cost: number | null
    /** Km to the car's dealer site when the list measures from a place or position. */
    distance_km?: number | null
  }

/** The market's dealer sites' towns and positions, read once per request (the page's picker and the list's origin share it). */
const siteTowns = cache(
  async (market: SearchIndex) =>
    (await searchSites({ index: indexName('sites', market), fields: ['site_city', 'site_geocoord'], limit: 500 }))
      .content,
)

/** The market's towns with dealer sites (the places a list measures from), in the page's order. */
export const loadPlaces = async (market: SearchIndex, locale: string): Promise<Place[]> =>
  placesOf(await siteTowns(market), locale)

/** The market's places once per request: the same array each time, so the phrase's memo (understandCars) holds. */
const marketPlaces = cache((market: SearchIndex) => loadPlaces(market, 'en'))

/** Where a list state measures from, in the market's unit; null without a place or position, or for a place the market lacks. */
export async function listOrigin(market: SearchIndex, state: ListState): Promise<ListOrigin> {
  const { distance } = state
  if (!distance.near && !distance.place) return null
  const at = originOf(distance, distance.place ? await marketPlaces(market) : [])
  return at ? { at, unit: distanceUnit(INDEX_ODOMETER_UNIT[market]) } : null
}

export type CarListResult = { ok: true; total: number; facets: FacetResult[]; cars: CardCar[] } | { ok: false }

/**
 * Pages 1..state.page of the list (spec 1 §2: show-more appends the next 48): the first query counts the
 * facets, the others fetch their 48 cars. A failed search (spec 1 §8: the engine answers with no facets)
 * or a query the engine refuses is `{ ok: false }`, shown as 'carListError'.
 */
export async function loadCarList(
  market: SearchIndex,
  presets: readonly Preset[],
  state: ListState,
  defaultSort: string | null,
): Promise<CarListResult> {
  const index = indexName('cars', market)
  try {
    const origin = await listOrigin(market, state)
    const answers = await Promise.all(
      pageOffsets(state.page).map((offset) =>
        searchCars(listQuery(index, presets, state, offset, defaultSort, origin)),
      ),
    )
    const [first] = answers
    if (first.facet.length === 0) return { ok: false }
    return {
      ok: true,
      total: first.total_items,
      facets: first.facet,
      cars: answers.flatMap((a) => a.content) as unknown as CardCar[],
    }
  } catch (error) {
    log.error({ err: error }, 'car list query failed')
    return { ok: false }
  }
}

const cachedSegments = cache(async (market: SearchIndex, path: string): Promise<ListSegments | null> => {
  const segments = path.split('/')
  const answer = await searchCars({
    index: indexName('cars', market),
    facets: [{ name: TREE_FACET, sort_order: 'value_asc' }],
    limit: 0,
  })
  const tree = answer.facet.find((f) => f.name === TREE_FACET)
  // A failed search (no facets) is no reason for a 404: the list shows 'carListError' under the raw segments.
  if (!tree) return segments.length <= 2 ? { brand: segments[0], model: segments[1] ?? null } : null
  return tree.type === 'tree' ? matchSegments(segments, tree.values) : null
})

/** The brand and model a list's path segments name (case-insensitive, display values), or null for an unknown one (404). */
export const listSegments = (market: SearchIndex, segments: readonly string[]) =>
  cachedSegments(market, segments.join('/'))

/**
 * The list's state from its URL: the query string, and the brand/model path segments as a tree selection;
 * null for a segment that names no brand or model (a 404).
 */
export async function listStateOf(
  market: SearchIndex,
  filters: readonly string[],
  query: URLSearchParams,
): Promise<{ state: ListState; segments: SegmentPath | null } | null> {
  const found = filters.length ? await listSegments(market, filters) : null
  if (filters.length && !found) return null
  const fromUrl = parseListState(query)
  const segments: SegmentPath | null = found
    ? { path: filters.map(encodeURIComponent).join('/'), selection: segmentSelection(found) }
    : null
  const state =
    segments && !fromUrl.tree.includes(segments.selection)
      ? { ...fromUrl, tree: [segments.selection, ...fromUrl.tree] }
      : fromUrl
  return { state, segments }
}

/** `phrase`: the keyphrase the URL sent, before it was understood. */
export type ReadList = { state: ListState; segments: SegmentPath | null; phrase: string; corrections: Correction[] }

/**
 * The list's state from its URL with the keyphrase understood: the phrase's brands, models, values and
 * bounds join the URL's choices, its dealer town becomes the list's place (as the distance picker's), and only the
 * words left are searched as text, for a hero search, a form sent
 * before hydration, a shared link and a crawler alike. Rendered in place rather than redirected to the filtered
 * URL: a redirect would cost every search a second round trip and render, and lose the "did you mean" and the
 * words not understood, which belong to the phrase; the page's chips and links lead on to the filtered URLs,
 * which the render cache stores (src/routing/page-query.ts keeps no list with a keyphrase). Null for a 404.
 */
export async function readListState(
  site: { id: number; searchIndex: SearchIndex },
  locale: Locale,
  filters: readonly string[],
  query: URLSearchParams,
): Promise<ReadList | null> {
  const list = await listStateOf(site.searchIndex, filters, query)
  if (!list) return null
  if (!list.state.keyphrase) return { ...list, phrase: '', corrections: [] }
  const [words, labels, places] = await Promise.all([
    loadSearchWords(site.id, locale),
    loadValueLabels(site, locale),
    marketPlaces(site.searchIndex),
  ])
  const understood = await understandCars(
    indexName('cars', site.searchIndex),
    list.state.keyphrase,
    LOCALE_LANG[locale],
    words,
    labels,
    places,
  )
  return {
    ...list,
    state: withUnderstood(list.state, understood),
    phrase: list.state.keyphrase,
    corrections: understood.corrections,
  }
}

/**
 * The list, and when the words left of a phrase match no car while its filters do, the filtered cars without
 * those words (words not understood must not empty a list); `unmatched` names the words dropped.
 */
export async function loadPhraseList(
  market: SearchIndex,
  presets: readonly Preset[],
  state: ListState,
  defaultSort: string | null,
): Promise<{ result: CarListResult; state: ListState; unmatched: string }> {
  const result = await loadCarList(market, presets, state, defaultSort)
  const without = result.ok && result.total === 0 ? withoutUnmatchedWords(state) : null
  if (!without) return { result, state, unmatched: '' }
  const wider = await loadCarList(market, presets, without, defaultSort)
  return wider.ok && wider.total > 0
    ? { result: wider, state: without, unmatched: state.keyphrase }
    : { result, state, unmatched: '' }
}

/** How many cars a list state finds in the market without presets: one count, no page of cars, no facet counts; null when the search fails. */
async function countCars(market: SearchIndex, state: ListState): Promise<number | null> {
  try {
    const answer = await searchCars({
      ...listQuery(indexName('cars', market), [], state, 0, null),
      facets: listFacets(state, true),
      limit: 0,
    })
    return answer.total_items
  } catch {
    return null
  }
}

/**
 * The state loadPhraseList lists for the market without presets, from counts instead of pages of cars and their
 * facets: what the list page's heading names (./search-title.ts), which shows no cars.
 */
export async function phraseListState(market: SearchIndex, state: ListState): Promise<ListState> {
  const without = withoutUnmatchedWords(state)
  if (!without || (await countCars(market, state)) !== 0) return state
  return ((await countCars(market, without)) ?? 0) > 0 ? without : state
}
