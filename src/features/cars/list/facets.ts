/**
 * The car list's facets (spec 1 §2 "Car list", §9 range facets) in the order the filter panel shows them,
 * and the presets an editor may give a list. Field names are the search index's (docs/api.md "Search API"),
 * and they are also the query-string names, so the old site's redirect targets (`?car_fuel=El`) read as is.
 */

/** The brand > model tree; its URL parameter is `car_brand` (values `Volvo` or `Volvo>XC60`). */
export const TREE_FACET = 'car_brand>car_model'
export const TREE_PARAM = 'car_brand'

/** Value facets below the brand tree. */
export const VALUE_FACETS = [
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_year',
  'car_condition',
  'car_site_name',
  'car_site_city',
  'car_site_region',
  'car_equipment',
] as const
export type ValueFacet = (typeof VALUE_FACETS)[number]

/** Spec 1 §9: price, campaign price, mileage, the three monthly costs, power, gross price. */
export const RANGE_FACETS = [
  'car_price',
  'car_campaign_price',
  'car_mileage',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_power_hp',
  'car_gross_price',
] as const
export type RangeFacet = (typeof RANGE_FACETS)[number]

/**
 * The index's number a monthly budget (`monthly_max`) bounds: the cheapest of a car's loan, private lease and UK PCP
 * (src/features/finance/budget.ts, features/search/car-schema.ts). No facet of the panel: it has an input of its own.
 */
export const BUDGET_FIELD = 'car_budget_monthly_cost'

/** Fields an editor can preset (always applied, not shown as a shopper's choice). */
export const PRESET_FIELDS = [
  'car_brand',
  'car_model',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_condition',
  'car_is_used',
  'car_is_sample',
  'car_vehicle_type_code',
  'car_site_region',
  'car_site_city',
  'car_site_name',
  'car_has_campaign_price',
  'car_has_privateleasing',
  'car_has_companyleasing',
  'car_campaigns',
] as const
export type PresetField = (typeof PRESET_FIELDS)[number]

/** Sorts an editor can give a list block (the index's sorts, car-schema.ts); the default is the index's. */
export const BLOCK_SORTS = [
  'newest',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'mileage_asc',
  'mileage_desc',
] as const
export type BlockSort = (typeof BLOCK_SORTS)[number]

/**
 * Sorts a shopper can pick: the block's, the most recently lowered prices first (the index's `price_lowered`, from
 * the cars' price history), and nearest first once the list measures from a place or position.
 */
export const LIST_SORTS = [...BLOCK_SORTS, 'price_lowered', 'distance_asc'] as const
export type ListSort = (typeof LIST_SORTS)[number]

/** Spec 1 §9: 48 cars a page, page index at most 19 (page 20). */
export const PAGE_SIZE = 48
export const MAX_PAGE = 20
/** Spec 1 §4: a total of 10000 or more reads '10000+'. */
export const TOTAL_CAP = 10_000
/** Spec 1 §5: a facet with this many values or more gets a search box. */
export const FACET_SEARCH_FROM = 10
