import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blurDataUrl } from './blur'
import { carImage } from './car'

describe('blurDataUrl', () => {
  it('returns a 10 px wide WebP data URL', async () => {
    const url = await blurDataUrl(await carImage({ body: 'coupe', color: '#e0a100', view: 'side' }))
    expect(url).toMatch(/^data:image\/webp;base64,/)
    const m = await sharp(Buffer.from(url.split(',')[1], 'base64')).metadata()
    expect(m.format).toBe('webp')
    expect(m.width).toBe(10)
    expect(url.length).toBeLessThan(600)
  })
})
