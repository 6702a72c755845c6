import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let uk: Site

const TABLE = [
  'from,to,status,note',
  '/used/*,/buy-car/used-cars/:splat,,',
  '/old-offers,/buy-car/latest-offers,,',
  '/old-offers,/,,duplicate with another target',
  '/buy-car/latest-offers,/buy-car/latest-offers,,self',
  '/2019-campaign,/old-offers,,chain',
  '/bilar?vehicletype=PB,/buy-car/used-cars?car_vehicle_type=Personbil,301,conditional',
  '/careers/*,https://careers.example.com/jobs,,absolute',
].join('\n')

const modules = async () => ({
  ...(await import('@/routing/redirects/import')),
  ...(await import('@/routing/redirects/commands')),
  ...(await import('@/routing/redirects/store')),
})

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  uk = (await seedSites(payload)).uk
})
afterAll(async () => ctx?.teardown())

describe('redirect import (npm run redirects -- import)', () => {
  it('stores the linted table and reports self-redirects, duplicates, chains and unresolved targets', async () => {
    const { importSiteTable, formatImportResult, loadSiteRows } = await modules()
    const result = await importSiteTable(payload, uk, TABLE)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.unchanged).toBe(false)
    expect(result.report.map((f) => `${f.kind} ${f.from}`).sort()).toEqual([
      'chain-flattened /2019-campaign',
      'duplicate /old-offers',
      'self-redirect /buy-car/latest-offers',
      // No pages exist in this database: every internal target that is not another rule's source is reported.
      'unresolved-target /2019-campaign',
      'unresolved-target /bilar?vehicletype=PB',
      'unresolved-target /old-offers',
      'unresolved-target /used/*',
    ])
    expect(await loadSiteRows(payload, uk.id)).toEqual([
      { from: '/used/*', to: '/buy-car/used-cars/:splat', note: null },
      { from: '/old-offers', to: '/buy-car/latest-offers', note: null },
      { from: '/2019-campaign', to: '/buy-car/latest-offers', note: 'chain' },
      { from: '/bilar?vehicletype=PB', to: '/buy-car/used-cars?car_vehicle_type=Personbil', note: 'conditional' },
      { from: '/careers/*', to: 'https://careers.example.com/jobs', note: 'absolute' },
    ])
    expect(formatImportResult('uk', result).code).toBe(0)
  })

  it('changes nothing when the same table is imported again', async () => {
    const { importSiteTable, redirectsVersion } = await modules()
    const before = await redirectsVersion(payload.db.drizzle)
    const again = await importSiteTable(payload, uk, TABLE)
    expect(again.ok && again.unchanged).toBe(true)
    expect(await redirectsVersion(payload.db.drizzle)).toBe(before)
  })

  it('refuses a table with a loop or a malformed row, exits non-zero and keeps the stored table', async () => {
    const { importSiteTable, formatImportResult, redirectsVersion } = await modules()
    const before = await redirectsVersion(payload.db.drizzle)
    const loop = await importSiteTable(payload, uk, 'from,to,status,note\n/a,/b,,\n/b,/c,,\n/c,/a,,\n/fine,/,,\n')
    expect(loop).toMatchObject({ ok: false, reason: 'loops' })
    const printed = formatImportResult('uk', loop)
    expect(printed.code).toBe(1)
    expect(printed.text).toContain('redirect loop: /a → /b → /c → /a')
    const malformed = await importSiteTable(payload, uk, 'from,to,status,note\n/a,/b,302,\nnope,/,,\n')
    expect(malformed).toEqual({
      ok: false,
      reason: 'invalid-rows',
      errors: [
        { line: 2, message: 'status: status 302 is not allowed: every redirect is permanent (301)' },
        { line: 3, message: 'from: from must be a path starting with "/"' },
      ],
    })
    expect(formatImportResult('uk', malformed).code).toBe(1)
    expect(await redirectsVersion(payload.db.drizzle)).toBe(before)
  })
})

