/** The proxy's answers that do not depend on the database: origins of redirects and malformed headers. */
import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetRefusalBudget } from '@/platform/refusal-gate'
import { resetRenderLimiter } from '@/platform/render-gate'
import { renderSlots, resetRenderSlots } from '@/platform/render-slots'
import { runInScope } from '@/platform/request-scope'
import { createHash } from 'node:crypto'
import { jwtSign } from 'payload'
import { gunzipSync, gzipSync } from 'node:zlib'
import { PREPARED_HEADER } from '@/platform/render-cache/prepared'
import { inlineScriptHashes } from '@/platform/render-cache/script-hashes'
import type { CachedPage } from '@/platform/render-cache/store'
import type { RouteTable } from '@/routing/route-table'

const table: RouteTable = {
  sites: [
    {
      key: 'se',
      primaryHost: 'se.localhost',
      hosts: ['se.localhost'],
      redirectHosts: ['www.se.localhost'],
      isDefault: true,
      locales: ['sv-SE'],
      defaultLocale: 'sv-SE',
    },
  ],
  routing: { se: { 'sv-SE': { carDetailBase: '/kop-bil', pages: [] } } },
  redirectsVersion: '1',
}
// Nothing listens at the internal origin: a render-cache fill fails there, and the request renders the usual way.
vi.mock('@/routing/route-table', () => ({ routeTable: async () => table, internalOrigin: () => 'http://127.0.0.1:1' }))
vi.mock('@/routing/redirects/proxy-table', () => ({ siteRedirects: async () => null }))
const lookupRedirect = vi.fn(async () => ({ status: 301 as const, location: '/kop-bil/7/ratt-namn' }))
vi.mock('@/routing/redirect-client', () => ({ lookupRedirect }))

const { proxy } = await import('./proxy')
const get = (path: string, headers: Record<string, string>) =>
  proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers }))

afterEach(() => vi.unstubAllEnvs())

/** The nonce a policy names, or null. */
const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(csp ?? '')?.[1] ?? null
/** A page as the render cache stores it (src/platform/render-cache/proxy-cache.ts). */
const cachedPage = (body: Buffer<ArrayBuffer>, tags: string[], gzip = false): CachedPage => ({
  body,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  tags,
  scriptHashes: inlineScriptHashes(body),
  etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  gzip: gzip ? new Uint8Array(gzipSync(body)) : null,
})

