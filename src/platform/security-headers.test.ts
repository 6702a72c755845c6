import { describe, expect, it } from 'vitest'
import { baseSecurityHeaders, configSecurityHeaders, newNonce, permissionsPolicy, sitePageCsp } from './security-headers'

describe('security headers (issue 18 §5)', () => {
  it('sends HSTS only in production', () => {
    expect(Object.fromEntries(baseSecurityHeaders({ NODE_ENV: 'production' }))).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000',
    })
    expect(Object.fromEntries(baseSecurityHeaders({ NODE_ENV: 'development' }))['Strict-Transport-Security']).toBeUndefined()
  })

  it('allows geolocation only on the booking and dealer pages', () => {
    for (const kind of ['service-booking', 'dealer-list', 'dealer-detail']) expect(permissionsPolicy(kind)).toContain('geolocation=(self)')
    for (const kind of ['content', 'car-list', 'car-detail', null]) expect(permissionsPolicy(kind)).toContain('geolocation=()')
  })

  it("admits scripts by the request's nonce only, and eval only in development", () => {
    const nonce = newNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(newNonce()).not.toBe(nonce)
    const csp = sitePageCsp(nonce, { NODE_ENV: 'production' })
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://www.googletagmanager.com;`)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(sitePageCsp(nonce, { NODE_ENV: 'development' })).toContain("'unsafe-eval'")
  })

  it('covers the admin, APIs and media files in next.config, media sandboxed', () => {
    const rules = configSecurityHeaders({ NODE_ENV: 'production' })
    const csp = (source: string) => rules.filter((r) => r.source === source).flatMap((r) => r.headers).findLast((h) => h.key === 'Content-Security-Policy')?.value
    expect(csp('/admin/:path*')).toBe("frame-ancestors 'self'")
    expect(csp('/api/:path*')).toContain("frame-ancestors 'none'")
    expect(csp('/-/:path*')).toContain('sandbox')
    expect(rules[0]).toMatchObject({ source: '/:path*', headers: expect.arrayContaining([{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }]) })
  })
})
