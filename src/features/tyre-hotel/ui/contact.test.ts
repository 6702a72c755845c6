import { describe, expect, it } from 'vitest'
import {
  canBook,
  ContactSchema,
  contactValid,
  isValidEmail,
  isValidMobile,
  normalizeMobile,
  type ContactValues,
} from './contact'

const valid: ContactValues = {
  firstName: 'Anna',
  lastName: 'Svensson',
  phoneMobile: '070-123 45 67',
  email: 'anna@example.se',
  freeText: '',
}

describe('contact rules (spec 2 §5 "Tire hotel, booking")', () => {
  it('mobile: only digits and plus kept, then 8 to 15 characters', () => {
    expect(normalizeMobile('+46 (70) 123-45 67')).toBe('+46701234567')
    expect(isValidMobile('070-123 45 67')).toBe(true)
    expect(isValidMobile('1234567')).toBe(false)
    expect(isValidMobile('12345678')).toBe(true)
    expect(isValidMobile('+4670123456789')).toBe(true) // 14
    expect(isValidMobile('+46701234567890')).toBe(true) // 15
    expect(isValidMobile('+467012345678901')).toBe(false) // 16
    expect(isValidMobile('abc')).toBe(false)
  })

  it('e-mail: allowed characters, an at sign, a domain and a top-level part of 2 or more', () => {
    for (const ok of ['anna@example.se', 'a.b+c@sub.example.com', 'x_y%z@ex-ample.co.uk'])
      expect(isValidEmail(ok)).toBe(true)
    for (const bad of [
      'anna@example.s',
      'anna@example',
      'anna.example.se',
      'an na@example.se',
      '@example.se',
      'anna@.se',
      'ann<a@example.se',
    ])
      expect(isValidEmail(bad)).toBe(false)
  })

  it('names are required, the comment is optional', () => {
    expect(contactValid(valid)).toBe(true)
    expect(contactValid({ ...valid, firstName: '  ' })).toBe(false)
    expect(contactValid({ ...valid, lastName: '' })).toBe(false)
    expect(ContactSchema.safeParse(valid).success).toBe(true)
    expect(ContactSchema.parse(valid).phoneMobile).toBe('0701234567')
    expect(ContactSchema.safeParse({ ...valid, email: 'x@y' }).success).toBe(false)
  })

  it('"Genomför bokning" needs a date, a time when the day has times, and valid contact fields', () => {
    expect(canBook({ date: null, time: null, dayHasTimes: false, contact: valid })).toBe(false)
    expect(canBook({ date: '2026-12-03', time: null, dayHasTimes: true, contact: valid })).toBe(false)
    expect(canBook({ date: '2026-12-03', time: '2026-12-03T08:00:00', dayHasTimes: true, contact: valid })).toBe(true)
    expect(canBook({ date: '2026-12-03', time: null, dayHasTimes: false, contact: valid })).toBe(true)
    expect(
      canBook({ date: '2026-12-03', time: null, dayHasTimes: false, contact: { ...valid, phoneMobile: '123' } }),
    ).toBe(false)
    expect(canBook({ date: '2026-12-03', time: null, dayHasTimes: false, contact: { ...valid, email: 'a@b' } })).toBe(
      false,
    )
  })
})
