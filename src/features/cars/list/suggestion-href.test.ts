import { describe, expect, it } from 'vitest'
import { suggestionHref } from './suggestion-href'

const none = new URLSearchParams()

describe('suggestionHref', () => {
  it('puts a brand and a model in the path, as the list writes them', () => {
    expect(suggestionHref('/bilar', { kind: 'brand', value: 'Volvo', label: 'Volvo', count: 3 }, none)).toBe(
      '/bilar/volvo',
    )
    expect(
      suggestionHref(
        '/bilar/',
        { kind: 'model', value: 'ID.4', brand: 'Volkswagen', label: 'Volkswagen ID.4', count: 3 },
        none,
      ),
    ).toBe('/bilar/volkswagen/id.4')
    expect(
      suggestionHref(
        '/en/cars',
        { kind: 'model', value: 'XC 60', brand: 'Volvo', label: 'Volvo XC 60', count: 1 },
        none,
      ),
    ).toBe('/en/cars/volvo/xc%2060')
  })

  it('puts a body or fuel in the query under its facet', () => {
    expect(suggestionHref('/bilar', { kind: 'fuel', value: 'El', label: 'Electric', count: 3 }, none)).toBe(
      '/bilar?car_fuel=El',
    )
    expect(
      suggestionHref('/bilar', { kind: 'body', value: 'Kombi 5-dørs', label: 'Kombi 5-dørs', count: 3 }, none),
    ).toBe('/bilar?car_body=Kombi+5-d%C3%B8rs')
  })

  it("keeps the page's own parameters and drops the list's", () => {
    const current = new URLSearchParams('utm_source=mail&keyphrase=old&car_fuel=Diesel')
    expect(suggestionHref('/bilar', { kind: 'fuel', value: 'El', label: 'El', count: 3 }, current)).toBe(
      '/bilar?utm_source=mail&car_fuel=El',
    )
    expect(suggestionHref('/bilar', { kind: 'brand', value: 'Kia', label: 'Kia', count: 3 }, current)).toBe(
      '/bilar/kia?utm_source=mail',
    )
  })
})
