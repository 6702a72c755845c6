/**
 * Editors' changes reach the rendered pages of every app instance. Instance A is this test's
 * Payload (it writes through the local API, as an editor's instance does); instance B is a second
 * render store with its own invalidation subscriber and search service over the same database, as a
 * second app process has. B's pages carry the tags their render declared; a change must drop exactly
 * the affected ones within the functional deadline of 2 s (polled, never timed).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'
import type { Site } from '@/payload-types'
import type { InvalidationSubscriber } from '@/platform/invalidation'
import type { SearchService } from '@/features/search/service'
import { createRenderStore, type RenderStore } from '@/platform/render-cache/store'
import { renderTags } from '@/platform/render-cache/tags'

const PUBLISH_DEADLINE_MS = 2_000
const postgres = process.env.TEST_DB === 'postgres'
let ctx: TestPayload
let payload: Payload
let se: Site
let uk: Site
let b: { store: RenderStore; subscriber: InvalidationSubscriber; search: SearchService }

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  ;({ se, uk } = await seedSites(payload))
  const { generateDealers, toDealerSummary } = await import('../../src/demo/dealers/generate')
  const { generateCars } = await import('../../src/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  await insertCarBatch(payload, generateCars({ count: 40, dealers: generateDealers().map(toDealerSummary) }))
  const { subscribeInvalidations } = await import('@/platform/invalidation')
  const { SearchService } = await import('@/features/search/service')
  const store = createRenderStore()
  const invalidate = (tags: string[]) => void store.invalidate(tags)
  // On PostgreSQL only NOTIFY can meet the deadline (the poll is an hour away); PGlite forwards none, so it polls.
  const pollMs = postgres ? 3_600_000 : 200
  const subscriber = await subscribeInvalidations({
    payload,
    connectionString: ctx.databaseUrl,
    pollMs,
    listen: true,
    clearTags: invalidate,
    log: () => {},
  })
  const search = new SearchService({
    payload: async () => payload,
    connectionString: ctx.databaseUrl,
    listen: true,
    pollMs,
    invalidateRendered: invalidate,
  })
  await search.ready()
  b = { store, subscriber, search }
})
afterAll(async () => {
  await b?.subscriber.stop()
  await b?.search.stop()
  await ctx?.teardown()
})

/** Instance B renders a page: stored under the tags its reads declared. */
const rendered = (key: string, ...tags: string[]) =>
  expect(
    b.store.set(key, { body: Buffer.from(key), headers: {}, tags, scriptHashes: [], etag: '' }, b.store.begin()),
  ).toBe(true)
const cached = (key: string) => b.store.get(key) !== null
const dropped = (key: string) =>
  expect.poll(() => cached(key), { timeout: PUBLISH_DEADLINE_MS, interval: 20 }).toBe(false)

