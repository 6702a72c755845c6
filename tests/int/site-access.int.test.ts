/**
 * Roles and per-site access, enforced in the database queries: a site editor reads, writes and
 * publishes only their sites' documents in every site-scoped collection, reaches no user but themselves and
 * none of the group's platform data; a group admin reaches everything; anonymous visitors keep the public
 * rules. Checked through the local API (`overrideAccess: false`, as REST and the admin call it) and over HTTP
 * through the REST route handler behind its gate.
 */
import type { CollectionSlug, Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site, User } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let sites: Record<string, Site>
let admin: User
let seEditor: User
let ukEditor: User
let twoSites: User
const tokens: Record<string, string> = {}

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH'
let route: Record<Method, (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>>

/** A REST call as Next.js makes it, signed in as `who`. */
async function rest(who: string, path: string, init: RequestInit = {}) {
  const url = new URL(path, 'http://se.localhost')
  const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
  const headers = new Headers(init.headers)
  headers.set('authorization', `JWT ${tokens[who]}`)
  if (init.body && !(init.body instanceof FormData) && !headers.has('content-type'))
    headers.set('content-type', 'application/json')
  return route[(init.method ?? 'GET') as Method](new Request(url, { ...init, headers }), {
    params: Promise.resolve({ slug }),
  })
}

/** Site-scoped documents made for each test site: the data a collection needs, for a site. */
type Fixture = {
  slug: CollectionSlug
  field: string
  data: (site: Site, n: string) => Record<string, unknown>
  editorsCreate?: boolean
}
const FIXTURES: Fixture[] = [
  {
    slug: 'pages',
    field: 'site',
    data: (site, n) => ({ site: site.id, title: `Page ${n}`, slug: `page-${n}`, _status: 'published' }),
  },
  {
    slug: 'stories',
    field: 'site',
    data: (site, n) => ({
      site: site.id,
      name: `Story ${n}`,
      slug: `story-${n}`,
      title: `Story ${n}`,
      date: '2026-01-02T12:00:00.000Z',
      _status: 'published',
    }),
  },
  { slug: 'tags', field: 'site', data: (site, n) => ({ site: site.id, key: `tag-${n}`, value: `Tag ${n}` }) },
  {
    slug: 'dictionary-entries',
    field: 'site',
    data: (site, n) => ({ site: site.id, key: `ui.test${n.replace(/\W/g, '')}`, value: `Value ${n}` }),
  },
  {
    slug: 'site-messages',
    field: 'site',
    data: (site, n) => ({ site: site.id, title: `Message ${n}`, text: 'Text', type: 'Neutral' }),
  },
  { slug: 'redirects', field: 'site', data: (site, n) => ({ site: site.id, from: `/old-${n}`, to: `/new-${n}` }) },
  {
    slug: 'marketing-forms',
    field: 'site',
    data: (site, n) => ({
      site: site.id,
      title: `Form ${n}`,
      fields: [{ name: 'firstName', label: 'First name', type: 'text' }],
    }),
  },
  {
    slug: 'leads',
    field: 'site',
    editorsCreate: false,
    data: (site, n) => ({
      site: site.id,
      formName: 'contact',
      formSubmissionId: `submission-${n.replace(/\W/g, '')}`,
      summary: `Lead ${n}`,
      values: {},
      recipients: [],
    }),
  },
]

const ids: Record<string, Record<string, number>> = {}
const siteOf = (doc: unknown, field: string) => {
  const value = (doc as Record<string, unknown>)[field]
  return value && typeof value === 'object' ? (value as { id: number }).id : value
}
const as = (user: User) => ({ user, overrideAccess: false as const })

beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '0'
  ctx = await bootPayload()
  payload = ctx.payload
  route = (await import('@/app/(payload)/api/cms/[...slug]/route')) as unknown as typeof route
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData, toDealerSummary } = await import('../../src/demo/dealers/generate')
  const { generateCars } = await import('../../src/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  sites = await seedSites(payload)
  const generated = generateDealers().filter((d) => d.siteKey === 'se' || d.siteKey === 'uk')
  const dealers = []
  for (const dealer of generated)
    dealers.push(
      await payload.create({ collection: 'dealer-sites', data: toDealerCreateData(dealer, sites[dealer.siteKey].id) }),
    )
  await insertCarBatch(payload, generateCars({ count: 60, dealers: generated.map(toDealerSummary) }))
  await (await import('@/demo/seed/finance')).seedFinance(payload, sites, dealers)
  await (await import('@/demo/seed/booking')).seedBooking(payload)
  await (await import('@/demo/seed/tyre-hotel')).seedTyreHotel(payload)

  const user = (email: string, data: Record<string, unknown>) =>
    payload.create({ collection: 'users', data: { email, password: 'correct horse battery', ...data } as never })
  admin = await user('admin@example.com', { role: 'admin' })
  seEditor = await user('se@example.com', { role: 'editor', sites: [{ site: sites.se.id }] })
  ukEditor = await user('uk@example.com', { role: 'editor', sites: [{ site: sites.uk.id }] })
  twoSites = await user('two@example.com', { role: 'editor', sites: [{ site: sites.se.id }, { site: sites.no.id }] })
  for (const [who, email] of [
    ['admin', 'admin@example.com'],
    ['se', 'se@example.com'],
    ['uk', 'uk@example.com'],
  ]) {
    tokens[who] = (
      await payload.login({ collection: 'users', data: { email, password: 'correct horse battery' } })
    ).token!
  }
  for (const fixture of FIXTURES) {
    ids[fixture.slug] = {}
    for (const key of ['se', 'uk'])
      ids[fixture.slug][key] = (
        await payload.create({ collection: fixture.slug, data: fixture.data(sites[key], `${key}-fixture`) as never })
      ).id as number
  }
  for (const key of ['se', 'uk']) {
    const created = await payload.create({
      collection: 'navigations',
      data: { site: sites[key].id, title: `Nav ${key}` },
    })
    const footer = await payload.create({
      collection: 'footers',
      data: { site: sites[key].id, title: `Footer ${key}` },
    })
    ;(ids.navigations ??= {})[key] = created.id
    ;(ids.footers ??= {})[key] = footer.id
  }
}, 600_000)

