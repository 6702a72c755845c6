import { describe, expect, it } from 'vitest'
import { dealerImage } from './dealer'
import { heroImage } from './hero'
import { storyImage } from './story'
import { colourCount, maxStdev, meta } from './test-helpers'

const cases = [
  { name: 'heroImage', size: [1920, 800], make: (seed: number) => heroImage({ theme: '#e4002b', seed }) },
  {
    name: 'dealerImage',
    size: [1280, 720],
    make: (seed: number) => dealerImage({ name: 'Autohaus Nordlicht & Co', seed }),
  },
  {
    name: 'storyImage',
    size: [1280, 720],
    make: (seed: number) => storyImage({ title: 'Winter tyres explained', seed }),
  },
] as const

// Each picture is drawn and encoded by sharp: well under a second alone, but past the default 5 s on a busy machine.
describe.each(cases)('$name', { timeout: 60_000 }, ({ size, make }) => {
  it('returns a WebP of the default size', async () => {
    const m = await meta(await make(1))
    expect(m.format).toBe('webp')
    expect([m.width, m.height]).toEqual(size)
  })

  it('is deterministic per seed and varies between seeds', async () => {
    const a = await make(7)
    expect(a.equals(await make(7))).toBe(true)
    expect(a.equals(await make(8))).toBe(false)
  })

  it('is a real picture, not a flat fill', async () => {
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const buf = await make(seed)
      expect(await colourCount(buf)).toBeGreaterThan(40)
      expect(await maxStdev(buf)).toBeGreaterThan(20)
    }
  })
})

describe('sizes', () => {
  // Rendering and encoding a hero takes a few seconds of CPU when the machine is shared: a bound, not a figure.
  it('heroImage honours width and height', { timeout: 30_000 }, async () => {
    const m = await meta(await heroImage({ theme: '#0b3d91', seed: 3, width: 960, height: 400 }))
    expect([m.width, m.height]).toEqual([960, 400])
  })

  it('storyImage depends on the title as well as the seed', async () => {
    const a = await storyImage({ title: 'One', seed: 1 })
    const b = await storyImage({ title: 'Two', seed: 1 })
    expect(a.equals(b)).toBe(false)
  })
})
