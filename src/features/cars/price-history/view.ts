/**
 * The detail page's price history as it shows it: the recent drop's amount and day, days in stock, the chart with its
 * figures, and every price with its date for the table read beside the chart. Money in the market's format and the
 * page's language (src/sites/format.ts), dates in the page's locale; the clock is an argument.
 */
import type { Locale } from '@/cms/locales'
import { formatDate, formatDayMonth } from '@/i18n/date'
import { formatPrice, type CarLang } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import { chartGeometry, priceSeries, type ChartGeometry } from './chart'
import { daysInStock, recentDrop, type PriceChange } from './rules'

export type PriceHistoryView = {
  /** The last change lowered the price within 30 days: by how much ("15 000 kr") and on which day ("12 Nov"). */
  drop: { amount: string; day: string } | null
  daysInStock: number | null
  chart: (ChartGeometry & { minText: string; maxText: string; fromText: string; toText: string }) | null
  /** The shown price after each change, oldest first. */
  prices: { date: string; price: string }[]
}

export type ViewContext = { market: SearchIndex; lang: CarLang; locale: Locale; now: Date }

export function priceHistoryView(
  changes: readonly PriceChange[],
  inStockSince: string | null | undefined,
  { market, lang, locale, now }: ViewContext,
): PriceHistoryView {
  const money = (value: number) => formatPrice(value, market, lang)
  const drop = recentDrop(changes, now)
  const series = priceSeries(changes)
  const chart = chartGeometry(series, now)
  return {
    drop: drop && { amount: money(drop.amount), day: formatDayMonth(drop.at, locale) },
    daysInStock: daysInStock(inStockSince, now),
    chart: chart && {
      ...chart,
      minText: money(chart.min),
      maxText: money(chart.max),
      fromText: formatDate(chart.from, locale),
      toText: formatDate(chart.to, locale),
    },
    prices: series.map((point) => ({ date: formatDate(point.at, locale), price: money(point.price) })),
  }
}
