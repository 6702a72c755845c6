import { describe, expect, it } from 'vitest'
import { normalizeMobile, normalizePlate, obfuscatePhone } from './identity'

describe('normalizePlate (spec 2 §5)', () => {
  it('removes spaces and forces upper case', () => {
    expect(normalizePlate(' tyr 123 ')).toBe('TYR123')
    expect(normalizePlate('abc12d')).toBe('ABC12D')
  })
  it('takes 2 to 7 characters of letters and digits', () => {
    expect(normalizePlate('A')).toBeNull()
    expect(normalizePlate('AB')).toBe('AB')
    expect(normalizePlate('ABCDEFG')).toBe('ABCDEFG')
    expect(normalizePlate('ABCDEFGH')).toBeNull()
    expect(normalizePlate('AB-123')).toBeNull()
    expect(normalizePlate("'; drop")).toBeNull()
  })
})

describe('normalizeMobile (spec 2 §5: digits and plus, 8 to 15 characters)', () => {
  it('writes Swedish numbers in E.164', () => {
    expect(normalizeMobile('070-174 06 05')).toBe('+46701740605')
    expect(normalizeMobile('+46 70 174 06 05')).toBe('+46701740605')
    expect(normalizeMobile('0046701740605')).toBe('+46701740605')
  })
  it('refuses numbers too short, too long or with a plus inside', () => {
    expect(normalizeMobile('0701234')).toBeNull()
    expect(normalizeMobile('+4670174060512345')).toBeNull()
    expect(normalizeMobile('070+1740605')).toBeNull()
  })
})

describe('obfuscatePhone (at most the last 2–3 digits)', () => {
  it('shows only the last two digits and hides the length', () => {
    expect(obfuscatePhone('+46701740605')).toBe('*** *** ** 05')
    expect(obfuscatePhone('+4670174060599')).toBe('*** *** ** 99')
  })
  it('never shows more than three digits of any number', () => {
    for (const phone of ['+46701740605', '+358401234567', '+4791234567']) {
      expect(obfuscatePhone(phone).replace(/\D/g, '').length).toBeLessThanOrEqual(3)
    }
  })
})
