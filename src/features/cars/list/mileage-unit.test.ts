import { describe, expect, it } from 'vitest'
import { inUnit, kmOf, mileageUnit, unitParam } from './mileage-unit'

describe('mileage unit of a list page', () => {
  it('is mil on a Swedish page of a Swedish market, miles in the UK, km everywhere else', () => {
    expect(mileageUnit('se', 'sv')).toBe('mil')
    expect(mileageUnit('bb', 'sv')).toBe('mil')
    expect(mileageUnit('se', 'en')).toBe('km')
    expect(mileageUnit('uk', 'en')).toBe('miles')
    expect(mileageUnit('no', 'nb')).toBe('km')
    expect(mileageUnit('fi', 'sv')).toBe('km')
  })

  it('turns a bound into km and back without narrowing the facet', () => {
    expect(kmOf(5000, 'mil')).toBe(50_000)
    expect(kmOf(30_000, 'miles')).toBe(48_280)
    expect(kmOf(1234, 'km')).toBe(1234)
    expect(inUnit(1234, 'mil', 'min')).toBe(123)
    expect(inUnit(1234, 'mil', 'max')).toBe(124)
    expect(inUnit(48_280, 'miles', 'max')).toBe(30_000)
  })

  it('names the parameter of a side in its unit', () => {
    expect(unitParam('car_mileage', 'max', 'km')).toBe('car_mileage_max')
    expect(unitParam('car_mileage', 'max', 'mil')).toBe('car_mileage_max_mil')
    expect(unitParam('car_mileage', 'min', 'miles')).toBe('car_mileage_min_miles')
  })
})
