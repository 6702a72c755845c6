/**
 * The steps of a lighter copy of an image: which width and quality to encode next, given the source's width, the
 * last attempt's size and the budget. Free of sharp and Payload; ./lighter-copy.ts encodes each step.
 */

/** The widest image the site serves (spec 1 §2's device widths: 320, 640, 1280, 1920): wider pixels are never shown. */
export const MAX_SERVED_WIDTH = 1920
/** The first quality tried: the media collection stores images at 82, so one notch below is the first saving. */
export const FIRST_QUALITY = 80
/** Below 40, WebP and JPEG show blocks and smeared edges on a hero: the editor should pick another image instead. */
export const MIN_QUALITY = 40
/** Ten points of quality per step: few enough encodes (at most five) for an editor waiting on a button. */
export const QUALITY_STEP = 10

export type LighterStep = { width: number; quality: number }
export type LighterFormat = 'webp' | 'jpeg'

/** The format of the copy: JPEG stays JPEG; anything else is the collection's own format, WebP. */
export const lighterFormat = (mimeType: string): LighterFormat => (mimeType === 'image/jpeg' ? 'jpeg' : 'webp')

/** The first step: the source's width, capped at the widest the site serves, at the first quality. */
export function firstStep(sourceWidth: number): LighterStep {
  return { width: Math.max(1, Math.min(Math.round(sourceWidth), MAX_SERVED_WIDTH)), quality: FIRST_QUALITY }
}

/**
 * The step after an attempt of `bytes`: none when it fits the budget (done) or when the lowest quality did not
 * (the image cannot be made light enough); otherwise the same width at the next lower quality.
 */
export function nextStep(last: LighterStep, bytes: number, budget: number): LighterStep | null {
  if (bytes <= budget || last.quality <= MIN_QUALITY) return null
  return { width: last.width, quality: Math.max(MIN_QUALITY, last.quality - QUALITY_STEP) }
}
