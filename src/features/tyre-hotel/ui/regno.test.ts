import { describe, expect, it } from 'vitest'
import { canSearch, normalizeRegNo } from './regno'

describe('registration number (spec 2 §5, §9)', () => {
  it('removes spaces, forces upper case, keeps at most 7', () => {
    expect(normalizeRegNo(' tyr 123 ')).toBe('TYR123')
    expect(normalizeRegNo('abc12345')).toBe('ABC1234')
  })
  it('continues from 2 characters', () => {
    expect(canSearch('a')).toBe(false)
    expect(canSearch(' a ')).toBe(false)
    expect(canSearch('ab')).toBe(true)
  })
})
