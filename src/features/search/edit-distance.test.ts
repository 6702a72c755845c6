import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance'
import { keyChangeCost } from './keyboard'

describe('editDistance', () => {
  it.each([
    ['volvo', 'volvo', 0],
    ['volov', 'volvo', 1],
    ['volvp', 'volvo', 1],
    ['diesle', 'diesel', 1],
    ['disel', 'diesel', 1],
    ['tesal', 'tesla', 1],
    ['volksvagen', 'volkswagen', 1],
    ['folksvagen', 'volkswagen', 2],
    ['ab', 'ba', 1],
    ['kia', 'kai', 1],
  ])('%s → %s is %i', (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d)
  })

  it('answers max + 1 for words farther apart than the bound', () => {
    expect(editDistance('volvo', 'audi', 1)).toBe(2)
    expect(editDistance('mercedes', 'merc', 2)).toBe(3)
    expect(editDistance('abcdef', 'fedcba', 2)).toBe(3)
  })
})

describe('editDistance with keyboard prices', () => {
  it('counts a slip to a neighbouring key as one edit and a far change as two', () => {
    expect(editDistance('volvp', 'volvo', 2, keyChangeCost)).toBe(1)
    expect(editDistance('mercedez', 'mercedes', 2, keyChangeCost)).toBe(1)
    expect(editDistance('skada', 'skoda', 2, keyChangeCost)).toBe(2)
    expect(editDistance('start', 'smart', 2, keyChangeCost)).toBe(2)
    expect(editDistance('volov', 'volvo', 2, keyChangeCost)).toBe(1)
  })
})