afterAll(async () => {
  await ctx?.teardown()
})

const SITE_COLLECTIONS = [...FIXTURES.map((f) => f.slug), 'navigations', 'footers'] as CollectionSlug[]

describe('site-scoped collections (the multi-tenant plugin)', () => {
  it.each(SITE_COLLECTIONS)('%s: a site editor lists only their site, a group admin every site', async (slug) => {
    const mine = await payload.find({ collection: slug, ...as(seEditor), limit: 100, depth: 0, draft: true })
    expect(mine.docs.length).toBeGreaterThan(0)
    expect(new Set(mine.docs.map((d) => siteOf(d, 'site')))).toEqual(new Set([sites.se.id]))
    const all = await payload.find({
      collection: slug,
      ...as(admin),
      limit: 100,
      depth: 0,
      where: { id: { in: Object.values(ids[slug]) } },
    })
    expect(all.docs.map((d) => d.id).sort()).toEqual(Object.values(ids[slug]).sort())
    // An editor of two sites reaches both, and only those.
    const two = await payload.find({ collection: slug, ...as(twoSites), limit: 100, depth: 0 })
    expect(two.docs.every((d) => [sites.se.id, sites.no.id].includes(siteOf(d, 'site') as number))).toBe(true)
  })

  it.each(SITE_COLLECTIONS)(
    "%s: another site's document is refused by id, for reading, changing and deleting",
    async (slug) => {
      const other = ids[slug].uk
      await expect(payload.findByID({ collection: slug, id: other, ...as(seEditor) })).rejects.toThrow()
      await expect(
        payload.update({ collection: slug, id: other, data: {} as never, ...as(seEditor) }),
      ).rejects.toThrow()
      await expect(payload.delete({ collection: slug, id: other, ...as(seEditor) })).rejects.toThrow()
      expect((await payload.findByID({ collection: slug, id: other, ...as(ukEditor), depth: 0 })).id).toBe(other)
    },
  )

  it.each(FIXTURES.filter((f) => f.editorsCreate !== false))(
    '$slug: a site editor creates in their site only, and cannot move a document to another site',
    async ({ slug, data }) => {
      // A page written in one of the se site's two languages is a draft until written in both (publish checks).
      const own = await payload.create({
        collection: slug,
        data: data(sites.se, 'se-by-editor') as never,
        ...(slug === 'pages' ? { draft: true } : {}),
        ...as(seEditor),
      })
      expect(siteOf(own, 'site')).toBe(sites.se.id)
      await expect(
        payload.create({ collection: slug, data: data(sites.uk, 'uk-by-se-editor') as never, ...as(seEditor) }),
      ).rejects.toThrow()
      await expect(
        payload.update({ collection: slug, id: own.id, data: { site: sites.uk.id } as never, ...as(seEditor) }),
      ).rejects.toThrow()
      expect(siteOf(await payload.findByID({ collection: slug, id: own.id, depth: 0 }), 'site')).toBe(sites.se.id)
    },
  )

  it('a site editor publishes a page of their site, and its drafts and versions stay theirs', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { site: sites.se.id, title: 'Draft', slug: 'draft-by-editor', _status: 'draft' },
      draft: true,
      ...as(seEditor),
    })
    await payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'en-GB',
      data: { title: 'Draft', _status: 'draft' },
      draft: true,
      ...as(seEditor),
    })
    const published = await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'published' },
      ...as(seEditor),
    })
    expect(published._status).toBe('published')
    const versions = await payload.findVersions({ collection: 'pages', ...as(seEditor), limit: 100, depth: 0 })
    expect(versions.docs.length).toBeGreaterThan(0)
    expect(versions.docs.every((v) => siteOf(v.version, 'site') === sites.se.id)).toBe(true)
    const ukVersions = await payload.findVersions({ collection: 'pages', ...as(ukEditor), limit: 100, depth: 0 })
    expect(ukVersions.docs.some((v) => siteOf(v.version, 'site') === sites.se.id)).toBe(false)
  })

  it('a new page autosaved before its slug is typed has no path yet, beside the home page', async () => {
    await payload.create({
      collection: 'pages',
      data: { site: sites.no.id, title: 'Hjem', _status: 'published' },
      locale: 'nb-NO',
    })
    const draft = await payload.create({
      collection: 'pages',
      data: { site: sites.no.id, title: 'Ny side', _status: 'draft' },
      locale: 'nb-NO',
      draft: true,
      ...as(admin),
    })
    expect(draft.path).toBeNull()
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { title: 'New page', _status: 'draft' },
      locale: 'en-GB',
      draft: true,
      ...as(admin),
    })
    const named = await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { slug: 'ny-side', _status: 'published' },
      locale: 'nb-NO',
      ...as(admin),
    })
    expect(named.path).toBe('/ny-side')
  })

  it('anonymous visitors keep the public rules: published pages of every site, no drafts', async () => {
    const visible = await payload.find({
      collection: 'pages',
      overrideAccess: false,
      limit: 100,
      depth: 0,
      where: { id: { in: Object.values(ids.pages) } },
    })
    expect(visible.docs).toHaveLength(2)
    const nav = await payload.find({ collection: 'navigations', overrideAccess: false, limit: 10, depth: 0 })
    expect(nav.docs.length).toBeGreaterThanOrEqual(2)
    await expect(payload.find({ collection: 'redirects', overrideAccess: false })).rejects.toThrow()
  })
})

