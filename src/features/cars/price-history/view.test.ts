import { describe, expect, it } from 'vitest'
import type { PriceChange } from './rules'
import { priceHistoryView } from './view'

const NOW = new Date('2026-11-28T12:00:00.000Z')
const changes: PriceChange[] = [
  { field: 'car_price', oldValue: null, newValue: 330_000, changedAt: '2026-09-01T08:00:00.000Z' },
  { field: 'car_price', oldValue: 330_000, newValue: 315_000, changedAt: '2026-11-12T09:00:00.000Z' },
]

describe('priceHistoryView', () => {
  it('formats the drop, the chart figures and the prices for a Swedish page', () => {
    const view = priceHistoryView(changes, '2026-08-20T10:00:00.000Z', {
      market: 'se',
      lang: 'sv',
      locale: 'sv-SE',
      now: NOW,
    })
    expect(view.drop).toEqual({ amount: '15 000 kr', day: '12 nov.' })
    expect(view.daysInStock).toBe(100)
    expect(view.chart).toMatchObject({ minText: '315 000 kr', maxText: '330 000 kr', fromText: '2026-09-01' })
    expect(view.prices).toEqual([
      { date: '2026-09-01', price: '330 000 kr' },
      { date: '2026-11-12', price: '315 000 kr' },
    ])
  })

  it('formats pounds and English dates in the UK', () => {
    const uk = changes.map((c) => ({
      ...c,
      oldValue: c.oldValue && c.oldValue / 10,
      newValue: c.newValue && c.newValue / 10,
    }))
    const view = priceHistoryView(uk, null, { market: 'uk', lang: 'en', locale: 'en-GB', now: NOW })
    expect(view.drop).toEqual({ amount: '£1,500', day: '12 Nov' })
    expect(view.daysInStock).toBeNull()
    expect(view.prices[1]).toEqual({ date: '12/11/2026', price: '£31,500' })
  })

  it('has no drop line and no chart for a car whose price never changed', () => {
    const view = priceHistoryView(changes.slice(0, 1), '2026-11-27T10:00:00.000Z', {
      market: 'se',
      lang: 'sv',
      locale: 'sv-SE',
      now: NOW,
    })
    expect(view).toMatchObject({ drop: null, chart: null, daysInStock: 1 })
    expect(view.prices).toHaveLength(1)
  })
})
