import { describe, expect, it } from 'vitest'
import { clearedSessionCookie, sessionCookie, sessionTokenFrom } from './session-cookie'

const now = new Date('2026-11-23T10:00:00Z')

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Strict, limited to /api/tirehotel and lives as long as the token', () => {
    const cookie = sessionCookie('abc.def', new Date(now.getTime() + 3_600_000), now, false)
    expect(cookie).toBe('tirehotel_session=abc.def; Path=/api/tirehotel; Max-Age=3600; HttpOnly; SameSite=Strict')
    expect(sessionCookie('abc.def', new Date(now.getTime() + 60_000), now, true)).toMatch(/; Secure$/)
    expect(clearedSessionCookie(false)).toContain('Max-Age=0')
  })
  it('is read back from a Cookie header among others', () => {
    expect(sessionTokenFrom('a=1; tirehotel_session=abc.def; b=2')).toBe('abc.def')
    expect(sessionTokenFrom('a=1')).toBeNull()
    expect(sessionTokenFrom(null)).toBeNull()
    expect(sessionTokenFrom('tirehotel_session=')).toBeNull()
  })
})