/** Collections outside the plugin, scoped by their own field (src/cms/site-scopes.ts). */
const scopedBy = async (slug: CollectionSlug, field: string, seValue: unknown, where: Where = {}) => {
  const mine = await payload.find({ collection: slug, ...as(seEditor), limit: 100, depth: 0, where })
  const all = await payload.find({ collection: slug, ...as(admin), limit: 100, depth: 0, where })
  return {
    mine: mine.docs as unknown as Record<string, unknown>[],
    all: all.docs as unknown as Record<string, unknown>[],
    seValue,
    field,
  }
}

describe('collections scoped through another field', () => {
  it('dealer sites by their website; cars and car media by the site market', async () => {
    const dealers = await scopedBy('dealer-sites', 'website', sites.se.id)
    expect(dealers.mine.length).toBeGreaterThan(0)
    expect(dealers.mine.every((d) => siteOf(d, 'website') === sites.se.id)).toBe(true)
    expect(dealers.all.some((d) => siteOf(d, 'website') === sites.uk.id)).toBe(true)
    const cars = await scopedBy('cars', 'index', 'se')
    expect(cars.mine.length).toBeGreaterThan(0)
    expect(cars.mine.every((c) => c.index === 'se')).toBe(true)
    expect(cars.all.some((c) => c.index === 'uk')).toBe(true)
    const ukCar = cars.all.find((c) => c.index === 'uk')!
    await expect(payload.findByID({ collection: 'cars', id: ukCar.id as number, ...as(seEditor) })).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'cars',
        id: ukCar.id as number,
        data: { car_model_text: 'hijacked' },
        ...as(seEditor),
      }),
    ).rejects.toThrow()
    const seCar = cars.mine[0]
    await expect(
      payload.update({ collection: 'cars', id: seCar.id as number, data: { index: 'uk' }, ...as(seEditor) }),
    ).rejects.toThrow()
    const media = await payload.create({
      collection: 'car-media',
      data: { index: 'se', regNo: 'ACC123' },
      ...as(seEditor),
    })
    await expect(
      payload.create({ collection: 'car-media', data: { index: 'uk', regNo: 'ACC124' }, ...as(seEditor) }),
    ).rejects.toThrow()
    expect((await payload.find({ collection: 'car-media', ...as(ukEditor) })).docs.some((d) => d.id === media.id)).toBe(
      false,
    )
  })

  it('UK finance products and quotations by their dealer', async () => {
    const products = await payload.find({ collection: 'finance-products', ...as(ukEditor), limit: 100, depth: 1 })
    expect(products.docs.length).toBeGreaterThan(0)
    expect(
      products.docs.every((p) => typeof p.dealer === 'object' && siteOf(p.dealer, 'website') === sites.uk.id),
    ).toBe(true)
    expect((await payload.find({ collection: 'finance-products', ...as(seEditor) })).docs).toHaveLength(0)
    const product = products.docs[0]
    const quote = await payload.create({
      collection: 'finance-quotes',
      data: {
        quoteReference: 'Q-ACCESS-1',
        dealer: product.dealer,
        product: product.id,
        productType: product.type,
        vehicle: { vin: 'WBA00000000000001', mileage: 1000, cashPrice: 20000 },
        figures: {},
        termsAndConditions: 'Terms',
      } as never,
    })
    expect((await payload.find({ collection: 'finance-quotes', ...as(ukEditor) })).docs.map((q) => q.id)).toContain(
      quote.id,
    )
    await expect(payload.findByID({ collection: 'finance-quotes', id: quote.id, ...as(seEditor) })).rejects.toThrow()
  })

  it('workshop departments by their dealer site; the catalogue is read by every editor, changed by group admins', async () => {
    const departments = await payload.find({
      collection: 'workshop-departments',
      ...as(seEditor),
      limit: 100,
      depth: 1,
    })
    expect(departments.docs.length).toBeGreaterThan(0)
    expect(
      departments.docs.every(
        (d) => d.dealerSite && typeof d.dealerSite === 'object' && siteOf(d.dealerSite, 'website') === sites.se.id,
      ),
    ).toBe(true)
    const standAlone = await payload.find({
      collection: 'workshop-departments',
      ...as(admin),
      where: { dealerSite: { exists: false } },
      limit: 1,
    })
    expect(standAlone.docs.length).toBe(1)
    await expect(
      payload.findByID({ collection: 'workshop-departments', id: standAlone.docs[0].id, ...as(seEditor) }),
    ).rejects.toThrow()
    expect((await payload.find({ collection: 'workshop-departments', ...as(ukEditor) })).docs).toHaveLength(0)
    const offerings = await payload.find({ collection: 'workshop-offerings', ...as(seEditor), limit: 1 })
    expect(offerings.docs).toHaveLength(1)
    await expect(
      payload.update({
        collection: 'workshop-offerings',
        id: offerings.docs[0].id,
        data: { name: 'Renamed' },
        ...as(seEditor),
      }),
    ).rejects.toThrow()
    await payload.update({
      collection: 'workshop-offerings',
      id: offerings.docs[0].id,
      data: { name: offerings.docs[0].name },
      ...as(admin),
    })
  })

  it('service bookings by their department', async () => {
    const department = (await payload.find({ collection: 'workshop-departments', ...as(seEditor), limit: 1 })).docs[0]
    const booking = await payload.create({
      collection: 'workshop-bookings',
      data: {
        reference: 'ACCESS-1',
        summary: 'Access test',
        status: 'confirmed',
        department: department.id,
        timeSlot: '2030-01-02T10:00',
        startsAt: '2030-01-02T09:00:00.000Z',
        endsAt: '2030-01-02T10:00:00.000Z',
        registrationNumber: 'ABC123',
        customer: { firstName: 'A', lastName: 'B', phone: '0701740605', email: 'a@example.com' },
        services: [],
        reservationRef: 'access-test',
        idempotencyKey: 'access-test-key',
        requestHash: 'x',
      },
    })
    expect((await payload.find({ collection: 'workshop-bookings', ...as(seEditor) })).docs.map((b) => b.id)).toContain(
      booking.id,
    )
    // A site without workshops (uk) reaches no bookings at all: the collection is not theirs.
    await expect(payload.find({ collection: 'workshop-bookings', ...as(ukEditor) })).rejects.toThrow('not allowed')
  })
})

