import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { CarRecord } from '@/features/cars/types'
import { CAR_IMAGE_VARIANTS } from '@/demo/cars/images'
import type { BodyKey } from '@/features/cars/vocabulary'
import { carImage, type BodyType } from './images'
import type { createMediaLibrary } from './media-library'
import { insertCarWithStory, priceStory } from './price-history'

/**
 * Bulk insert for the car records (up to 200,000 for benchmarks). Payload's create() runs hooks and
 * validation per document (~100 cars/s); cars are flat rows (structured parts are jsonb), so one
 * statement per batch through jsonb_populate_recordset inserts thousands per second. Existing car_ids
 * are left alone, so re-seeding changes nothing. The generator validates the json parts in its tests.
 */
export async function insertCarBatch(payload: Payload, cars: CarRecord[]): Promise<number> {
  if (!cars.length) return 0
  const columns = Object.keys(cars[0])
    .map((c) => `"${c.replace(/"/g, '')}"`)
    .join(', ')
  const result = await payload.db.drizzle.execute(sql`
    insert into cars (${sql.raw(columns)})
    select ${sql.raw(columns)} from jsonb_populate_recordset(null::cars, ${JSON.stringify(cars)}::jsonb)
    on conflict (car_id) do nothing`)
  return (result as unknown as { rowCount?: number }).rowCount ?? 0
}

/**
 * The run's cars in batches; the few with a demo price story (./price-history.ts) one at a time, through their story.
 * `now` dates the stories' last drops.
 */
export async function seedCars(
  payload: Payload,
  batches: Iterable<CarRecord[]>,
  log: (msg: string) => void,
  now = new Date(),
): Promise<number> {
  let inserted = 0
  let seen = 0
  for (const batch of batches) {
    const stories = batch.map((car, j) => priceStory(car, seen + j, now))
    inserted += await insertCarBatch(
      payload,
      batch.filter((_, j) => !stories[j]),
    )
    for (const [j, story] of stories.entries())
      if (story && (await insertCarWithStory(payload.db.drizzle, batch[j], story))) inserted += 1
    seen += batch.length
    if (seen % 20_000 === 0) log(`cars: ${seen} generated, ${inserted} new`)
  }
  return inserted
}

/** The car generator knows an MPV; the image set draws it with the van silhouette (sliding doors). */
export const RENDER_BODY: Record<BodyKey, BodyType> = {
  suv: 'suv',
  sedan: 'sedan',
  estate: 'estate',
  hatchback: 'hatchback',
  coupe: 'coupe',
  convertible: 'convertible',
  van: 'van',
  mpv: 'van',
}

/** The pictures the cars reference (a few dozen for a small seed, 298 of the 320 for the demo's 3,000 cars). */
export function referencedCarImages(batches: Iterable<CarRecord[]>): Set<string> {
  const paths = new Set<string>()
  for (const batch of batches)
    for (const car of batch) for (const image of car.car_images ?? []) paths.add(image.original)
  return paths
}

/**
 * Uploads the pictures of the set (8 bodies x 10 colours x 4 views) that the cars reference, four at a time, logging
 * progress now and then (the start watchdog counts log lines as progress). Converting a picture is most of a small
 * seed's time, and no other document refers to these.
 */
export async function seedCarImages(
  payload: Payload,
  media: ReturnType<typeof createMediaLibrary>,
  referenced: ReadonlySet<string>,
  log: (msg: string) => void = () => {},
): Promise<void> {
  const queue = CAR_IMAGE_VARIANTS.filter((variant) => referenced.has(variant.path))
  const total = queue.length
  let done = 0
  const worker = async () => {
    for (let v = queue.shift(); v; v = queue.shift()) {
      const variant = v
      await media.ensure(variant.filename, `${variant.body} ${variant.colorKey} ${variant.view}`, () =>
        carImage({ body: RENDER_BODY[variant.body], color: variant.hex, view: variant.view }),
      )
      if (++done % 40 === 0) log(`car images: ${done} of ${total}`)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
}
