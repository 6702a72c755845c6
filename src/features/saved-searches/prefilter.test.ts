import { describe, expect, it } from 'vitest'
import { mayMatch, SearchIndexByFilters } from './prefilter'

describe('mayMatch', () => {
  it('discards a car only when its own values rule it out', () => {
    const query = { filters: { car_fuel: ['El'], car_price: { max: 300_000 } } }
    expect(mayMatch(query, { car_fuel: 'El', car_price: 250_000 })).toBe(true)
    expect(mayMatch(query, { car_fuel: 'Diesel', car_price: 250_000 })).toBe(false)
    expect(mayMatch(query, { car_fuel: 'El', car_price: 350_000 })).toBe(false)
    // A field the record does not carry decides nothing here; the engine does.
    expect(mayMatch(query, { car_price: 1 })).toBe(true)
    expect(mayMatch({ filters: { car_body: { not: ['SUV'] } } }, { car_body: 'SUV' })).toBe(true)
  })
})

describe('SearchIndexByFilters', () => {
  it('meets a car with the groups of its values and those without a list filter only', () => {
    const el = { query: { filters: { car_fuel: ['El'] } } }
    const diesel = { query: { filters: { car_fuel: ['Diesel'] } } }
    const cheap = { query: { filters: { car_price: { max: 100 } } } }
    const any = { query: { filters: {} } }
    const index = new SearchIndexByFilters([el, diesel, cheap, any])
    expect(index.candidates({ car_fuel: 'El', car_price: 50 })).toEqual(expect.arrayContaining([el, cheap, any]))
    expect(index.candidates({ car_fuel: 'El', car_price: 500 })).not.toContain(diesel)
    expect(index.candidates({ car_fuel: 'El', car_price: 500 })).not.toContain(cheap)
  })
})