describe('render cache invalidation across instances', () => {
  it('a page edit drops that page in the other instance, and no other page', async () => {
    const about = await payload.create({
      collection: 'pages',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Om oss', slug: 'om-oss', _status: 'published' },
    })
    const contact = await payload.create({
      collection: 'pages',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Kontakt', slug: 'kontakt', _status: 'published' },
    })
    await b.subscriber.sync()
    rendered('se/om-oss', renderTags.site(se.id), renderTags.page(about.id))
    rendered('se/kontakt', renderTags.site(se.id), renderTags.page(contact.id))
    rendered('uk/about', renderTags.site(uk.id))
    await payload.update({ collection: 'pages', id: about.id, locale: 'sv-SE', data: { layout: [] } })
    await dropped('se/om-oss')
    expect(cached('se/kontakt')).toBe(true)
    expect(cached('uk/about')).toBe(true)
  })

  it("a page's new title (shown in menus and breadcrumbs) drops its site's pages, not another site's", async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Finansiering', slug: 'finansiering', _status: 'published' },
    })
    await b.subscriber.sync()
    rendered('se/kontakt', renderTags.site(se.id))
    rendered('uk/about', renderTags.site(uk.id))
    await payload.update({ collection: 'pages', id: page.id, locale: 'sv-SE', data: { title: 'Billån' } })
    await dropped('se/kontakt')
    expect(cached('uk/about')).toBe(true)
  })

  it("a navigation edit drops its site's pages in the other instance", async () => {
    const navigation = await payload.create({
      collection: 'navigations',
      locale: 'sv-SE',
      data: { site: se.id, items: [{ name: 'Köp bil', path: '/kop-bil' }] } as never,
    })
    await b.subscriber.sync()
    rendered('se/home', renderTags.site(se.id))
    rendered('uk/home', renderTags.site(uk.id))
    await payload.update({
      collection: 'navigations',
      id: navigation.id,
      locale: 'sv-SE',
      data: { items: [{ name: 'Begagnade bilar', path: '/kop-bil' }] } as never,
    })
    await dropped('se/home')
    expect(cached('uk/home')).toBe(true)
  })

  it("a car edit drops that car's page and the car lists, not another car's page", async () => {
    const { docs } = await payload.find({ collection: 'cars', limit: 2, depth: 0, sort: 'car_id' })
    const [car, other] = docs as unknown as Array<{ id: number; car_id: string }>
    rendered('car', renderTags.car(car.car_id), renderTags.carDetails)
    rendered('other car', renderTags.car(other.car_id), renderTags.carDetails)
    rendered('car list', renderTags.site(se.id), renderTags.cars)
    rendered('about', renderTags.site(se.id))
    await payload.update({ collection: 'cars', id: car.id, data: { car_price: 123_456 } })
    await dropped('car')
    await dropped('car list')
    expect(cached('other car')).toBe(true)
    expect(cached('about')).toBe(true)
  })

  it("a story's publish drops its site's pages that show stories, not another site's or a page without them", async () => {
    const story = await payload.create({
      collection: 'stories',
      locale: 'sv-SE',
      data: {
        site: se.id,
        name: 'nyhet',
        slug: 'nyhet',
        title: 'Nyhet',
        date: '2026-11-01',
        _status: 'draft',
      } as never,
    })
    await b.subscriber.sync()
    rendered('se/home with a teaser', renderTags.site(se.id), renderTags.stories(se.id))
    rendered('se/about', renderTags.site(se.id))
    rendered('uk/news', renderTags.site(uk.id), renderTags.stories(uk.id))
    await payload.update({
      collection: 'stories',
      id: story.id,
      locale: 'sv-SE',
      data: { _status: 'published' } as never,
    })
    await dropped('se/home with a teaser')
    expect(cached('se/about')).toBe(true)
    expect(cached('uk/news')).toBe(true)
    // A tag's new name shows on the site's story pages too.
    const tag = await payload.create({
      collection: 'tags',
      locale: 'sv-SE',
      data: { site: se.id, key: 'elbil', value: 'Elbil' } as never,
    })
    await b.subscriber.sync()
    rendered('se/news', renderTags.stories(se.id))
    await payload.update({ collection: 'tags', id: tag.id, locale: 'sv-SE', data: { value: 'Elbilar' } as never })
    await dropped('se/news')
  })

  it('a marketing form edit drops the pages that show it, and no other', async () => {
    const form = await payload.create({
      collection: 'marketing-forms',
      locale: 'sv-SE',
      data: {
        site: se.id,
        title: 'Provkörning',
        fields: [{ name: 'email', label: 'E-post', type: 'email', required: true }],
      } as never,
    })
    await b.subscriber.sync()
    rendered('se/kampanj', renderTags.site(se.id), renderTags.form(form.id))
    rendered('se/about', renderTags.site(se.id))
    await payload.update({
      collection: 'marketing-forms',
      id: form.id,
      locale: 'sv-SE',
      data: { title: 'Boka provkörning' } as never,
    })
    await dropped('se/kampanj')
    expect(cached('se/about')).toBe(true)
  })

  it('a site settings change drops every page', async () => {
    rendered('se/a', renderTags.site(se.id))
    rendered('car', renderTags.car('x'))
    await payload.update({ collection: 'sites', id: se.id, locale: 'sv-SE', data: { gtmID: 'GTM-RENDER1' } })
    await dropped('se/a')
    await dropped('car')
  })
})
