/**
 * The server's edge on the running server (src/platform/server/edge.ts): what it answers before Next reads a request, and
 * the forwarding headers it vouches for (the server runs with TRUST_PROXY_HOPS unset: no proxy trusted).
 */
import { expect, test } from './test'
import { PORT, rawGet, type RawResponse } from './helpers'

/** The headers of the app's redirects and errors (src/proxy.ts), now on the edge's answers too. */
function expectSecured(res: RawResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff')
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(res.headers['strict-transport-security'], what).toBe('max-age=31536000')
  expect(res.headers['content-security-policy'], what).toBe("default-src 'none'; frame-ancestors 'none'")
}

test('thousands of repeated query parameters are refused before the framework reads them; a thousand still pass', async () => {
  const repeated = await rawGet('se.localhost', `/healthz?${'a&'.repeat(7500)}`)
  expect(repeated.status).toBe(414)
  expectSecured(repeated, 'repeated parameters')
  expect(repeated.body).not.toContain('a&')
  expect((await rawGet('se.localhost', `/healthz?${'a&'.repeat(1000)}`)).status).toBe(200)
})

test('bad bytes in a page or API path, or a NUL in the query, are 400 with the security headers, not 500', async () => {
  for (const path of [
    '/%00',
    '/kop-bil/%00',
    '/sitemap-%00.xml',
    '/api/mechmate/car/%FF',
    '/api/mechmate/car/%E0%A4%A',
    '/api/mechmate/car/%ED%A0%80',
    '/api/se/%C0%AF',
    '/api/fonts/%E0%A4%A',
    '/api/mechmate/timeslots/from/ABC123/101/%FF',
    '/api/mechmate/authorized-workshop/%ED%A0%80',
    '/kop-bil?keyphrase=%00',
  ]) {
    const res = await rawGet('se.localhost', path)
    expect(res.status, path).toBe(400)
    expectSecured(res, path)
    expect(res.body, path).toMatch(/^Bad request: the (address|query) contains/)
  }
})

test("Next's redirect of repeated slashes carries the security headers", async () => {
  for (const [path, location] of [
    ['//x', '/x'],
    ['/se//kop-bil', '/se/kop-bil'],
    ['//evil.example/x', '/evil.example/x'],
  ]) {
    const res = await rawGet('se.localhost', path)
    expect(res.status, path).toBe(308)
    expect(res.headers.location, path).toBe(location)
    expectSecured(res, path)
  }
})

test("a client's X-Forwarded-Proto makes no https redirect, canonical or cache entry", async () => {
  const https = { 'x-forwarded-proto': 'https' }
  const redirect = await rawGet('se.localhost', '/no-such-page-33/', PORT, https)
  expect(redirect.status).toBe(308)
  expect(redirect.headers.location).toBe(`http://se.localhost:${PORT}/no-such-page-33`)
  const html = { accept: 'text/html' }
  // Stored by the first visit, the same page answers a client that claims https from the store: fresh, or stale when a
  // test running beside this one has just published on the site (the store then answers and renders again behind it).
  await rawGet('se.localhost', '/', PORT, html)
  const page = await rawGet('se.localhost', '/', PORT, { ...html, ...https })
  expect(page.status).toBe(200)
  expect(page.body).toContain(`<link rel="canonical" href="http://se.localhost:${PORT}/"/>`)
  expect(['hit', 'stale']).toContain(page.headers['x-render-cache'])
})
