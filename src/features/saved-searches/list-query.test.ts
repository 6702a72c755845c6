import { describe, expect, it } from 'vitest'
import { EMPTY_STATE } from '@/features/cars/list/state'
import { savedQueryOf } from './list-query'
import { listSearchParams } from './rules'

describe('savedQueryOf', () => {
  it('sends the list’s presets, tree, values, ranges and keyphrase as search filters', () => {
    const state = {
      ...EMPTY_STATE,
      tree: ['Volvo>XC60'],
      values: { car_fuel: ['El'] },
      ranges: { car_price: { max: 300000 } },
      keyphrase: 'drag',
    }
    const query = savedQueryOf(state, { car_vehicle_type_code: ['PC'] })
    expect(query).toEqual({
      filters: {
        car_vehicle_type_code: ['PC'],
        'car_brand>car_model': ['Volvo>XC60'],
        car_fuel: ['El'],
        car_price: { max: 300000 },
      },
      keyphrase: 'drag',
    })
    // And the confirmation's link opens the list with the same state.
    expect(listSearchParams(query)).toBe(
      'car_vehicle_type_code=PC&car_brand=Volvo%3EXC60&car_fuel=El&car_price_max=300000&keyphrase=drag',
    )
  })
})
