import { describe, expect, it } from 'vitest'
import {
  ADMIN_CSP,
  baseSecurityHeaders,
  configSecurityHeaders,
  mapOrigins,
  newNonce,
  permissionsPolicy,
  sitePageCsp,
} from './security-headers'

describe('security headers', () => {
  it('sends HSTS only in production', () => {
    expect(Object.fromEntries(baseSecurityHeaders({ NODE_ENV: 'production' }))).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000',
    })
    expect(
      Object.fromEntries(baseSecurityHeaders({ NODE_ENV: 'development' }))['Strict-Transport-Security'],
    ).toBeUndefined()
  })

  it('allows geolocation only on the booking, dealer and car list pages', () => {
    for (const kind of ['service-booking', 'dealer-list', 'dealer-detail', 'car-list'])
      expect(permissionsPolicy(kind)).toContain('geolocation=(self)')
    for (const kind of ['content', 'car-detail', null]) expect(permissionsPolicy(kind)).toContain('geolocation=()')
  })

  it("has a site-page CSP that runs only scripts with the response's nonce and what they load", () => {
    const csp = sitePageCsp({ nonce: 'bm9uY2U=' }, { NODE_ENV: 'production' })
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    // 'strict-dynamic' admits the framework's chunks and GTM's loader (added after consent); no inline script without the nonce.
    expect(directives['script-src']).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
    ])
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(directives['object-src']).toEqual(["'none'"])
    expect(directives['base-uri']).toEqual(["'self'"])
    expect(directives['form-action']).toEqual(["'self'"])
    expect(directives['frame-ancestors']).toEqual(["'self'"])
    expect(directives['connect-src']).toContain("'self'")
    expect(directives['connect-src']).not.toContain('https:')
    expect(directives['font-src']).toEqual(["'self'", 'data:'])
    expect(directives['img-src']).toContain("'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(sitePageCsp({ nonce: 'x' }, { NODE_ENV: 'development' })).toContain("'unsafe-eval'")
  })

  it("names a stored page's inline scripts by their hashes instead, with nothing that changes per answer", () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"]
    const csp = sitePageCsp({ hashes }, { NODE_ENV: 'production' })
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))
    expect(scriptSrc).toBe(
      "script-src 'self' 'sha256-AAAA' 'sha256-BBBB' 'strict-dynamic' https://www.googletagmanager.com",
    )
    expect(csp).not.toContain('nonce')
    expect(sitePageCsp({ hashes }, { NODE_ENV: 'production' })).toBe(csp)
    // Everything but the script sources is the same policy as a rendered page's.
    expect(csp.replace(scriptSrc!, '')).toBe(
      sitePageCsp({ nonce: 'n' }, { NODE_ENV: 'production' }).replace(/script-src [^;]*/, ''),
    )
  })

  it('makes a new 128-bit nonce for every response', () => {
    const nonces = Array.from({ length: 100 }, newNonce)
    expect(new Set(nonces).size).toBe(100)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })

  it('lets the dealer maps run their worker and reach a configured style host only', () => {
    const builtin = sitePageCsp({ nonce: 'n' }, { NODE_ENV: 'production' })
    expect(builtin).toContain("worker-src 'self' blob:")
    expect(builtin).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    )
    const hosted = sitePageCsp(
      { nonce: 'n' },
      {
        NODE_ENV: 'production',
        MAP_STYLE_URL: 'https://maps.example.com/style.json',
        MAP_CONNECT_ORIGINS: 'https://tiles.example.com http://plain.example.com nonsense',
      },
    )
    expect(hosted).toContain('https://*.googletagmanager.com https://maps.example.com https://tiles.example.com;')
    expect(hosted).not.toContain('plain.example.com')
    expect(mapOrigins({ MAP_STYLE_URL: '/maps/style.json' })).toEqual([])
  })

  it('covers the admin, APIs and media files in next.config, media sandboxed', () => {
    const rules = configSecurityHeaders({ NODE_ENV: 'production' })
    const csp = (source: string) =>
      rules
        .filter((r) => r.source === source)
        .flatMap((r) => r.headers)
        .findLast((h) => h.key === 'Content-Security-Policy')?.value
    expect(csp('/admin/:path*')).toBe(ADMIN_CSP)
    expect(csp('/admin')).toBe(ADMIN_CSP)
    expect(ADMIN_CSP).toContain("frame-ancestors 'self'")
    expect(ADMIN_CSP).toContain("object-src 'none'")
    expect(csp('/api/:path*')).toContain("frame-ancestors 'none'")
    expect(csp('/-/:path*')).toContain('sandbox')
    expect(rules[0]).toMatchObject({
      source: '/:path*',
      headers: expect.arrayContaining([{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }]),
    })
  })
})
