import { describe, expect, it } from 'vitest'
import { parseSearchPhrase, phraseHref } from './keyphrase'
import { similarCarsQuery, otherTrimsQuery } from './similar'

const vocabulary = {
  car_brand: ['Volvo', 'Land Rover', 'Škoda'],
  car_model: ['XC60', 'Range Rover Sport', 'Octavia'],
  car_fuel: ['Diesel', 'El'],
  car_site_city: ['Göteborg'],
}

describe('hero and slider search phrase', () => {
  it('turns words matching facet values into filters and keeps the rest as keyphrase', () => {
    expect(parseSearchPhrase('volvo xc60 diesel dragkrok', vocabulary)).toEqual({
      filters: { car_brand: ['Volvo'], car_model: ['XC60'], car_fuel: ['Diesel'] },
      keyphrase: 'dragkrok',
    })
  })

  it('matches multi-word values, case and diacritics', () => {
    expect(parseSearchPhrase('LAND ROVER range rover sport skoda goteborg panorama tak', vocabulary)).toEqual({
      filters: { car_brand: ['Land Rover', 'Škoda'], car_model: ['Range Rover Sport'], car_site_city: ['Göteborg'] },
      keyphrase: 'panorama tak',
    })
  })

  it('builds the navigation path from lower-case filter values and the remaining keyphrase', () => {
    const parsed = parseSearchPhrase('Volvo XC60 dragkrok', vocabulary)
    expect(phraseHref('/kop-bil/', parsed)).toBe('/kop-bil/volvo/xc60?keyphrase=dragkrok')
    expect(phraseHref('/kop-bil', parseSearchPhrase('el', vocabulary))).toBe('/kop-bil/el')
  })
})

describe('similar cars (spec 1 §7)', () => {
  const car = { car_id: '9', car_is_sample: false, car_brand: 'Volvo', car_model: 'XC60', car_site_region: 'Skåne', car_body: 'SUV', car_fuel: 'Diesel' }

  it('real car: same region, body and fuel, its own id excluded, 8 cars', () => {
    expect(similarCarsQuery('cars-se', car)).toEqual({
      index: 'cars-se',
      limit: 8,
      facets: [],
      filters: { car_id: { not: ['9'] }, car_site_region: ['Skåne'], car_body: ['SUV'], car_fuel: ['Diesel'] },
    })
  })

  it('sample car: non-sample cars of the same brand and model', () => {
    expect(similarCarsQuery('cars-se', { ...car, car_is_sample: true }).filters).toEqual({ car_is_sample: false, car_brand: ['Volvo'], car_model: ['XC60'] })
    expect(otherTrimsQuery('cars-se', car).fields).toEqual(['car_trim_package', 'car_id', 'slug'])
  })

  it('no car: the third dash-separated part of the slug as keyphrase', () => {
    expect(similarCarsQuery('cars-se', null, 'volvo-xc60-b4-plus').keyphrase).toBe('b4')
    expect(similarCarsQuery('cars-se', null, 'volvo').keyphrase).toBe('')
  })
})
