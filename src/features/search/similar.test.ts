import { describe, expect, it } from 'vitest'
import { similarCarsQuery, otherTrimsQuery } from './similar'

describe('similar cars (spec 1 §7)', () => {
  const car = {
    car_id: '9',
    car_is_sample: false,
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_site_region: 'Skåne',
    car_body: 'SUV',
    car_fuel: 'Diesel',
  }

  it('real car: same region, body and fuel, its own id excluded, 8 cars', () => {
    expect(similarCarsQuery('cars-se', car)).toEqual({
      index: 'cars-se',
      limit: 8,
      facets: [],
      filters: { car_id: { not: ['9'] }, car_site_region: ['Skåne'], car_body: ['SUV'], car_fuel: ['Diesel'] },
    })
  })

  it('sample car: non-sample cars of the same brand and model', () => {
    expect(similarCarsQuery('cars-se', { ...car, car_is_sample: true }).filters).toEqual({
      car_is_sample: false,
      car_brand: ['Volvo'],
      car_model: ['XC60'],
    })
    expect(otherTrimsQuery('cars-se', car).fields).toEqual(['car_trim_package', 'car_id', 'slug'])
  })

  it('no car: the third dash-separated part of the slug as keyphrase', () => {
    expect(similarCarsQuery('cars-se', null, 'volvo-xc60-b4-plus').keyphrase).toBe('b4')
    expect(similarCarsQuery('cars-se', null, 'volvo').keyphrase).toBe('')
  })
})
