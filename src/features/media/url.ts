import type { Media } from '@/payload-types'

export type ResolvedMedia = {
  url: string
  alt: string | null
  width: number | null
  height: number | null
  blurDataUrl: string | null
}

/** An upload field is an id until populated; only a populated document with a file can render. */
export function mediaOf(value: number | Media | null | undefined): ResolvedMedia | null {
  if (!value || typeof value !== 'object' || !value.filename) return null
  return {
    // The spec's public media prefix (spec 1 §2); next.config.ts rewrites it to Payload's file route.
    url: `/-/media/${encodeURIComponent(value.filename)}`,
    alt: value.alt ?? null,
    width: value.width ?? null,
    height: value.height ?? null,
    blurDataUrl: value.blurDataUrl ?? null,
  }
}

export type ResolvedVideo = { url: string; type: string }

/** A populated upload that is a video (mp4, webm); anything else is no video. */
export function videoOf(value: number | Media | null | undefined): ResolvedVideo | null {
  if (!value || typeof value !== 'object' || !value.filename || !value.mimeType?.startsWith('video/')) return null
  return { url: `/-/media/${encodeURIComponent(value.filename)}`, type: value.mimeType }
}
