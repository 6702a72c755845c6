import { describe, expect, it } from 'vitest'

import { CAR_IMAGE_VARIANTS, carImageFilename, carImagePath, colorBlurDataUrl } from './images'
import { BODY_KEYS, COLOR_KEYS } from '@/features/cars/vocabulary'

describe('car images', () => {
  it('names pictures flat under the media prefix', () => {
    expect(carImageFilename('suv', 'red', 'side')).toBe('car-suv-red-side.webp')
    expect(carImagePath('suv', 'red', 'side')).toBe('/-/media/car-suv-red-side.webp')
    expect(carImagePath('estate', 'darkblue', 'interior')).toBe('/-/media/car-estate-darkblue-interior.webp')
  })

  it('lists every body x colour x view once, path = prefix + file name', () => {
    expect(CAR_IMAGE_VARIANTS).toHaveLength(BODY_KEYS.length * COLOR_KEYS.length * 4)
    expect(new Set(CAR_IMAGE_VARIANTS.map((v) => v.filename)).size).toBe(CAR_IMAGE_VARIANTS.length)
    for (const v of CAR_IMAGE_VARIANTS) {
      expect(v.path).toBe(`/-/media/${v.filename}`)
      expect(v.filename).not.toContain('/')
      expect(v.hex).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  it('makes a colour placeholder usable as blurDataURL', () => {
    expect(colorBlurDataUrl('red')).toMatch(/^data:image\/svg\+xml,.*%23a4161a/)
  })
})
