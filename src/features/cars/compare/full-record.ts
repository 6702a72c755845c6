/**
 * The full record of a car for the comparison (spec 1 §7 "car by car_id filter (one record)", §4 "Compare":
 * fetches full detail, falls back silently to the card's data on failure) through the search service.
 */
import type { CarDisplay } from '@/features/cars/display'
import { fetchCarsById } from '@/features/cars/records-by-id'
import type { CompareCar } from './list'
import { COMPARE_FIELDS, compareValues, type ComparableCar } from './values'

export async function fetchFullRecord(
  car: CompareCar,
  display: Pick<CarDisplay, 'market' | 'lang'>,
  fetcher: typeof fetch = fetch,
): Promise<CompareCar | null> {
  const records = await fetchCarsById<ComparableCar>(display.market, [car.id], COMPARE_FIELDS, fetcher)
  const record = records?.[0]
  if (!record || record.car_id !== car.id) return null
  return { ...car, values: { ...car.values, ...compareValues(record, display) } }
}
