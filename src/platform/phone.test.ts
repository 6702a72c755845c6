import { describe, expect, it } from 'vitest'
import { isValidPhone, normalizePhone, PHONE_PATTERN, phoneSchema, toE164 } from './phone'

describe('phone numbers as people write them', () => {
  it.each([
    ['070-123 45 67', '070 123 45 67'],
    ['08-123 45 00', '08 123 45 00'],
    ['(08) 123 45 00', '08 123 45 00'],
    ['+46 70-123 45 67', '+46 70 123 45 67'],
    ['070.123.45.67', '070 123 45 67'],
    ['070\u00a0123\u00a045\u00a067', '070 123 45 67'],
    ['070\u202f123 45 67', '070 123 45 67'],
    ['  0701234567 ', '0701234567'],
    ['070–123 45 67', '070 123 45 67'],
    ['+ 46 70 123 45 67', '+46 70 123 45 67'],
    ['08/123 45 00', '08 123 45 00'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored)
    expect(PHONE_PATTERN.test(stored)).toBe(true)
    expect(phoneSchema().parse(typed)).toBe(stored)
  })

  it('still refuses what is not a phone number', () => {
    for (const bad of [
      '12345',
      '070123a',
      'call me',
      '',
      '---',
      '0123456789012345678901',
      '46+70 123 45 67',
      '+46 (0) 70 x 123',
    ]) {
      expect(isValidPhone(bad), bad).toBe(false)
      const parsed = phoneSchema().safeParse(bad)
      expect(parsed.success, bad).toBe(false)
      if (!parsed.success) expect(parsed.error.issues[0]?.code).toBe('invalid_format')
    }
  })

  it("keeps the spec's length rule on the normalised number: 6 to 20 digits or spaces after an optional plus", () => {
    expect(isValidPhone('070-123')).toBe(true)
    expect(isValidPhone('+' + '1'.repeat(20))).toBe(true)
    expect(isValidPhone('1'.repeat(21))).toBe(false)
    expect(isValidPhone('(0)-12')).toBe(false)
  })
})

describe('numbers for SMS (E.164)', () => {
  it.each([
    ['070 123 45 67', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['0046 70 123 45 67', '+46701234567'],
    ['+47 412 34 567', '+4741234567'],
    ['08 123 45 00', '+4681234500'],
  ])('%j is sent to %j', (stored, sent) => expect(toE164(stored, '46')).toBe(sent))

  it.each(['70 123 45 67', '+0 70 123', '0123', '+46 70 123 45 67 89 01 23'])('%j is no number to send to', (stored) =>
    expect(toE164(stored, '46')).toBeNull(),
  )
})
