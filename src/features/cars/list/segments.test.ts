import { describe, expect, it } from 'vitest'
import { matchSegments, segmentSelection } from './segments'

const tree = [
  { text: 'Land Rover', count: 3, children: [{ text: 'Range Rover Evoque', count: 3 }] },
  {
    text: 'Volvo',
    count: 9,
    children: [
      { text: 'XC60', count: 5 },
      { text: 'V90', count: 4 },
    ],
  },
  { text: 'Škoda', count: 2, children: [{ text: 'Octavia', count: 2 }] },
]

describe('brand and model path segments (spec 1 §2)', () => {
  it('match case-insensitively and give the display values', () => {
    expect(matchSegments(['volvo'], tree)).toEqual({ brand: 'Volvo', model: null })
    expect(matchSegments(['VOLVO', 'xc60'], tree)).toEqual({ brand: 'Volvo', model: 'XC60' })
    expect(matchSegments(['land rover', 'range rover evoque'], tree)).toEqual({
      brand: 'Land Rover',
      model: 'Range Rover Evoque',
    })
    expect(matchSegments(['ŠKODA'], tree)).toEqual({ brand: 'Škoda', model: null })
  })

  it('unknown brand, a model of another brand, or too many segments: no match (404)', () => {
    expect(matchSegments(['saab'], tree)).toBeNull()
    expect(matchSegments(['volvo', 'octavia'], tree)).toBeNull()
    expect(matchSegments(['skoda'], tree)).toBeNull()
    expect(matchSegments(['volvo', 'xc60', 'x'], tree)).toBeNull()
    expect(matchSegments([], tree)).toBeNull()
  })

  it('stand for a tree selection', () => {
    expect(segmentSelection({ brand: 'Volvo', model: 'XC60' })).toBe('Volvo>XC60')
    expect(segmentSelection({ brand: 'Volvo', model: null })).toBe('Volvo')
  })
})
