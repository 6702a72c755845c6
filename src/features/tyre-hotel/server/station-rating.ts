import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { query } from '@/platform/db'

/** A station's average rating and number of reviews, recomputed from its reviews (inside the caller's transaction). */
export async function refreshStationRating(payload: Payload, station: number, req?: PayloadRequest): Promise<void> {
  const [row] = await query<{ n: number; average: number | null }>(
    payload,
    sql`select count(*)::int as n, round(avg(rating)::numeric, 2)::float as average from tirehotel_reviews where station_id = ${station}`,
    req,
  )
  await payload.update({
    collection: 'tirehotel-stations',
    id: station,
    data: { reviewCount: row.n, ratingAverage: row.average },
    req,
    depth: 0,
  })
}
