import { describe, expect, it } from 'vitest'
import { CAR_SCHEMA } from './car-schema'
import { parseQuery, planQuery, SearchQueryError } from './contract'
import { DEFAULT_LIMIT, MAX_LIMIT } from './limits'
import { parseIndexName } from './indices'
import { SITE_SCHEMA } from './site-schema'

const planCars = (raw: unknown) => planQuery(CAR_SCHEMA, parseQuery(raw))
const rejects = (raw: unknown, message: RegExp) => {
  expect(() => planCars(raw)).toThrow(SearchQueryError)
  expect(() => planCars(raw)).toThrow(message)
}

describe('query contract', () => {
  it("refuses names inherited from Object.prototype ('constructor', 'toString' passed an `in` check)", () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      rejects({ index: 'cars-se', filters: { [name]: 'x' } }, /not a filter field/)
      rejects({ index: 'cars-se', facets: [{ name }] }, /not a facet/)
      rejects({ index: 'cars-se', sort_name: name }, /not a sort/)
    }
  })

  it('never sends a long unknown key back whole', () => {
    const key = 'k'.repeat(10_000)
    let message = ''
    try {
      parseQuery({ index: 'cars-se', [key]: 1 })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid search query/)
    expect(message.length).toBeLessThan(1200)
  })

  it('bounds every name', () => {
    rejects({ index: 'cars-se', sort_name: 'x'.repeat(65) }, /sort_name/)
    rejects({ index: 'cars-se', filters: { ['y'.repeat(65)]: 1 } }, /filters/)
    rejects({ index: 'i'.repeat(65) }, /index/)
  })

  it('defaults: limit 24, offset 0, newest first, or relevance with a keyphrase', () => {
    const plan = planCars({ index: 'cars-se' })
    expect(plan).toMatchObject({ limit: DEFAULT_LIMIT, offset: 0, sort: 'newest', keyphrase: '', fields: null })
    expect(planCars({ index: 'cars-se', keyphrase: ' volvo ' })).toMatchObject({
      sort: 'relevance',
      keyphrase: 'volvo',
    })
    expect(planQuery(SITE_SCHEMA, parseQuery({ index: 'sites-se' })).sort).toBe('website_sort_order_asc')
  })

  it('keeps a car_id list in order unless a sort is named', () => {
    expect(planCars({ index: 'cars-se', filters: { car_id: ['3', '1'] } }).idOrder).toEqual(['3', '1'])
    expect(planCars({ index: 'cars-se', filters: { car_id: ['3', '1'] }, sort_name: 'price_asc' }).idOrder).toBeNull()
  })

  it('turns filters into any-of, ranges, exclusions and tree selections', () => {
    const plan = planCars({
      index: 'cars-se',
      filters: {
        car_brand: 'Volvo',
        car_is_used: true,
        car_price: { min: 1, max: 2 },
        car_id: { not: [7] },
        car_year: [2020, 2021],
        'car_brand>car_model': ['Volvo>XC60'],
      },
    })
    expect(plan.filters).toEqual([
      { kind: 'values', field: 'car_brand', values: ['Volvo'] },
      { kind: 'values', field: 'car_is_used', values: ['true'] },
      { kind: 'range', field: 'car_price', min: 1, max: 2 },
      { kind: 'not-ids', ids: ['7'] },
      { kind: 'values', field: 'car_year', values: ['2020', '2021'] },
      { kind: 'tree', field: 'car_brand>car_model', values: ['Volvo>XC60'] },
    ])
  })

  it('rejects bad input with a message naming the problem', () => {
    rejects(null, /query/)
    rejects({}, /index/)
    rejects({ index: 'cars-se', limit: MAX_LIMIT + 1 }, /limit/)
    rejects({ index: 'cars-se', limit: 2.5 }, /limit/)
    rejects({ index: 'cars-se', offset: -1 }, /offset/)
    rejects({ index: 'cars-se', limit: '24' }, /limit/)
    rejects({ index: 'cars-se', colour: 'red' }, /query: has a field that is not part of the search query/)
    rejects({ index: 'cars-se', fields: ['car_id', 'nope'] }, /fields\[1\]: not a field of this index; known: car_id/)
    rejects(
      { index: 'cars-se', facets: [{ name: 'car_wings' }] },
      /facets\[0\]\.name: not a facet of this index; known: /,
    )
    rejects({ index: 'cars-se', facets: [{ name: 'car_brand' }, { name: 'car_brand' }] }, /twice/)
    rejects({ index: 'cars-se', facets: [{ name: 'car_price', filters: ['1'] }] }, /facets\[0\]\.filters/)
    rejects({ index: 'cars-se', facets: [{ name: 'car_brand', filters: { min: 1 } }] }, /facets\[0\]\.filters/)
    rejects(
      { index: 'cars-se', filters: { car_brand: 'Volvo', car_wings: ['x'] } },
      /filters \(key 2\): not a filter field of this index/,
    )
    rejects({ index: 'cars-se', filters: { car_brand: { min: 1 } } }, /filters\.car_brand: is not numeric/)
    rejects({ index: 'cars-se', filters: { car_price: { min: 5, max: 1 } } }, /filters\.car_price: min is above max/)
    rejects({ index: 'cars-se', filters: { car_id: Array.from({ length: 101 }, (_, i) => String(i)) } }, /at most 100/)
    rejects({ index: 'cars-se', sort_name: 'cheapest' }, /sort_name: not a sort of this index; known: relevance/)
    rejects({ index: 'cars-se', keyphrase: 'x'.repeat(201) }, /keyphrase/)
  })

  it('knows the indices of every market and rejects others', () => {
    expect(parseIndexName('cars-uk')).toEqual({ kind: 'cars', market: 'uk' })
    expect(parseIndexName('sites-fi')).toEqual({ kind: 'sites', market: 'fi' })
    expect(() => parseIndexName('cars-de')).toThrow(/^index: not a known index; known: cars-se/)
  })

  // docs/api.md: no answer repeats what was sent; these messages quoted up to 64 characters of the query.
  it('names the part of the query that is wrong, never a name or value it was sent', () => {
    const marker = 'Zq9marker'
    const queries: unknown[] = [
      { index: `cars-${marker}` },
      { index: 'cars-se', fields: [marker] },
      { index: 'cars-se', facets: [{ name: marker }] },
      { index: 'cars-se', facets: [{ name: 'car_brand' }, { name: 'car_brand' }] },
      { index: 'cars-se', filters: { [marker]: 1 } },
      { index: 'cars-se', filters: { [marker]: { min: 'x' } } },
      { index: 'cars-se', filters: { [marker]: { not: [{ deep: true }] } } },
      { index: 'cars-se', sort_name: marker },
      { index: 'cars-se', [marker]: 1 },
      { index: 'cars-se', facets: [{ name: 'car_brand', [marker]: 1 }] },
      { index: 'cars-se', filters: { car_price: { min: 987654321, max: 123456789, [marker]: 1 } } },
      { index: 'cars-se', filters: { car_price: { min: 987654321, max: 123456789 } } },
      { index: 'cars-se', facets: [{ name: 'car_price', filters: { min: 987654321, max: 123456789 } }] },
    ]
    for (const raw of queries) {
      let message = ''
      try {
        parseIndexName(parseQuery(raw).index)
        planCars(raw)
      } catch (error) {
        message = (error as Error).message
      }
      expect(message, JSON.stringify(raw)).not.toBe('')
      expect(message, JSON.stringify(raw)).not.toMatch(new RegExp(`${marker}|987654321|123456789`))
    }
    expect(() => planCars({ index: 'cars-se', filters: { car_brand: 'Volvo', [marker]: { min: 'x' } } })).toThrow(
      /query\.filters \(key 2\): expected a value/,
    )
  })
})
