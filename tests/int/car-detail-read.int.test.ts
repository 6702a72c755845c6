/**
 * A car page's own row is read with SQL (src/features/cars/car-columns.ts) instead of the local API: the oracle is
 * the local API itself, which must give the same values of the same types for every field the page shows.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAR_DETAIL_FIELDS } from '@/features/cars/detail'
import type { CarRecord } from '@/features/cars/types'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { demoCars } from '../helpers/demo-cars'

let ctx: TestPayload
let payload: Payload
let cars: CarRecord[]

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { insertCarBatch } = await import('@/demo/seed/cars')
  cars = await demoCars(40)
  await insertCarBatch(payload, cars)
})
afterAll(async () => {
  await ctx?.teardown()
})

const viaLocalApi = async (index: string, carId: string) => {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ index: { equals: index } }, { car_id: { equals: carId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    select: Object.fromEntries(CAR_DETAIL_FIELDS.map((field) => [field, true])),
  })
  if (!docs[0]) return null
  const { id: _id, ...fields } = docs[0] as unknown as Record<string, unknown>
  return fields
}

describe("a car page's row", () => {
  it('is what the local API gives, field by field and type by type, for every demo car', async () => {
    const { carDetail } = await import('@/features/cars/queries')
    for (const car of cars) {
      const expected = await viaLocalApi(car.index, car.car_id)
      expect(expected).not.toBeNull()
      expect(await carDetail(car.index, car.car_id)).toStrictEqual(expected)
    }
  })

  it('is a car changed through the local API as it reads it back', async () => {
    const { carDetail } = await import('@/features/cars/queries')
    const car = cars[3]
    const { docs } = await payload.find({ collection: 'cars', where: { car_id: { equals: car.car_id } }, limit: 1 })
    await payload.update({
      collection: 'cars',
      id: docs[0].id,
      data: {
        car_price: 123_456,
        car_description: 'Nyservad, två nycklar.',
        car_firstregistration: '2021-03-28T01:30:00.000Z',
      },
    })
    const read = await carDetail(car.index, car.car_id)
    expect(read).toStrictEqual(await viaLocalApi(car.index, car.car_id))
    expect(read).toMatchObject({ car_price: 123_456, car_firstregistration: '2021-03-28T01:30:00.000Z' })
  })

  it("is nothing for an unknown car or another market's car", async () => {
    const { carDetail } = await import('@/features/cars/queries')
    const car = cars[0]
    const other = car.index === 'se' ? 'uk' : 'se'
    expect(await carDetail(other, car.car_id)).toBeNull()
    expect(await carDetail(car.index, 'no-such-car')).toBeNull()
  })
})