describe('redirect resolution (npm run redirects -- resolve)', () => {
  it('prints the status and the one-hop location, keeping unconsumed query parameters', async () => {
    const { runResolve } = await modules()
    expect(await runResolve(payload, uk, '/used/bmw/3-series?utm_source=mail')).toBe(
      '301 /buy-car/used-cars/bmw/3-series?utm_source=mail',
    )
    expect(await runResolve(payload, uk, '/2019-campaign/')).toBe('301 /buy-car/latest-offers')
    expect(await runResolve(payload, uk, '/BILAR?vehicletype=PB&gclid=x')).toBe(
      '301 /buy-car/used-cars?car_vehicle_type=Personbil&gclid=x',
    )
    expect(await runResolve(payload, uk, '/careers/anything')).toBe('301 https://careers.example.com/jobs')
    expect(await runResolve(payload, uk, '/buy-car')).toBe('none')
  })

  it('finds the site by key, stored name or host name', async () => {
    const { findSite } = await modules()
    for (const name of ['uk', 'Motor Group UK', 'uk.localhost', 'UK.localhost:3000'])
      expect((await findSite(payload, name))?.id).toBe(uk.id)
    expect((await findSite(payload, 'www.se.localhost'))?.key).toBe('se')
    expect(await findSite(payload, 'nowhere.example')).toBeUndefined()
  })
})

describe('redirects edited in the CMS', () => {
  it('validates a rule with the parser the import uses, naming the field', async () => {
    const refusal = async (data: { from: string; to: string; status?: number }) => {
      try {
        await payload.create({ collection: 'redirects', data: { site: uk.id, ...data } })
      } catch (error) {
        return (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors?.map(
          ({ path, message }) => ({ path, message }),
        )
      }
      throw new Error(`${data.from} → ${data.to} was accepted`)
    }
    expect(await refusal({ from: 'no-slash', to: '/' })).toEqual([
      { path: 'from', message: 'from must be a path starting with "/"' },
    ])
    expect(await refusal({ from: '/a/*/b', to: '/' })).toEqual([
      { path: 'from', message: 'a wildcard is only allowed as the last segment, as in /used/*' },
    ])
    expect(await refusal({ from: '/a', to: 'ftp://x' })).toEqual([
      { path: 'to', message: 'to must be a path starting with "/" or an http(s) URL' },
    ])
    expect((await refusal({ from: '/a', to: '/b', status: 302 }))?.map((e) => e.path)).toEqual(['status'])
    expect((await payload.count({ collection: 'redirects', where: { from: { equals: '/a' } } })).totalDocs).toBe(0)
  })

  it('appends a new rule to the table; a chain it forms is served as one hop, a loop it forms is not served', async () => {
    const { runResolve, loadSiteRows } = await modules()
    const created = await payload.create({
      collection: 'redirects',
      data: { site: uk.id, from: '/spring-sale', to: '/2019-campaign' },
    })
    expect(created.position).toBe(5)
    expect(created.status).toBe(301)
    expect((await loadSiteRows(payload, uk.id)).at(-1)?.from).toBe('/spring-sale')
    expect(await runResolve(payload, uk, '/spring-sale')).toBe('301 /buy-car/latest-offers')

    await payload.create({ collection: 'redirects', data: { site: uk.id, from: '/ping', to: '/pong' } })
    await payload.create({ collection: 'redirects', data: { site: uk.id, from: '/pong', to: '/ping' } })
    expect(await runResolve(payload, uk, '/ping')).toBe('none')
  })

  it('serves the linted tables and their version to the proxy, and to nobody else', async () => {
    const { redirectsVersion } = await modules()
    const { GET } = await import('@/app/api/platform/redirects/route')
    const { internalCallHeaders } = await import('@/platform/internal-call')
    const url = 'http://se.localhost/api/platform/redirects'
    // Every site's rules at once are for the proxy alone (src/platform/internal-call.ts).
    for (const headers of [{}, { 'x-internal-call': 'guess' }] as Record<string, string>[]) {
      const refused = await GET(new Request(url, { headers }))
      expect(refused.status).toBe(404)
      expect(await refused.text()).not.toContain('spring-sale')
    }
    const res = await GET(new Request(url, { headers: internalCallHeaders() }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { version: string; sites: Record<string, { from: string; to: string }[]> }
    expect(body.version).toBe(await redirectsVersion(payload.db.drizzle))
    expect(body.sites.uk).toContainEqual({ from: '/spring-sale', to: '/buy-car/latest-offers' })
    expect(body.sites.uk.some((r) => r.from === '/ping' || r.from === '/pong')).toBe(false)
  })
})
