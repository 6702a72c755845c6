import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 500
let ctx: TestPayload
let payload: Payload
let search: typeof import('@/features/search/search')
let queries: typeof import('@/features/search/queries')

/** Cars of one index as Payload reads them: the reference's records, read independently of the loader. */
async function carsOf(index: CarRecord['index']): Promise<CarRecord[]> {
  const result = await payload.find({
    collection: 'cars',
    where: { index: { equals: index } },
    pagination: false,
    depth: 0,
  })
  return result.docs as unknown as CarRecord[]
}

const post = async (body: unknown) => {
  const { POST } = await import('@/app/api/search/route')
  const response = await POST(
    new Request('http://localhost/api/search', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: response.status, json: await response.json() }
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData, toDealerSummary } = await import('../../src/demo/dealers/generate')
  const { generateCars } = await import('../../src/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  const sites = await seedSites(payload)
  const dealers = generateDealers()
  for (const dealer of dealers.filter((d) => d.siteKey === 'se')) {
    await payload.create({ collection: 'dealer-sites', data: toDealerCreateData(dealer, sites[dealer.siteKey].id) })
  }
  await insertCarBatch(payload, generateCars({ count: CARS, dealers: dealers.map(toDealerSummary) }))
  search = await import('@/features/search/search')
  queries = await import('@/features/search/queries')
  await search.searchReady()
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('search over the database', () => {
  it('agrees with a brute-force reference over the stored cars for generated queries', async () => {
    const { carQueries } = await import('../kits/search-conformance')
    const { referenceSearch } = await import('../kits/search-reference')
    const { CAR_SCHEMA } = await import('@/features/search/car-schema')
    const { parseQuery, planQuery } = await import('@/features/search/contract')
    const { stemmerFor } = await import('@/features/search/stem')
    const { INDEX_LANG } = await import('@/sites/format')
    for (const index of ['se', 'uk'] as const) {
      const records = await carsOf(index)
      expect(records.length).toBeGreaterThan(20)
      await fc.assert(
        fc.asyncProperty(carQueries(`cars-${index}`, records), async (query) => {
          const expected = referenceSearch(
            CAR_SCHEMA,
            records,
            planQuery(CAR_SCHEMA, parseQuery(query)),
            stemmerFor(INDEX_LANG[index]),
          )
          expect(await search.search(query)).toEqual(expected)
        }),
        { numRuns: 150 },
      )
    }
  })

  it('answers the whole record in the contract shape and lists dealer sites by sort order', async () => {
    const answer = await queries.searchCars({
      index: 'cars-se',
      limit: 2,
      offset: 1,
      facets: [{ name: 'car_brand>car_model' }, { name: 'car_price' }],
    })
    expect(answer).toMatchObject({ limit: 2, offset: 1, total_items: (await carsOf('se')).length })
    expect(Object.keys(answer.content[0])).toContain('car_loan_option')
    expect(answer.facet.map((f) => [f.name, f.type])).toEqual([
      ['car_brand>car_model', 'tree'],
      ['car_price', 'histogram'],
    ])

    const sites = await queries.searchSites({ index: 'sites-se', limit: 48 })
    const orders = sites.content.map((s) => s.website_sort_order ?? Infinity)
    expect(sites.total_items).toBeGreaterThan(2)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    const brand = sites.content[0].site_brands![0].name
    const byBrand = await queries.searchSites({ index: 'sites-se', filters: { site_brands: [brand] }, limit: 100 })
    expect(byBrand.content.every((s) => s.site_brands!.some((b) => b.name === brand))).toBe(true)
    const bySlug = await queries.searchSites({
      index: 'sites-se',
      filters: { slug: [sites.content[1].slug] },
      limit: 1,
    })
    expect(bySlug.content.map((s) => s.site_id)).toEqual([sites.content[1].site_id])
  })

  it('maps a site to its index and rejects an unknown site', async () => {
    const { indexForSite } = await import('@/features/search/indices')
    expect(await indexForSite('bb')).toBe('cars-bb')
    expect(await indexForSite('Bilgruppen', 'sites')).toBe('sites-se')
    await expect(indexForSite('nowhere')).rejects.toThrow(/^site: not a known site key or name$/)
  })

  it('reports readiness in the health check', async () => {
    const { checkHealth } = await import('@/routing/health/report')
    const report = await checkHealth()
    expect(report.status).toBe('ok')
    expect(report.search).toMatchObject({ ready: true, cars: CARS, error: null })
  })
})

describe('POST /api/search', () => {
  it('answers a valid query', async () => {
    const { status, json } = await post({ index: 'cars-uk', facets: [{ name: 'car_fuel' }], limit: 3 })
    expect(status).toBe(200)
    expect(json.content).toHaveLength(3)
    expect(json.limit).toBe(3)
  })

  // The index keeps no detail-only columns; an answer asking for them reads them for its page.
  it('answers detail-only columns from the database: a whole car, or just the fields asked for', async () => {
    const { DETAIL_ONLY_KEYS } = await import('@/features/search/detail-fields')
    const stored = (await carsOf('se')).slice(0, 3) as unknown as Record<string, unknown>[]
    const ids = stored.map((car) => car.car_id as string)
    const whole = await search.search({ index: 'cars-se', filters: { car_id: ids } })
    expect(whole.content.map((car) => car.car_id)).toEqual(ids)
    for (const [i, car] of whole.content.entries()) {
      for (const key of DETAIL_ONLY_KEYS) expect(car[key], key).toEqual(stored[i][key] ?? null)
    }
    expect(stored.some((car) => Array.isArray(car.car_images) && car.car_images.length > 0)).toBe(true)
    const some = await search.search({
      index: 'cars-se',
      filters: { car_id: ids },
      fields: ['car_price', 'car_description'],
    })
    expect(some.content).toEqual(
      stored.map((car) => ({ car_price: car.car_price, car_description: car.car_description ?? null })),
    )
  })

  // Where leads go and the ERP ids are for server code (search() in-process), never for the public.
  it('never shows leads e-mails or ERP ids, which server code still reads', async () => {
    const { json: cars } = await post({ index: 'cars-se', limit: 5 })
    expect(cars.content).toHaveLength(5)
    for (const car of cars.content) {
      expect(car.car_id).toBeTruthy()
      for (const field of ['car_site_leads_email', 'car_companyerpid', 'car_departmenterpid'])
        expect(car, field).not.toHaveProperty(field)
    }
    const { json: sites } = await post({ index: 'sites-se', limit: 5 })
    expect(sites.content.length).toBeGreaterThan(0)
    const text = JSON.stringify(sites.content)
    expect(text).not.toMatch(/"leads_email"|"company_erp_id"|"erp_id"/)
    expect((await post({ index: 'cars-se', facets: [{ name: 'car_site_leads_email' }] })).status).toBe(400)
    const internal = await search.search({ index: 'cars-se', fields: ['car_site_leads_email'], limit: 1 })
    expect(internal.content[0].car_site_leads_email).toMatch(/@/)
  })

  it.each([
    ['not JSON', '{"index":', /JSON/],
    ['no index', {}, /index/],
    ['an unknown index', { index: 'cars-de' }, /^index: not a known index; known: cars-se/],
    ['a limit above the maximum', { index: 'cars-se', limit: 501 }, /limit/],
    ['a negative offset', { index: 'cars-se', offset: -5 }, /offset/],
    ['a wrong type', { index: 'cars-se', keyphrase: 42 }, /keyphrase/],
    [
      'an unknown top-level key',
      { index: 'cars-se', page: 2 },
      /query: has a field that is not part of the search query/,
    ],
    ['an unknown field', { index: 'cars-se', fields: ['car_wings'] }, /^fields\[0\]: not a field of this index/],
    [
      'an unknown facet',
      { index: 'cars-se', facets: [{ name: 'car_wings' }] },
      /^facets\[0\]\.name: not a facet of this index/,
    ],
    [
      'an unknown filter',
      { index: 'cars-se', filters: { car_wings: ['x'] } },
      /^filters \(key 1\): not a filter field of this index/,
    ],
    ['a range on a text field', { index: 'cars-se', filters: { car_brand: { min: 1 } } }, /car_brand/],
    ['an unknown sort', { index: 'cars-se', sort_name: 'cheapest' }, /^sort_name: not a sort of this index/],
    ['too many ids', { index: 'cars-se', filters: { car_id: Array.from({ length: 101 }, (_, i) => `${i}`) } }, /100/],
  ])('answers 400 with a message for %s', async (_, body, message) => {
    const { status, json } = await post(body)
    expect(status).toBe(400)
    expect(json.error).toMatch(message)
  })

  // docs/api.md: no answer repeats what was sent. The 400s quoted up to 64 characters of it (an unknown index, field, facet, filter, sort, key).
  it.each([
    ['an unknown index', { index: 'cars-Zq9marker' }],
    ['an unknown field', { index: 'cars-se', fields: ['car_id', 'Zq9marker'] }],
    ['an unknown facet', { index: 'cars-se', facets: [{ name: 'Zq9marker' }] }],
    ['an unknown filter name', { index: 'cars-se', filters: { car_brand: 'Volvo', Zq9marker: ['x'] } }],
    ['a malformed filter under an unknown name', { index: 'cars-se', filters: { Zq9marker: { min: 'x' } } }],
    ['an unknown sort', { index: 'cars-se', sort_name: 'Zq9marker' }],
    ['an unknown key', { index: 'cars-se', Zq9marker: 1 }],
    ['an unknown key in a facet', { index: 'cars-se', facets: [{ name: 'car_brand', Zq9marker: 1 }] }],
    ['the bounds of a range', { index: 'cars-se', filters: { car_price: { min: 987654321, max: 123456789 } } }],
  ])('answers 400 without repeating %s, naming the part instead', async (_, body) => {
    const { status, json } = await post(body)
    expect(status).toBe(400)
    const text = JSON.stringify(json)
    expect(text).not.toContain('Zq9marker')
    expect(text).not.toMatch(/987654321|123456789/)
    expect(json.error).toMatch(/^(index|fields\[1\]|facets\[0\]|filters|sort_name|Invalid search query)/)
  })
})

describe('freshness', () => {
  const hits = async (query: Parameters<typeof search.search>[0]) => (await search.search(query)).content

  it('shows an edited car, a deleted car and bulk-inserted cars without a restart', async () => {
    const [car] = await carsOf('se')
    const price = 1_234_567
    await payload.update({ collection: 'cars', where: { car_id: { equals: car.car_id } }, data: { car_price: price } })
    await expect
      .poll(() => hits({ index: 'cars-se', filters: { car_price: price }, fields: ['car_id'] }), { timeout: 15_000 })
      .toEqual([{ car_id: car.car_id }])

    await payload.delete({ collection: 'cars', where: { car_id: { equals: car.car_id } } })
    await expect
      .poll(async () => (await search.search({ index: 'cars-se', filters: { car_id: [car.car_id] } })).total_items, {
        timeout: 15_000,
      })
      .toBe(0)

    // The seed's bulk SQL bypasses Payload: the trigger still reports it (as one reload).
    const { generateCars } = await import('../../src/demo/cars/generate')
    const { generateDealers, toDealerSummary } = await import('../../src/demo/dealers/generate')
    const extra = generateCars({ count: CARS + 150, dealers: generateDealers().map(toDealerSummary) }).slice(CARS)
    const { insertCarBatch } = await import('@/demo/seed/cars')
    await insertCarBatch(payload, extra)
    const total = async () =>
      (
        await Promise.all(
          (['se', 'bb', 'no', 'fi', 'sk', 'uk'] as const).map(
            async (m) => (await search.search({ index: `cars-${m}`, limit: 0 })).total_items,
          ),
        )
      ).reduce((a, b) => a + b)
    await expect.poll(total, { timeout: 15_000 }).toBe(CARS - 1 + 150)
  })

  it('indexes a row written by SQL with only the required columns', async () => {
    const { sql } = await import('@payloadcms/db-postgres')
    await payload.db.drizzle.execute(
      sql`insert into cars (car_id, slug, index, car_brand, car_model, car_price, car_vehicle_type_code) values ('sql-1', 'saab-9-5-aero', 'se', 'Saab', '9-5', 99000, 'PC')`,
    )
    await expect
      .poll(() => hits({ index: 'cars-se', keyphrase: 'saab', fields: ['car_id', 'car_equipment'] }), {
        timeout: 15_000,
      })
      .toEqual([{ car_id: 'sql-1', car_equipment: [] }])
  })

  it('a second instance follows the same feed: woken by NOTIFY on PostgreSQL, by polling on PGlite', async () => {
    const { SearchService } = await import('@/features/search/service')
    const { CAR_SCHEMA } = await import('@/features/search/car-schema')
    const { parseQuery, planQuery } = await import('@/features/search/contract')
    // On PostgreSQL the poll is an hour away, so only the notification can bring the change in time.
    const postgres = process.env.TEST_DB === 'postgres'
    const other = new SearchService({
      payload: async () => payload,
      connectionString: ctx.databaseUrl,
      listen: true,
      pollMs: postgres ? 3_600_000 : 200,
    })
    try {
      await other.ready()
      const [car] = await carsOf('uk')
      await payload.update({
        collection: 'cars',
        where: { car_id: { equals: car.car_id } },
        data: { car_price: 7_654_321 },
      })
      const plan = planQuery(
        CAR_SCHEMA,
        parseQuery({ index: 'cars-uk', filters: { car_price: 7_654_321 }, fields: ['car_id'] }),
      )
      await expect
        .poll(async () => (await other.run('cars-uk', plan)).content, { timeout: 15_000 })
        .toEqual([{ car_id: car.car_id }])
    } finally {
      await other.stop()
    }
  })

  it('shows an edited dealer site', async () => {
    const { docs } = await payload.find({ collection: 'dealer-sites', limit: 1, depth: 0 })
    await payload.update({ collection: 'dealer-sites', id: docs[0].id, data: { website_sort_order: -1 } })
    await expect
      .poll(async () => (await queries.searchSites({ index: 'sites-se', limit: 1 })).content[0]?.site_id, {
        timeout: 15_000,
      })
      .toBe(docs[0].site_id)
  })
})
