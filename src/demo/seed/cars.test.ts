import { describe, expect, it } from 'vitest'
import { iterateCars } from '@/demo/cars/generate'
import { CAR_IMAGE_VARIANTS } from '@/demo/cars/images'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { referencedCarImages } from './cars'

const dealers = generateDealers().map(toDealerSummary)
const batches = (count: number) => iterateCars({ count, dealers, batchSize: 500 })

describe('the car pictures a seed uploads', () => {
  it('are the ones its cars reference: a small seed converts a few dozen, a large one most', () => {
    const few = referencedCarImages(batches(20))
    const known = new Set(CAR_IMAGE_VARIANTS.map((variant) => variant.path))
    expect(few.size).toBeGreaterThan(0)
    expect(few.size).toBeLessThan(CAR_IMAGE_VARIANTS.length / 2)
    for (const path of few) expect(known.has(path)).toBe(true)
    expect(referencedCarImages(batches(1000)).size).toBeGreaterThan(CAR_IMAGE_VARIANTS.length * 0.75)
  })

  it('are the same for the same cars, so the pass that finds them and the one that inserts the cars agree', () => {
    const inserted = new Set([...batches(200)].flat().flatMap((car) => car.car_images.map((image) => image.original)))
    expect(referencedCarImages(batches(200))).toEqual(inserted)
  })
})
