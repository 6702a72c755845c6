/**
 * Where place names come from (DESIGN §5): the local gazetteer by default; in production a geocoding
 * API named by GEOCODING_API_URL, asked `?q=…&country=se&language=sv` (spec 2 §5: Sweden, Swedish)
 * and answering `{ places: Location[] }`. A failing or slow API falls back to the gazetteer, so the
 * first booking step never depends on it.
 */
import { z } from 'zod'
import { locationSchema, type Location } from '../../contract'
import { PLACE_RESULTS, searchPlaces } from './search'
import { log } from '@/platform/log/logger'

const answerSchema = z.object({ places: z.array(locationSchema).max(50) })

export const GEOCODING_TIMEOUT_MS = 2_000

export async function findPlaces(
  q: string,
  env: Record<string, string | undefined> = process.env,
  fetcher: typeof fetch = fetch,
): Promise<Location[]> {
  const api = env.GEOCODING_API_URL?.trim()
  if (api) {
    try {
      const url = new URL(api)
      url.searchParams.set('q', q)
      url.searchParams.set('country', 'se')
      url.searchParams.set('language', 'sv')
      const response = await fetcher(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(GEOCODING_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`status ${response.status}`)
      return answerSchema.parse(await response.json()).places.slice(0, PLACE_RESULTS)
    } catch (error) {
      log.warn({ err: error }, 'geocoding API failed; using the local gazetteer')
    }
  }
  return searchPlaces(q)
}
