/**
 * Media data by registration (spec 1 §3 "Media data by registration", §7 "GET /api/{name}/{regNo}"):
 * a car's video, exterior 360 frames and interior 360 frames, kept per market and registration number.
 */
import { z } from 'zod'

/** A registration as shown on plates in the markets we serve (ABC 123, AB12 CDE, EL 12345, BA-123AB): letters, digits, space, dash. */
const PLATE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/
/** Site names in the URL are site keys: lower-case letters, digits and dashes. */
const NAME = /^[a-z0-9][a-z0-9-]{0,39}$/

/** The path's two parts, checked before any lookup; a malformed one is a 400 that names it. */
export const MediaPathSchema = z.strictObject({
  name: z.string().regex(NAME),
  regNo: z.string().max(12).regex(PLATE),
})

/** Plates are compared without spaces and dashes, upper-case: "abc 123", "ABC-123" and "ABC123" are one car. */
export const normalizePlate = (plate: string) => plate.replace(/[\s-]/g, '').toUpperCase()

const url = z.string().min(1).max(2000)
/** At most 72 frames (5° steps) per sequence: more adds bytes, not smoothness. */
export const MAX_FRAMES = 72
export const FramesSchema = z.array(url).max(MAX_FRAMES)

/** The answer of GET /api/{name}/{regNo} (spec 1 §3). */
export type MediaData = {
  videoUrl: string | null
  images360: string[]
  internal360: string[]
  hasVideo: boolean
  hasInternal360: boolean
  has360: boolean
}

/** The stored parts as the answer; the `has*` flags follow from what is there. */
export function toMediaData(stored: {
  videoUrl?: string | null
  images360?: unknown
  internal360?: unknown
}): MediaData {
  const frames = (value: unknown) => {
    const parsed = FramesSchema.safeParse(value ?? [])
    return parsed.success ? parsed.data : []
  }
  const videoUrl = stored.videoUrl?.trim() || null
  const images360 = frames(stored.images360)
  const internal360 = frames(stored.internal360)
  return {
    videoUrl,
    images360,
    internal360,
    hasVideo: videoUrl !== null,
    hasInternal360: internal360.length > 1,
    has360: images360.length > 1,
  }
}

/** The browser's check of the answer: anything else is treated as a failed call (spec 1 §8: plain gallery). */
export const MediaDataSchema = z.strictObject({
  videoUrl: url.nullable(),
  images360: FramesSchema,
  internal360: FramesSchema,
  hasVideo: z.boolean(),
  hasInternal360: z.boolean(),
  has360: z.boolean(),
})

/** A YouTube address becomes its privacy-enhanced embed (the page's CSP frames only YouTube); anything else is a video file. */
export function videoSource(videoUrl: string): { kind: 'youtube'; src: string } | { kind: 'file'; src: string } {
  const match =
    /^https:\/\/(?:www\.)?(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)([\w-]{6,20})/.exec(
      videoUrl,
    )
  return match
    ? { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${match[1]}` }
    : { kind: 'file', src: videoUrl }
}
