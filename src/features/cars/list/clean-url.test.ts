import { describe, expect, it } from 'vitest'
import { keepPageParams, phraseSegments } from './clean-url'
import { EMPTY_STATE, listHref, type ListState } from './state'

describe('phraseSegments', () => {
  const href = (state: ListState) => listHref('/bilar', state, phraseSegments(state))

  it('puts one brand and its one model in the path and the rest in the query', () => {
    expect(
      href({
        ...EMPTY_STATE,
        tree: ['Volvo>XC60'],
        values: { car_fuel: ['Diesel'] },
        ranges: { car_price: { max: 400000 } },
      }),
    ).toBe('/bilar/volvo/xc60?car_fuel=Diesel&car_price_max=400000')
    expect(href({ ...EMPTY_STATE, tree: ['Mercedes-Benz'], keyphrase: 'dragkrok' })).toBe(
      '/bilar/mercedes-benz?keyphrase=dragkrok',
    )
  })

  it('keeps several brands or models in the query', () => {
    expect(phraseSegments({ ...EMPTY_STATE, tree: ['Volvo', 'Kia'] })).toBeNull()
    expect(href({ ...EMPTY_STATE, tree: ['Volvo>XC60', 'Volvo>XC90'] })).toBe(
      '/bilar?car_brand=Volvo%3EXC60&car_brand=Volvo%3EXC90',
    )
  })
})

describe('keepPageParams', () => {
  it('keeps the page’s own parameters in front and drops the list’s old ones', () => {
    const current = new URLSearchParams('utm_source=mail&keyphrase=volvo+dragkrok&car_fuel=El&gclid=1')
    expect(keepPageParams('/bilar/volvo?keyphrase=dragkrok', current)).toBe(
      '/bilar/volvo?utm_source=mail&gclid=1&keyphrase=dragkrok',
    )
    expect(keepPageParams('/bilar/volvo', current)).toBe('/bilar/volvo?utm_source=mail&gclid=1')
    expect(keepPageParams('/bilar/volvo', new URLSearchParams('keyphrase=volvo'))).toBe('/bilar/volvo')
    // The phrase's town, radius and budget are the list's: written once, from the filtered URL.
    const town = new URLSearchParams(
      'keyphrase=volvo+i+goteborg&place=malmo&distance=25&monthly_max=4000&utm_source=mail',
    )
    expect(keepPageParams('/bilar/volvo?place=goteborg&sort=distance_asc', town)).toBe(
      '/bilar/volvo?utm_source=mail&place=goteborg&sort=distance_asc',
    )
  })
})
