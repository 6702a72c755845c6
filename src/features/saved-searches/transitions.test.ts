import { describe, expect, it } from 'vitest'
import { generateCars } from '@/demo/cars/generate'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import type { CarRecord } from '@/features/cars/types'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { SearchEngine } from '@/features/search/engine'
import { beforeId, carBefore, matchingIn, priceDrop } from './transitions'

const update = (before: Record<string, unknown>, after: Record<string, unknown>) => ({ inserted: false, before, after })

describe('carBefore', () => {
  it('undoes the changes newest first, so the oldest change’s old values are left', () => {
    const now = { car_id: '1', car_fuel: 'El', car_mileage: 900, car_body: 'SUV' }
    const since = [
      update({ car_fuel: 'Hybrid' }, { car_fuel: 'El' }),
      update({ car_fuel: 'Diesel', car_mileage: 100 }, { car_fuel: 'Hybrid', car_mileage: 900 }),
    ]
    expect(carBefore(now, since)).toEqual({ car_id: '1', car_fuel: 'Diesel', car_mileage: 100, car_body: 'SUV' })
    expect(now.car_fuel).toBe('El')
  })

  it('is null for a car that came into stock since (a new stay matched nothing before)', () => {
    const now = { car_id: '1', car_fuel: 'El' }
    expect(
      carBefore(now, [
        update({ car_fuel: 'Diesel' }, { car_fuel: 'El' }),
        { inserted: true, before: null, after: null },
      ]),
    ).toBeNull()
    expect(carBefore(now, [])).toEqual(now)
  })
})

describe('priceDrop', () => {
  it('is the list price that fell, else the campaign price; a rise, a first price or an insert is none', () => {
    expect(priceDrop(update({ car_price: 200_000 }, { car_price: 190_000 }))).toEqual({
      oldPrice: 200_000,
      newPrice: 190_000,
    })
    expect(priceDrop(update({ car_campaign_price: 180_000 }, { car_campaign_price: 170_000 }))).toEqual({
      oldPrice: 180_000,
      newPrice: 170_000,
    })
    expect(priceDrop(update({ car_price: 190_000 }, { car_price: 200_000 }))).toBeNull()
    expect(priceDrop(update({ car_campaign_price: null }, { car_campaign_price: 150_000 }))).toBeNull()
    expect(priceDrop(update({ car_fuel: 'Diesel' }, { car_fuel: 'El' }))).toBeNull()
    expect(priceDrop({ inserted: true, before: null, after: null })).toBeNull()
  })
})

describe('matchingIn', () => {
  it('answers for a car now and as it was, side by side in one engine', () => {
    const [car] = generateCars({ count: 1, dealers: generateDealers().map(toDealerSummary) })
    const now: CarRecord = { ...car, car_fuel: 'El', car_mileage: 1000 }
    const was: CarRecord = { ...car, car_id: beforeId(car.car_id), car_fuel: 'Diesel', car_mileage: 1000 }
    const engine = new SearchEngine(CAR_SCHEMA, [now, was])
    const ids = [car.car_id, beforeId(car.car_id)]
    const index = `cars-${car.index}`
    expect(matchingIn(engine, index, { filters: { car_fuel: ['El'] } }, ids)).toEqual(new Set([car.car_id]))
    expect(matchingIn(engine, index, { filters: { car_mileage: { max: 2000 } } }, ids)).toEqual(new Set(ids))
    expect(matchingIn(engine, index, { filters: { car_fuel: ['Bensin'] } }, ids)).toEqual(new Set())
    // Only the ids asked about.
    expect(matchingIn(engine, index, { filters: {} }, [car.car_id])).toEqual(new Set([car.car_id]))
  })
})
