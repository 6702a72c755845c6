import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import type { FacetResult, SearchAnswer } from '@/features/search/contract'
import { demoCars } from '../helpers/demo-cars'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 400
let ctx: TestPayload
let payload: Payload
let search: typeof import('@/features/search/search')
let list: typeof import('@/features/cars/list/queries')
let state: typeof import('@/features/cars/list/state')
let se: CarRecord[]

/** The search API as a browser calls it (POST /api/search). */
async function api(body: unknown): Promise<SearchAnswer<CarRecord>> {
  const { POST } = await import('@/app/api/search/route')
  const response = await POST(
    new Request('http://localhost/api/search', { method: 'POST', body: JSON.stringify(body) }),
  )
  expect(response.status).toBe(200)
  return response.json()
}

const facet = (facets: FacetResult[], name: string) => facets.find((f) => f.name === name)!

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  await seedSites(payload)
  await insertCarBatch(payload, await demoCars(CARS))
  search = await import('@/features/search/search')
  list = await import('@/features/cars/list/queries')
  state = await import('@/features/cars/list/state')
  await search.searchReady()
  se = (await payload.find({ collection: 'cars', where: { index: { equals: 'se' } }, pagination: false, depth: 0 }))
    .docs as unknown as CarRecord[]
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('the car list against the search API (totals and counts equal)', () => {
  it('has the API’s total, facet counts and first 48 cars for the same filters', async () => {
    const brand = se[0].car_brand
    const fuel = se[0].car_fuel
    const condition = se[0].car_condition
    const url = new URLSearchParams({ car_brand: brand, car_fuel: fuel, car_price_max: '900000' })
    const result = await list.loadCarList(
      'se',
      [{ field: 'car_condition', value: condition }],
      state.parseListState(url),
      null,
    )
    // The same question written against the contract by hand: the preset as a filter, the choices as facet selections.
    const expected = await api({
      index: 'cars-se',
      filters: { car_condition: [condition] },
      facets: [
        { name: 'car_brand>car_model', filters: [brand] },
        { name: 'car_fuel', filters: [fuel] },
        { name: 'car_body' },
        { name: 'car_price', filters: { max: 900000 } },
      ],
      limit: 48,
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.total).toBe(expected.total_items)
    expect(result.total).toBe(
      se.filter(
        (c) => c.car_condition === condition && c.car_brand === brand && c.car_fuel === fuel && c.car_price <= 900000,
      ).length,
    )
    for (const name of ['car_brand>car_model', 'car_fuel', 'car_body', 'car_price']) {
      const mine = facet(result.facets, name)
      const theirs = facet(expected.facet, name)
      // Counts are compared value by value (the list asks value_asc where the API defaults to count_desc).
      if (mine.type === 'tree' && theirs.type === 'tree') {
        const counts = (f: typeof mine) =>
          Object.fromEntries(
            f.values.map((v) => [v.text, [v.count, (v.children ?? []).map((c) => `${c.text}:${c.count}`).sort()]]),
          )
        expect(counts(mine)).toEqual(counts(theirs))
      } else expect(mine).toEqual(theirs)
    }
    expect(result.cars.map((c) => c.car_id)).toEqual(expected.content.map((c) => c.car_id))
  })

  it('counts are disjunctive: a value’s count is the total the list shows once it is ticked', async () => {
    const brand = se[0].car_brand
    const url = new URLSearchParams({ car_brand: brand })
    const before = await list.loadCarList('se', [], state.parseListState(url), null)
    if (!before.ok) throw new Error('search failed')
    const fuels = facet(before.facets, 'car_fuel')
    expect(fuels.type === 'tree' && fuels.values.length).toBeGreaterThan(0)
    for (const value of fuels.type === 'tree' ? fuels.values : []) {
      const after = await list.loadCarList(
        'se',
        [],
        state.parseListState(
          new URLSearchParams([
            ['car_brand', brand],
            ['car_fuel', value.text],
          ]),
        ),
        null,
      )
      expect(after.ok && after.total).toBe(value.count)
    }
  })

  it('shows pages 1..n as the API’s offsets page*48, capped at page 20', async () => {
    const result = await list.loadCarList(
      'se',
      [],
      state.parseListState(new URLSearchParams('page=2&sort=price_asc')),
      null,
    )
    const [p1, p2] = await Promise.all(
      [0, 48].map((offset) => api({ index: 'cars-se', sort_name: 'price_asc', limit: 48, offset })),
    )
    expect(result.ok && result.cars.map((c) => c.car_id)).toEqual([...p1.content, ...p2.content].map((c) => c.car_id))
    expect(state.parseListState(new URLSearchParams('page=500')).page).toBe(20)
  })

  it('maps the old site’s redirect parameters onto the index (car_vehicle_type, repeatable car_site_region)', async () => {
    const regions = [...new Set(se.map((c) => c.car_site_region))].slice(0, 2)
    const url = new URLSearchParams([
      ['car_vehicle_type', 'Transportbil'],
      ...regions.map((r) => ['car_site_region', r]),
    ])
    const result = await list.loadCarList('se', [], state.parseListState(url), null)
    expect(result.ok && result.total).toBe(
      se.filter((c) => c.car_vehicle_type_code === 'LCV' && regions.includes(c.car_site_region)).length,
    )
  })

  it('resolves brand and model segments case-insensitively, and nothing for unknown ones', async () => {
    const car = se[0]
    expect(await list.listSegments('se', [car.car_brand.toUpperCase(), car.car_model.toLowerCase()])).toEqual({
      brand: car.car_brand,
      model: car.car_model,
    })
    expect(await list.listSegments('se', ['no-such-brand'])).toBeNull()
  })

  it('an empty list is a list (noSearchResults), not a failure (carListError)', async () => {
    const none = await list.loadCarList('se', [{ field: 'car_brand', value: 'No such brand' }], state.EMPTY_STATE, null)
    expect(none).toMatchObject({ ok: true, total: 0, cars: [] })
  })
})
