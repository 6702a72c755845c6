import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { demoMediaOf } from '@/demo/cars/media'
import { demoCars } from '../helpers/demo-cars'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let with360: CarRecord
let withVideoOnly: CarRecord | undefined
let without: CarRecord
let ip = 0

/** GET /api/{name}/{regNo} as the browser asks it, from a client address of its own. */
async function get(name: string, regNo: string) {
  const { GET } = await import('@/app/api/[name]/[regNo]/route')
  const request = new Request(`http://se.localhost/api/${name}/${encodeURIComponent(regNo)}`, {
    headers: { host: 'se.localhost', 'x-forwarded-for': `10.1.0.${++ip}` },
  })
  const response = await GET(request, { params: Promise.resolve({ name, regNo: encodeURIComponent(regNo) }) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  const { seedCarMedia } = await import('@/demo/seed/car-media')
  const { createMediaLibrary } = await import('@/demo/seed/media-library')
  await seedSites(payload)
  const cars = await demoCars(400)
  await insertCarBatch(payload, cars)
  expect(await seedCarMedia(payload, createMediaLibrary(payload), () => {})).toBeGreaterThan(0)
  const se = cars.filter((c) => c.index === 'se')
  with360 = se.find((c) => demoMediaOf(c)?.images360.length)!
  withVideoOnly = se.find((c) => demoMediaOf(c)?.videoUrl && !demoMediaOf(c)?.images360.length)
  without = se.find((c) => c.car_regno && !demoMediaOf(c))!
}, 240_000)
afterAll(async () => ctx?.teardown())

describe('GET /api/{name}/{regNo} (spec 1 §7)', () => {
  it('answers the stored media of a plate, with the flags that follow from it', async () => {
    const res = await get('se', with360.car_regno!)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ has360: true, images360: demoMediaOf(with360)!.images360 })
    expect(Object.keys(res.json).sort()).toEqual([
      'has360',
      'hasInternal360',
      'hasVideo',
      'images360',
      'internal360',
      'videoUrl',
    ])
    const frame = String((res.json.images360 as string[])[0])
      .split('/')
      .pop()
    expect((await payload.count({ collection: 'media', where: { filename: { equals: frame } } })).totalDocs).toBe(1)
  })

  it('finds a plate however it is spaced or cased', async () => {
    const plate = with360.car_regno!
    expect((await get('se', `${plate.slice(0, 3)} ${plate.slice(3)}`.toLowerCase())).status).toBe(200)
  })

  it('answers a video-only car with hasVideo and no 360', async () => {
    if (!withVideoOnly) return
    const res = await get('se', withVideoOnly.car_regno!)
    expect(res.json).toMatchObject({ hasVideo: true, has360: false, hasInternal360: false, images360: [] })
  })

  it('answers the empty media (200, no flag set) for a plate without media and a plate of another market', async () => {
    const empty = {
      videoUrl: null,
      images360: [],
      internal360: [],
      hasVideo: false,
      hasInternal360: false,
      has360: false,
    }
    for (const res of [await get('se', without.car_regno!), await get('no', with360.car_regno!)]) {
      expect(res.status).toBe(200)
      expect(res.json).toEqual(empty)
    }
  })

  it('answers 404 for an unknown site', async () => {
    const unknown = await get('nowhere', with360.car_regno!)
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('There is no site by this name.')
  })

  it('answers 400 naming the part for a malformed plate or site name, without echoing it', async () => {
    const res = await get('se', '<b>!</b>')
    expect(res.status).toBe(400)
    expect(String(res.json.error)).toMatch(/^regNo:/)
    expect(JSON.stringify(res.json)).not.toContain('<b>')
    expect((await get('SE%', 'ABC123')).status).toBe(400)
  })
})
