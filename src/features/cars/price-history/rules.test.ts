import { describe, expect, it } from 'vitest'
import { daysInStock, isRecentDrop, lastDrop, recentDrop, shownPriceChanges, type PriceChange } from './rules'

const NOW = new Date('2026-11-28T12:00:00.000Z')
const price = (oldValue: number | null, newValue: number | null, changedAt: string): PriceChange => ({
  field: 'car_price',
  oldValue,
  newValue,
  changedAt,
})
const campaign = (oldValue: number | null, newValue: number | null, changedAt: string): PriceChange => ({
  ...price(oldValue, newValue, changedAt),
  field: 'car_campaign_price',
})

describe('lastDrop and recentDrop', () => {
  it('reads the last change of the shown price as a drop, with its amount and date', () => {
    const changes = [price(null, 330_000, '2026-09-01T10:00:00Z'), price(330_000, 315_000, '2026-11-12T09:00:00Z')]
    expect(lastDrop(changes)).toEqual({ amount: 15_000, at: '2026-11-12T09:00:00Z' })
    expect(recentDrop(changes, NOW)).toEqual({ amount: 15_000, at: '2026-11-12T09:00:00Z' })
  })

  it('has no drop when the last change raised the price, even after an earlier drop', () => {
    const changes = [
      price(null, 300_000, '2026-09-01T10:00:00Z'),
      price(300_000, 280_000, '2026-11-01T10:00:00Z'),
      price(280_000, 290_000, '2026-11-20T10:00:00Z'),
    ]
    expect(lastDrop(changes)).toBeNull()
  })

  it('has no drop for a car with only its first price', () => {
    expect(lastDrop([price(null, 300_000, '2026-11-20T10:00:00Z')])).toBeNull()
    expect(lastDrop([])).toBeNull()
  })

  it('orders by date whatever the order read, and keeps the read order within one instant', () => {
    const changes = [
      price(320_000, 310_000, '2026-11-20T10:00:00Z'),
      price(null, 320_000, '2026-09-01T10:00:00Z'),
      price(310_000, 305_000, '2026-11-20T10:00:00Z'),
    ]
    expect(shownPriceChanges(changes).map((c) => c.newValue)).toEqual([320_000, 310_000, 305_000])
    expect(lastDrop(changes)).toEqual({ amount: 5_000, at: '2026-11-20T10:00:00Z' })
  })

  it('ignores the campaign price rows: the page shows car_price', () => {
    const changes = [price(null, 300_000, '2026-09-01T10:00:00Z'), campaign(290_000, 250_000, '2026-11-20T10:00:00Z')]
    expect(lastDrop(changes)).toBeNull()
  })

  it('is recent for 30 days and not after, nor for a date in the future', () => {
    expect(isRecentDrop('2026-10-29T12:00:00.000Z', NOW)).toBe(true)
    expect(isRecentDrop('2026-10-29T11:59:59.999Z', NOW)).toBe(false)
    expect(isRecentDrop('2026-11-29T00:00:00.000Z', NOW)).toBe(false)
    expect(isRecentDrop(null, NOW)).toBe(false)
    expect(recentDrop([price(null, 2, '2026-01-01T00:00:00Z'), price(2, 1, '2026-10-01T00:00:00Z')], NOW)).toBeNull()
  })
})

describe('daysInStock', () => {
  it('counts whole days since the car came in', () => {
    expect(daysInStock('2026-11-28T08:00:00Z', NOW)).toBe(0)
    expect(daysInStock('2026-11-27T12:00:00Z', NOW)).toBe(1)
    expect(daysInStock('2026-11-16T13:00:00Z', NOW)).toBe(11)
  })

  it('has no answer without a date or for a date after now', () => {
    expect(daysInStock(null, NOW)).toBeNull()
    expect(daysInStock('2026-12-01T00:00:00Z', NOW)).toBeNull()
    expect(daysInStock('not a date', NOW)).toBeNull()
  })
})
