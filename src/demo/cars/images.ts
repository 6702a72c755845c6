/**
 * The car picture set. Cars reference pre-rendered pictures by body type, colour and view rather
 * than one file per car, so 200k cars need only BODY x COLOR x VIEW files (320). The image
 * generator (built elsewhere) must produce exactly CAR_IMAGE_VARIANTS, as media files named
 * `filename` (served at `path`).
 */
import { BODY_KEYS, COLOR_KEYS, type BodyKey, type ColorKey } from '@/features/cars/vocabulary'

export const CAR_IMAGE_VIEWS = ['side', 'front', 'rear', 'interior'] as const
export type CarImageView = (typeof CAR_IMAGE_VIEWS)[number]

/** Paint colour per key, for rendering the pictures and for the blur placeholder. */
export const COLOR_HEX: Record<ColorKey, string> = {
  black: '#1b1c1e',
  white: '#f2f2f0',
  silver: '#b9bcc0',
  grey: '#5f6367',
  darkblue: '#1f2d4a',
  blue: '#2f6fb5',
  red: '#a4161a',
  green: '#3e5a47',
  beige: '#c8b89a',
  brown: '#5b4636',
}

/** File name of one picture, as the seeder stores it in the (flat) media uploads. */
export function carImageFilename(body: BodyKey, colorKey: ColorKey, view: CarImageView): string {
  return `car-${body}-${colorKey}-${view}.webp`
}

/**
 * Public path; /-/media/* is served by the media host (spec 1 §2 rewrites). Uploads are stored
 * flat, so the path is the media prefix plus carImageFilename (no sub-folder).
 */
export function carImagePath(body: BodyKey, colorKey: ColorKey, view: CarImageView): string {
  return `/-/media/${carImageFilename(body, colorKey, view)}`
}

/**
 * A tiny SVG filled with the paint colour: a valid next/image blurDataURL that needs no rendered
 * picture, so cars can be seeded before (or without) the image set.
 */
export function colorBlurDataUrl(colorKey: ColorKey): string {
  const hex = COLOR_HEX[colorKey].slice(1)
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23${hex}'/%3E%3C/svg%3E`
}

export type CarImageVariant = {
  body: BodyKey
  colorKey: ColorKey
  view: CarImageView
  hex: string
  filename: string
  path: string
}

/** Every picture a generated car can reference (8 bodies x 10 colours x 4 views). */
export const CAR_IMAGE_VARIANTS: readonly CarImageVariant[] = Object.freeze(
  BODY_KEYS.flatMap((body) =>
    COLOR_KEYS.flatMap((colorKey) =>
      CAR_IMAGE_VIEWS.map((view) => ({
        body,
        colorKey,
        view,
        hex: COLOR_HEX[colorKey],
        filename: carImageFilename(body, colorKey, view),
        path: carImagePath(body, colorKey, view),
      })),
    ),
  ),
)
