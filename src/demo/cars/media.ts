/**
 * Which demo cars have media data by registration (spec 1 §3, §7 GET /api/{name}/{regNo}) and what it
 * holds: deterministic from the car's id, plate and picture, so seeds and tests agree without a lookup.
 * 360 frame sequences are drawn for one paint colour (silver) of every body, so a few hundred pictures
 * serve any number of cars; videos are YouTube addresses (the page embeds them without cookies).
 */
import { BODY_KEYS, COLOR_KEYS, type BodyKey, type ColorKey } from '@/features/cars/vocabulary'

export const DEMO_360_COLOR: ColorKey = 'silver'
export const EXTERIOR_FRAMES = 12
export const INTERIOR_FRAMES = 8

const DEMO_VIDEOS = [
  'https://www.youtube.com/watch?v=ZmE2xwjT1Xg',
  'https://www.youtube.com/watch?v=3q4x0Qmd3dg',
  'https://www.youtube.com/watch?v=R5DQ8ZG9zTQ',
]

export const exteriorFrameFile = (body: BodyKey, k: number) =>
  `car360-${body}-${DEMO_360_COLOR}-${String(k).padStart(2, '0')}.webp`
export const interiorFrameFile = (body: BodyKey, k: number) =>
  `car360i-${body}-${DEMO_360_COLOR}-${String(k).padStart(2, '0')}.webp`
const mediaPath = (file: string) => `/-/media/${file}`

/** Body and colour of a generated car from its picture's path (`/-/media/car-{body}-{colour}-{view}.webp`). */
export function pictureVariant(path: string | null | undefined): { body: BodyKey; color: ColorKey } | null {
  const match = /\/car-([a-z]+)-([a-z]+)-[a-z]+\.webp$/.exec(path ?? '')
  if (!match) return null
  const [, body, color] = match
  return (BODY_KEYS as readonly string[]).includes(body) && (COLOR_KEYS as readonly string[]).includes(color)
    ? { body: body as BodyKey, color: color as ColorKey }
    : null
}

export type DemoMedia = { videoUrl: string | null; images360: string[]; internal360: string[] }

/**
 * A car's demo media, or null when it has none: only cars with a plate; every fourth id a video; every
 * third silver car an exterior 360, every sixth also an interior one.
 */
export function demoMediaOf(car: {
  car_id: string
  car_regno: string | null
  car_primary_image: { thumbnail_url: string } | null
}): DemoMedia | null {
  if (!car.car_regno) return null
  const id = Number(car.car_id)
  const variant = pictureVariant(car.car_primary_image?.thumbnail_url)
  const exterior = variant !== null && variant.color === DEMO_360_COLOR && id % 3 === 0
  const interior = exterior && id % 2 === 0
  const videoUrl = id % 4 === 0 ? DEMO_VIDEOS[id % DEMO_VIDEOS.length] : null
  if (!exterior && !videoUrl) return null
  return {
    videoUrl,
    images360: exterior
      ? Array.from({ length: EXTERIOR_FRAMES }, (_, k) => mediaPath(exteriorFrameFile(variant.body, k)))
      : [],
    internal360: interior
      ? Array.from({ length: INTERIOR_FRAMES }, (_, k) => mediaPath(interiorFrameFile(variant.body, k)))
      : [],
  }
}
