/**
 * Robustness suite, the proxy's part: every page request passes src/proxy.ts first, so
 * 3,000 property-based requests with hostile paths, hosts and forwarded headers, and bad bytes (NUL,
 * unpaired surrogates, overlong and truncated UTF-8) in path segments, query values and headers, must each
 * get an answer below 500 that repeats nothing of the request but a site's own configured host. The lookups
 * behind the proxy refuse a NUL as PostgreSQL does (it reached the database through them).
 * The routes behind the proxy are fuzzed in tests/int/fuzz-routes.int.test.ts.
 */
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import type { RouteTable } from '@/routing/route-table'
import { BAD_ESCAPES, BAD_HEADER_TEXT, spoiled } from '../tests/helpers/fuzz'

const table: RouteTable = {
  sites: [
    {
      key: 'se',
      primaryHost: 'se.localhost',
      hosts: ['se.localhost'],
      redirectHosts: ['www.se.localhost'],
      isDefault: true,
      locales: ['sv-SE', 'en-GB'],
      defaultLocale: 'sv-SE',
    },
    {
      key: 'no',
      primaryHost: 'no.localhost',
      hosts: ['no.localhost'],
      redirectHosts: [],
      isDefault: false,
      locales: ['nb-NO'],
      defaultLocale: 'nb-NO',
    },
  ],
  // Car pages ask the app for their redirect (a database lookup by path); everything else is a content page.
  routing: { se: { 'sv-SE': { carDetailBase: '/kop-bil', pages: [{ path: '/bilar', kind: 'car-list', id: 1 }] } } },
  redirectsVersion: '1',
}
vi.mock('@/routing/route-table', () => ({
  routeTable: async () => table,
  internalOrigin: () => 'http://127.0.0.1:3000',
}))
/** PostgreSQL's answer to a NUL in text, where the proxy's lookups take the path to the database. */
const likePostgres = (...texts: string[]) => {
  if (texts.some((text) => text.includes('\u0000'))) throw new Error('invalid byte sequence for encoding "UTF8": 0x00')
}
vi.mock('@/routing/redirects/proxy-table', () => ({ siteRedirects: async () => null }))
vi.mock('@/routing/redirect-client', () => ({
  lookupRedirect: async (...args: string[]) => (likePostgres(...args), null),
}))

const { proxy } = await import('./proxy')

const printable = (max: number) =>
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max })
const pathArb = fc.oneof(
  fc.constantFrom(
    '/',
    '/bilar/',
    '/en/',
    '/en-GB/x',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap-1.xml',
    '/sitemap-99999.xml',
    '//evil.example/x',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%',
    '/%E0%A4%A',
    '/a/../../b',
    '/\\evil',
    `/${'a'.repeat(3000)}`,
    '/constructor',
    '/__proto__/x',
    '/feaas-render',
    '//evil.example/x/',
    '/\\\\evil.example/',
    '/%2F%2Fevil.example/',
  ),
  fc.webPath(),
  fc.array(printable(20), { maxLength: 6 }).map((parts) => `/${parts.map((p) => p.replace(/[?#]/g, '')).join('/')}`),
  // A page address with bad bytes in one of its segments.
  fc
    .tuple(
      fc.constantFrom('/', '/kop-bil/', '/kop-bil/7/', '/sitemap-', '/en/', '/bilar/'),
      fc.constantFrom('', 'volvo', '1.xml'),
      fc.constantFrom(...BAD_ESCAPES),
    )
    .chain(([base, tail, bad]) => spoiled(tail, [bad]).map((s) => `${base}${s}`)),
)
/** A query string: printable text, or a parameter whose value has bad bytes in it. */
const queryArb = fc.oneof(
  { weight: 3, arbitrary: printable(40) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('keyphrase', 'car_fuel', 'page', 'site', 'locale', 'utm_source'),
        fc.constantFrom('', 'El', '2', 'se'),
      )
      .chain(([name, value]) => spoiled(value, BAD_ESCAPES).map((v) => `${name}=${v}`)),
  },
)
/** A header value as sent, now and then with bad bytes (as a header carries them) in it. */
const header = (usual: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: usual.chain((v) => spoiled(v, BAD_HEADER_TEXT)) })
const headerArb = fc.record(
  {
    host: header(
      fc.oneof(
        fc.constantFrom(
          'se.localhost',
          'se.localhost:3000',
          'www.se.localhost',
          'no.localhost',
          'evil.example',
          '[',
          '[::1]',
          'se.localhost:99999',
          'a b',
          '',
        ),
        printable(30),
      ),
    ),
    'x-forwarded-proto': header(
      fc.oneof(fc.constantFrom('http', 'https', 'javascript', '1', 'https,http', ''), printable(10)),
    ),
    'x-forwarded-host': header(fc.constantFrom('evil.example', '[', 'se.localhost')),
    'x-forwarded-for': header(fc.oneof(fc.ipV4(), printable(20))),
    cookie: header(fc.constantFrom('consent=1', 'payload-token=x.y.z', '')),
    accept: header(fc.constantFrom('text/html', '*/*')),
    'accept-language': header(fc.constantFrom('sv-SE,sv;q=0.9', 'en-GB')),
  },
  { requiredKeys: ['host'] },
)

describe('proxy robustness', () => {
  it('answers 3,000 hostile requests below 500, with Locations only on configured hosts', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, fc.option(queryArb, { nil: undefined }), headerArb, async (path, query, headers) => {
        let request: NextRequest
        try {
          request = new NextRequest(
            `http://127.0.0.1:3000${path}${query === undefined ? '' : `?${query.replace(/#/g, '')}`}`,
            { headers },
          )
        } catch {
          return // not a request a client can send (the URL or a header does not parse)
        }
        const response = await proxy(request)
        expect(response.status).toBeLessThan(500)
        const location = response.headers.get('location')
        // Absolute on a configured host, or a path on this one (never protocol-relative: `//evil.example`).
        if (location) expect(new URL(location, 'http://se.localhost').hostname).toMatch(/^(se|www\.se|no)\.localhost$/)
        const body = response.body ? await response.text() : ''
        expect(body).not.toMatch(/\n\s*at |node_modules|\/work\//)
        // The page a rewrite renders looks its path up in the database: PostgreSQL would refuse it with a NUL.
        const rewrite = response.headers.get('x-middleware-rewrite')
        if (rewrite)
          likePostgres(
            decodeURIComponent(new URL(rewrite).pathname),
            decodeURI(response.headers.get('x-middleware-request-x-content-path') ?? ''),
          )
      }),
      { numRuns: 3000 },
    )
  }, 120_000)
})
