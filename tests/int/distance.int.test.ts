import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 400
let ctx: TestPayload
let payload: Payload
let search: typeof import('@/features/search/search')
let list: typeof import('@/features/cars/list/queries')
let state: typeof import('@/features/cars/list/state')
let seSite: { id: number; searchIndex: 'se' }

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData, toDealerSummary } = await import('@/demo/dealers/generate')
  const { generateCars } = await import('@/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  const sites = await seedSites(payload)
  seSite = { id: sites.se.id, searchIndex: 'se' }
  const dealers = generateDealers()
  // The Swedish dealer sites with their positions: what the list measures to.
  for (const dealer of dealers.filter((d) => d.siteKey === 'se')) {
    await payload.create({ collection: 'dealer-sites', data: toDealerCreateData(dealer, sites[dealer.siteKey].id) })
  }
  await insertCarBatch(payload, generateCars({ count: CARS, dealers: dealers.map(toDealerSummary) }))
  search = await import('@/features/search/search')
  list = await import('@/features/cars/list/queries')
  state = await import('@/features/cars/list/state')
  await search.searchReady()
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('the car list by distance from a place', () => {
  it('lists the cars of dealer sites within the radius of Göteborg, nearest first, each with its distance', async () => {
    const { distanceKm } = await import('@/features/search/distance')
    const { parseGeocoord } = await import('@/features/dealers/validation')
    const places = await list.loadPlaces('se', 'sv-SE')
    const goteborg = places.find((p) => p.slug === 'goteborg')!
    expect(goteborg).toBeDefined()

    const result = await list.loadCarList(
      'se',
      [],
      state.parseListState(new URLSearchParams('place=goteborg&distance=50&sort=distance_asc')),
      null,
    )
    if (!result.ok) throw new Error('the list failed')
    expect(result.total).toBeGreaterThan(0)
    const km = result.cars.map((car) => car.distance_km!)
    expect(km.every((d) => typeof d === 'number' && d <= 50)).toBe(true)
    expect(km).toEqual([...km].sort((a, b) => a - b))

    // The oracle: every Swedish car measured from its own dealer site's stored position.
    const sites = (await payload.find({ collection: 'dealer-sites', pagination: false, depth: 0 })).docs as {
      site_id: string
      site_geocoord?: string | null
    }[]
    const at = new Map(sites.map((s) => [s.site_id, parseGeocoord(s.site_geocoord)]))
    const cars = (
      await payload.find({ collection: 'cars', where: { index: { equals: 'se' } }, pagination: false, depth: 0 })
    ).docs as unknown as CarRecord[]
    const within = cars.filter((car) => {
      const position = at.get(car.car_site_id)
      return position && distanceKm(goteborg, position) <= 50
    })
    expect(result.total).toBe(within.length)
    const radii = result.facets.find((f) => f.name === 'distance')
    expect(radii?.type === 'tree' && radii.values.map((v) => v.count)[2]).toBe(within.length)
  })

  it('answers a distance sort without an origin with a 400 that names the part and not the input', async () => {
    const { POST } = await import('@/app/api/search/route')
    const response = await POST(
      new Request('http://localhost/api/search', {
        method: 'POST',
        body: JSON.stringify({ index: 'cars-se', sort_name: 'distance_asc' }),
      }),
    )
    expect(response.status).toBe(400)
    const bad = await POST(
      new Request('http://localhost/api/search', {
        method: 'POST',
        body: JSON.stringify({ index: 'cars-se', origin: { lat: 123.456, lon: 11 } }),
      }),
    )
    expect(bad.status).toBe(400)
    expect(await bad.text()).not.toContain('123.456')
  })

  it('measures from the town a search phrase names, as the distance picker does (nearest first, no radius)', async () => {
    const read = await list.readListState(seSite, 'sv-SE', [], new URLSearchParams({ keyphrase: 'bilar i göteborg' }))
    if (!read) throw new Error('no list')
    expect(read.state).toMatchObject({
      distance: { near: null, place: 'goteborg', radius: null },
      sort: 'distance_asc',
      keyphrase: '',
      values: {},
    })
    const { result } = await list.loadPhraseList('se', [], read.state, null)
    if (!result.ok) throw new Error('the list failed')
    // No radius: every Swedish car, nearest first, the first ones at Göteborg's own sites.
    const all = await list.loadCarList('se', [], state.parseListState(new URLSearchParams()), null)
    expect(all.ok && result.total).toBe(all.ok && all.total)
    const km = result.cars.map((car) => car.distance_km!)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    expect(result.cars[0].car_site_city).toBe('Göteborg')

    // The town's word is no keyphrase; the phrase's town replaces the URL's place and keeps its radius.
    const chosen = await list.readListState(
      seSite,
      'sv-SE',
      [],
      new URLSearchParams({ keyphrase: 'kombi i göteborg', place: 'malmo', distance: '25' }),
    )
    expect(chosen?.state).toMatchObject({
      distance: { place: 'goteborg', radius: 25 },
      values: { car_body: ['Kombi'] },
      keyphrase: '',
    })
    // The page's subtitle names the town as the chip does.
    const { listSearchTitle } = await import('@/features/cars/list/search-title')
    expect(await listSearchTitle(seSite, 'sv-SE', [], new URLSearchParams({ keyphrase: 'volvo i göteborg' }))).toBe(
      'Volvo · Nära Göteborg',
    )
    // Two towns cannot be one place: both stay the city filter.
    const two = await list.readListState(
      seSite,
      'sv-SE',
      [],
      new URLSearchParams({ keyphrase: 'bilar i göteborg eller malmö' }),
    )
    expect(two?.state).toMatchObject({ distance: { place: null }, values: { car_site_city: ['Göteborg', 'Malmö'] } })
  })
})
