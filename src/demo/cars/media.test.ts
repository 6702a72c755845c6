import { describe, expect, it } from 'vitest'
import { demoMediaOf, pictureVariant } from './media'

const silver = { thumbnail_url: '/-/media/car-suv-silver-side.webp' }

describe('demo media by registration', () => {
  it('reads body and colour from the picture', () => {
    expect(pictureVariant('/-/media/car-suv-silver-side.webp')).toEqual({ body: 'suv', color: 'silver' })
    expect(pictureVariant('/-/media/hero.webp')).toBeNull()
  })
  it('gives media only to cars with a plate, by id', () => {
    expect(demoMediaOf({ car_id: '1000012', car_regno: null, car_primary_image: silver })).toBeNull()
    expect(demoMediaOf({ car_id: '1000001', car_regno: 'ABC123', car_primary_image: silver })).toBeNull()
    const both = demoMediaOf({ car_id: '1000008', car_regno: 'ABC123', car_primary_image: silver })!
    expect(both.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\//)
    const full = demoMediaOf({ car_id: '1000014', car_regno: 'ABC123', car_primary_image: silver })!
    expect(full.images360).toHaveLength(12)
    expect(full.internal360).toHaveLength(8)
    expect(full.images360[0]).toBe('/-/media/car360-suv-silver-00.webp')
  })
})