describe('group data: users and the platform', () => {
  it('a site editor reaches their own account only, and cannot change their role or sites', async () => {
    const users = await payload.find({ collection: 'users', ...as(seEditor) })
    expect(users.docs.map((u) => u.id)).toEqual([seEditor.id])
    await expect(payload.findByID({ collection: 'users', id: ukEditor.id, ...as(seEditor) })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'new@example.com', password: 'correct horse battery', role: 'editor' },
        ...as(seEditor),
      }),
    ).rejects.toThrow()
    const self = await payload.update({
      collection: 'users',
      id: seEditor.id,
      data: { name: 'Renamed', role: 'admin', sites: [{ site: sites.uk.id }] },
      ...as(seEditor),
    })
    expect(self.name).toBe('Renamed')
    expect(self.role).toBe('editor')
    expect(self.sites?.map((s) => (typeof s.site === 'object' ? s.site.id : s.site))).toEqual([sites.se.id])
    expect((await payload.find({ collection: 'users', ...as(admin), limit: 10 })).totalDocs).toBe(4)
  })

  it.each([
    'outbox',
    'sms-outbox',
    'mail-outbox',
    'crm-leads',
    'vehicle-registry',
    'tirehotel-stations',
    'tirehotel-agreements',
    'tirehotel-bookings',
    'tirehotel-reviews',
  ] as CollectionSlug[])('%s: group admins only', async (slug) => {
    await expect(payload.find({ collection: slug, ...as(seEditor) })).rejects.toThrow()
    await expect(payload.find({ collection: slug, ...as(admin) })).resolves.toBeTruthy()
  })

  it('sites: an editor changes their own site settings but not its hosts, nor another site, nor adds one', async () => {
    const own = await payload.update({
      collection: 'sites',
      id: sites.se.id,
      data: { gtmID: 'GTM-EDITOR1', hostnames: [{ hostname: 'evil.example' }] },
      ...as(seEditor),
    })
    expect(own.gtmID).toBe('GTM-EDITOR1')
    expect(own.hostnames.map((h) => h.hostname)).not.toContain('evil.example')
    await expect(
      payload.update({ collection: 'sites', id: sites.uk.id, data: { gtmID: 'GTM-EDITOR2' }, ...as(seEditor) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'sites', id: sites.uk.id, ...as(seEditor) })).rejects.toThrow()
    expect((await payload.find({ collection: 'sites', ...as(seEditor) })).docs.map((s) => s.key)).toEqual(['se'])
    expect((await payload.find({ collection: 'sites', overrideAccess: false })).totalDocs).toBe(6)
  })
})

