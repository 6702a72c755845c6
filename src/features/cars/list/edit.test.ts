import { describe, expect, it } from 'vitest'
import { brandSelected, setRange, toggleTree, toggleValue } from './edit'
import { EMPTY_STATE } from './state'

describe('brand > model choices', () => {
  it('ticking a brand selects it; ticking a model narrows the brand to its models', () => {
    expect(toggleTree([], 'Volvo', null, true)).toEqual(['Volvo'])
    expect(toggleTree(['Volvo'], 'Volvo', 'XC60', true)).toEqual(['Volvo>XC60'])
    expect(toggleTree(['Kia', 'Volvo>XC60'], 'Volvo', 'V90', true)).toEqual(['Kia', 'Volvo>XC60', 'Volvo>V90'])
  })

  it('unticking the last model goes back to the brand; unticking the brand drops its models', () => {
    expect(toggleTree(['Volvo>XC60'], 'Volvo', 'XC60', false)).toEqual(['Volvo'])
    expect(toggleTree(['Volvo>XC60', 'Volvo>V90'], 'Volvo', 'XC60', false)).toEqual(['Volvo>V90'])
    expect(toggleTree(['Kia', 'Volvo>XC60', 'Volvo>V90'], 'Volvo', null, false)).toEqual(['Kia'])
  })

  it('a brand is ticked while it or one of its models is selected', () => {
    expect(brandSelected(['Volvo>XC60'], 'Volvo')).toBe(true)
    expect(brandSelected(['Volvo Trucks'], 'Volvo')).toBe(false)
  })
})

describe('value and range choices', () => {
  it('tick and untick values, back to page 1', () => {
    const a = toggleValue({ ...EMPTY_STATE, page: 4 }, 'car_fuel', 'El', true)
    expect(a).toMatchObject({ values: { car_fuel: ['El'] }, page: 1 })
    expect(toggleValue(a, 'car_fuel', 'El', false).values).toEqual({})
  })

  it('a range equal to the full span removes the filter (spec 1 §4)', () => {
    const bounds = { min: 10, max: 100 }
    const a = setRange(EMPTY_STATE, 'car_price', { min: 20, max: 100 }, bounds)
    expect(a.ranges).toEqual({ car_price: { min: 20 } })
    expect(setRange(a, 'car_price', { min: 10, max: 100 }, bounds).ranges).toEqual({})
  })
})
