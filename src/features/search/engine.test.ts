import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCars } from '@/demo/cars/generate'
import type { CarRecord } from '@/features/cars/types'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { CAR_SCHEMA } from './car-schema'
import { carQueries } from '../../../tests/kits/search-conformance'
import { parseQuery, planQuery, type SearchQuery } from './contract'
import { SearchEngine } from './engine'
import { referenceSearch } from '../../../tests/kits/search-reference'

const dealers = generateDealers().map(toDealerSummary)
const CARS: CarRecord[] = generateCars({ count: 1200, dealers }).map((car) => ({ ...car, index: 'se' as const }))
const plan = (query: SearchQuery) => planQuery(CAR_SCHEMA, parseQuery(query))

function expectConformance(engine: SearchEngine<CarRecord>, records: readonly CarRecord[], runs: number) {
  fc.assert(
    fc.property(carQueries('cars-se', records), (query) => {
      const p = plan(query)
      expect(engine.run(p)).toEqual(referenceSearch(CAR_SCHEMA, records, p))
    }),
    { numRuns: runs },
  )
}

describe('facet core conformance (brute-force reference)', () => {
  const engine = new SearchEngine(CAR_SCHEMA, CARS)

  it('agrees on totals, every facet count, buckets and order for generated queries', () => {
    expectConformance(engine, CARS, 250)
  }, 120_000)

  it('still agrees after updates, removals and additions', () => {
    const live = new SearchEngine(CAR_SCHEMA, CARS.slice(0, 900))
    const records = new Map(CARS.slice(0, 900).map((car) => [car.car_id, car]))
    for (const car of CARS.slice(0, 60)) {
      const changed = {
        ...car,
        car_price: car.car_price + 1000,
        car_brand: car.car_id.endsWith('7') ? 'Änglabil' : car.car_brand,
      }
      live.upsert(changed)
      records.set(car.car_id, changed)
    }
    for (const car of CARS.slice(100, 140)) {
      live.remove(car.car_id)
      records.delete(car.car_id)
    }
    for (const car of CARS.slice(900, 1000)) {
      live.upsert(car)
      records.set(car.car_id, car)
    }
    expect(live.size).toBe(records.size)
    expectConformance(live, [...records.values()], 120)
  }, 120_000)
})

describe('facet semantics', () => {
  const engine = new SearchEngine(CAR_SCHEMA, CARS)
  const count = (values: { text: string; count: number }[], text: string) =>
    values.find((v) => v.text === text)?.count ?? 0

  it('counts disjunctively: a facet ignores its own selection, other facets apply it', () => {
    const [first, second] = engine.valuesOf('car_fuel')
    const all = engine.run(plan({ index: 'cars-se', facets: [{ name: 'car_fuel' }, { name: 'car_body' }] }))
    const picked = engine.run(
      plan({ index: 'cars-se', facets: [{ name: 'car_fuel', filters: [first, second] }, { name: 'car_body' }] }),
    )
    expect(picked.facet[0]).toEqual(all.facet[0])
    const fuelValues = all.facet[0].type === 'tree' ? all.facet[0].values : []
    expect(picked.total_items).toBe(count(fuelValues, first) + count(fuelValues, second))
    const bodyTotal = picked.facet[1].type === 'tree' ? picked.facet[1].values.reduce((n, v) => n + v.count, 0) : -1
    expect(bodyTotal).toBe(picked.total_items)
  })

  it('builds the brand > model tree and filters on either level', () => {
    const answer = engine.run(plan({ index: 'cars-se', facets: [{ name: 'car_brand>car_model' }], limit: 0 }))
    const tree = answer.facet[0]
    expect(tree.type).toBe('tree')
    if (tree.type !== 'tree') return
    const brand = tree.values[0]
    expect(brand.children!.reduce((n, c) => n + c.count, 0)).toBe(brand.count)
    const model = brand.children![0]
    const byModel = engine.run(
      plan({ index: 'cars-se', filters: { 'car_brand>car_model': [`${brand.text}>${model.text}`] } }),
    )
    expect(byModel.total_items).toBe(model.count)
    const byBrand = engine.run(plan({ index: 'cars-se', filters: { 'car_brand>car_model': [brand.text] } }))
    expect(byBrand.total_items).toBe(brand.count)
  })

  it('answers a car_id list in the order given, and excludes ids', () => {
    const ids = [CARS[40].car_id, CARS[3].car_id, 'missing', CARS[17].car_id]
    const answer = engine.run(plan({ index: 'cars-se', filters: { car_id: ids }, fields: ['car_id'] }))
    expect(answer.content.map((c) => c.car_id)).toEqual([CARS[40].car_id, CARS[3].car_id, CARS[17].car_id])
    const without = engine.run(plan({ index: 'cars-se', filters: { car_id: { not: [CARS[0].car_id] } }, limit: 0 }))
    expect(without.total_items).toBe(CARS.length - 1)
  })

  it('gives range facets min, max and buckets that add up', () => {
    const answer = engine.run(
      plan({ index: 'cars-se', facets: [{ name: 'car_price', filters: { min: 200_000 } }], limit: 0 }),
    )
    const histogram = answer.facet[0]
    if (histogram.type !== 'histogram') throw new Error('expected a histogram')
    expect(histogram.min).toBe(Math.min(...CARS.map((c) => c.car_price)))
    expect(histogram.values.reduce((n, b) => n + b.count, 0)).toBe(CARS.length)
    expect(answer.total_items).toBe(CARS.filter((c) => c.car_price >= 200_000).length)
  })

  it('sorts by price both ways with cars without a value last', () => {
    const up = engine.run(plan({ index: 'cars-se', sort_name: 'price_asc', fields: ['car_price'], limit: 50 }))
    const prices = up.content.map((c) => c.car_price as number)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const mileage = engine.run(
      plan({ index: 'cars-se', sort_name: 'mileage_desc', fields: ['car_mileage'], limit: 500, offset: 700 }),
    )
    const tail = mileage.content.map((c) => c.car_mileage)
    expect(tail.at(-1)).toBeNull()
  })
})

