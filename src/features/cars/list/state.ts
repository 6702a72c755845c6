/**
 * The car list's URL state (spec 1 §2: "filters, keyphrase, sort and page live in the query string"):
 * parse a query string into the list's state and write it back. Unknown parameters are ignored, bad
 * values dropped (a shared or hand-edited URL still shows a list), and every string and list is bounded.
 *
 *   ?car_brand=Volvo&car_brand=Kia>Ceed&car_fuel=Diesel&car_price_min=100000&monthly_max=4000&keyphrase=dragkrok&sort=price_asc&page=2
 *
 * The old site's redirect targets (spec 2 §3 "Redirect filter parameters") read the same way:
 * car_fuel, car_condition, car_brand and the repeatable car_site_region are facet names as they are;
 * car_vehicle_type (Personbil, Transportbil, LCV) maps onto the index's car_vehicle_type_code.
 */
import { MAX_KEYPHRASE } from '@/features/search/limits'
import { kmOf, MILEAGE_UNITS, unitParam } from './mileage-unit'
import {
  LIST_SORTS,
  MAX_PAGE,
  RANGE_FACETS,
  TREE_PARAM,
  VALUE_FACETS,
  type ListSort,
  type RangeFacet,
  type ValueFacet,
} from './facets'
import { parseAmount, type Range } from './range'
import { hasOrigin, NO_DISTANCE, parseDistance, writeDistance, type DistanceChoice } from './distance'

/** Filters the list applies that have no panel of their own (they come from old links); kept when filtering. */
export const HIDDEN_FACETS = ['car_vehicle_type_code'] as const
export type HiddenFacet = (typeof HIDDEN_FACETS)[number]

export type ListState = {
  /** Brand > model tree selection: `Volvo` or `Volvo>XC60`. */
  tree: string[]
  values: Partial<Record<ValueFacet | HiddenFacet, string[]>>
  ranges: Partial<Record<RangeFacet, Range>>
  /** The visitor's monthly budget (`monthly_max`), in whole currency units; null when none is set. */
  monthlyMax: number | null
  keyphrase: string
  /** Where the list measures from and how far (`near` or `place`, `distance`). */
  distance: DistanceChoice
  sort: ListSort | null
  /** 1-based, 1..20 (spec 1 §9: page index at most 19). */
  page: number
}

export const EMPTY_STATE: ListState = {
  tree: [],
  values: {},
  ranges: {},
  monthlyMax: null,
  keyphrase: '',
  distance: NO_DISTANCE,
  sort: null,
  page: 1,
}

/** The budget parameter: a positive whole amount, else no budget (0 or less fits no car, a mistyped link). */
export const BUDGET_PARAM = 'monthly_max'

/** A mileage bound the filter form sent in the page's unit (mileage-unit.ts), in the index's km; null when none. */
function unitBound(params: URLSearchParams, facet: RangeFacet, side: 'min' | 'max'): number | null {
  if (facet !== 'car_mileage') return null
  for (const unit of MILEAGE_UNITS) {
    const value = parseAmount(params.get(unitParam(facet, side, unit)) ?? '')
    if (value !== null) return kmOf(value, unit)
  }
  return null
}
export function parseBudget(raw: string | null): number | null {
  const amount = parseAmount(raw ?? '')
  return amount !== null && amount > 0 ? amount : null
}

const MAX_VALUE = 100
const MAX_VALUES = 50

/** spec 2 §3: the old site's vehicle types → car_vehicle_type_code (passenger car PC, van LCV). */
const VEHICLE_TYPES: Readonly<Record<string, string>> = { personbil: 'PC', pc: 'PC', transportbil: 'LCV', lcv: 'LCV' }

function valuesOf(params: URLSearchParams, name: string): string[] {
  const out: string[] = []
  for (const raw of params.getAll(name)) {
    const value = raw.trim()
    if (value && value.length <= MAX_VALUE && !out.includes(value) && out.length < MAX_VALUES) out.push(value)
  }
  return out
}

