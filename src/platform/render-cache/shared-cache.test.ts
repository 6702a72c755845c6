import { describe, expect, it } from 'vitest'
import { PRIVATE_PAGE, sharedCacheFromEnv, storedPageHeaders } from './shared-cache'

const NOW = Date.UTC(2026, 10, 28, 12)

describe('what a shared cache may do with a stored page', () => {
  it('nothing without CDN_MAX_AGE: browsers ask again every time', () => {
    expect(sharedCacheFromEnv({})).toBeNull()
    expect(sharedCacheFromEnv({ CDN_MAX_AGE: '0' })).toBeNull()
    expect(sharedCacheFromEnv({ CDN_MAX_AGE: 'ten' })).toBeNull()
    expect(storedPageHeaders(null, { tags: ['car:1'], until: null, stale: false }, NOW)).toEqual({
      'cache-control': PRIVATE_PAGE,
    })
  })

  it('keep it for CDN_MAX_AGE and answer it stale while it asks again, with its tags as surrogate keys (all pages carry "all")', () => {
    const shared = sharedCacheFromEnv({ CDN_MAX_AGE: '300', CDN_STALE_WHILE_REVALIDATE: '3600' })
    expect(shared).toEqual({ maxAgeS: 300, staleS: 3600, tagHeader: 'surrogate-key' })
    expect(storedPageHeaders(shared, { tags: ['site:1', 'car:abc', 'all'], until: null, stale: false }, NOW)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
      'surrogate-key': 'site:1 car:abc all',
    })
    const cloudflare = sharedCacheFromEnv({ CDN_MAX_AGE: '60', CDN_TAG_HEADER: 'Cache-Tag' })
    expect(storedPageHeaders(cloudflare, { tags: ['cars', 'page:4'], until: null, stale: false }, NOW)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      'cache-tag': 'cars,page:4,all',
    })
  })

  it('never past a deadline the render declared, and not stale then', () => {
    const shared = sharedCacheFromEnv({ CDN_MAX_AGE: '300' })
    expect(
      storedPageHeaders(shared, { tags: ['site:1'], until: NOW + 42_500, stale: false }, NOW)['cache-control'],
    ).toBe('public, max-age=0, s-maxage=42')
    expect(
      storedPageHeaders(shared, { tags: ['site:1'], until: NOW + 900_000, stale: false }, NOW)['cache-control'],
    ).toBe('public, max-age=0, s-maxage=300')
    expect(storedPageHeaders(shared, { tags: ['site:1'], until: NOW + 999, stale: false }, NOW)).toEqual({
      'cache-control': PRIVATE_PAGE,
    })
  })

  it('not a page the store answers stale (past its TTL while it renders it again)', () => {
    const shared = sharedCacheFromEnv({ CDN_MAX_AGE: '300' })
    expect(storedPageHeaders(shared, { tags: ['car:1'], until: null, stale: true }, NOW)).toEqual({
      'cache-control': PRIVATE_PAGE,
    })
  })
})
