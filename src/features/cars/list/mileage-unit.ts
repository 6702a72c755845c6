/**
 * The unit a list page reads and takes mileage in: the index stores kilometres, a Swedish page in Swedish counts in
 * mil (10 km), the UK in miles, every other page in km (as the cards write it, display.ts). The URL's canonical
 * bound stays in km (`car_mileage_max=50000`); a bound typed in the page's unit travels as its own parameter
 * (`car_mileage_max_mil=5000`), so the filter form's plain GET, without scripts, means what the visitor typed.
 */
import { INDEX_LANG, INDEX_ODOMETER_UNIT, KM_PER_MILE, type CarLang, type OdometerUnit } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'

const KM_PER: Record<OdometerUnit, number> = { km: 1, mil: 10, miles: KM_PER_MILE }

/** Units a bound may be given in besides km, with the suffix of its parameter. */
export const MILEAGE_UNITS = ['mil', 'miles'] as const satisfies readonly OdometerUnit[]

export function mileageUnit(market: SearchIndex, lang: CarLang): OdometerUnit {
  const unit = INDEX_ODOMETER_UNIT[market]
  if (unit === 'mil' && lang !== INDEX_LANG[market]) return 'km'
  return unit
}

/** A bound in the page's unit as the index's kilometres. */
export const kmOf = (value: number, unit: OdometerUnit): number => Math.round(value * KM_PER[unit])

/** Kilometres in the page's unit, to the nearest whole one (what a card or a chip writes). */
export const fromKm = (km: number, unit: OdometerUnit): number => Math.round(km / KM_PER[unit])

/** Kilometres in the page's unit for a range's side: a lower bound rounds down and an upper one up, so the facet's range stays whole. */
export function inUnit(km: number, unit: OdometerUnit, side: 'min' | 'max'): number {
  const value = km / KM_PER[unit]
  return side === 'min' ? Math.floor(value) : Math.ceil(value)
}

/** The parameter a range side takes in a unit: `car_mileage_max`, `car_mileage_max_mil`, `car_mileage_max_miles`. */
export const unitParam = (facet: string, side: 'min' | 'max', unit: OdometerUnit): string =>
  unit === 'km' ? `${facet}_${side}` : `${facet}_${side}_${unit}`