describe('keyphrase', () => {
  const base = CARS[0]
  const car = (id: string, patch: Partial<CarRecord>): CarRecord => ({
    ...base,
    car_id: id,
    car_equipment: [],
    ...patch,
  })
  const engine = new SearchEngine(CAR_SCHEMA, [
    car('1', { car_brand: 'Škoda', car_model: 'Octavia', car_model_text: 'Škoda Octavia', car_site_city: 'Östersund' }),
    car('2', {
      car_brand: 'Volvo',
      car_model: 'XC60',
      car_model_text: 'Volvo XC60',
      car_site_city: 'Tromsø',
      car_equipment: ['Dragkrok'],
    }),
    car('3', { car_brand: 'Volvo', car_model: 'XC40', car_model_text: 'Volvo XC40', car_site_city: 'Malmö' }),
    car('4', {
      car_brand: 'Citroën',
      car_model: 'C5 Aircross',
      car_model_text: 'Citroën C5 Aircross',
      car_site_city: 'Hämeenlinna',
      car_color: 'Blå',
    }),
  ])
  const ids = (keyphrase: string) =>
    engine.run(plan({ index: 'cars-se', keyphrase, fields: ['car_id'] })).content.map((c) => c.car_id)

  it('ignores case and diacritics (å ä ö ø æ)', () => {
    expect(ids('skoda')).toEqual(['1'])
    expect(ids('OSTERSUND')).toEqual(['1'])
    expect(ids('tromso')).toEqual(['2'])
    expect(ids('citroen bla')).toEqual(['4'])
    expect(ids('hameenlinna')).toEqual(['4'])
  })

  it('with the market language’s stemmer, an inflected word finds its base form', async () => {
    const { stemmerFor } = await import('./stem')
    expect(ids('dragkrokarna')).toEqual([])
    engine.stem = stemmerFor('sv')
    try {
      expect(ids('dragkrokarna')).toEqual(['2'])
      expect(ids('dragkroken')).toEqual(['2'])
    } finally {
      engine.stem = null
    }
  })

  it('matches prefixes and typos, every word must match', () => {
    expect(ids('volv').sort()).toEqual(['2', '3'])
    expect(ids('volvp xc60')[0]).toBe('2') // xc40 is one typo away and ranks lower
    expect(ids('dragkrk')).toEqual(['2'])
    expect(ids('volvo octavia')).toEqual([])
  })

  it('ranks exact matches above prefix matches', () => {
    expect(ids('xc60')[0]).toBe('2')
    expect(ids('xc4')).toEqual(['3'])
  })

  it('finds a word of the description with stems and typos', async () => {
    const { stemmerFor } = await import('./stem')
    const described = car('5', {
      car_brand: 'Kia',
      car_model: 'Ceed',
      car_model_text: 'Kia Ceed',
      car_description: 'Nyservad, med motorvärmare och vinterhjul på fälg.',
    })
    const withText = new SearchEngine(CAR_SCHEMA, [
      car('6', {
        car_brand: 'Kia',
        car_model: 'Niro',
        car_model_text: 'Kia Niro',
        car_description: 'Kia Niro i fint skick.',
      }),
      described,
    ])
    withText.stem = stemmerFor('sv')
    const found = (keyphrase: string) => withText.run(plan({ index: 'cars-se', keyphrase, fields: ['car_id'] })).content
    expect(found('motorvärmare').map((c) => c.car_id)).toEqual(['5'])
    expect(found('motorvärmaren').map((c) => c.car_id)).toEqual(['5'])
    expect(found('vinterhjulen').map((c) => c.car_id)).toEqual(['5'])
    expect(found('motorvarmre').map((c) => c.car_id)).toEqual(['5'])
    expect(found('kia motorvärmare').map((c) => c.car_id)).toEqual(['5'])
  })

  it('finds a text-only field’s words and keeps the field as null, also after an update', () => {
    const text = 'Nyservad, med motorvärmare.'
    const kept = new SearchEngine(CAR_SCHEMA, [car('7', { car_description: text })], undefined, ['car_description'])
    const found = (keyphrase: string) => kept.run(plan({ index: 'cars-se', keyphrase })).content
    expect(found('motorvärmare').map((c) => [c.car_id, c.car_description])).toEqual([['7', null]])
    kept.upsert(car('7', { car_description: 'Med dragkrok.', car_brand: 'Škoda' }))
    expect(found('motorvärmare')).toEqual([])
    expect(found('dragkrok').map((c) => [c.car_brand, c.car_description])).toEqual([['Škoda', null]])
    expect(kept.get('7')).toEqual({ ...car('7', { car_brand: 'Škoda' }), car_description: null })
    expect([...kept.liveRecords()].map((c) => c.car_id)).toEqual(['7'])
  })
})

