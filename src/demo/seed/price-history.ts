/**
 * Demo price histories: some cars come in dearer and are lowered twice, the last time within the past three weeks, so
 * the demo and the browser tests have "Price lowered" badges, the detail page's line and its chart. Written the way
 * an import writes prices, through plain SQL: each step is its own transaction dated with `history.changed_at`, and
 * the cars' trigger (migration 20261128_130000_car_price_history) writes the history rows.
 */
import { sql } from '@payloadcms/db-postgres'
import type { CarRecord } from '@/features/cars/types'
import { roundListPrice } from '@/sites/format'

/** The first cars of a run are the demo's; a benchmark's 200,000 get no more stories than a demo's 3,000. */
const STORY_CARS = 3000
const DAY_MS = 86_400_000

export type PriceStep = { price: number; at: string }

/**
 * The prices car `i` of a run had, oldest first, ending at its own price (so its price texts match): 10 % more on its
 * publish date, 5 % more halfway, then its price `1 + i % 20` days before `now`. One car in twelve of the first
 * 3,000 has one; null for the others and for a car published after its drop day would be.
 */
export function priceStory(car: CarRecord, i: number, now: Date): PriceStep[] | null {
  if (i >= STORY_CARS || i % 12 !== 5) return null
  const published = Date.parse(car.car_publishdate)
  const dropped = now.getTime() - (1 + (i % 20)) * DAY_MS
  if (!(published < dropped)) return null
  const iso = (ms: number) => new Date(ms).toISOString()
  return [
    { price: roundListPrice(car.car_price * 1.1, car.index), at: iso(published) },
    { price: roundListPrice(car.car_price * 1.05, car.index), at: iso(published + (dropped - published) / 2) },
    { price: car.car_price, at: iso(dropped) },
  ]
}

type Executor = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }
type Transactional = { transaction: <T>(work: (tx: Executor) => Promise<T>) => Promise<T> }

const datedAs = (tx: Executor, at: string) => tx.execute(sql`select set_config('history.changed_at', ${at}, true)`)

/**
 * Inserts a car at its story's first price and replays the later prices, each step in a transaction of its own day.
 * A car already there is left alone (a re-seed changes nothing); true when it was inserted.
 */
export async function insertCarWithStory(db: Transactional, car: CarRecord, story: PriceStep[]): Promise<boolean> {
  const [first, ...later] = story
  const inserted = await db.transaction(async (tx) => {
    await datedAs(tx, first.at)
    const columns = sql.raw(
      Object.keys(car)
        .map((c) => `"${c.replace(/"/g, '')}"`)
        .join(', '),
    )
    const row = JSON.stringify({ ...car, car_price: first.price })
    const result = (await tx.execute(sql`
      insert into cars (${columns}) select ${columns} from jsonb_populate_record(null::cars, ${row}::jsonb)
      on conflict (car_id) do nothing returning id`)) as { rows: unknown[] }
    return result.rows.length > 0
  })
  if (!inserted) return false
  for (const step of later)
    await db.transaction(async (tx) => {
      await datedAs(tx, step.at)
      await tx.execute(sql`update cars set car_price = ${step.price} where car_id = ${car.car_id}`)
    })
  return true
}