/** Page number from the URL: whole numbers only, capped at 20 (spec 1 §5); anything else is page 1. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)))
}

export function parseListState(params: URLSearchParams): ListState {
  const values: ListState['values'] = {}
  for (const facet of VALUE_FACETS) {
    const list = valuesOf(params, facet)
    if (list.length) values[facet] = list
  }
  const vehicleTypes = [
    ...new Set(
      [...valuesOf(params, 'car_vehicle_type'), ...valuesOf(params, 'car_vehicle_type_code')]
        .map((v) => VEHICLE_TYPES[v.toLowerCase()])
        .filter(Boolean),
    ),
  ]
  if (vehicleTypes.length) values.car_vehicle_type_code = vehicleTypes

  const ranges: ListState['ranges'] = {}
  for (const facet of RANGE_FACETS) {
    const min = parseAmount(params.get(`${facet}_min`) ?? '') ?? unitBound(params, facet, 'min')
    const max = parseAmount(params.get(`${facet}_max`) ?? '') ?? unitBound(params, facet, 'max')
    if (min === null && max === null) continue
    // Thumbs cannot cross (spec 1 §5): a reversed pair from a hand-edited URL is read the right way round.
    const [lo, hi] = min !== null && max !== null && min > max ? [max, min] : [min, max]
    ranges[facet] = { ...(lo !== null ? { min: lo } : {}), ...(hi !== null ? { max: hi } : {}) }
  }

  const sort = params.get('sort')
  const distance = parseDistance(params)
  // Nearest first needs somewhere to be near to.
  const sorted =
    LIST_SORTS.includes(sort as ListSort) && (sort !== 'distance_asc' || hasOrigin(distance))
      ? (sort as ListSort)
      : null
  return {
    tree: valuesOf(params, TREE_PARAM),
    values,
    ranges,
    monthlyMax: parseBudget(params.get(BUDGET_PARAM)),
    keyphrase: (params.get('keyphrase') ?? '').trim().slice(0, MAX_KEYPHRASE),
    distance,
    sort: sorted,
    page: parsePage(params.get('page')),
  }
}

/** The query string of a state (no leading '?'), parameters in a stable order; defaults are left out. */
export function serialiseListState(state: ListState): string {
  const params = new URLSearchParams()
  for (const value of state.tree) params.append(TREE_PARAM, value)
  for (const facet of [...VALUE_FACETS, ...HIDDEN_FACETS])
    for (const value of state.values[facet] ?? []) params.append(facet, value)
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet]
    if (range?.min !== undefined) params.set(`${facet}_min`, String(range.min))
    if (range?.max !== undefined) params.set(`${facet}_max`, String(range.max))
  }
  if (state.monthlyMax !== null) params.set(BUDGET_PARAM, String(state.monthlyMax))
  if (state.keyphrase) params.set('keyphrase', state.keyphrase)
  writeDistance(state.distance, params)
  if (state.sort) params.set('sort', state.sort)
  if (state.page > 1) params.set('page', String(state.page))
  return params.toString()
}

/** How many choices the shopper made (values, ranges, budget, keyphrase, distance; not sort or page). */
export function filterCount(state: ListState): number {
  const chosen =
    state.tree.length +
    Object.values(state.values).reduce((n, list) => n + (list?.length ?? 0), 0) +
    Object.keys(state.ranges).length
  return chosen + (state.monthlyMax !== null ? 1 : 0) + (state.keyphrase ? 1 : 0) + (hasOrigin(state.distance) ? 1 : 0)
}

/** The brand/model path of the current URL and the tree selection it stands for. */
export type SegmentPath = { path: string; selection: string }

/**
 * The URL of a list state: under the brand/model path while the state still selects that brand or model
 * (so show-more and sort keep `/volvo/xc60`), else under the list page with the choice in the query.
 */
export function listHref(base: string, state: ListState, segments: SegmentPath | null): string {
  const keep = segments !== null && state.tree.includes(segments.selection)
  const path = keep ? `${base === '/' ? '' : base}/${segments.path}` : base
  const qs = serialiseListState(keep ? { ...state, tree: state.tree.filter((t) => t !== segments.selection) } : state)
  return qs ? `${path}?${qs}` : path
}

/**
 * Deep filter combinations are not indexed: more than one choice in the query, a keyphrase
 * (free text makes endless URLs) or a visitor's position (personal, and one URL per square kilometre). One facet
 * value (`?car_fuel=El`, the old site's links) stays indexable.
 */
export const isDeepListQuery = (query: URLSearchParams) => {
  const state = parseListState(query)
  return filterCount(state) > 1 || state.keyphrase !== '' || state.distance.near !== null
}
