/**
 * Reads the index records from the database. Cars come straight from SQL (200k rows through
 * Payload's find would take minutes); to_jsonb keeps numbers as numbers and jsonb as objects.
 * Dealer sites are few and nested (departments, staff), so they come through Payload.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { CAR_RECORD_KEYS } from '@/cars/record-keys'
import type { CarRecord } from '@/cars/types'
import type { Media } from '@/payload-types'
import type { SiteRecord } from './site-schema'

const BATCH = 10_000
const DATE_KEYS = ['car_publishdate', 'indexed_at', 'car_firstregistration'] as const
/** jsonb lists a row written outside Payload may leave null; CarRecord holds them as arrays. */
const LIST_KEYS = ['car_equipment', 'car_campaigns', 'car_images', 'car_leasing_options', 'car_sellers'] as const

type Rows<T> = { rows: T[] }

/** A cars row (as JSON) to the record shape of CarRecord: every key present, dates as ISO strings. */
export function toCarRecord(row: Record<string, unknown>): CarRecord {
  const car: Record<string, unknown> = {}
  for (const key of CAR_RECORD_KEYS) car[key] = row[key] ?? null
  for (const key of DATE_KEYS) if (typeof car[key] === 'string') car[key] = new Date(car[key] as string).toISOString()
  for (const key of LIST_KEYS) if (!Array.isArray(car[key])) car[key] = []
  return car as CarRecord
}

/** All cars, or the cars with the given ids, in batches by primary key. */
export async function loadCars(payload: Payload, ids?: readonly string[]): Promise<CarRecord[]> {
  const out: CarRecord[] = []
  if (ids) {
    if (!ids.length) return out
    const result = (await payload.db.drizzle.execute(
      sql`select to_jsonb(c) as r from cars c where c.car_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
    )) as unknown as Rows<{ r: Record<string, unknown> }>
    return result.rows.map((row) => toCarRecord(row.r))
  }
  let after = 0
  for (;;) {
    const result = (await payload.db.drizzle.execute(
      sql`select c.id, to_jsonb(c) as r from cars c where c.id > ${after} order by c.id limit ${BATCH}`,
    )) as unknown as Rows<{ id: number; r: Record<string, unknown> }>
    for (const row of result.rows) out.push(toCarRecord(row.r))
    if (result.rows.length < BATCH) return out
    after = result.rows[result.rows.length - 1].id
  }
}

export async function loadDealerSites(payload: Payload): Promise<SiteRecord[]> {
  const result = await payload.find({ collection: 'dealer-sites', depth: 1, pagination: false, limit: 0 })
  return result.docs.map(({ website, site_primary_image, ...doc }) => {
    const image = site_primary_image && typeof site_primary_image === 'object' ? (site_primary_image as Media) : null
    return {
      ...doc,
      website: website && typeof website === 'object' ? website.key : null,
      site_primary_image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null,
    }
  })
}
