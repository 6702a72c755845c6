/**
 * The cars domain's reads for server components, each cached for the request (React.cache) and
 * returning what the page shows rather than the stored document.
 */
import 'server-only'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { renderTags } from '@/platform/render-cache/tags'
import { cache } from 'react'
import type { Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import type { Car } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'
import { carSelectList, isoTimestamp } from './car-columns'
import { CAR_DETAIL_FIELDS, type CarDetail } from './detail'
import { toFinanceCalculatorCar, type FinanceCalculatorCar } from './finance-view'

// Richest first: a car with loan and company leasing shows every calculator; the UK needs a VIN.

const UK_PREFERENCES: Where[] = [{ car_chassino: { exists: true } }]
const NORDIC_PREFERENCES: Where[] = [
  {
    and: [
      { car_loan_option: { exists: true } },
      { car_company_leasing_option: { exists: true } },
      { car_private_leasing_option: { exists: true } },
    ],
  },
  { car_loan_option: { exists: true } },
  { car_leasing_options: { exists: true } },
]

/** The editor's car (by car id) in the market, else the first car of the market with finance offers. */
async function findFinanceCalculatorCar(index: SearchIndex, carId: string | null): Promise<Car | null> {
  const payload = await payloadClient()
  const market: Where = { index: { equals: index } }
  if (carId) {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [market, { car_id: { equals: carId } }] },
      limit: 1,
      depth: 0,
    })
    if (docs[0]) return docs[0]
  }
  for (const preference of index === 'uk' ? UK_PREFERENCES : NORDIC_PREFERENCES) {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [market, preference] },
      sort: 'car_id',
      limit: 1,
      depth: 0,
    })
    if (docs[0]) return docs[0]
  }
  return null
}

/** The car the finance calculator block shows: the block's choice, else the first car of the market with finance offers. */
export const financeCalculatorCar = cache(
  async (index: SearchIndex, carId: string | null): Promise<FinanceCalculatorCar | null> => {
    const car = await findFinanceCalculatorCar(index, carId)
    return car ? toFinanceCalculatorCar(car, new Date()) : null
  },
)
export type { FinanceCalculatorCar } from './finance-view'

/**
 * One car of a market by its car_id, read from the database with only the columns asked for: a car row
 * carries large json columns (images, equipment, finance options) that these reads do not need. Plain SQL in the
 * local API's form (./car-columns.ts): the collection's read access is open, and the local API's per-document work
 * was 5–8 ms of every car page that is not stored (the relational query builder's SQL, at 200,000 cars as at 3,000).
 */
async function carById<T>(index: SearchIndex, carId: string, fields: readonly string[]): Promise<T | null> {
  declareRenderTags(renderTags.car(carId), renderTags.carDetails)
  const payload = await payloadClient()
  const { list, dates } = await carSelectList(payload, fields)
  const result = (await payload.db.drizzle.execute(
    sql`select ${sql.raw(list)} from cars c where c."index" = ${index} and c.car_id = ${carId} limit 1`,
  )) as unknown as { rows: Record<string, unknown>[] }
  const row = result.rows[0]
  if (!row) return null
  for (const key of dates) row[key] = isoTimestamp(row[key])
  return row as T
}

/** A car for its detail page (a detail page reads the record, not the index): what the page shows. */
export const carDetail = cache((index: SearchIndex, carId: string) =>
  carById<CarDetail>(index, carId, CAR_DETAIL_FIELDS),
)

/**
 * A car's id and slug, for the proxy's redirect of `{base}/{id}` and of a wrong slug (spec 1 §2). Plain SQL, as
 * carUrlRows: both columns are public (the collection's read access is open), and the local API's per-document
 * work (access, hooks, the relational query builder) was a few milliseconds of every car page that is not stored.
 */
export const carSlug = cache(
  async (index: SearchIndex, carId: string): Promise<Pick<Car, 'car_id' | 'slug'> | null> => {
    declareRenderTags(renderTags.car(carId), renderTags.carDetails)
    const payload = await payloadClient()
    const result = (await payload.db.drizzle.execute(
      sql`select car_id, slug from cars where "index" = ${index} and car_id = ${carId} limit 1`,
    )) as unknown as { rows: Pick<Car, 'car_id' | 'slug'>[] }
    return result.rows[0] ?? null
  },
)

export type CarUrlRow = { car_id: string; slug: string; updated_at: string }

/**
 * Every car of a market as (id, slug, last change), for the sitemap. Plain SQL: at 200,000 cars the local
 * API's per-document work costs seconds, and three columns are all a sitemap needs.
 */
export async function carUrlRows(index: SearchIndex): Promise<CarUrlRow[]> {
  const payload = await payloadClient()
  const result = (await payload.db.drizzle.execute(
    sql`select car_id, slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at from cars where "index" = ${index} order by id`,
  )) as unknown as { rows: CarUrlRow[] }
  return result.rows
}
