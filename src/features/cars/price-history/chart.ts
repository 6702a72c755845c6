/**
 * The detail page's small price chart: the shown price as a step line from its first price to today (a price holds
 * until it changes), scaled into a fixed box. The box is stretched to the page's width (preserveAspectRatio none,
 * strokes not scaled), so the geometry holds only the line and its area; the figures are text beside it.
 */
import { DAY_MS, shownPriceChanges, type PriceChange } from './rules'

export type PricePoint = { at: string; price: number }

export const CHART_WIDTH = 320
export const CHART_HEIGHT = 96
/** Room above the highest and below the lowest price, so the line never runs along the box's edge. */
const PAD = 8

/** The shown price after each of its changes, oldest first; a removed price (null) ends no point. */
export function priceSeries(changes: readonly PriceChange[]): PricePoint[] {
  const points: PricePoint[] = []
  for (const change of shownPriceChanges(changes))
    if (change.newValue !== null) points.push({ at: change.changedAt, price: change.newValue })
  return points
}

export type ChartGeometry = {
  /** SVG path of the step line, in a CHART_WIDTH × CHART_HEIGHT box. */
  line: string
  /** The same line closed along the bottom, for the fill under it. */
  area: string
  min: number
  max: number
  /** The first point's date and the clock's: the ends of the time axis. */
  from: string
  to: string
}

const round = (n: number) => Math.round(n * 10) / 10

/** The chart of a series up to `now`; null with fewer than two points (a price that never changed is no chart). */
export function chartGeometry(points: readonly PricePoint[], now: Date): ChartGeometry | null {
  if (points.length < 2) return null
  const start = Date.parse(points[0].at)
  const end = Math.max(now.getTime(), Date.parse(points[points.length - 1].at), start + DAY_MS)
  const prices = points.map((p) => p.price)
  const min = Math.min(...prices)
  const max = Math.max(...prices)
  const x = (at: string) => round(((Date.parse(at) - start) / (end - start)) * CHART_WIDTH)
  const y = (price: number) =>
    round(max === min ? CHART_HEIGHT / 2 : PAD + ((max - price) / (max - min)) * (CHART_HEIGHT - 2 * PAD))
  let line = `M0 ${y(points[0].price)}`
  for (const point of points.slice(1)) line += ` H${x(point.at)} V${y(point.price)}`
  line += ` H${CHART_WIDTH}`
  return {
    line,
    area: `${line} V${CHART_HEIGHT} H0 Z`,
    min,
    max,
    from: points[0].at,
    to: new Date(end).toISOString(),
  }
}
