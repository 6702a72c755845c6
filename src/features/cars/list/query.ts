/**
 * The search queries of the car list (spec 1 §7 "car list (limit 48, offset page*48, fields, sortName,
 * filters)"): the editor's presets are `filters`, the shopper's choices facet selections, so the counts are
 * disjunctive (a facet's counts ignore its own selection: docs/api.md "Filter semantics").
 */
import type { SearchQuery } from '@/features/search/contract'
import { CAR_NAME_FIELDS } from '@/features/cars/detail'
import type { IndexName } from '@/features/search/indices'
import { BUDGET_FIELD, PAGE_SIZE, RANGE_FACETS, TREE_FACET, VALUE_FACETS, type PresetField } from './facets'
import { HIDDEN_FACETS, type ListState } from './state'
import { distanceQuery } from './distance'
import type { LatLng } from '@/features/dealers/validation'
import type { DistanceUnit } from '@/features/search/distance'

export type Preset = { field: PresetField; value: string }

/** What a car card shows (CarCard.tsx); the query asks for these fields only. */
export const CARD_FIELDS = [
  ...CAR_NAME_FIELDS,
  'car_retail_price',
  'car_retail_price_exkl_vat',
  'car_has_campaign_price',
  'car_vehicle_type_code',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_year',
  'car_mileage_text',
  'car_fuel',
  'car_gearbox',
  'car_site_city',
  'car_mileage',
  'car_price_lowered_at',
] as const

/**
 * What a card under a monthly budget reads besides: the loan option, the leases and the UK PCP offer, for the down
 * payment and term its figure assumes (src/features/finance/budget.ts). The loan option is read from the database for
 * the page's cars only; the PCP offer is the one the index priced and compared (car-schema.ts car_pcp_offer).
 */
export const BUDGET_CARD_FIELDS = ['car_loan_option', 'car_leasing_options', 'car_pcp_offer'] as const

/** Where a list measures distances from (its place's or the visitor's position) and the market's unit; null: no distance. */
export type ListOrigin = { at: LatLng; unit: DistanceUnit } | null

/** Presets grouped by field: several rows of one field mean any of their values. */
export function presetFilters(presets: readonly Preset[]): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const { field, value } of presets) {
    const v = value.trim()
    if (v && !(out[field] ??= []).includes(v)) out[field].push(v)
  }
  return out
}

type Facet = NonNullable<SearchQuery['facets']>[number]

/** Every facet of the panel with the shopper's selection; `selectedOnly` keeps only those that filter. */
export function listFacets(state: ListState, selectedOnly = false): Facet[] {
  const facets: Facet[] = [
    { name: TREE_FACET, sort_order: 'value_asc', filters: state.tree },
    ...[...VALUE_FACETS, ...HIDDEN_FACETS].map((name): Facet => ({
      name,
      sort_order: name === 'car_year' ? 'value_desc' : 'value_asc',
      filters: state.values[name] ?? [],
    })),
    ...RANGE_FACETS.map((name): Facet => ({ name, ...(state.ranges[name] ? { filters: state.ranges[name] } : {}) })),
  ]
  return selectedOnly
    ? facets.filter((f) => (Array.isArray(f.filters) ? f.filters.length > 0 : f.filters !== undefined))
    : facets
}

/**
 * One page of the list: the first page also counts every facet (one query gives facets, total and the
 * first 48 cars); later pages carry only the facets that filter.
 */
export function listQuery(
  index: IndexName,
  presets: readonly Preset[],
  state: ListState,
  offset: number,
  defaultSort: string | null = null,
  origin: ListOrigin = null,
): SearchQuery {
  // A sort by distance from a place the market does not have falls back to the list's default.
  const chosen = state.sort === 'distance_asc' && !origin ? null : state.sort
  const sort = chosen ?? (state.keyphrase ? null : defaultSort)
  const distance = origin ? distanceQuery(origin.at, state.distance.radius, origin.unit) : null
  const facets = listFacets(state, offset > 0)
  return {
    index,
    fields: [
      ...CARD_FIELDS,
      ...(state.monthlyMax !== null ? BUDGET_CARD_FIELDS : []),
      ...(distance ? ['distance_km'] : []),
    ],
    // The budget is no facet of the panel (it has no counts of its own), so it filters like a preset.
    filters: {
      ...presetFilters(presets),
      ...(state.monthlyMax !== null ? { [BUDGET_FIELD]: { max: state.monthlyMax } } : {}),
    },
    ...(distance ? { origin: distance.origin } : {}),
    facets: distance && (offset === 0 || state.distance.radius) ? [...facets, distance.facet] : facets,
    ...(state.keyphrase ? { keyphrase: state.keyphrase } : {}),
    ...(sort ? { sort_name: sort } : {}),
    limit: PAGE_SIZE,
    offset,
  }
}
