/**
 * What the compare modal shows of a car (spec 1 §2 "Compare": side by side): one display value per row,
 * in the market's format, from whatever part of the car record is at hand (a card's fields, or the full
 * record the search service returns). Pure, so the server (cards) and the browser (full record) agree.
 */
import type { CarRecord } from '@/features/cars/types'
import { CAR_NAME_FIELDS } from '@/features/cars/detail'
import { mileageText, type CarDisplay } from '@/features/cars/display'
import { labelOf, type ValueLabels } from '@/features/cars/value-labels'
import { formatMonthly, formatPrice } from '@/sites/format'

export const COMPARE_ROW_KEYS = [
  'price',
  'monthly',
  'year',
  'mileage',
  'fuel',
  'gearbox',
  'body',
  'drive',
  'color',
  'power',
  'consumption',
  'co2',
  'range',
  'battery',
  'seats',
  'towing',
  'dealer',
] as const
export type CompareRowKey = (typeof COMPARE_ROW_KEYS)[number]

/** The record fields the values are made of: what the full-record query asks the search service for. */
export const COMPARE_FIELDS = [
  ...CAR_NAME_FIELDS,
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_companyleasing_monthly_cost',
  'car_year',
  'car_mileage_text',
  'car_mileage',
  'car_fuel',
  'car_gearbox',
  'car_body',
  'car_drive',
  'car_color',
  'car_power_hp_text',
  'car_consumption_text',
  'car_co2_emission_text',
  'car_wltp_range_text',
  'car_battery_size_text',
  'car_seats',
  'car_max_trailer_weight_text',
  'car_site_name',
  'car_site_city',
] as const

type CompareRecord = Pick<CarRecord, Extract<(typeof COMPARE_FIELDS)[number], keyof CarRecord>>
/** Any part of a car record (a card, the full record, the CMS's car), each field possibly missing or null. */
export type ComparableCar = { [K in keyof CompareRecord]?: CompareRecord[K] | null } & {
  car_privateleasing_monthly_cost?: number | null
  car_companyleasing_monthly_cost?: number | null
}

const present = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? undefined : String(value)

/**
 * Display values by row in the page's language (money and mileage; vocabulary values stay as stored and are
 * translated where shown, `shownRows`); rows the record does not know are left out (shown as a dash).
 */
export function compareValues(
  car: ComparableCar,
  display: Pick<CarDisplay, 'market' | 'lang'>,
): Partial<Record<CompareRowKey, string>> {
  const { market, lang } = display
  const monthly =
    car.car_loan_monthly_cost ?? car.car_privateleasing_monthly_cost ?? car.car_companyleasing_monthly_cost
  const dealer = [car.car_site_name, car.car_site_city].filter(Boolean).join(', ')
  const values: Record<CompareRowKey, string | undefined> = {
    price: typeof car.car_price === 'number' ? formatPrice(car.car_price, market, lang) : undefined,
    monthly: typeof monthly === 'number' ? formatMonthly(monthly, market, lang) : undefined,
    year: present(car.car_year),
    mileage: present(mileageText({ ...display, labels: {} }, car)),
    fuel: present(car.car_fuel),
    gearbox: present(car.car_gearbox),
    body: present(car.car_body),
    drive: present(car.car_drive),
    color: present(car.car_color),
    power: present(car.car_power_hp_text),
    consumption: present(car.car_consumption_text),
    co2: present(car.car_co2_emission_text),
    range: present(car.car_wltp_range_text),
    battery: present(car.car_battery_size_text),
    seats: present(car.car_seats),
    towing: present(car.car_max_trailer_weight_text),
    dealer: present(dealer),
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<
    Record<CompareRowKey, string>
  >
}

/** The rows whose values are stored vocabulary (value-labels.ts). */
const VOCABULARY_ROWS: ReadonlySet<CompareRowKey> = new Set(['fuel', 'gearbox', 'body', 'drive', 'color'])

/** A row's value as the page shows it: vocabulary values through the site's translations. */
export const shownRowValue = (key: CompareRowKey, value: string, labels: ValueLabels) =>
  VOCABULARY_ROWS.has(key) ? labelOf(labels, value) : value

export type CompareRow = { key: CompareRowKey; values: (string | null)[]; differs: boolean }

/**
 * The modal's rows: those at least one car knows, in a fixed order, each marked when the cars differ
 * (a value one car lacks counts as a difference; a single car differs from nothing).
 */
export function compareRows(cars: readonly { values: Partial<Record<CompareRowKey, string>> }[]): CompareRow[] {
  return COMPARE_ROW_KEYS.flatMap((key) => {
    const values = cars.map((car) => car.values[key] ?? null)
    if (values.every((v) => v === null)) return []
    return [{ key, values, differs: cars.length > 1 && new Set(values).size > 1 }]
  })
}
