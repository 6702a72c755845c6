/**
 * A car's price history read for shoppers: the last change of the price the page shows (`car_price`, which is the
 * campaign price while a campaign runs: src/features/cars/types.ts), whether it was a recent drop, and how long the
 * car has been in stock. Rows come from history.car_prices (migration 20261128_130000_car_price_history), which
 * also keeps the campaign price's own changes for other readers. Every rule takes the clock as an argument.
 */

export type PriceField = 'car_price' | 'car_campaign_price'

/** One row of history.car_prices; `oldValue` is null for the first price a car was inserted with. */
export type PriceChange = {
  field: PriceField
  oldValue: number | null
  newValue: number | null
  /** ISO 8601. */
  changedAt: string
}

/** A drop is "recent" for this many days: the detail page's line, the cards' badge. */
export const RECENT_DROP_DAYS = 30

export const DAY_MS = 86_400_000

export type PriceDrop = { amount: number; at: string }

/** The changes of the shown price, oldest first (ties keep the order read, which is the table's id order). */
export function shownPriceChanges(changes: readonly PriceChange[]): PriceChange[] {
  return changes
    .map((change, i) => ({ change, i }))
    .filter(({ change }) => change.field === 'car_price')
    .sort((a, b) => Date.parse(a.change.changedAt) - Date.parse(b.change.changedAt) || a.i - b.i)
    .map(({ change }) => change)
}

/** True when a drop at `at` happened within the last RECENT_DROP_DAYS days of `now` (and not after it). */
export function isRecentDrop(at: string | null | undefined, now: Date): boolean {
  if (!at) return false
  const age = now.getTime() - Date.parse(at)
  return Number.isFinite(age) && age >= 0 && age <= RECENT_DROP_DAYS * DAY_MS
}

/** The last change of the shown price when it lowered it: by how much and when; null for a rise or no change. */
export function lastDrop(changes: readonly PriceChange[]): PriceDrop | null {
  const last = shownPriceChanges(changes).at(-1)
  if (!last || last.oldValue === null || last.newValue === null || last.newValue >= last.oldValue) return null
  return { amount: last.oldValue - last.newValue, at: last.changedAt }
}

/** The last drop when it is recent (the detail page's "Price lowered by … on …"), else null. */
export function recentDrop(changes: readonly PriceChange[], now: Date): PriceDrop | null {
  const drop = lastDrop(changes)
  return drop && isRecentDrop(drop.at, now) ? drop : null
}

/** Whole days since `since` (0 on the day itself); null without a date or for a date after `now`. */
export function daysInStock(since: string | null | undefined, now: Date): number | null {
  if (!since) return null
  const elapsed = now.getTime() - Date.parse(since)
  if (!Number.isFinite(elapsed) || elapsed < 0) return null
  return Math.floor(elapsed / DAY_MS)
}
