import 'server-only'
import { cache } from 'react'
import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import type { Car } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'

/** What a car detail page needs to route and to show its heading (issue 12 fills in the sections). */
export type CarDetail = Pick<
  Car,
  'car_id' | 'slug' | 'car_brand' | 'car_model' | 'car_version' | 'car_year' | 'car_price' | 'car_price_text' | 'car_retail_price_text'
  | 'car_campaign_price_text' | 'car_has_campaign_price' | 'car_mileage_text' | 'car_fuel' | 'car_gearbox' | 'car_site_name'
  | 'car_site_city' | 'car_primary_image' | 'car_description'
>

/** A car of a market by its car_id, read from the database (a detail page reads the full record, not the index). */
export const carDetail = cache(async (index: SearchIndex, carId: string): Promise<CarDetail | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ index: { equals: index } }, { car_id: { equals: carId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** The public path of a car under a car-detail base: `{base}/{id}/{slug}` (spec 1 §2). */
export const carPath = (base: string, car: Pick<Car, 'car_id' | 'slug'>) => `${base === '/' ? '' : base}/${car.car_id}/${car.slug}`

/** The car's heading (spec 1 §2: brand and model), with the version when there is one. */
export const carTitle = (car: Pick<Car, 'car_brand' | 'car_model' | 'car_version'>) =>
  [car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' ')

/**
 * spec 1 §2: only the id → 302 to `{id}/{slug}`; a slug that is not the car's → 301 to the right one.
 * An unknown car needs no redirect: its page is the not-found view.
 */
export async function carRedirect(index: SearchIndex, base: string, id: string, slug: string | null): Promise<{ status: 301 | 302; path: string } | null> {
  const car = await carDetail(index, id)
  if (!car) return null
  if (slug === null) return { status: 302, path: carPath(base, car) }
  return slug === car.slug ? null : { status: 301, path: carPath(base, car) }
}

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