describe('unreadable records', () => {
  const broken = { ...CARS[1], car_id: 'broken', car_equipment: 5 } as unknown as CarRecord

  it('are left out of a build and reported, the rest is served', () => {
    const skipped: string[] = []
    const engine = new SearchEngine(CAR_SCHEMA, [CARS[0], broken, CARS[2]], (_, record) => skipped.push(record.car_id))
    expect(skipped).toEqual(['broken'])
    expect(engine.run(plan({ index: 'cars-se', fields: ['car_id'], sort_name: 'price_asc' })).total_items).toBe(2)
  })

  it('make an upsert throw without leaving a half-written car behind', () => {
    const engine = new SearchEngine(CAR_SCHEMA, CARS.slice(0, 3))
    expect(() => engine.upsert(broken)).toThrow()
    const answer = engine.run(plan({ index: 'cars-se', facets: [{ name: 'car_brand' }], fields: ['car_id'] }))
    expect(answer.total_items).toBe(3)
    expect(answer.content.map((c) => c.car_id)).not.toContain('broken')
    expect(engine.get('broken')).toBeUndefined()
  })
})

describe('relevance order on broad keyphrases', () => {
  // 3 × 1000 cars: equal document frequencies, so exact (1) > prefix (0.75) > one typo (0.5).
  const words = ['volvo', 'volvoxx', 'volvq']
  const cars: CarRecord[] = words.flatMap((word, w) =>
    Array.from({ length: 1000 }, (_, i) => ({
      ...CARS[0],
      car_id: `${w}-${String(i).padStart(4, '0')}`,
      car_brand: word,
      car_model: 'M',
      car_model_text: '',
      car_version: '',
      car_equipment: [],
      car_site_name: '',
      car_site_city: '',
    })),
  )
  const engine = new SearchEngine(CAR_SCHEMA, [...cars].reverse())
  const expected = cars.map((car) => car.car_id)
  const page = (offset: number, limit: number) =>
    engine
      .run(plan({ index: 'cars-se', keyphrase: 'volvo', offset, limit, fields: ['car_id'] }))
      .content.map((c) => c.car_id)

  it('orders by score, then id, on every page', () => {
    expect(engine.run(plan({ index: 'cars-se', keyphrase: 'volvo', limit: 0 })).total_items).toBe(3000)
    expect(page(0, 48)).toEqual(expected.slice(0, 48))
    expect(page(980, 48)).toEqual(expected.slice(980, 1028))
    expect(page(1990, 20)).toEqual(expected.slice(1990, 2010))
    expect(page(2950, 100)).toEqual(expected.slice(2950))
  })
})
