/** A YouTube video id: 11 characters of the URL-safe alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

/**
 * The video id from what an editor pastes: the id itself or a watch, share, embed or shorts URL of YouTube.
 * Null for anything else, so no other address ever reaches the frame.
 */
export function youtubeId(input: string | null | undefined): string | null {
  const value = input?.trim() ?? ''
  if (YOUTUBE_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^(www|m)\./, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.slice(1)
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (url.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? null)
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

/** The privacy-enhanced player (the CSP's frame-src allows it), started by the visitor's click. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`
}
