/** The car detail page's price history read, once per request: the car's rows of history.car_prices as a view. */
import 'server-only'
import { cache } from 'react'
import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { renderTags } from '@/platform/render-cache/tags'
import type { CarLang } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import type { PriceChange, PriceField } from './rules'
import { priceHistoryView, type PriceHistoryView } from './view'

type Row = {
  in_stock_since: Date | string | null
  field: PriceField | null
  old_value: number | null
  new_value: number | null
  changed_at: Date | string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/**
 * A car's price changes, oldest first, and the day it came into stock: the dealer's publish date, else the day the
 * row was written. Null when the market has no such car.
 */
async function readHistory(
  index: SearchIndex,
  carId: string,
): Promise<{ changes: PriceChange[]; since: string | null } | null> {
  declareRenderTags(renderTags.car(carId))
  const payload = await payloadClient()
  const { rows } = (await payload.db.drizzle.execute(sql`
    select coalesce(c.car_publishdate, c.created_at) as in_stock_since, h.field,
      h.old_value::float8 as old_value, h.new_value::float8 as new_value, h.changed_at
    from cars c left join history.car_prices h on h.car = c.id
    where c."index" = ${index} and c.car_id = ${carId}
    order by h.changed_at, h.id`)) as unknown as { rows: Row[] }
  if (!rows.length) return null
  const changes = rows.flatMap((row): PriceChange[] =>
    row.field && row.changed_at
      ? [{ field: row.field, oldValue: row.old_value, newValue: row.new_value, changedAt: iso(row.changed_at) }]
      : [],
  )
  return { changes, since: rows[0].in_stock_since === null ? null : iso(rows[0].in_stock_since) }
}

/** The price history section of a car's detail page, in the page's language; null for an unknown car. */
export const carPriceHistory = cache(
  async (index: SearchIndex, carId: string, locale: Locale, lang: CarLang): Promise<PriceHistoryView | null> => {
    const read = await readHistory(index, carId)
    return read && priceHistoryView(read.changes, read.since, { market: index, lang, locale, now: new Date() })
  },
)
