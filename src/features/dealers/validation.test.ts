import { describe, expect, it } from 'vitest'

import { isValidPhone, isValidSlug, parseGeocoord, validateGeocoord, validatePhone, validateSlug } from './validation'

// Payload passes a large options object; the validators only read `required`.
const opts = (required = false) => ({ required }) as unknown as Parameters<typeof validatePhone>[1]

describe('isValidPhone (spec 1 §5)', () => {
  it.each(['08 465 004 12', '+46 8 465 004 12', '07700 900 123', '0121 496 0123', '+421 2 1234 5678', '123456'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  )
  it.each(['08-465 004 12', '12345', '+46 (0)8 465 00', 'call me', '+', '1234567890 1234567890 1', '46+123456'])(
    'rejects %s',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  )
})

describe('parseGeocoord', () => {
  it('reads lat,lng with optional spaces and signs', () => {
    expect(parseGeocoord('59.3293,18.0686')).toEqual({ lat: 59.3293, lng: 18.0686 })
    expect(parseGeocoord(' 51.52203, -0.26904 ')).toEqual({ lat: 51.52203, lng: -0.26904 })
  })
  it('returns null for malformed or out-of-range values', () => {
    for (const value of ['', null, undefined, '59.3', '59.3;18.0', 'abc,def', '91,10', '10,181', '59.3,18.0,1']) {
      expect(parseGeocoord(value)).toBeNull()
    }
  })
})

describe('slugs', () => {
  it('accepts lower-case hyphenated segments only', () => {
    expect(isValidSlug('bilgruppen-uppsala')).toBe(true)
    expect(isValidSlug('Bilgruppen-Uppsala')).toBe(false)
    expect(isValidSlug('malmö')).toBe(false)
    expect(isValidSlug('a--b')).toBe(false)
    expect(isValidSlug('-a')).toBe(false)
  })
})

describe('Payload validate functions', () => {
  it('let optional fields stay empty but enforce required', () => {
    for (const validate of [validatePhone, validateGeocoord, validateSlug]) {
      expect(validate(undefined, opts())).toBe(true)
      expect(validate('', opts())).toBe(true)
      expect(typeof validate(null, opts(true))).toBe('string')
    }
  })
  it('return a message for bad values and true for good ones', () => {
    expect(validatePhone('08 465 004 12', opts())).toBe(true)
    expect(typeof validatePhone('08-465', opts())).toBe('string')
    expect(validateGeocoord('59.3,18.0', opts())).toBe(true)
    expect(typeof validateGeocoord('north', opts())).toBe('string')
    expect(validateSlug('oslo-outlet', opts(true))).toBe(true)
    expect(typeof validateSlug('Oslo Outlet', opts(true))).toBe('string')
  })
})
