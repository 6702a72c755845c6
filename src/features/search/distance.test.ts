import { describe, expect, it } from 'vitest'
import { distanceKm, formatNear, fromKm, parseNear, radiusCounts, roundPoint, toKm } from './distance'

describe('distance for the car list', () => {
  // Oracle values from the spherical law of cosines (a different formula, computed outside this code base, R = 6371.0088 km).
  it.each([
    [{ lat: 51.5007, lng: -0.1246 }, { lat: 48.8584, lng: 2.2945 }, 340.539],
    [{ lat: 53.8, lng: -1.55 }, { lat: 53.48, lng: -2.24 }, 57.75],
    [{ lat: 57.70887, lng: 11.97456 }, { lat: 57.68912, lng: 11.99361 }, 2.471],
  ])('matches an independent oracle: %o → %o is %f km', (a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 2)
  })

  it('converts to the market unit both ways', () => {
    expect(toKm(10, 'miles')).toBeCloseTo(16.09344, 5)
    expect(fromKm(16.09344, 'miles')).toBeCloseTo(10, 9)
    expect(toKm(25, 'km')).toBe(25)
  })

  it('counts cars within each radius cumulatively; a car exactly at a radius is within it', () => {
    const distances = [3, 10, 24.9, 60, 400]
    const counts = [2, 1, 5, 7, 11]
    expect(radiusCounts([10, 25, 50, 100], distances, (k) => counts[k])).toEqual([3, 8, 8, 15])
  })

  it('rounds a visitor position to two decimals before it goes into a URL', () => {
    expect(roundPoint({ lat: 57.708934, lng: 11.974567 })).toEqual({ lat: 57.71, lng: 11.97 })
    expect(formatNear({ lat: 53.79648, lng: -1.54785 })).toBe('53.8,-1.55')
    expect(parseNear('57.708934,11.974567')).toEqual({ lat: 57.71, lng: 11.97 })
    expect(parseNear('91,0')).toBeNull()
    expect(parseNear('57.7;11.9')).toBeNull()
    expect(parseNear('')).toBeNull()
  })
})
