/**
 * How a car's stored texts read on a page: values through the site's translations (value-labels.ts), and
 * figures that the market writes in its own words re-formatted from their numbers when the page is in
 * another language. Swedish "mil" (10 km) means nothing to an English reader, so se /en shows km.
 */
import { formatNumber, INDEX_LANG, INDEX_ODOMETER_UNIT, KM_PER_MILE, LOCALE_LANG, type CarLang } from '@/sites/format'
import type { Locale } from '@/cms/locales'
import type { SearchIndex } from '@/sites/markets'
import { labelOf, TRANSLATED_FACETS, type ValueLabels } from './value-labels'

export type CarDisplay = {
  market: SearchIndex
  /** The page's language. */
  lang: CarLang
  labels: ValueLabels
}

export const carDisplay = (market: SearchIndex, locale: Locale, labels: ValueLabels): CarDisplay => ({
  market,
  lang: LOCALE_LANG[locale],
  labels,
})

/** Whether the page speaks the market's language, so the stored texts read as they are. */
export const inMarketLanguage = (d: CarDisplay) => d.lang === INDEX_LANG[d.market]

/** A stored vocabulary value (fuel, gearbox, body, colour, equipment…) in the page's language. */
export const shownValue = (d: CarDisplay, value: string) => labelOf(d.labels, value)

/**
 * The odometer: the stored text in the market's language; in another language from the km figure, in km
 * (or miles where the market counts in miles), digits grouped as the page's language does.
 */
export function mileageText(
  d: CarDisplay,
  car: { car_mileage_text?: string | null; car_mileage?: number | null },
): string | null {
  if (inMarketLanguage(d) || typeof car.car_mileage !== 'number') return car.car_mileage_text ?? null
  return INDEX_ODOMETER_UNIT[d.market] === 'miles'
    ? `${formatNumber(Math.round(car.car_mileage / KM_PER_MILE), d.lang)} miles`
    : `${formatNumber(car.car_mileage, d.lang)} km`
}

type Figure = { from: string; decimals: 0 | 1 | 'auto'; unit: Partial<Record<CarLang, string>> & { default: string } }

const litres = { default: 'l', en: 'litres' }
/** The technical `_text` fields re-formatted from their numbers (types.ts: metric units) on another language's page. */
const FIGURES: Record<string, Figure> = {
  car_power_hp_text: { from: 'car_power_hp', decimals: 0, unit: { default: 'hk', fi: 'hv', sk: 'k', en: 'hp' } },
  car_power_kw_text: { from: 'car_power_kw', decimals: 'auto', unit: { default: 'kW' } },
  car_acceleration_text: { from: 'car_acceleration', decimals: 1, unit: { default: 's' } },
  car_wltp_range_text: { from: 'car_wltp_range', decimals: 0, unit: { default: 'km' } },
  car_fuel_combined_text: { from: 'car_fuel_combined', decimals: 1, unit: { default: 'l/100 km' } },
  car_co2_emission_text: { from: 'car_co2_emission', decimals: 0, unit: { default: 'g/km' } },
  car_battery_size_text: { from: 'car_battery_size', decimals: 'auto', unit: { default: 'kWh' } },
  car_ac_charging_speed_text: { from: 'car_ac_charging_speed', decimals: 'auto', unit: { default: 'kW' } },
  car_dc_charging_speed_text: { from: 'car_dc_charging_speed', decimals: 'auto', unit: { default: 'kW' } },
  car_wltp_consumption_text: { from: 'car_wltp_consumption', decimals: 1, unit: { default: 'kWh/100 km' } },
  car_fuel_tank_text: { from: 'car_fuel_tank', decimals: 0, unit: litres },
  car_cargo_volume_text: { from: 'car_cargo_volume', decimals: 0, unit: litres },
  car_curb_weight_text: { from: 'car_curb_weight', decimals: 0, unit: { default: 'kg' } },
  car_gross_weight_text: { from: 'car_gross_weight', decimals: 0, unit: { default: 'kg' } },
  car_max_trailer_weight_text: { from: 'car_max_trailer_weight', decimals: 0, unit: { default: 'kg' } },
  car_length_text: { from: 'car_length', decimals: 0, unit: { default: 'mm' } },
  car_width_text: { from: 'car_width', decimals: 0, unit: { default: 'mm' } },
  car_height_text: { from: 'car_height', decimals: 0, unit: { default: 'mm' } },
}

