import { describe, expect, it, vi } from 'vitest'
import { deriveKeys } from './crypto'
import {
  CODE_WINDOW_MS,
  codeDigest,
  codeMatches,
  codeRefusal,
  MAX_CODES_PER_PLATE,
  newAuthorizationToken,
  newCode,
  plateCodeBudget,
  tokenHash,
} from './otp'

const keys = deriveKeys('unit-test-secret-0123456789')
const now = new Date('2026-11-23T10:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)

describe('newCode', () => {
  it('is four digits drawn from the random source over the whole range 0000–9999', () => {
    const random = vi.fn((max: number) => (max === 10_000 ? 42 : -1))
    expect(newCode(random)).toBe('0042')
    expect(random).toHaveBeenCalledWith(10_000)
    expect(newCode(() => 9999)).toBe('9999')
  })
  it('uses crypto.randomInt by default', () => {
    const codes = Array.from({ length: 200 }, () => newCode())
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(150)
  })
})

describe('stored codes', () => {
  const login = tokenHash(newAuthorizationToken())

  it('are an HMAC bound to the login: the code itself is not in it', () => {
    const digest = codeDigest(keys, login, '1234')
    expect(digest).toMatch(/^[0-9a-f]{64}$/)
    expect(digest).not.toContain('1234')
    expect(codeDigest(keys, tokenHash('other login'), '1234')).not.toBe(digest)
    expect(codeDigest(deriveKeys('another-secret-0123456789'), login, '1234')).not.toBe(digest)
  })

  it('match only the right code', () => {
    const digest = codeDigest(keys, login, '0815')
    expect(codeMatches(keys, login, '0815', digest)).toBe(true)
    expect(codeMatches(keys, login, '0816', digest)).toBe(false)
    expect(codeMatches(keys, login, '815', digest)).toBe(false)
  })

  it('authorization tokens are 256 random bits; only their hash is kept', () => {
    const token = newAuthorizationToken()
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/)
    expect(newAuthorizationToken()).not.toBe(token)
  })
})

describe('codeRefusal', () => {
  const fresh = { expiresAt: new Date(now.getTime() + 1), tries: 0, usedAt: null }
  it('lets a fresh code be tried', () => expect(codeRefusal(fresh, now)).toBeNull())
  it('refuses a code after 5 wrong tries', () => {
    expect(codeRefusal({ ...fresh, tries: 4 }, now)).toBeNull()
    expect(codeRefusal({ ...fresh, tries: 5 }, now)).toBe('dead')
  })
  it('refuses a code at its expiry (10 minutes) and a used one', () => {
    expect(codeRefusal({ ...fresh, expiresAt: now }, now)).toBe('expired')
    expect(codeRefusal({ ...fresh, usedAt: ago(1) }, now)).toBe('used')
  })
})

describe('plateCodeBudget (10 codes per plate per 24 h)', () => {
  it('allows up to 10 codes in 24 hours', () => {
    expect(
      plateCodeBudget(
        Array.from({ length: 9 }, (_, i) => ago(i * 60_000)),
        now,
      ),
    ).toEqual({ allowed: true })
  })
  it('refuses the 11th and says when the oldest leaves the window', () => {
    const issued = Array.from({ length: MAX_CODES_PER_PLATE }, (_, i) => ago(3_600_000 + i * 60_000))
    const oldest = ago(3_600_000 + 9 * 60_000)
    expect(plateCodeBudget(issued, now)).toEqual({
      allowed: false,
      retryAfterMs: oldest.getTime() + CODE_WINDOW_MS - now.getTime(),
    })
  })
  it('forgets codes older than 24 hours', () => {
    const issued = Array.from({ length: 20 }, (_, i) => ago(CODE_WINDOW_MS + i))
    expect(plateCodeBudget(issued, now)).toEqual({ allowed: true })
  })
})
