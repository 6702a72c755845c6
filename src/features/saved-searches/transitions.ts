/**
 * What the matcher decides about one car from the saved searches' change feed (alerts.car_changes, migration
 * 20261129_130000): the car as it was before the changes it has not yet matched (to tell "newly matches" from
 * "already matched"), whether a change lowered its price, and which of a list of cars a saved query matches in an
 * engine that holds both versions. Free of the database and of Payload.
 */
import type { CarRecord } from '@/features/cars/types'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { planQuery } from '@/features/search/contract'
import type { SearchEngine } from '@/features/search/engine'
import { MAX_LIST } from '@/features/search/limits'
import type { SavedQuery } from './contract'
import type { CarFields } from './prefilter'

/** A row of the feed: an inserted car (a new stay in stock), or the old and new values of the searchable columns that changed. */
export type FeedRow = {
  inserted: boolean
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/**
 * The car as it was before `since` (its rows still in the feed, not yet matched, newest first), from its row now: each
 * change undone, newest first, so the oldest change's old values are what is left. Null: the car came into stock
 * within them (a new stay: it matched nothing before).
 */
export function carBefore(now: CarFields, since: readonly FeedRow[]): CarFields | null {
  const car: CarFields = { ...now }
  for (const row of since) {
    if (row.inserted) return null
    Object.assign(car, row.before)
  }
  return car
}

const PRICES = ['car_price', 'car_campaign_price'] as const

/** The price a change lowered (the list price, else the campaign price), with its old and new value; null: none fell. */
export function priceDrop(row: FeedRow): { oldPrice: number; newPrice: number } | null {
  if (row.inserted) return null
  for (const field of PRICES) {
    const before = row.before?.[field]
    const after = row.after?.[field]
    if (typeof before === 'number' && typeof after === 'number' && after < before)
      return { oldPrice: before, newPrice: after }
  }
  return null
}

/** The id a car's earlier version has in an engine that holds both (car ids are the feed's, never this suffix). */
export const beforeId = (carId: string) => `${carId}#before`

/** Which of `ids` the engine's records match under a saved query, asked MAX_LIST ids at a time. */
export function matchingIn(
  engine: SearchEngine<CarRecord>,
  index: string,
  query: SavedQuery,
  ids: readonly string[],
): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < ids.length; i += MAX_LIST) {
    const part = ids.slice(i, i + MAX_LIST)
    const plan = planQuery(CAR_SCHEMA, {
      index,
      filters: { ...query.filters, car_id: part },
      ...(query.keyphrase ? { keyphrase: query.keyphrase } : {}),
      fields: ['car_id'],
      limit: part.length,
    })
    for (const car of engine.run(plan).content) out.add(String(car.car_id))
  }
  return out
}
