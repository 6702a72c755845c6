/**
 * Car teaser rules (spec 2 §7.3): "Car teasers query a car search index with filters car_id (up to 100, order
 * kept as listed), or with a predefined query and a limit (NumberOfCars, else Limit, else 8) and optional sort.
 * Failures give no cars." §9: default count 8, at most 100 fixed ids, query-teaser cards 315 px wide.
 */
import { PRESET_FIELDS } from '@/features/cars/list/facets'

export const DEFAULT_TEASER_COUNT = 8
export const MAX_TEASER_IDS = 100
export const MAX_TEASER_COUNT = 48
/** Spec 2 §9: query-teaser cards are 315 px wide. */
export const QUERY_CARD_WIDTH_PX = 315

/** The car list's preset fields plus the index's "car of the week" flag (spec 1 §3 caroftheweek). */
export const TEASER_FIELDS = [...PRESET_FIELDS, 'caroftheweek'] as const
export type TeaserField = (typeof TEASER_FIELDS)[number]

/** Ids as the editor typed them (commas, spaces, lines), duplicates dropped, first 100 in the order listed. */
export function parseCarIds(text: string): { ids: string[]; over: boolean } {
  const unique = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
  return { ids: unique.slice(0, MAX_TEASER_IDS), over: unique.length > MAX_TEASER_IDS }
}

const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isInteger(n) && n > 0 ? Math.min(n, MAX_TEASER_COUNT) : null

/** NumberOfCars, else Limit, else 8 (capped at 48, the list's page). */
export const teaserLimit = (numberOfCars: number | null | undefined, limit: number | null | undefined): number =>
  positive(numberOfCars) ?? positive(limit) ?? DEFAULT_TEASER_COUNT
