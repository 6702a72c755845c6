/**
 * The car index (spec 1 §3 "Car", §9 range facets): value facets for everything the car list filters
 * on, numbers for the range facets and sorts, the brand > model tree, and the texts a shopper's
 * keyphrase is matched against ("brand, model or equipment", spec 1 §9 placeholder, and the description's words).
 */
import { CAR_RECORD_KEYS } from '@/features/cars/record-keys'
import type { CarRecord, IndexedCar } from '@/features/cars/types'
import { budgetMonthly, type PcpBudgetOffer } from '@/features/finance/budget'
import { INDEX_LANG } from '@/sites/format'
import { descriptionWords } from './description-words'
import type { IndexSchema } from './schema'

/** Lowest monthly cost of the car's simple leasing offers of one kind (cards show "from …"). */
function leasingFrom(car: CarRecord, type: 'Private' | 'Company'): number | null {
  let best: number | null = null
  for (const item of car.car_leasing_options ?? []) {
    if (item.leasing_type === type && (best === null || item.monthly_cost < best)) best = item.monthly_cost
  }
  return best
}

/** The PCP offer the service priced for the car (null for a car it did not price: other markets, tests without products). */
export const pcpOfferOf = (car: CarRecord): PcpBudgetOffer | null => (car as IndexedCar).car_pcp_offer ?? null

const time = (iso: string | null) => (iso ? Date.parse(iso) : null)

/**
 * Derived numbers: monthly costs of both leasing kinds, the gross (list, incl. VAT) price, and the monthly cost a
 * budget is compared with (src/features/finance/budget.ts).
 */
export const CAR_DERIVED = {
  car_privateleasing_monthly_cost: (car: CarRecord) => leasingFrom(car, 'Private'),
  car_companyleasing_monthly_cost: (car: CarRecord) =>
    car.car_company_leasing_option?.default_monthly_cost ?? leasingFrom(car, 'Company'),
  car_gross_price: (car: CarRecord) => car.car_retail_price,
  car_budget_monthly_cost: (car: CarRecord) =>
    budgetMonthly(car.car_loan_monthly_cost, car.car_leasing_options ?? [], pcpOfferOf(car)),
} satisfies Record<string, (car: CarRecord) => number | null>

const field =
  <K extends keyof CarRecord>(key: K) =>
  (car: CarRecord) =>
    car[key]

const VALUE_FIELDS = [
  'index',
  'car_brand',
  'car_model',
  'car_version',
  'car_trim_package',
  'car_body',
  'car_drive',
  'car_color',
  'car_year',
  'car_fuel',
  'car_gearbox',
  'car_seats',
  'car_doors',
  'car_condition',
  'car_is_used',
  'car_is_sample',
  'caroftheweek',
  'autos_on_show',
  'car_vehicle_type_code',
  'car_vat_eligible',
  'car_has_campaign_price',
  'car_has_campaign_loan',
  'car_has_campaign_companyleasing',
  'car_has_campaign_privateleasing',
  'car_has_companyleasing',
  'car_has_privateleasing',
  'car_site_id',
  'car_site_name',
  'car_site_region',
  'car_site_city',
  'car_odometer_unit',
  'car_ncap_stars',
] as const satisfies readonly (keyof CarRecord)[]

const NUMBER_FIELDS = [
  'car_price',
  'car_campaign_price',
  'car_retail_price',
  'car_mileage',
  'car_odometer',
  'car_year',
  'car_loan_monthly_cost',
  'car_power_hp',
  'car_power_kw',
  'car_pbbratio',
  'car_beneficial_value',
  'car_wltp_range',
  'car_battery_size',
  'car_co2_emission',
  'car_seats',
  'car_doors',
] as const satisfies readonly (keyof CarRecord)[]

export const CAR_SCHEMA: IndexSchema<IndexedCar> = {
  idField: 'car_id',
  id: (car) => car.car_id,
  values: {
    ...Object.fromEntries(VALUE_FIELDS.map((key) => [key, field(key)])),
  },
  lists: { car_equipment: field('car_equipment'), car_campaigns: field('car_campaigns') },
  numbers: {
    ...Object.fromEntries(NUMBER_FIELDS.map((key) => [key, field(key)])),
    ...CAR_DERIVED,
    car_publishdate: (car) => time(car.car_publishdate),
    car_firstregistration: (car) => time(car.car_firstregistration),
    car_price_lowered_at: (car) => time(car.car_price_lowered_at ?? null),
  },
  trees: [['car_brand', 'car_model']],
  // Spec 1 §9: price, campaign price, mileage, monthly costs, power, gross price.
  histograms: [
    'car_price',
    'car_campaign_price',
    'car_mileage',
    'car_loan_monthly_cost',
    'car_privateleasing_monthly_cost',
    'car_companyleasing_monthly_cost',
    'car_power_hp',
    'car_gross_price',
  ],
  text: (car) => [
    car.car_brand,
    car.car_model,
    car.car_model_text,
    car.car_version,
    car.car_trim_package,
    car.car_body,
    car.car_fuel,
    car.car_gearbox,
    car.car_drive,
    car.car_color,
    car.car_condition,
    car.car_site_name,
    car.car_site_city,
    ...(car.car_equipment ?? []),
    ...descriptionWords(car.car_description, INDEX_LANG[car.index]),
  ],
  sorts: {
    price_asc: { field: 'car_price', dir: 'asc' },
    price_desc: { field: 'car_price', dir: 'desc' },
    year_desc: { field: 'car_year', dir: 'desc' },
    year_asc: { field: 'car_year', dir: 'asc' },
    mileage_asc: { field: 'car_mileage', dir: 'asc' },
    mileage_desc: { field: 'car_mileage', dir: 'desc' },
    newest: { field: 'car_publishdate', dir: 'desc' },
    car_publishdate_desc: { field: 'car_publishdate', dir: 'desc' },
    car_publishdate_asc: { field: 'car_publishdate', dir: 'asc' },
    // Newest drop first; cars whose last price change was no drop come after, by id.
    price_lowered: { field: 'car_price_lowered_at', dir: 'desc' },
  },
  defaultSort: 'newest',
  fields: [...CAR_RECORD_KEYS, 'car_price_lowered_at', ...Object.keys(CAR_DERIVED), 'car_pcp_offer'],
  // The PCP offer is a field of an answer (the card states it under a budget), not a number to filter on.
  derived: { ...CAR_DERIVED, car_pcp_offer: pcpOfferOf },
  placeField: 'car_site_id',
}
