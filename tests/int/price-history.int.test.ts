/**
 * Cars' price history (migration 20261128_130000_car_price_history) on a real database: the trigger writes a row for
 * every change of car_price or car_campaign_price, through plain SQL and through Payload, in the change's own
 * transaction (a rolled-back change leaves none); the index carries the last drop (badge, "recently lowered" sort) and
 * the detail page's view reads it; the seed's demo stories go through the same SQL path.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 60
let ctx: TestPayload
let payload: Payload
let cars: CarRecord[]
let search: typeof import('@/features/search/search')

type HistoryRow = { field: string; old_value: number | null; new_value: number | null; changed_at: string }

const execute = async <T>(query: ReturnType<typeof sql>) =>
  ((await payload.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows

const historyOf = (carId: string) =>
  execute<HistoryRow>(sql`
    select h.field, h.old_value::float8 as old_value, h.new_value::float8 as new_value,
      to_char(h.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at
    from history.car_prices h join cars c on c.id = h.car where c.car_id = ${carId} order by h.changed_at, h.id`)

const priceOf = async (carId: string) =>
  Number((await execute<{ p: number }>(sql`select car_price::float8 as p from cars where car_id = ${carId}`))[0].p)

/** The se cars in the order generated, the n-th one that has no campaign price (one row a car at insert). */
const plainCar = (n: number) => cars.filter((car) => car.index === 'se' && car.car_campaign_price === null)[n]

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { generateDealers, toDealerSummary } = await import('@/demo/dealers/generate')
  const { generateCars } = await import('@/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  cars = generateCars({ count: CARS, dealers: generateDealers().map(toDealerSummary) })
  await insertCarBatch(payload, cars)
  search = await import('@/features/search/search')
  await search.searchReady()
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('the price history trigger', () => {
  it('writes each car its first prices on insert, the campaign price too when there is one', async () => {
    const plain = plainCar(0)
    expect(await historyOf(plain.car_id)).toEqual([
      expect.objectContaining({ field: 'car_price', old_value: null, new_value: plain.car_price }),
    ])
    const campaign = cars.find((car) => car.car_campaign_price !== null)!
    expect((await historyOf(campaign.car_id)).map((row) => [row.field, row.old_value, row.new_value])).toEqual([
      ['car_price', null, campaign.car_price],
      ['car_campaign_price', null, campaign.car_campaign_price],
    ])
  })

  it('appends a row for a price changed through plain SQL, and none for other columns or the same price', async () => {
    const car = plainCar(1)
    await execute(sql`update cars set car_price = car_price - 15000 where car_id = ${car.car_id}`)
    await execute(sql`update cars set car_model_text = 'Renamed', car_price = car_price where car_id = ${car.car_id}`)
    await execute(sql`update cars set car_campaign_price = 1000 where car_id = ${car.car_id}`)
    const rows = await historyOf(car.car_id)
    expect(rows.map((row) => [row.field, row.old_value, row.new_value])).toEqual([
      ['car_price', null, car.car_price],
      ['car_price', car.car_price, car.car_price - 15000],
      ['car_campaign_price', null, 1000],
    ])
  })

  it('appends a row for a price an editor changes through Payload', async () => {
    const car = plainCar(2)
    const [doc] = (await payload.find({ collection: 'cars', where: { car_id: { equals: car.car_id } }, depth: 0 })).docs
    await payload.update({ collection: 'cars', id: doc.id, data: { car_price: car.car_price - 5000 } })
    expect((await historyOf(car.car_id)).at(-1)).toMatchObject({
      field: 'car_price',
      old_value: car.car_price,
      new_value: car.car_price - 5000,
    })
  })

  it('writes no row when the change is rolled back, through SQL or through Payload', async () => {
    const car = plainCar(3)
    const failure = new Error('forced failure after the price changed')
    await expect(
      payload.db.drizzle.transaction(async (tx) => {
        await tx.execute(sql`update cars set car_price = 1 where car_id = ${car.car_id}`)
        throw failure
      }),
    ).rejects.toBe(failure)

    const { inTransaction } = await import('@/platform/transactions')
    await expect(
      inTransaction(payload, async ({ req }) => {
        await payload.update({
          collection: 'cars',
          where: { car_id: { equals: car.car_id } },
          data: { car_price: 2 },
          req,
        })
        throw failure
      }),
    ).rejects.toBe(failure)

    expect(await priceOf(car.car_id)).toBe(car.car_price)
    expect(await historyOf(car.car_id)).toHaveLength(1)
  })

  it('dates a change as the transaction says (an import replaying a feed), else at the transaction time', async () => {
    const car = plainCar(4)
    await payload.db.drizzle.transaction(async (tx) => {
      await tx.execute(sql`select set_config('history.changed_at', '2026-11-12T09:00:00.000Z', true)`)
      await tx.execute(sql`update cars set car_price = car_price - 100 where car_id = ${car.car_id}`)
    })
    const before = Date.now()
    await execute(sql`update cars set car_price = car_price - 100 where car_id = ${car.car_id}`)
    const at = async (value: number) => (await historyOf(car.car_id)).find((row) => row.new_value === value)?.changed_at
    expect(await at(car.car_price - 100)).toBe('2026-11-12T09:00:00.000Z')
    expect(Date.parse((await at(car.car_price - 200))!)).toBeGreaterThanOrEqual(before - 60_000)
  })

  it('is refused by the table itself for a change that changes nothing or names another field', async () => {
    const [{ id }] = await execute<{ id: number }>(sql`select id from cars limit 1`)
    await expect(
      execute(sql`insert into history.car_prices (car, field, old_value, new_value, changed_at)
        values (${id}, 'car_price', 5, 5, now())`),
    ).rejects.toThrow()
    await expect(
      execute(sql`insert into history.car_prices (car, field, old_value, new_value, changed_at)
        values (${id}, 'car_retail_price', 5, 4, now())`),
    ).rejects.toThrow()
  })
})

describe('the index and the detail page', () => {
  it('carry the last drop: the card field, the "recently lowered" sort, the page view', async () => {
    const lowered = plainCar(5)
    const raised = plainCar(6)
    await execute(sql`update cars set car_price = car_price - 20000 where car_id = ${lowered.car_id}`)
    await execute(sql`update cars set car_price = car_price - 1000 where car_id = ${raised.car_id}`)
    await execute(sql`update cars set car_price = car_price + 5000 where car_id = ${raised.car_id}`)
    const sorted = () =>
      search.search({
        index: 'cars-se',
        sort_name: 'price_lowered',
        fields: ['car_id', 'car_price_lowered_at'],
        limit: CARS,
      })
    await expect
      .poll(async () => (await sorted()).content[0], { timeout: 15_000 })
      .toMatchObject({ car_id: lowered.car_id, car_price_lowered_at: expect.any(String) })
    const content = (await sorted()).content as { car_id: string; car_price_lowered_at: string | null }[]
    expect(content.find((car) => car.car_id === raised.car_id)?.car_price_lowered_at).toBeNull()
    // Older drops follow the newest; cars whose last change was no drop come last.
    const times = content.map((car) => (car.car_price_lowered_at ? Date.parse(car.car_price_lowered_at) : null))
    const dropped = times.filter((t) => t !== null)
    expect(dropped).toEqual([...dropped].sort((a, b) => b - a))
    expect(times.slice(dropped.length).every((t) => t === null)).toBe(true)

    const { carPriceHistory } = await import('@/features/cars/price-history/queries')
    const view = await carPriceHistory('se', lowered.car_id, 'en-GB', 'en')
    expect(view?.drop?.amount).toBe('20,000 kr')
    expect(view?.prices).toHaveLength(2)
    expect(view?.chart).not.toBeNull()
    expect(view?.daysInStock).toBeGreaterThanOrEqual(0)
    expect(await carPriceHistory('uk', lowered.car_id, 'en-GB', 'en')).toBeNull()
  })
})

describe('the demo seed', () => {
  it('writes a story car through the trigger: three dated prices, the last one a recent drop', async () => {
    const { priceStory, insertCarWithStory } = await import('@/demo/seed/price-history')
    const { createCarFactory } = await import('@/demo/cars/generate')
    const { generateDealers, toDealerSummary } = await import('@/demo/dealers/generate')
    const make = createCarFactory({ dealers: generateDealers().map(toDealerSummary) })
    const now = new Date()
    const i = 5
    const car = { ...make(i), car_id: 'story-car', slug: 'story-car' }
    const story = priceStory(car, i, now)!
    expect(await insertCarWithStory(payload.db.drizzle, car, story)).toBe(true)
    expect(await insertCarWithStory(payload.db.drizzle, car, story)).toBe(false)
    const rows = await historyOf(car.car_id)
    expect(rows.map((row) => [row.new_value, row.changed_at])).toEqual(story.map((step) => [step.price, step.at]))
    expect(await priceOf(car.car_id)).toBe(car.car_price)
    const { lastDrop } = await import('@/features/cars/price-history/rules')
    const drop = lastDrop(
      rows.map((row) => ({
        field: 'car_price',
        oldValue: row.old_value,
        newValue: row.new_value,
        changedAt: row.changed_at,
      })),
    )
    expect(drop?.amount).toBe(story[1].price - story[2].price)
  })
})
