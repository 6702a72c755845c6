/**
 * Robustness suite, the proxy's part (issue 18): every page request passes src/proxy.ts first, so
 * 3,000 property-based requests with hostile paths, hosts and forwarded headers must each get an
 * answer below 500 that repeats nothing of the request but a site's own configured host.
 * The routes behind the proxy are fuzzed in tests/int/fuzz-routes.int.test.ts.
 */
import fc from 'fast-check'
import { NextRequest } from 'next/server'
import { describe, expect, it, vi } from 'vitest'
import type { RouteTable } from '@/routing/route-table'

const table: RouteTable = {
  sites: [
    { key: 'se', primaryHost: 'se.localhost', hosts: ['se.localhost'], redirectHosts: ['www.se.localhost'], isDefault: true, locales: ['sv-SE', 'en-GB'], defaultLocale: 'sv-SE' },
    { key: 'no', primaryHost: 'no.localhost', hosts: ['no.localhost'], redirectHosts: [], isDefault: false, locales: ['nb-NO'], defaultLocale: 'nb-NO' },
  ],
  routing: {},
  redirectsVersion: '1',
}
vi.mock('@/routing/route-table', () => ({ routeTable: async () => table, internalOrigin: () => 'http://127.0.0.1:3000' }))
vi.mock('@/redirects/proxy-table', () => ({ siteRedirects: async () => null }))
vi.mock('@/routing/redirect-client', () => ({ lookupRedirect: async () => null }))

const { proxy } = await import('./proxy')

const printable = (max: number) => fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max })
const pathArb = fc.oneof(
  fc.constantFrom('/', '/bilar/', '/en/', '/en-GB/x', '/robots.txt', '/sitemap.xml', '/sitemap-1.xml', '/sitemap-99999.xml', '//evil.example/x', '/%2e%2e/%2e%2e/etc/passwd', '/%', '/%E0%A4%A', '/a/../../b', '/\\evil', `/${'a'.repeat(3000)}`, '/constructor', '/__proto__/x', '/feaas-render', '//evil.example/x/', '/\\\\evil.example/', '/%2F%2Fevil.example/'),
  fc.webPath(),
  fc.array(printable(20), { maxLength: 6 }).map((parts) => `/${parts.map((p) => p.replace(/[?#]/g, '')).join('/')}`),
)
const headerArb = fc.record(
  {
    host: fc.oneof(fc.constantFrom('se.localhost', 'se.localhost:3000', 'www.se.localhost', 'no.localhost', 'evil.example', '[', '[::1]', 'se.localhost:99999', 'a b', ''), printable(30)),
    'x-forwarded-proto': fc.oneof(fc.constantFrom('http', 'https', 'javascript', '1', 'https,http', ''), printable(10)),
    'x-forwarded-host': fc.constantFrom('evil.example', '[', 'se.localhost'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), printable(20)),
  },
  { requiredKeys: ['host'] },
)

describe('proxy robustness (issue 18)', () => {
  it('answers 3,000 hostile requests below 500, with Locations only on configured hosts', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb, fc.option(printable(40), { nil: undefined }), headerArb, async (path, query, headers) => {
        let request: NextRequest
        try {
          request = new NextRequest(`http://127.0.0.1:3000${path}${query === undefined ? '' : `?${query.replace(/#/g, '')}`}`, { headers })
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
      }),
      { numRuns: 3000 },
    )
  }, 120_000)
})
