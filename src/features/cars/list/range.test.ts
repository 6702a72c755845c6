import { describe, expect, it } from 'vitest'
import { clamp, moveThumb, parseAmount, rangeFilter, withBounds } from './range'

const bounds = { min: 50_000, max: 900_000 }

describe('price range rules (spec 1 §4-§5)', () => {
  it.each([
    ['149 900', 149900],
    ['149\u00a0900', 149900],
    ['1\u202f000', 1000],
    ['  42 ', 42],
    ['0', 0],
    ['', null],
    ['12,5', null],
    ['1.5', null],
    ['abc', null],
    ['12kr', null],
  ])('input %j parses to %j', (input, value) => expect(parseAmount(input)).toBe(value))

  it('clamps to the facet min/max', () => {
    expect(clamp(10, bounds)).toBe(50_000)
    expect(clamp(2_000_000, bounds)).toBe(900_000)
    expect(clamp(300_000, bounds)).toBe(300_000)
  })

  it('thumbs cannot cross', () => {
    const range = { min: 100_000, max: 300_000 }
    expect(moveThumb(range, 'min', 400_000, bounds)).toEqual({ min: 300_000, max: 300_000 })
    expect(moveThumb(range, 'max', 20_000, bounds)).toEqual({ min: 100_000, max: 100_000 })
    expect(moveThumb(range, 'max', 5_000_000, bounds)).toEqual({ min: 100_000, max: 900_000 })
  })

  it('fills a missing side with the bound and clamps a selection outside it', () => {
    expect(withBounds({ min: 100_000 }, bounds)).toEqual({ min: 100_000, max: 900_000 })
    expect(withBounds({ min: 1, max: 99_999_999 }, bounds)).toEqual(bounds)
    expect(withBounds(undefined, bounds)).toEqual(bounds)
  })

  it('a value equal to the full range removes the filter; a side at its bound is dropped', () => {
    expect(rangeFilter({ min: 50_000, max: 900_000 }, bounds)).toBeNull()
    expect(rangeFilter({}, bounds)).toBeNull()
    expect(rangeFilter({ min: 50_000, max: 300_000 }, bounds)).toEqual({ max: 300_000 })
    expect(rangeFilter({ min: 60_000, max: 900_000 }, bounds)).toEqual({ min: 60_000 })
    expect(rangeFilter({ min: 60_000, max: 300_000 }, bounds)).toEqual({ min: 60_000, max: 300_000 })
  })
})