// A site editor replaced another site's file (PATCH with a new file): it was gone from that site's pages.
describe('media: a file belongs to the site that uploaded it, or to the group', () => {
  const png = async (colour: string) => {
    const sharp = (await import('sharp')).default
    return new Uint8Array(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    )
  }
  const form = async (data: Record<string, unknown>, file?: { name: string; colour: string }) => {
    const body = new FormData()
    if (file) body.set('file', new Blob([await png(file.colour)], { type: 'image/png' }), file.name)
    body.set('_payload', JSON.stringify(data))
    return body
  }
  const upload = async (who: string, name: string, data: Record<string, unknown> = {}) =>
    rest(who, '/api/cms/media?locale=sv-SE', {
      method: 'POST',
      body: await form({ alt: name, ...data }, { name: `${name}.png`, colour: '#123456' }),
    })
  const uploaded = async (who: string, name: string) => {
    const response = await upload(who, name)
    expect(response.status, name).toBe(201)
    return ((await response.json()) as { doc: { id: number; filename: string; site: number | { id: number } | null } })
      .doc
  }

  it("takes the uploader's site (a group admin's upload is the group's), and an editor uploads into their sites only", async () => {
    expect(siteOf(await uploaded('se', 'by-se-editor'), 'site')).toBe(sites.se.id)
    expect(siteOf(await uploaded('admin', 'by-group-admin'), 'site') ?? null).toBeNull()
    expect([400, 403]).toContain((await upload('se', 'se-into-uk', { site: sites.uk.id })).status)
    expect([400, 403]).toContain((await upload('se', 'se-into-group', { site: null })).status)
    expect(
      (await payload.count({ collection: 'media', where: { alt: { in: ['se-into-uk', 'se-into-group'] } } })).totalDocs,
    ).toBe(0)
  })

  it("refuses another site's editor replacing, changing or deleting a file, and keeps the file", async () => {
    const own = await uploaded('se', 'se-logo')
    const { MEDIA_DIR } = await import('@/features/media/collection')
    const fs = await import('node:fs')
    const before = fs.readFileSync(`${MEDIA_DIR}/${own.filename}`)
    const replace = await rest('uk', `/api/cms/media/${own.id}`, {
      method: 'PATCH',
      body: await form({}, { name: 'replaced.png', colour: '#ff0000' }),
    })
    expect([403, 404]).toContain(replace.status)
    expect([403, 404]).toContain(
      (
        await rest('uk', `/api/cms/media/${own.id}?locale=sv-SE`, {
          method: 'PATCH',
          body: JSON.stringify({ alt: 'hijacked' }),
        })
      ).status,
    )
    expect([403, 404]).toContain((await rest('uk', `/api/cms/media/${own.id}`, { method: 'DELETE' })).status)
    const after = await payload.findByID({ collection: 'media', id: own.id, locale: 'sv-SE' })
    expect(after).toMatchObject({ filename: own.filename, alt: 'se-logo' })
    expect(fs.readFileSync(`${MEDIA_DIR}/${own.filename}`).equals(before)).toBe(true)
    await expect(
      payload.update({ collection: 'media', id: own.id, data: { alt: 'hijacked' }, ...as(ukEditor) }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'media', id: own.id, ...as(ukEditor) })).rejects.toThrow()
    // Reading stays public: the other site's editor and anonymous visitors see it and its file.
    expect((await rest('uk', `/api/cms/media/${own.id}`)).status).toBe(200)
    expect((await payload.findByID({ collection: 'media', id: own.id, overrideAccess: false })).id).toBe(own.id)
  })

  it("lets a site's editor replace, change and delete their site's files but not the group's, nor move one out of their sites", async () => {
    const own = await uploaded('se', 'se-banner')
    const replaced = await rest('se', `/api/cms/media/${own.id}`, {
      method: 'PATCH',
      body: await form({ alt: 'se-banner, new' }, { name: 'se-banner-2.png', colour: '#00ff00' }),
    })
    expect(replaced.status).toBe(200)
    expect(((await replaced.json()) as { doc: { filename: string } }).doc.filename).toBe('se-banner-2.webp')
    const group = await uploaded('admin', 'group-logo')
    expect([403, 404]).toContain(
      (
        await rest('se', `/api/cms/media/${group.id}`, {
          method: 'PATCH',
          body: await form({}, { name: 'group-replaced.png', colour: '#ff0000' }),
        })
      ).status,
    )
    expect([403, 404]).toContain((await rest('se', `/api/cms/media/${group.id}`, { method: 'DELETE' })).status)
    await expect(
      payload.update({ collection: 'media', id: own.id, data: { site: sites.uk.id }, ...as(seEditor) }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'media', id: own.id, data: { site: null }, ...as(seEditor) }),
    ).rejects.toThrow()
    expect(
      (await payload.update({ collection: 'media', id: group.id, data: { site: sites.uk.id }, ...as(admin) })).site,
    ).toMatchObject({ id: sites.uk.id })
    expect(
      (await rest('uk', `/api/cms/media/${group.id}`, { method: 'PATCH', body: JSON.stringify({ alt: 'now uk' }) }))
        .status,
    ).toBe(200)
    expect((await rest('se', `/api/cms/media/${own.id}`, { method: 'DELETE' })).status).toBe(200)
  })

  it("gives files from before owners to the one site whose documents use them; shared and unused ones stay the group's", async () => {
    const file = async (name: string) => (await uploaded('admin', name)).id
    const [seOnly, shared, unused] = [
      await file('used-by-se'),
      await file('used-by-se-and-uk'),
      await file('used-by-none'),
    ]
    await payload.update({ collection: 'navigations', id: ids.navigations.se, data: { logo: seOnly } })
    await payload.update({ collection: 'stories', id: ids.stories.se, data: { image: seOnly } })
    await payload.update({
      collection: 'footers',
      id: ids.footers.se,
      data: { brands: [{ name: 'Brand', logo: shared }] },
    })
    await payload.update({ collection: 'navigations', id: ids.navigations.uk, data: { logo: shared } })
    const { ASSIGN_EXISTING_MEDIA } = await import('@/migrations/20261127_195612_media_owner_site')
    await payload.db.drizzle.execute(ASSIGN_EXISTING_MEDIA)
    const owner = async (id: number) =>
      siteOf(await payload.findByID({ collection: 'media', id, depth: 0 }), 'site') ?? null
    expect([await owner(seOnly), await owner(shared), await owner(unused)]).toEqual([sites.se.id, null, null])
  })
})

