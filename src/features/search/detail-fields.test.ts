import { describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { generateCars } from '@/demo/cars/generate'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { CAR_SCHEMA } from './car-schema'
import { DETAIL_ONLY_KEYS, detailKeysOf, TEXT_ONLY_KEYS, withDetails } from './detail-fields'

// Generates and indexes the demo's cars: seconds of CPU on a loaded machine, so not the default 5 s bound.
describe('detail-only car columns', { timeout: 60_000 }, () => {
  it('change nothing a filter, facet, sort, derived number or the keyphrase reads, but for the text-only ones the index reads', () => {
    const dealers = generateDealers(new Date('2026-11-26T12:00:00Z')).map(toDealerSummary)
    const extractors = [
      ...Object.values(CAR_SCHEMA.values),
      ...Object.values(CAR_SCHEMA.lists),
      ...Object.values(CAR_SCHEMA.numbers),
      CAR_SCHEMA.text,
    ]
    for (const car of generateCars({ count: 300, dealers })) {
      // As the loader reads a resident car: the detail-only columns but the text-only ones left out.
      const resident = {
        ...car,
        ...Object.fromEntries(
          DETAIL_ONLY_KEYS.filter((key) => !(TEXT_ONLY_KEYS as readonly string[]).includes(key)).map((key) => [
            key,
            null,
          ]),
        ),
      } as unknown as CarRecord
      for (const extract of extractors) expect(extract(resident)).toEqual(extract(car))
      for (const derive of Object.values(CAR_SCHEMA.derived ?? {})) expect(derive(resident)).toEqual(derive(car))
    }
  })

  it('are needed for an answer of every field, or of fields naming them', () => {
    expect(detailKeysOf(null)).toEqual([...DETAIL_ONLY_KEYS])
    expect(detailKeysOf(['car_id', 'car_images', 'car_price'])).toEqual(['car_images'])
    expect(detailKeysOf(['car_id', 'car_price'])).toEqual([])
  })

  it("are filled in from the cars' full records, without the id when it was only added to find them", () => {
    const full = new Map([
      ['c1', { car_id: 'c1', car_images: [{ url: '/a.webp' }], car_description: 'Fin' } as unknown as CarRecord],
    ])
    const content = [
      { car_id: 'c1', car_price: 100 },
      { car_id: 'gone', car_price: 5 },
    ]
    expect(withDetails(content, ['car_images', 'car_description'], full, false)).toEqual([
      { car_price: 100, car_images: [{ url: '/a.webp' }], car_description: 'Fin' },
      { car_price: 5, car_images: null, car_description: null },
    ])
    expect(withDetails(content, ['car_images'], full, true)[0]).toEqual({
      car_id: 'c1',
      car_price: 100,
      car_images: [{ url: '/a.webp' }],
    })
    expect(content[0]).toEqual({ car_id: 'c1', car_price: 100 })
  })
})
