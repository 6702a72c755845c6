import { describe, expect, it } from 'vitest'
import { teaserQuery } from './query'
import { parseCarIds, teaserLimit } from './rules'

describe('car teaser rules (spec 2 §7.3, §9)', () => {
  it('reads ids separated by commas, spaces or lines, keeps their order and drops duplicates', () => {
    expect(parseCarIds(' 30, 10\n20 10;40 ')).toEqual({ ids: ['30', '10', '20', '40'], over: false })
    expect(parseCarIds('')).toEqual({ ids: [], over: false })
  })

  it('takes at most 100 ids and says so', () => {
    const text = Array.from({ length: 120 }, (_, i) => String(i + 1)).join(',')
    const { ids, over } = parseCarIds(text)
    expect(ids).toHaveLength(100)
    expect(ids[0]).toBe('1')
    expect(ids[99]).toBe('100')
    expect(over).toBe(true)
  })

  it('counts NumberOfCars, else Limit, else 8', () => {
    expect(teaserLimit(4, 12)).toBe(4)
    expect(teaserLimit(null, 12)).toBe(12)
    expect(teaserLimit(undefined, undefined)).toBe(8)
    expect(teaserLimit(0, -3)).toBe(8)
    expect(teaserLimit(2.5, 6)).toBe(6)
    expect(teaserLimit(500, null)).toBe(48)
  })

  it('asks fixed ids without a sort, so the engine keeps the listed order', () => {
    const q = teaserQuery('cars-se', { source: 'Ids', carIds: '7,3,9', sort: 'price_asc' })
    expect(q).toMatchObject({ index: 'cars-se', filters: { car_id: ['7', '3', '9'] }, limit: 3 })
    expect(q).not.toHaveProperty('sort_name')
    expect(teaserQuery('cars-se', { source: 'Ids', carIds: '  ' })).toBeNull()
  })

  it('asks a predefined query with its filters grouped by field, the count and the sort', () => {
    const q = teaserQuery('cars-se', {
      source: 'Query',
      filters: [
        { field: 'caroftheweek', value: 'true' },
        { field: 'car_fuel', value: 'El' },
        { field: 'car_fuel', value: 'Hybrid' },
        { field: 'car_fuel', value: 'El' },
      ],
      numberOfCars: null,
      limit: 6,
      sort: 'price_asc',
    })
    expect(q).toMatchObject({
      filters: { caroftheweek: ['true'], car_fuel: ['El', 'Hybrid'] },
      limit: 6,
      sort_name: 'price_asc',
    })
    expect(teaserQuery('cars-se', { source: 'Query' })).toMatchObject({ filters: {}, limit: 8 })
  })
})
