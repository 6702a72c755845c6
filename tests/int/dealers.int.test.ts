import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let se: Site
let search: typeof import('@/features/search/search')
let q: typeof import('@/features/dealers/pages/queries')
let seDealers: { slug: string; site_id: string; website_sort_order?: number; site_departments?: { group: string }[] }[]

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData, toDealerSummary } = await import('@/demo/dealers/generate')
  const { generateCars } = await import('@/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  const sites = await seedSites(payload)
  se = sites.se
  const dealers = generateDealers()
  seDealers = dealers.filter((d) => d.siteKey === 'se')
  for (const dealer of dealers.filter((d) => d.siteKey === 'se' || d.siteKey === 'bb')) {
    await payload.create({ collection: 'dealer-sites', data: toDealerCreateData(dealer, sites[dealer.siteKey].id) })
  }
  await insertCarBatch(payload, generateCars({ count: 300, dealers: dealers.map(toDealerSummary) }))
  const home = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: { site: se.id, title: 'Hem', _status: 'published' },
  })
  await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: {
      site: se.id,
      title: 'Anläggningar',
      slug: 'anlaggningar',
      parent: home.id,
      layout: [{ blockType: 'dealerList', filters: ['city'] }],
      _status: 'published',
    },
  })
  search = await import('@/features/search/search')
  q = await import('@/features/dealers/pages/queries')
  await search.searchReady()
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('the site list (spec 1 §2, §7)', () => {
  it('makes the page holding the block a dealer-list route page', async () => {
    const { readRoutingTable } = await import('@/routing/table')
    const { loadSites } = await import('@/sites/resolve')
    const table = await readRoutingTable(payload, await loadSites())
    expect(table.se['sv-SE']!.pages).toContainEqual(
      expect.objectContaining({ path: '/anlaggningar', kind: 'dealer-list' }),
    )
    expect(await q.dealerListPath(se.id, 'sv-SE')).toBe('/anlaggningar')
  })

  it('lists every site of the market as cards sorted by website_sort_order, linking under the list path', async () => {
    const cards = await q.siteCards('se', '/anlaggningar')
    const expected = [...seDealers].sort((a, b) => (a.website_sort_order ?? 0) - (b.website_sort_order ?? 0))
    expect(cards.map((c) => c.slug)).toEqual(expected.map((d) => d.slug))
    expect(cards[0]!.href).toBe(`/anlaggningar/${expected[0]!.slug}`)
    expect(cards.every((c) => c.name && c.city && c.position)).toBe(true)
    // bb's sites are in their own index
    expect((await q.siteCards('bb', '/hitta-oss')).every((c) => !expected.some((d) => d.slug === c.slug))).toBe(true)
  })

  it('gives the workshop grid only sites with a workshop, 4 of them for the predefined query (spec 2 §2.2, §7.1)', async () => {
    const all = await q.workshopCards('se', '/anlaggningar', false)
    const withWorkshop = seDealers.filter((d) => d.site_departments?.some((x) => x.group === 'Workshop'))
    expect(all).toHaveLength(withWorkshop.length)
    expect(await q.workshopCards('se', '/anlaggningar', true)).toEqual(all.slice(0, 4))
  })
})

describe('a site page’s reads (spec 1 §7)', () => {
  it('finds a site by slug with its departments, and nothing for an unknown slug', async () => {
    const site = await q.siteBySlug('se', seDealers[0]!.slug)
    expect(site).toMatchObject({ site_id: seDealers[0]!.site_id, slug: seDealers[0]!.slug })
    expect(site!.site_departments!.length).toBeGreaterThan(0)
    expect(await q.siteBySlug('se', 'finns-inte')).toBeNull()
    expect(await q.siteBySlug('bb', seDealers[0]!.slug)).toBeNull()
  })

  it('reads the latest 12 cars of the site, newest first', async () => {
    const site = seDealers[0]!
    const cars = await q.siteCars('se', site.site_id)
    expect(cars.length).toBeGreaterThan(0)
    expect(cars.length).toBeLessThanOrEqual(12)
    expect(cars.every((c) => c.car_site_id === site.site_id)).toBe(true)
    const dates = cars.map((c) => String(c.car_publishdate))
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('answers 302 to the list for an unknown slug and renders a known one', async () => {
    const { routeRedirect } = await import('@/routing/redirect')
    const c = (await (await import('@/sites/context')).siteContext('se', 'sv-SE'))!
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/anlaggningar' } },
      locale: 'sv-SE',
      limit: 1,
    })
    expect(await routeRedirect(c, { kind: 'dealer-detail', page: docs[0]!.id, slug: 'finns-inte' })).toEqual({
      status: 302,
      path: '/anlaggningar',
    })
    expect(await routeRedirect(c, { kind: 'dealer-detail', page: docs[0]!.id, slug: seDealers[0]!.slug })).toBeNull()
  })
})
