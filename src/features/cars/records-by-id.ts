/**
 * Cars by id from the browser, through the public search API (spec 1 §7 "car by car_id filter", answered in the
 * order given): the compare list's full record and the favourites page's current prices. Bounded: at most
 * MAX_IDS ids (the API's car_id lists take 100) and TIMEOUT_MS. The index name is spelt out (`cars-<market>`,
 * src/features/search/indices.ts): that module's imports are the server's. Null on any failure: the caller keeps
 * what it had.
 */
import type { SearchIndex } from '@/sites/markets'

export const MAX_IDS = 50
/** A slow answer is no answer. */
const TIMEOUT_MS = 5_000

export async function fetchCarsById<T extends { car_id?: string | null }>(
  market: SearchIndex,
  ids: readonly string[],
  fields: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<T[] | null> {
  const asked = ids.slice(0, MAX_IDS)
  if (!asked.length) return []
  try {
    const response = await fetcher('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: `cars-${market}`,
        fields: [...fields],
        filters: { car_id: asked },
        limit: asked.length,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) return null
    const content = ((await response.json()) as { content?: T[] }).content
    if (!Array.isArray(content)) return null
    const wanted = new Set(asked)
    return content.filter((record) => typeof record.car_id === 'string' && wanted.has(record.car_id))
  } catch {
    return null
  }
}
