import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { COLOR_HEX } from '@/demo/cars/images'
import {
  DEMO_360_COLOR,
  EXTERIOR_FRAMES,
  INTERIOR_FRAMES,
  demoMediaOf,
  exteriorFrameFile,
  interiorFrameFile,
} from '@/demo/cars/media'
import type { BodyKey } from '@/features/cars/vocabulary'
import { normalizePlate } from '@/features/cars/media-data'
import { RENDER_BODY } from './cars'
import { carImage } from './images'
import type { createMediaLibrary } from './media-library'

const W = 960
const H = 640
const STUDIO = { r: 236, g: 238, b: 241, alpha: 1 }

/**
 * One exterior frame at `angle` degrees: the side view (mirrored on the far side) or the front or rear,
 * squeezed by how far it has turned from facing the camera: a cheap turntable from the three renders.
 */
async function exteriorFrame(views: Record<'side' | 'front' | 'rear', Buffer>, angle: number): Promise<Buffer> {
  const rad = (angle * Math.PI) / 180
  const sideOn = Math.abs(Math.cos(rad)) >= Math.abs(Math.sin(rad))
  const view = sideOn ? 'side' : Math.sin(rad) > 0 ? 'front' : 'rear'
  const squeeze = Math.max(0.55, sideOn ? Math.abs(Math.cos(rad)) : Math.abs(Math.sin(rad)))
  const width = Math.round(W * squeeze)
  let image = sharp(views[view]).resize({ width, height: H, fit: 'fill' })
  if (sideOn && Math.cos(rad) < 0) image = image.flop()
  const left = Math.floor((W - width) / 2)
  return sharp(await image.toBuffer())
    .extend({ left, right: W - width - left, background: STUDIO })
    .webp({ quality: 75, effort: 2 })
    .toBuffer()
}

/** Interior frames: a window sliding over the cabin and its mirror image side by side, so the last frame leads into the first. */
async function interiorFrames(cabin: Buffer): Promise<Buffer[]> {
  const mirrored = await sharp(cabin).flop().toBuffer()
  const panorama = await sharp({ create: { width: W * 2, height: H, channels: 3, background: STUDIO } })
    .composite([
      { input: cabin, left: 0, top: 0 },
      { input: mirrored, left: W, top: 0 },
    ])
    .png()
    .toBuffer()
  return Promise.all(
    Array.from({ length: INTERIOR_FRAMES }, (_, k) =>
      sharp(panorama)
        .extract({ left: Math.round((k * W) / INTERIOR_FRAMES), top: 0, width: W, height: H })
        .webp({ quality: 75, effort: 2 })
        .toBuffer(),
    ),
  )
}

/** The 360 frames of one body in the demo colour, uploaded once each (media library: by file name). */
async function ensureFrames(body: BodyKey, media: ReturnType<typeof createMediaLibrary>): Promise<void> {
  const color = COLOR_HEX[DEMO_360_COLOR]
  const render = (view: 'side' | 'front' | 'rear' | 'interior') =>
    carImage({ body: RENDER_BODY[body], color, view, width: W, height: H })
  const [side, front, rear, cabin] = await Promise.all([
    render('side'),
    render('front'),
    render('rear'),
    render('interior'),
  ])
  const inside = await interiorFrames(cabin)
  for (let k = 0; k < EXTERIOR_FRAMES; k++) {
    await media.ensure(exteriorFrameFile(body, k), `${body} 360 ${k}`, () =>
      exteriorFrame({ side, front, rear }, (k * 360) / EXTERIOR_FRAMES),
    )
  }
  for (let k = 0; k < INTERIOR_FRAMES; k++)
    await media.ensure(interiorFrameFile(body, k), `${body} interior 360 ${k}`, async () => inside[k])
}

type CarRow = {
  car_id: string
  index: string
  car_regno: string | null
  car_primary_image: { thumbnail_url: string } | null
}

/**
 * Media data by registration for the demo cars (src/demo/cars/media.ts decides which): the 360 frames of
 * each body the chosen cars need, then one `car-media` row per plate (existing plates are left alone).
 */
export async function seedCarMedia(
  payload: Payload,
  media: ReturnType<typeof createMediaLibrary>,
  log: (msg: string) => void,
): Promise<number> {
  const result = (await payload.db.drizzle.execute(
    sql`select car_id, "index", car_regno, car_primary_image from cars where car_regno is not null order by car_id`,
  )) as unknown as { rows: CarRow[] }
  const rows = result.rows.flatMap((car) => {
    const data = demoMediaOf(car)
    return data
      ? [
          {
            index: car.index,
            reg_no: normalizePlate(car.car_regno!),
            video_url: data.videoUrl,
            images360: data.images360,
            internal360: data.internal360,
          },
        ]
      : []
  })
  const bodies = new Set(rows.flatMap((row) => row.images360.map((src) => /car360-([a-z]+)-/.exec(src)![1] as BodyKey)))
  for (const body of bodies) {
    await ensureFrames(body, media)
    log(`car media: 360 frames of the ${body}`)
  }
  let inserted = 0
  for (let start = 0; start < rows.length; start += 2000) {
    const batch = rows.slice(start, start + 2000)
    const answer = await payload.db.drizzle.execute(sql`
      insert into car_media ("index", reg_no, video_url, images360, internal360)
      select "index", reg_no, video_url, images360, internal360 from jsonb_populate_recordset(null::car_media, ${JSON.stringify(batch)}::jsonb)
      on conflict ("index", reg_no) do nothing`)
    inserted += (answer as unknown as { rowCount?: number }).rowCount ?? 0
  }
  return inserted
}
