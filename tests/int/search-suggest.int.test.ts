/**
 * The search suggestions' route over the database: GET /api/search/suggest on a site's host answers its
 * market's brands, models, bodies and fuels with the seeded cars' counts, in ≤ 2 KB with a short public max-age;
 * bad input is a 400 that names the field and does not repeat the input; a new car moves the counts at once
 * (the memo follows the index's generation).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import type { SuggestAnswer } from '@/features/search/suggest-contract'
import { demoCars } from '../helpers/demo-cars'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 400
let ctx: TestPayload
let payload: Payload
let search: typeof import('@/features/search/search')
let cars: CarRecord[]

async function get(host: string, query: string): Promise<Response> {
  const { GET } = await import('@/app/api/search/suggest/route')
  return GET(new Request(`http://${host}/api/search/suggest?${query}`, { headers: { host } }))
}

async function suggestions(host: string, query: string): Promise<SuggestAnswer['suggestions']> {
  const response = await get(host, query)
  expect(response.status).toBe(200)
  return ((await response.json()) as SuggestAnswer).suggestions
}

const countOf = (market: string, match: (car: CarRecord) => boolean) =>
  cars.filter((car) => car.index === market && match(car)).length

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  await seedSites(payload)
  cars = await demoCars(CARS)
  await insertCarBatch(payload, cars)
  search = await import('@/features/search/search')
  await search.searchReady()
}, 180_000)
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('GET /api/search/suggest', () => {
  it("answers the se site's brands and models for a prefix with the stock's counts, cached briefly, within 2 KB", async () => {
    const response = await get('se.localhost', 'q=vol')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
    const text = await response.text()
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(2048)
    const { suggestions: found } = JSON.parse(text) as SuggestAnswer
    const volvo = found.find((s) => s.kind === 'brand' && s.value === 'Volvo')
    expect(volvo?.count).toBe(countOf('se', (car) => car.car_brand === 'Volvo'))
    for (const s of found.filter((s) => s.kind === 'model'))
      expect(s.count).toBe(countOf('se', (car) => car.car_brand === s.brand && car.car_model === s.value))
  })

  it('knows the synonyms, inflections and typos of the page language', async () => {
    const electric = countOf('se', (car) => car.car_fuel === 'El')
    expect(electric).toBeGreaterThan(0)
    for (const q of ['elbil', 'elbilar'])
      expect((await suggestions('se.localhost', `q=${q}`))[0]).toMatchObject({
        kind: 'fuel',
        value: 'El',
        count: electric,
      })
    expect((await suggestions('se.localhost', 'q=volov'))[0]).toMatchObject({ kind: 'brand', value: 'Volvo' })
  })

  it("answers the uk site's stock in English", async () => {
    const found = await suggestions('uk.localhost', 'q=hatchbacks')
    expect(found[0]).toMatchObject({
      kind: 'body',
      value: 'Hatchback',
      count: countOf('uk', (car) => car.car_body === 'Hatchback'),
    })
  })

  it('refuses a missing, short, long, NUL or non-UTF-8 q with a 400 that names q and does not repeat it', async () => {
    for (const query of ['', 'q=v', `q=${'x'.repeat(61)}`, 'q=vo%00lvo', 'q=vol%FF', 'q=vol&extra=1']) {
      const response = await get('se.localhost', query)
      expect(response.status, query).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = (await response.json()) as { error: string }
      expect(body.error).toMatch(/^(q|extra)/)
      expect(body.error).not.toMatch(/xxxx|vol/)
    }
  })

  it('counts a new car on the next request (the memo follows the index)', async () => {
    const before = (await suggestions('se.localhost', 'q=volvo')).find((s) => s.kind === 'brand')!.count
    const template = cars.find((car) => car.index === 'se' && car.car_brand === 'Volvo')!
    const { insertCarBatch } = await import('@/demo/seed/cars')
    await insertCarBatch(payload, [{ ...template, car_id: '9999001', slug: 'volvo-extra' }])
    await search.syncSearch()
    const after = (await suggestions('se.localhost', 'q=volvo')).find((s) => s.kind === 'brand')!.count
    expect(after).toBe(before + 1)
  })
})
