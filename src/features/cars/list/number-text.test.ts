import { afterEach, describe, expect, it } from 'vitest'
import { LOCALES } from '@/cms/locales'
import type { FacetResult } from '@/features/search/contract'
import { numberFormatter, numberTexts, panelNumbers } from './number-text'
import { parseListState } from './state'

const facets: FacetResult[] = [
  {
    name: 'car_brand>car_model',
    type: 'tree',
    values: [
      { text: 'Volvo', count: 1204, children: [{ text: 'XC60', count: 1003 }] },
      { text: 'Kia', count: 7 },
    ],
  },
  { name: 'car_price', type: 'histogram', min: 99_900, max: 1_250_000, values: [] },
  { name: 'car_mileage', type: 'histogram', min: null, max: null, values: [] },
]

/** Counts the Intl.NumberFormat instances made while it is installed. */
const Original = Intl.NumberFormat
let made = 0
class Counting extends Original {
  constructor(...args: ConstructorParameters<typeof Original>) {
    super(...args)
    made++
  }
}
afterEach(() => {
  Intl.NumberFormat = Original
})

describe("the filter panel's numbers without Intl while hydrating", () => {
  it('writes integers below 1,000 as Intl does in every site locale (Intl is the oracle)', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale)
      const format = numberFormatter(locale, {})
      for (let n = 0; n < 1000; n++) expect(format(n), `${locale} ${n}`).toBe(intl.format(n))
    }
  })

  it('gives the texts the server wrote and every other number as Intl does, setting Intl up only for those', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale)
      const texts = numberTexts(
        panelNumbers(facets, parseListState(new URLSearchParams('car_price_min=150000')), 23_456),
        intl.format,
      )
      made = 0
      Intl.NumberFormat = Counting as typeof Intl.NumberFormat
      const format = numberFormatter(locale, texts)
      for (const n of [1204, 1003, 7, 99_900, 1_250_000, 150_000, 23_456]) expect(format(n)).toBe(intl.format(n))
      expect(made).toBe(0)
      for (const n of [1500, 12.5, -3, 2_000_000]) expect(format(n)).toBe(intl.format(n))
      expect(made).toBe(1)
      Intl.NumberFormat = Original
    }
  })

  it('collects every count (models too), the range bounds and chosen ends, and the hits; plain numbers are left out', () => {
    const state = parseListState(new URLSearchParams('car_price_min=150000&car_price_max=900000'))
    expect([...panelNumbers(facets, state, 4321)]).toEqual([1204, 1003, 7, 99_900, 1_250_000, 150_000, 900_000, 4321])
    expect([...panelNumbers(facets, state, null)]).not.toContain(null)
    expect(Object.keys(numberTexts([5, 999, 1000, 1000, 12_345], new Intl.NumberFormat('sv-SE').format))).toEqual([
      '1000',
      '12345',
    ])
  })
})
