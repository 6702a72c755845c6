/**
 * The full record of a car for the comparison (spec 1 §7 "car by car_id filter (one record)", §4 "Compare":
 * fetches full detail, falls back silently to the card's data on failure) through the search service. The index
 * name is spelt out (`cars-<market>`, src/features/search/indices.ts): that module's imports are the server's.
 */
import type { CarDisplay } from '@/features/cars/display'
import type { CompareCar } from './list'
import { COMPARE_FIELDS, compareValues, type ComparableCar } from './values'

/** A slow answer is no answer: the card's data stays. */
const TIMEOUT_MS = 5_000

export async function fetchFullRecord(
  car: CompareCar,
  display: Pick<CarDisplay, 'market' | 'lang'>,
  fetcher: typeof fetch = fetch,
): Promise<CompareCar | null> {
  const { market } = display
  try {
    const response = await fetcher('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: `cars-${market}`,
        fields: [...COMPARE_FIELDS],
        filters: { car_id: [car.id] },
        limit: 1,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) return null
    const record = ((await response.json()) as { content?: ComparableCar[] }).content?.[0]
    if (!record || record.car_id !== car.id) return null
    return { ...car, values: { ...car.values, ...compareValues(record, display) } }
  } catch {
    return null
  }
}
