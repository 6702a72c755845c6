import { describe, expect, it } from 'vitest'
import { BODY_TYPES, CAR_VIEWS } from './body-types'
import { carImage } from './car'
import { colourCount, distance, maxStdev, meta, regionStats } from './test-helpers'

describe('carImage', () => {
  it('renders every view as a 1280x853 WebP by default', async () => {
    for (const view of CAR_VIEWS) {
      const m = await meta(await carImage({ body: 'sedan', color: '#b3121b', view }))
      expect(m.format).toBe('webp')
      expect([m.width, m.height]).toEqual([1280, 853])
    }
  })

  it('honours a requested size', async () => {
    const m = await meta(await carImage({ body: 'suv', color: '#1f4e8c', view: 'front', width: 640, height: 480 }))
    expect([m.width, m.height]).toEqual([640, 480])
  })

  it('is deterministic', async () => {
    const args = { body: 'estate', color: '#6b7b5e', view: 'side' } as const
    expect((await carImage(args)).equals(await carImage(args))).toBe(true)
  })

  it('draws a car, not a flat box: many colours and a centre unlike the corners', async () => {
    for (const view of CAR_VIEWS) {
      for (const color of ['#b3121b', '#f2f2f2', '#1a1a1a']) {
        const buf = await carImage({ body: 'hatchback', color, view, width: 480, height: 320 })
        expect(await colourCount(buf)).toBeGreaterThan(40)
        expect(await maxStdev(buf)).toBeGreaterThan(20)
        if (view === 'interior') continue
        // The centre holds paint, glass and lamps; the corners are smooth studio backdrop.
        const centre = await regionStats(buf, 0.3, 0.35, 0.4, 0.3)
        const corner = await regionStats(buf, 0, 0, 0.12, 0.12)
        // Either a different average (dark or saturated paint) or far more detail (white paint on a white studio).
        const differs = distance(centre.mean, corner.mean) > 20 || centre.stdev > corner.stdev * 3 + 20
        expect(differs, `${view} ${color}`).toBe(true)
      }
    }
  })

  it('gives each body type its own silhouette', async () => {
    const bufs = await Promise.all(
      BODY_TYPES.map((body) => carImage({ body, color: '#1f4e8c', view: 'side', width: 240, height: 160 })),
    )
    const unique = new Set(bufs.map((b) => b.toString('base64')))
    expect(unique.size).toBe(BODY_TYPES.length)
  })

  it('uses the requested paint colour', async () => {
    const { mean } = await regionStats(
      await carImage({ body: 'van', color: '#c00000', view: 'side', width: 480, height: 320 }),
      0.55,
      0.55,
      0.1,
      0.08,
    )
    expect(mean[0]).toBeGreaterThan(mean[1] + 80)
  })

  it('rejects a malformed colour or an unknown body type', async () => {
    await expect(carImage({ body: 'sedan', color: 'red', view: 'side' })).rejects.toThrow(/hex/)
    await expect(carImage({ body: 'tank' as never, color: '#000000', view: 'side' })).rejects.toThrow(/body type/)
  })
})
