/**
 * issue 18 §4, §5, §7, §8 at the HTTP level, where only the running server shows them: the security
 * headers on every kind of response (pages, API, media, admin, redirects, health), the nonce on the
 * page's inline scripts, and origins that never come from a forged Host.
 */
import { expect, test } from '@playwright/test'
import { rawGet, type RawResponse } from './helpers'

function expectBase(res: RawResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff')
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  // `npm start` runs in production mode.
  expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000')
  expect(res.headers['content-security-policy'], what).toBeTruthy()
}

test('a site page has a nonce CSP that its own scripts carry', async () => {
  const res = await rawGet('se.localhost', '/')
  expect(res.status).toBe(200)
  expectBase(res, 'page')
  const csp = String(res.headers['content-security-policy'])
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1]
  expect(nonce).toBeTruthy()
  expect(csp).toContain("frame-ancestors 'self'")
  expect(res.headers['permissions-policy']).toContain('geolocation=()')
  // Every executable script of the page carries the nonce; JSON-LD blocks are data.
  const scripts = [...res.body.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1])
  expect(scripts.length).toBeGreaterThan(0)
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
  expect(res.headers['x-powered-by']).toBeUndefined()
})

test('redirects, API answers, media, the admin and /healthz carry the headers', async () => {
  const redirect = await rawGet('www.se.localhost', '/')
  expect(redirect.status).toBe(301)
  expectBase(redirect, 'redirect')

  const api = await rawGet('se.localhost', '/api/codeweaver/legal?quoteRef=nope')
  expect(api.status).toBe(400)
  expectBase(api, 'api')
  expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'")

  const media = await rawGet('se.localhost', '/-/media/no-such-file.jpg')
  expect(media.status).toBe(404)
  expectBase(media, 'media')
  expect(media.headers['content-security-policy']).toContain('sandbox')
  // issue 18 §7: a missing file names no path of the server.
  expect(media.body).not.toMatch(/\/(home|tmp|work|var|srv)\//)

  const admin = await rawGet('se.localhost', '/admin/login')
  expectBase(admin, 'admin')
  expect(admin.headers['content-security-policy']).toBe("frame-ancestors 'self'")

  const health = await rawGet('se.localhost', '/healthz')
  expectBase(health, 'healthz')
  // issue 18 §8: no database details without the token.
  expect(Object.keys(JSON.parse(health.body))).toEqual(['status'])
})

test('a forged Host never reaches a Location (issue 18 §4)', async () => {
  const res = await rawGet('evil.example', '/no-such-page-18/')
  expect(res.status).toBe(308)
  expect(res.headers.location).toBe('http://se.localhost/no-such-page-18')
})

test('anonymous callers cannot list collections through the CMS API (issue 18 §1)', async () => {
  const res = await rawGet('se.localhost', '/api/cms/cars?pagination=false&depth=0')
  expect(res.status).toBe(401)
  expect(res.body.length).toBeLessThan(500)
})
