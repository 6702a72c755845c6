import { describe, expect, it } from 'vitest'
import {
  constantTimeEqual,
  deriveKeys,
  keysFromEnv,
  openSearch,
  sealSearch,
  signSession,
  verifySession,
} from './crypto'

const keys = deriveKeys('unit-test-secret-0123456789')
const other = deriveKeys('another-secret-0123456789')
const now = new Date('2026-11-23T10:00:00Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('encryptedPhoneNumber (AES-256-GCM of phone, plate and expiry)', () => {
  const claims = { phone: '+46701740605', plate: 'TYR123' }

  it('opens to the phone and plate before its expiry, and is "expired" after', () => {
    const sealed = sealSearch(keys, claims, later(60_000))
    expect(openSearch(keys, sealed, now)).toEqual(claims)
    expect(openSearch(keys, sealed, later(60_000))).toBe('expired')
  })

  it('shows neither the phone number nor the plate', () => {
    const sealed = sealSearch(keys, claims, later(60_000))
    const decoded = Buffer.from(sealed, 'base64url').toString('latin1')
    for (const text of [sealed, decoded]) {
      expect(text).not.toContain('701740605')
      expect(text).not.toContain('TYR123')
    }
    // A fresh IV each time: two answers for the same plate differ.
    expect(sealSearch(keys, claims, later(60_000))).not.toBe(sealed)
  })

  it('is useless with another key, and any change to it is detected', () => {
    const sealed = sealSearch(keys, claims, later(60_000))
    expect(openSearch(other, sealed, now)).toBeNull()
    const bytes = Buffer.from(sealed, 'base64url')
    for (const at of [0, 13, bytes.length - 1]) {
      const altered = Buffer.from(bytes)
      altered[at] ^= 1
      expect(openSearch(keys, altered.toString('base64url'), now)).toBeNull()
    }
    expect(openSearch(keys, 'not a token', now)).toBeNull()
    expect(openSearch(keys, '', now)).toBeNull()
  })
})

describe('session token (HMAC-signed, bound to a plate, expiring)', () => {
  const claims = { id: 'c2Vzc2lvbi1pZA', plate: 'TYR123', agreement: 7, expiresAt: later(3_600_000).getTime() }

  it('verifies its own claims until it expires', () => {
    const token = signSession(keys, claims)
    expect(verifySession(keys, token, now)).toEqual({ ...claims, confirmation: undefined })
    expect(verifySession(keys, token, later(3_600_000))).toBeNull()
  })

  it('refuses a token signed with another key, a changed plate or a changed expiry', () => {
    const token = signSession(keys, claims)
    expect(verifySession(other, token, now)).toBeNull()
    const [, mac] = token.split('.')
    for (const changed of [
      { ...claims, plate: 'TYR456' },
      { ...claims, expiresAt: claims.expiresAt + 86_400_000 },
    ]) {
      const [body] = signSession(other, changed).split('.')
      expect(verifySession(keys, `${body}.${mac}`, now)).toBeNull()
    }
    expect(verifySession(keys, `${token}.x`, now)).toBeNull()
    expect(verifySession(keys, 'garbage', now)).toBeNull()
  })
})

describe('keys', () => {
  it('are derived per purpose and differ between secrets', () => {
    expect(keys.search.equals(keys.code)).toBe(false)
    expect(keys.code.equals(keys.session)).toBe(false)
    expect(keys.search.equals(other.search)).toBe(false)
    expect(keys.search).toHaveLength(32)
  })

  it('come from TIREHOTEL_SECRET, else from PAYLOAD_SECRET, else not at all', () => {
    expect(keysFromEnv({ TIREHOTEL_SECRET: 'unit-test-secret-0123456789' }).session.equals(keys.session)).toBe(true)
    expect(keysFromEnv({ PAYLOAD_SECRET: 'payload-secret-0123456789' }).session.equals(keys.session)).toBe(false)
    expect(() => keysFromEnv({})).toThrow(/TIREHOTEL_SECRET/)
  })

  it('compares in constant time and treats different lengths as unequal', () => {
    expect(constantTimeEqual(Buffer.from('abc'), Buffer.from('abc'))).toBe(true)
    expect(constantTimeEqual(Buffer.from('abc'), Buffer.from('abd'))).toBe(false)
    expect(constantTimeEqual(Buffer.from('abc'), Buffer.from('abcd'))).toBe(false)
  })
})
