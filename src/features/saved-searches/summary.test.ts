import { describe, expect, it } from 'vitest'
import { defaultMessages } from '@/i18n/catalogue'
import { savedSearchMailStrings } from './mail-strings'
import { searchSummary } from './summary'

const sk = defaultMessages(savedSearchMailStrings, 'sk-SK')
const en = defaultMessages(savedSearchMailStrings, 'en-GB')

describe('a saved search as the manage page names it', () => {
  it('shows its keyphrase and values, and counts the rest in real plural forms', () => {
    expect(searchSummary(sk, { query: { filters: { car_fuel: 'El', car_body: 'SUV', car_gearbox: 'Automat' } } })).toBe(
      'El, SUV, Automat',
    )
    expect(searchSummary(sk, { query: { filters: { car_price: { max: 1 }, car_year: { min: 2020 } } } })).toBe(
      '2 filtre',
    )
    expect(
      searchSummary(sk, {
        query: { keyphrase: 'kombi', filters: { car_fuel: ['El', 'Diesel'], car_price: { max: 1 } } },
      }),
    ).toBe('“kombi”, El, Diesel, 1 ďalší filter')
    for (const [count, text] of [
      [1, '1 more filter'],
      [5, '5 more filters'],
    ] as const) {
      const filters = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, { min: i }]))
      expect(searchSummary(en, { query: { filters: { car_fuel: 'El', ...filters } } })).toBe(`El, ${text}`)
    }
    expect(
      searchSummary(sk, { query: { filters: { a: { min: 1 }, b: { min: 1 }, c: { not: ['x'] }, d: true, e: [1] } } }),
    ).toBe('5 filtrov')
  })

  it('names a search without filters or keyphrase "all cars"', () => {
    expect(searchSummary(en, { query: { filters: {} } })).toBe('All cars')
    expect(searchSummary(sk, { query: {} })).toBe('Všetky autá')
  })
})
