import { describe, expect, it } from 'vitest'
import { isInWindow, nextWindowChange } from './window'

const at = (iso: string) => Date.parse(iso)

describe('a dated message’s window', () => {
  const spring = { startsAt: '2026-03-01T00:00:00.000Z', endsAt: '2026-04-30T22:00:00.000Z' }

  it('shows from its start until its end, not after (the spring campaign in November)', () => {
    expect(isInWindow(spring, at('2026-02-28T23:59:59.999Z'))).toBe(false)
    expect(isInWindow(spring, at('2026-03-01T00:00:00.000Z'))).toBe(true)
    expect(isInWindow(spring, at('2026-04-30T21:59:59.999Z'))).toBe(true)
    expect(isInWindow(spring, at('2026-04-30T22:00:00.000Z'))).toBe(false)
    expect(isInWindow(spring, at('2026-11-27T12:00:00.000Z'))).toBe(false)
  })

  it('leaves an open side open: no dates is always, a start only is from then, an end only is until then', () => {
    expect(isInWindow({}, at('2000-01-01T00:00:00Z'))).toBe(true)
    expect(isInWindow({ startsAt: null, endsAt: null }, at('2099-01-01T00:00:00Z'))).toBe(true)
    expect(isInWindow({ startsAt: '2026-12-01T00:00:00Z' }, at('2026-11-30T00:00:00Z'))).toBe(false)
    expect(isInWindow({ startsAt: '2026-12-01T00:00:00Z' }, at('2027-06-01T00:00:00Z'))).toBe(true)
    expect(isInWindow({ endsAt: '2026-12-01T00:00:00Z' }, at('2026-11-30T00:00:00Z'))).toBe(true)
    expect(isInWindow({ endsAt: 'not a date' }, at('2026-11-30T00:00:00Z'))).toBe(true)
  })

  it('names the next moment any window opens or closes, for the page cache to end at', () => {
    const now = at('2026-04-01T00:00:00Z')
    const later = { startsAt: '2026-04-15T00:00:00Z' }
    expect(nextWindowChange([spring, later, {}], now)).toBe(at('2026-04-15T00:00:00Z'))
    expect(nextWindowChange([spring], now)).toBe(at('2026-04-30T22:00:00.000Z'))
    expect(nextWindowChange([spring, later], at('2026-05-01T00:00:00Z'))).toBeNull()
    expect(nextWindowChange([], now)).toBeNull()
  })
})
