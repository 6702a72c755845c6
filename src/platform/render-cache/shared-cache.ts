/**
 * Behind a CDN: what a page from the render cache tells a shared cache. A page the store answers fresh is
 * the same bytes for every visitor (its policy names its scripts by hash, ./script-hashes.ts), so a CDN may keep it
 * for `CDN_MAX_AGE` seconds and answer it stale for `CDN_STALE_WHILE_REVALIDATE` more while it asks again, never past
 * a deadline the render declared (a dated site message). Its tags go out as surrogate keys (`Surrogate-Key`,
 * space-separated, as Fastly reads them; or `Cache-Tag`, comma-separated, as Cloudflare reads them), and the same
 * invalidation that drops the store's pages purges those keys at the CDN (./purge.ts). Browsers revalidate every time:
 * only the shared cache is told it may keep the page. Without `CDN_MAX_AGE` nothing may keep a page.
 * React-, Next- and Payload-free.
 */
import { ALL_TAG } from './tags'

export type TagHeader = 'surrogate-key' | 'cache-tag'
export type SharedCache = { maxAgeS: number; staleS: number; tagHeader: TagHeader }

/** CDN_MAX_AGE, CDN_STALE_WHILE_REVALIDATE, CDN_TAG_HEADER. */
type Env = Readonly<Record<string, string | undefined>>

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : fallback
}

/** The shared cache's settings, or null when pages are for browsers only (CDN_MAX_AGE unset or 0). */
export function sharedCacheFromEnv(env: Env): SharedCache | null {
  const maxAgeS = seconds(env.CDN_MAX_AGE, 0)
  if (maxAgeS === 0) return null
  return { maxAgeS, staleS: seconds(env.CDN_STALE_WHILE_REVALIDATE, 60), tagHeader: tagHeaderOf(env.CDN_TAG_HEADER) }
}

export const tagHeaderOf = (value: string | undefined): TagHeader =>
  value?.trim().toLowerCase() === 'cache-tag' ? 'cache-tag' : 'surrogate-key'

/** What every page answer says when no shared cache may keep it: the browser asks again each time. */
export const PRIVATE_PAGE = 'private, no-cache'

/**
 * The caching headers of a page from the store. `tags`: the store's tags of the page (its render's, and ALL_TAG);
 * `until`: the render's deadline (epoch ms) or null; `stale`: the store answers it past its TTL while it renders it
 * again, which no shared cache should keep.
 */
export function storedPageHeaders(
  shared: SharedCache | null,
  page: { tags: readonly string[]; until: number | null; stale: boolean },
  now: number,
): Record<string, string> {
  if (!shared || page.stale) return { 'cache-control': PRIVATE_PAGE }
  const left = page.until === null ? Infinity : Math.floor((page.until - now) / 1000)
  if (left <= 0) return { 'cache-control': PRIVATE_PAGE }
  const maxAge = Math.min(shared.maxAgeS, left)
  // A page with a deadline is not answered stale: past its s-maxage it may already be past the deadline.
  const stale = page.until === null && shared.staleS > 0 ? `, stale-while-revalidate=${shared.staleS}` : ''
  const tags = [...new Set([...page.tags, ALL_TAG])]
  return {
    'cache-control': `public, max-age=0, s-maxage=${maxAge}${stale}`,
    [shared.tagHeader]: tags.join(shared.tagHeader === 'cache-tag' ? ',' : ' '),
  }
}
