/** The media viewer's rules (spec 1 §2 "Media viewer", §4, §8), free of React for unit tests. */
import type { MediaData } from '@/features/cars/media-data'

export type MediaTab = 'images' | 'video' | 'internal360' | 'external360'

/** spec 1 §2: tabs images, video, internal 360, external 360 — each only when the car has it. */
export function mediaTabs(media: MediaData | null): MediaTab[] {
  if (!media) return ['images']
  return [
    'images',
    ...(media.hasVideo && media.videoUrl ? (['video'] as const) : []),
    ...(media.hasInternal360 ? (['internal360'] as const) : []),
    ...(media.has360 ? (['external360'] as const) : []),
  ]
}

/** The next picture in either direction, wrapping at the ends. */
export const stepImage = (index: number, step: number, count: number) =>
  count ? (((index + step) % count) + count) % count : 0

/** spec 1 §4: "360 viewer auto-rotates every 150 ms until dragged". */
export const AUTO_ROTATE_MS = 150
/** Pixels of drag per frame of the 360 viewer. */
export const PX_PER_FRAME = 8

/** The frame after dragging `dx` px from `startFrame` (rightwards turns the car forward), wrapping around. */
export const frameAfterDrag = (startFrame: number, dx: number, frames: number) =>
  stepImage(startFrame, Math.round(dx / PX_PER_FRAME), frames)

/** A swipe is a horizontal move of at least 50 px that is more horizontal than vertical: left → next, right → previous. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < 50 || Math.abs(dx) < Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