describe('proxy security headers', () => {
  it('gives each site page response its own nonce, and hands it to Next.js to put on its scripts', async () => {
    const first = await get('/', { host: 'se.localhost:3000' })
    const csp = first.headers.get('content-security-policy')!
    const nonce = nonceOf(csp)!
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    // Next.js reads the nonce from the request's policy; the layout from x-nonce.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp)
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(first.headers.get('permissions-policy')).toContain('geolocation=()')
    const second = await get('/', { host: 'se.localhost:3000' })
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce)
  })

  it('secures redirects and errors too', async () => {
    for (const response of [await get('/bilar/', { host: 'se.localhost' }), await get('/', { host: '[' })]) {
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})

describe('proxy request labels', () => {
  /** The labels the proxy leaves for the request log when it handles `path`. */
  const labelled = async (path: string, host = 'se.localhost') => {
    const labels = { id: 'r' }
    await runInScope({ router: false, routerPrefetch: false, navigation: null }, () => get(path, { host }), labels)
    return labels
  }

  it('names the site and the route kind, or what the proxy did instead', async () => {
    expect(await labelled('/om-oss')).toEqual({ id: 'r', site: 'se', kind: 'content' })
    expect(await labelled('/om-oss/')).toEqual({ id: 'r', site: 'se', kind: 'redirect' })
    // A car's address that is not its own answers the car's redirect.
    expect(await labelled('/kop-bil/7')).toEqual({ id: 'r', site: 'se', kind: 'redirect' })
    lookupRedirect.mockResolvedValueOnce(null as never)
    expect(await labelled('/kop-bil/7/ratt-namn')).toEqual({ id: 'r', site: 'se', kind: 'car-detail' })
    expect(await labelled('/robots.txt')).toEqual({ id: 'r', site: 'se', kind: 'platform' })
    expect(await labelled('/%E0%A4%A')).toEqual({ id: 'r', site: undefined, kind: 'refused' })
  })
})

describe('proxy origins', () => {
  it("builds redirect Locations from the site's primary host, not the Host header", async () => {
    const evil = await get('/bilar/', { host: 'evil.example' })
    expect(evil.status).toBe(308)
    expect(evil.headers.get('location')).toBe('http://se.localhost/bilar')
    const demo = await get('/bilar/', { host: 'se.localhost:3000' })
    expect(demo.headers.get('location')).toBe('http://se.localhost:3000/bilar')
    const www = await get('/bilar', { host: 'www.se.localhost:3000' })
    expect(www.status).toBe(301)
    expect(www.headers.get('location')).toBe('http://se.localhost:3000/bilar')
  })

  it('ignores X-Forwarded-Proto unless a proxy is trusted, and then takes only http or https', async () => {
    expect((await get('/bilar/', { host: 'se.localhost', 'x-forwarded-proto': 'https' })).headers.get('location')).toBe(
      'http://se.localhost/bilar',
    )
    expect(
      (await get('/bilar/', { host: 'se.localhost', 'x-forwarded-proto': 'javascript:alert(1)//' })).headers.get(
        'location',
      ),
    ).toBe('http://se.localhost/bilar')
    vi.stubEnv('TRUST_PROXY_HOPS', '1')
    expect((await get('/bilar/', { host: 'se.localhost', 'x-forwarded-proto': 'https' })).headers.get('location')).toBe(
      'https://se.localhost/bilar',
    )
    const bad = await get('/bilar/', { host: 'se.localhost', 'x-forwarded-proto': '1' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).not.toContain('1')
  })

  it('answers a NUL or another control character in the path, or a NUL in the query, with 400 before any lookup', async () => {
    lookupRedirect.mockClear()
    for (const path of ['/%00', '/kop-bil/%00', '/sitemap-%00.xml', '/kop-bil/7/a%0Ab', '/kop-bil?keyphrase=%00']) {
      const response = await get(path, { host: 'se.localhost' })
      expect(response.status, path).toBe(400)
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(await response.text(), path).toMatch(
        /^Bad request: the (address|query) contains a (control|NUL) character\.$/,
      )
    }
    expect(lookupRedirect).not.toHaveBeenCalled()
  })

  it('answers a malformed Host with 400, not 500', async () => {
    const response = await get('/bilar/', { host: '[' })
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/Host header/)
  })
})

describe('proxy refusal budget (abuse under load)', () => {
  afterEach(() => resetRefusalBudget())

  it('holds back an address that keeps sending malformed requests, then answers 429; others are unaffected', async () => {
    vi.stubEnv('RATE_LIMIT_REFUSAL_IP', '2/60')
    vi.stubEnv('REFUSAL_HOLD_MS', '1')
    resetRefusalBudget()
    const abuser = { host: '[', 'x-forwarded-for': '203.0.113.7' }
    expect((await get('/', abuser)).status).toBe(400)
    expect((await get('/', abuser)).status).toBe(400)
    const held = await get('/', abuser)
    expect(held.status).toBe(429)
    expect(held.headers.get('retry-after')).toBe('120')
    expect(held.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    // The same address's pages are served: only its refusals are held back.
    expect((await get('/bilar/', { host: 'se.localhost', 'x-forwarded-for': '203.0.113.7' })).status).toBe(308)
    expect((await get('/', { host: '[', 'x-forwarded-for': '203.0.113.8' })).status).toBe(400)
  })
})

describe('car pages and the render cache', () => {
  it('answers a stored car page without asking for its redirect, and asks for an address not stored', async () => {
    const { renderStore } = await import('@/platform/render-cache/registry')
    const store = renderStore()
    const rendered = 'AAAAAAAAAAAAAAAAAAAAAA=='
    const body = Buffer.from(`<html><script nonce="${rendered}">start()</script><h1>Volvo</h1></html>`)
    store.set('http://se.localhost:3000/kop-bil/7/ratt-namn', cachedPage(body, ['car:7']), store.begin())
    const html = { host: 'se.localhost:3000', accept: 'text/html' }
    const hit = await get('/kop-bil/7/ratt-namn', html)
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-render-cache')).toBe('hit')
    // The stored bytes as they are, under a policy that trusts the page's script by its hash, not the
    // render's nonce, and says nothing a shared cache may keep without CDN_MAX_AGE.
    expect(await hit.text()).toBe(body.toString())
    const csp = hit.headers.get('content-security-policy')!
    expect(csp).toContain(
      `script-src 'self' 'sha256-${createHash('sha256').update('start()').digest('base64')}' 'strict-dynamic'`,
    )
    expect(csp).not.toContain('nonce')
    expect(hit.headers.get('cache-control')).toBe('private, no-cache')
    expect(lookupRedirect).not.toHaveBeenCalled()
    // A client that holds the page already is told so (weak comparison).
    const etag = hit.headers.get('etag')!
    const again = await get('/kop-bil/7/ratt-namn', { ...html, 'if-none-match': `"other", ${etag.replace('W/', '')}` })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('content-security-policy')).toBe(csp)
    expect((await get('/kop-bil/7/ratt-namn', { ...html, 'if-none-match': 'W/"other"' })).status).toBe(200)
    // Prepared for the production server (src/platform/render-cache/prepared.ts): gzip compressed once, answered as stored.
    store.set('http://se.localhost:3000/kop-bil/8/x', cachedPage(body, ['car:8'], true), store.begin())
    const gzip = await get('/kop-bil/8/x', { ...html, 'accept-encoding': 'gzip, br' })
    expect(gzip.headers.get(PREPARED_HEADER)).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body.toString())
    const identity = await get('/kop-bil/8/x', html)
    expect(identity.headers.get(PREPARED_HEADER)).toBe('identity')
    expect(await identity.text()).toBe(body.toString())

    // With CDN_MAX_AGE a shared cache may keep it, under its tags.
    vi.stubEnv('CDN_MAX_AGE', '300')
    const shared = await get('/kop-bil/7/ratt-namn', html)
    expect(shared.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60')
    expect(shared.headers.get('surrogate-key')).toBe('car:7 all')
    vi.unstubAllEnvs()

    const moved = await get('/kop-bil/7/gammalt-namn', html)
    expect(lookupRedirect).toHaveBeenCalledWith('se', 'sv-SE', '/kop-bil/7/gammalt-namn')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('http://se.localhost:3000/kop-bil/7/ratt-namn')
  })
})

describe("the render cache's key: what the page reads, on the host it is served on", () => {
  const stored = async (key: string, text: string) => {
    const { renderStore } = await import('@/platform/render-cache/registry')
    const store = renderStore()
    store.set(key, cachedPage(Buffer.from(`<html><h1>${text}</h1></html>`), ['page:9']), store.begin())
  }
  const html = { host: 'se.localhost:3000', accept: 'text/html' }
  const answer = async (response: Response) => ({
    cache: response.headers.get('x-render-cache'),
    text: await response.text(),
  })

  it('answers parameters the page does not read from the stored page', async () => {
    await stored('http://se.localhost:3000/villkor', 'Villkor')
    for (const search of ['?utm_source=news&utm_medium=mail', '?gclid=abc', '?fbclid=x&foo=bar', '?a&a&b=1']) {
      expect(await answer(await get(`/villkor${search}`, html)), search).toEqual({
        cache: 'hit',
        text: '<html><h1>Villkor</h1></html>',
      })
    }
  })

  it('cannot be turned to another page by a header the key does not hold', async () => {
    await stored('http://se.localhost:3000/kontakt', 'Kontakt')
    const forged: Record<string, string>[] = [
      { 'x-forwarded-host': 'evil.example' },
      { 'x-forwarded-proto': 'https' },
      { 'accept-language': 'en-GB,en;q=0.9' },
      { cookie: 'consent=%7B%7D; hideAlert=1; tracking=evil' },
      { host: 'SE.LocalHost:3000' },
    ]
    for (const headers of forged)
      expect(await answer(await get('/kontakt', { ...html, ...headers })), JSON.stringify(headers)).toEqual({
        cache: 'hit',
        text: '<html><h1>Kontakt</h1></html>',
      })
    // A made-up port is kept apart from the port the site is served on, under the bare host name.
    await stored('http://se.localhost/kontakt', 'Kontakt utan port')
    expect((await answer(await get('/kontakt', { ...html, host: 'se.localhost:9999' }))).text).toBe(
      '<html><h1>Kontakt utan port</h1></html>',
    )
    expect((await answer(await get('/kontakt', html))).text).toBe('<html><h1>Kontakt</h1></html>')
  })

  it('never answers a personal request or the client router from the store', async () => {
    await stored('http://se.localhost:3000/om', 'Om')
    expect((await get('/om', { ...html, cookie: 'payload-token=x' })).headers.get('x-render-cache')).toBeNull()
    // The production server's scope tells a router request apart; a request that names no type is a document there.
    const anyType = { host: 'se.localhost:3000', accept: '*/*' }
    expect(
      (
        await runInScope({ router: true, routerPrefetch: false, navigation: null }, () => get('/om', anyType))
      ).headers.get('x-render-cache'),
    ).toBeNull()
    expect(
      (
        await runInScope({ router: false, routerPrefetch: false, navigation: null }, () => get('/om', anyType))
      ).headers.get('x-render-cache'),
    ).toBe('hit')
    // Under `next start` nothing tells them apart: only a request that names text/html is a document.
    expect((await get('/om', anyType)).headers.get('x-render-cache')).toBeNull()
  })
})

describe('proxy render budget (a page the render cache does not answer renders at most so often per address)', () => {
  afterEach(() => {
    resetRenderLimiter()
    resetRenderSlots()
    resetRefusalBudget()
  })
  const rendered = (response: Response) => response.headers.has('x-middleware-rewrite')

  it('answers 429 without rendering once an address has had its renders, whichever way it missed the cache', async () => {
    vi.stubEnv('RATE_LIMIT_RENDER_IP', '3/60')
    resetRenderLimiter()
    const address = '203.0.113.20'
    // The ways around the render cache: a query string, no Accept header, a made-up Host port.
    const misses = [
      get('/?utm_source=a1', { host: 'se.localhost:3000', accept: 'text/html', 'x-forwarded-for': address }),
      get('/', { host: 'se.localhost:3000', 'x-forwarded-for': address }),
      get('/', { host: 'se.localhost:40404', accept: 'text/html', 'x-forwarded-for': address }),
    ]
    for (const response of await Promise.all(misses)) expect(rendered(response)).toBe(true)
    for (const [path, headers] of [
      ['/?utm_source=a2', { accept: 'text/html' }],
      ['/sitemap-1.xml', {}],
      ['/feaas-render?site=se&id=1', {}],
    ] as const) {
      const refused = await get(path, { host: 'se.localhost:3000', 'x-forwarded-for': address, ...headers })
      expect(refused.status, path).toBe(429)
      expect(rendered(refused)).toBe(false)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(refused.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(refused.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await refused.text()).toMatch(/^Too many pages requested from this address/)
    }
    // Another address renders; robots.txt is no render.
    expect(
      rendered(await get('/?utm_source=b', { host: 'se.localhost:3000', 'x-forwarded-for': '203.0.113.21' })),
    ).toBe(true)
    expect(rendered(await get('/robots.txt', { host: 'se.localhost:3000', 'x-forwarded-for': address }))).toBe(true)
  })

  it('still answers the address from the render cache', async () => {
    vi.stubEnv('RATE_LIMIT_RENDER_IP', '1/60')
    resetRenderLimiter()
    const { renderStore } = await import('@/platform/render-cache/registry')
    const store = renderStore()
    const body = Buffer.from('<html><h1>Hem</h1></html>')
    store.set('http://se.localhost:3000/om-oss', cachedPage(body, ['page:1']), store.begin())
    const address = { host: 'se.localhost:3000', 'x-forwarded-for': '203.0.113.22' }
    expect(rendered(await get('/?x=1', address))).toBe(true)
    expect((await get('/?x=2', address)).status).toBe(429)
    const hit = await get('/om-oss', { ...address, accept: 'text/html' })
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-render-cache')).toBe('hit')
  })

  it("does not count a signed-in editor's renders (the live preview renders on every autosave)", async () => {
    vi.stubEnv('RATE_LIMIT_RENDER_IP', '1/60')
    vi.stubEnv('PAYLOAD_SECRET', 'proxy-test-secret')
    resetRenderLimiter()
    const key = createHash('sha256').update('proxy-test-secret').digest('hex').slice(0, 32)
    const { token } = await jwtSign({ fieldsToSign: { id: 1, collection: 'users' }, secret: key, tokenExpiration: 600 })
    const editor = { host: 'se.localhost:3000', 'x-forwarded-for': '203.0.113.23', cookie: `payload-token=${token}` }
    for (let i = 0; i < 3; i++) expect(rendered(await get(`/feaas-render?site=se&id=${i}`, editor))).toBe(true)
    // A made-up token is anyone's.
    const forged = { ...editor, cookie: `payload-token=${token.slice(0, -2)}xx` }
    expect(rendered(await get('/feaas-render?site=se&id=1', forged))).toBe(true)
    expect((await get('/feaas-render?site=se&id=1', forged)).status).toBe(429)
  })

  it("does not count the client router's prefetches (Next answers them with the route's tree, no render)", async () => {
    vi.stubEnv('RATE_LIMIT_RENDER_IP', '1/60')
    resetRenderLimiter()
    const address = { host: 'se.localhost:3000', 'x-forwarded-for': '203.0.113.24' }
    // The production server's scope says so (Next strips the router's headers before the proxy sees them).
    for (let i = 0; i < 3; i++)
      expect(
        rendered(
          await runInScope({ router: true, routerPrefetch: true, navigation: null }, () => get('/kop-bil', address)),
        ),
      ).toBe(true)
    expect(rendered(await get('/?x=1', address))).toBe(true)
    expect((await get('/?x=2', address)).status).toBe(429)
  })

  it('lets RENDER_CONCURRENCY renders run at once in the production server, queues RENDER_QUEUE more and answers 503 beyond', async () => {
    vi.stubEnv('RENDER_CONCURRENCY', '1')
    vi.stubEnv('RENDER_QUEUE', '1')
    // Every request renders (a stored page's miss takes no slot itself: its fill does).
    vi.stubEnv('RENDER_CACHE', 'off')
    resetRenderSlots()
    const from = (n: number) => ({ host: 'se.localhost:3000', 'x-forwarded-for': `203.0.113.${30 + n}` })
    let endFirst = () => {}
    const first = await runInScope(
      { router: false, routerPrefetch: false, navigation: null },
      (ended) => ((endFirst = ended), get('/?s=1', from(1))),
    )
    expect(rendered(first)).toBe(true)
    const second = runInScope({ router: false, routerPrefetch: false, navigation: null }, () => get('/?s=2', from(2)))
    await vi.waitFor(() => expect(renderSlots()!.waiting()).toBe(1))
    const third = await runInScope({ router: false, routerPrefetch: false, navigation: null }, () =>
      get('/?s=3', from(3)),
    )
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toBe('5')
    expect(third.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    // The first answer complete, the second renders.
    endFirst()
    expect(rendered(await second)).toBe(true)
    expect(renderSlots()!.running()).toBe(1)
  })
})
