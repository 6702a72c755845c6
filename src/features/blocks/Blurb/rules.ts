/** Blurb rules (spec 1 §2, §3 "Blurb", §8 "Blurb without fields: logs and renders nothing"). */

/** A YouTube video id: 11 characters of the URL-safe alphabet (nothing else reaches the embed URL). */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

type BlurbFields = {
  title?: string | null
  hasText: boolean
  media?: string | null
  hasImage: boolean
  hasVideo: boolean
  youtubeId?: string | null
}

export type BlurbMedia = 'image' | 'video' | 'youtube' | 'none'

/** What the media side shows: the chosen kind when its source is there, else the image, else nothing. */
export function blurbMedia(b: BlurbFields): BlurbMedia {
  if (b.media === 'YouTube' && b.youtubeId && YOUTUBE_ID.test(b.youtubeId)) return 'youtube'
  if (b.media === 'Video' && b.hasVideo) return 'video'
  return b.hasImage ? 'image' : 'none'
}

/** A blurb with no title, no text and no media has nothing to show. */
export const blurbIsEmpty = (b: BlurbFields): boolean => !b.title?.trim() && !b.hasText && blurbMedia(b) === 'none'

/** The privacy-enhanced embed URL, started by the click that loaded it; the control bar as the editor chose. */
export function youtubeEmbedUrl(id: string, controls: boolean): string {
  if (!YOUTUBE_ID.test(id)) throw new Error('Not a YouTube video id')
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&controls=${controls ? 1 : 0}`
}
