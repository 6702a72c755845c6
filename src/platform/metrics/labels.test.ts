import { describe, expect, it } from 'vitest'
import { boundedNames, methodLabel, statusClassLabel, statusLabel } from './labels'

describe('metric labels', () => {
  it('keeps the usual methods and folds any other token into OTHER', () => {
    expect(methodLabel('GET')).toBe('GET')
    expect(methodLabel('PATCH')).toBe('PATCH')
    expect(methodLabel('get')).toBe('OTHER')
    expect(methodLabel('PROPFIND')).toBe('OTHER')
    expect(methodLabel(undefined)).toBe('OTHER')
  })

  it('names statuses 100–599 by code and class, everything else other', () => {
    expect(statusLabel(200)).toBe('200')
    expect(statusLabel(599)).toBe('599')
    expect(statusClassLabel(429)).toBe('4xx')
    expect(statusClassLabel(100)).toBe('1xx')
    for (const status of [0, 99, 600, 200.5, NaN]) {
      expect(statusLabel(status)).toBe('other')
      expect(statusClassLabel(status)).toBe('other')
    }
  })

  it('keeps the first distinct names up to the cap and folds the rest and odd shapes into other', () => {
    const label = boundedNames(2)
    expect(label('content')).toBe('content')
    expect(label('car-detail')).toBe('car-detail')
    expect(label('redirect')).toBe('other')
    expect(label('content')).toBe('content')
    const fresh = boundedNames(10)
    expect(fresh('/kop-bil/volvo')).toBe('other')
    expect(fresh('Content')).toBe('other')
    expect(fresh('x'.repeat(33))).toBe('other')
    expect(fresh(undefined)).toBe('other')
  })

  it('never yields more than cap + 1 values however many names arrive', () => {
    const label = boundedNames(5)
    const values = new Set(Array.from({ length: 1000 }, (_, index) => label(`kind-${index}`)))
    expect(values.size).toBe(6)
    expect(values.has('other')).toBe(true)
  })
})