const STARS: Record<CarLang, (n: number) => string> = {
  sv: (n) => `${n} ${n === 1 ? 'stjärna' : 'stjärnor'}`,
  nb: (n) => `${n} ${n === 1 ? 'stjerne' : 'stjerner'}`,
  fi: (n) => `${n} ${n === 1 ? 'tähti' : 'tähteä'}`,
  sk: (n) => `${n} ${n === 1 ? 'hviezdička' : n >= 2 && n <= 4 ? 'hviezdičky' : 'hviezdičiek'}`,
  en: (n) => `${n} ${n === 1 ? 'star' : 'stars'}`,
}

/**
 * A technical row's text: as stored in the market's language; on another language's page from its number,
 * in metric units written the page's way ('7.4 s', '190 hp', '6.1 l/100 km' for Swedish '0,61 l/mil').
 * UK cars are only shown in English, their market's language, so imperial texts stay as stored.
 */
export function figureText(d: CarDisplay, field: string, car: Readonly<Record<string, unknown>>): string | null {
  const stored = car[field]
  const text = typeof stored === 'string' && stored.trim() !== '' ? stored : null
  if (inMarketLanguage(d)) return text
  const number = (name: string) => (typeof car[name] === 'number' ? (car[name] as number) : null)
  if (field === 'car_ncap_stars_text') {
    const stars = number('car_ncap_stars')
    return stars === null ? text : STARS[d.lang](stars)
  }
  if (field === 'car_consumption_text') {
    const value = number('car_consumption')
    if (value === null) return text
    return `${formatNumber(value, d.lang, 1)} ${number('car_fuel_combined') === null ? 'kWh/100 km' : 'l/100 km'}`
  }
  const figure = FIGURES[field]
  const value = figure ? number(figure.from) : null
  if (!figure || value === null) return text
  const decimals = figure.decimals === 'auto' ? (Number.isInteger(value) ? 0 : 1) : figure.decimals
  return `${formatNumber(value, d.lang, decimals)} ${figure.unit[d.lang] ?? figure.unit.default}`
}

const VOCABULARY_FIELDS: ReadonlySet<string> = new Set(TRANSLATED_FACETS)

/** A detail row's text (overview or technical data) as the page shows it. */
export function rowText(d: CarDisplay, field: string, value: string, car: Readonly<Record<string, unknown>>): string {
  if (VOCABULARY_FIELDS.has(field)) return shownValue(d, value)
  if (field === 'car_mileage_text')
    return mileageText(d, car as { car_mileage_text?: string | null; car_mileage?: number | null }) ?? value
  // Only the stored `_text` figures are re-written; other rows (a formatted first-registration date) are shown as given.
  return field.endsWith('_text') ? (figureText(d, field, car) ?? value) : value
}

/** Swedish mil (10 km) in a text, written as km for a reader of another language ('1 500 mil' → '15,000 km'). */
function milesInKm(d: CarDisplay, text: string): string {
  if (INDEX_ODOMETER_UNIT[d.market] !== 'mil') return text
  return text.replace(
    /(\d{1,3}(?:[ \u00a0]\d{3})+|\d+) mil\b/g,
    (_, n: string) => `${formatNumber(Number(n.replace(/\D/g, '')) * 10, d.lang)} km`,
  )
}

/**
 * Every stored text inside `value` (a car's finance offers: product names, sales texts, terms) through the
 * site's translations, on a page not in the market's language; figures and flags stay as they are.
 */
export function shownTexts<T>(d: CarDisplay, value: T): T {
  if (inMarketLanguage(d)) return value
  const walk = (v: unknown): unknown =>
    typeof v === 'string'
      ? milesInKm(d, labelOf(d.labels, v))
      : Array.isArray(v)
        ? v.map(walk)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v
  return walk(value) as T
}
