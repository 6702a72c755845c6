import { describe, expect, it } from 'vitest'
import { CHART_HEIGHT, CHART_WIDTH, chartGeometry, priceSeries, type PricePoint } from './chart'
import type { PriceChange } from './rules'

const NOW = new Date('2026-11-28T00:00:00.000Z')

describe('priceSeries', () => {
  it('is the shown price after each of its changes, oldest first, without the campaign rows', () => {
    const changes: PriceChange[] = [
      { field: 'car_price', oldValue: 330_000, newValue: 315_000, changedAt: '2026-11-12T00:00:00Z' },
      { field: 'car_campaign_price', oldValue: null, newValue: 299_000, changedAt: '2026-11-13T00:00:00Z' },
      { field: 'car_price', oldValue: null, newValue: 330_000, changedAt: '2026-10-01T00:00:00Z' },
    ]
    expect(priceSeries(changes)).toEqual([
      { at: '2026-10-01T00:00:00Z', price: 330_000 },
      { at: '2026-11-12T00:00:00Z', price: 315_000 },
    ])
  })
})

describe('chartGeometry', () => {
  const points: PricePoint[] = [
    { at: '2026-10-29T00:00:00.000Z', price: 330_000 },
    { at: '2026-11-08T00:00:00.000Z', price: 340_000 },
    { at: '2026-11-18T00:00:00.000Z', price: 300_000 },
  ]

  it('steps from the first price to today, the highest price at the top and the lowest at the bottom', () => {
    const chart = chartGeometry(points, NOW)!
    // 30 days across 320 units: a change 10 days in is at 106.7; prices span 8..88.
    expect(chart.line).toBe(`M0 28 H106.7 V8 H213.3 V88 H${CHART_WIDTH}`)
    expect(chart.area).toBe(`${chart.line} V${CHART_HEIGHT} H0 Z`)
    expect(chart).toMatchObject({ min: 300_000, max: 340_000, from: points[0].at, to: NOW.toISOString() })
  })

  it('draws a flat line through the middle when a change came back to the same price', () => {
    const same = [points[0], { at: '2026-11-18T00:00:00.000Z', price: 330_000 }]
    expect(chartGeometry(same, NOW)!.line).toBe(`M0 48 H213.3 V48 H${CHART_WIDTH}`)
  })

  it('is no chart for a price that never changed', () => {
    expect(chartGeometry(points.slice(0, 1), NOW)).toBeNull()
    expect(chartGeometry([], NOW)).toBeNull()
  })

  it('ends at the last change when the clock is behind it', () => {
    const chart = chartGeometry(points, new Date('2026-11-01T00:00:00Z'))!
    expect(chart.to).toBe(points[2].at)
    expect(chart.line.endsWith(`V88 H${CHART_WIDTH}`)).toBe(true)
  })
})
