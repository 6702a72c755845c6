/**
 * The cars domain's reads for server components, each cached for the request (React.cache) and
 * returning what the page shows rather than the stored document.
 */
import 'server-only'
import { cache } from 'react'
import type { Where } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import type { Car } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'
import { CAR_DETAIL_FIELDS, type CarDetail } from './detail'
import { toFinanceCalculatorCar, type FinanceCalculatorCar } from './finance-view'

// Richest first: a car with loan and company leasing shows every calculator; the UK needs a VIN.
const CAR_DETAIL_SELECT = Object.fromEntries(CAR_DETAIL_FIELDS.map((field) => [field, true]))

const UK_PREFERENCES: Where[] = [{ car_chassino: { exists: true } }]
const NORDIC_PREFERENCES: Where[] = [
  { and: [{ car_loan_option: { exists: true } }, { car_company_leasing_option: { exists: true } }, { car_private_leasing_option: { exists: true } }] },
  { car_loan_option: { exists: true } },
  { car_leasing_options: { exists: true } },
]

/** The editor's car (by car id) in the market, else the first car of the market with finance offers. */
async function findFinanceCalculatorCar(index: SearchIndex, carId: string | null): Promise<Car | null> {
  const payload = await payloadClient()
  const market: Where = { index: { equals: index } }
  if (carId) {
    const { docs } = await payload.find({ collection: 'cars', where: { and: [market, { car_id: { equals: carId } }] }, limit: 1, depth: 0 })
    if (docs[0]) return docs[0]
  }
  for (const preference of index === 'uk' ? UK_PREFERENCES : NORDIC_PREFERENCES) {
    const { docs } = await payload.find({ collection: 'cars', where: { and: [market, preference] }, sort: 'car_id', limit: 1, depth: 0 })
    if (docs[0]) return docs[0]
  }
  return null
}

/** The car the finance calculator block shows: the block's choice, else the first car of the market with finance offers. */
export const financeCalculatorCar = cache(async (index: SearchIndex, carId: string | null): Promise<FinanceCalculatorCar | null> => {
  const car = await findFinanceCalculatorCar(index, carId)
  return car ? toFinanceCalculatorCar(car, new Date()) : null
})
export type { FinanceCalculatorCar } from './finance-view'

/** A car of a market by its car_id, read from the database (a detail page reads the full record, not the index). */
export const carDetail = cache(async (index: SearchIndex, carId: string): Promise<CarDetail | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ index: { equals: index } }, { car_id: { equals: carId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    // Only what the page shows: a car row carries large json columns (images, equipment, finance options).
    select: CAR_DETAIL_SELECT,
  })
  return (docs[0] as CarDetail | undefined) ?? null
})

/** A car's id and slug, for the proxy's redirect of `{base}/{id}` and of a wrong slug (spec 1 §2). */
export const carSlug = cache(async (index: SearchIndex, carId: string): Promise<Pick<CarDetail, 'car_id' | 'slug'> | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ index: { equals: index } }, { car_id: { equals: carId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { car_id: true, slug: true },
  })
  return docs[0] ?? null
})

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