describe('over HTTP (REST /api/cms)', () => {
  it("lists only the editor's site, refuses another site's document by id, and refuses writes into it", async () => {
    const list = await rest('se', '/api/cms/pages?limit=100&depth=0&draft=true')
    expect(list.status).toBe(200)
    const docs = ((await list.json()) as { docs: { site: number }[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => d.site === sites.se.id)).toBe(true)
    expect((await rest('se', `/api/cms/pages/${ids.pages.uk}`)).status).toBe(404)
    expect((await rest('uk', `/api/cms/pages/${ids.pages.uk}`)).status).toBe(200)
    expect([403, 404]).toContain(
      (await rest('se', `/api/cms/redirects/${ids.redirects.uk}`, { method: 'DELETE' })).status,
    )
    const intoUk = await rest('se', '/api/cms/redirects', {
      method: 'POST',
      body: JSON.stringify({ site: sites.uk.id, from: '/from-se-editor', to: '/x' }),
    })
    expect([400, 403]).toContain(intoUk.status)
    expect(
      (await payload.count({ collection: 'redirects', where: { from: { equals: '/from-se-editor' } } })).totalDocs,
    ).toBe(0)
    const cars = ((await (await rest('uk', '/api/cms/cars?limit=100&depth=0')).json()) as { docs: { index: string }[] })
      .docs
    expect(cars.length).toBeGreaterThan(0)
    expect(cars.every((c) => c.index === 'uk')).toBe(true)
  })

  it('answers users and the platform to group admins only', async () => {
    const users = ((await (await rest('se', '/api/cms/users?limit=10')).json()) as { docs: { id: number }[] }).docs
    expect(users.map((u) => u.id)).toEqual([seEditor.id])
    expect((await rest('se', '/api/cms/outbox?limit=5')).status).toBe(403)
    expect((await rest('admin', '/api/cms/outbox?limit=5')).status).toBe(200)
    expect(((await (await rest('admin', '/api/cms/users?limit=10')).json()) as { totalDocs: number }).totalDocs).toBe(4)
  })

  it('saves and publishes through REST on either database, and refuses a document another editor holds', async () => {
    const json = { 'content-type': 'application/json' }
    const created = await rest('se', '/api/cms/pages?locale=sv-SE&draft=true', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ site: sites.se.id, title: 'Via REST', slug: 'via-rest', _status: 'draft' }),
    })
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const autosave = await rest('se', `/api/cms/pages/${id}?locale=sv-SE&draft=true&autosave=true`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ title: 'Via REST, edited' }),
    })
    expect(autosave.status).toBe(200)
    // The se site's other language, which publishing checks for.
    const english = await rest('se', `/api/cms/pages/${id}?locale=en-GB&draft=true`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ title: 'Via REST (en)', _status: 'draft' }),
    })
    expect(english.status).toBe(200)
    const published = await rest('se', `/api/cms/pages/${id}?locale=sv-SE`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ _status: 'published' }),
    })
    expect(published.status).toBe(200)
    expect((await payload.findByID({ collection: 'pages', id, locale: 'sv-SE' })).title).toBe('Via REST, edited')
    // The group admin opens it in the admin (a lock); the se editor's save is refused while the lock holds.
    await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: { relationTo: 'pages', value: id },
        globalSlug: null,
        user: { relationTo: 'users', value: admin.id },
      },
    })
    const locked = await rest('se', `/api/cms/pages/${id}?locale=sv-SE`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ title: 'Overwritten' }),
    })
    expect(locked.status).toBe(423)
    expect(
      (
        await rest('admin', `/api/cms/pages/${id}?locale=sv-SE`, {
          method: 'PATCH',
          headers: json,
          body: JSON.stringify({ title: 'By the lock holder' }),
        })
      ).status,
    ).toBe(200)
  })

  it("the site selector's options: the editor's sites, every site for a group admin", async () => {
    const options = async (who: string) =>
      (
        (await (await rest(who, '/api/cms/sites/populate-tenant-options')).json()) as {
          tenantOptions: { label: string }[]
        }
      ).tenantOptions.map((o) => o.label)
    expect(await options('se')).toEqual([sites.se.name])
    expect(await options('admin')).toHaveLength(6)
  })
})
