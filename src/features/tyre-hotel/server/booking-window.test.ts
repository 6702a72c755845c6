import { describe, expect, it } from 'vitest'
import { addMonths, bookingWindow, clampToWindow, inWindow, localToday } from './booking-window'

describe('booking window (spec 2 §9: from 3 days ahead to 3 months ahead)', () => {
  it('counts from the date in Stockholm', () => {
    // 23:30 UTC on 23 Nov is already 24 Nov in Stockholm.
    expect(localToday(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24')
    expect(bookingWindow(new Date('2026-11-23T23:30:00Z'))).toEqual({ first: '2026-11-27', last: '2027-02-24' })
  })

  it('adds months and keeps to the month’s last day', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28')
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29')
    expect(addMonths('2026-01-15', 3)).toBe('2026-04-15')
  })

  it('cuts the asked dates to the window', () => {
    const window = { first: '2026-11-26', last: '2027-02-23' }
    expect(clampToWindow('2026-11-23', '2026-11-30', window)).toEqual({ from: '2026-11-26', days: 5 })
    expect(clampToWindow('2027-02-20', '2027-12-31', window)).toEqual({ from: '2027-02-20', days: 4 })
    expect(clampToWindow('2026-11-01', '2026-11-25', window)).toBeNull()
    expect(clampToWindow('2026-12-05', '2026-12-01', window)).toBeNull()
    expect(clampToWindow('2026-13-01', '2026-12-01', window)).toBeNull()
  })

  it('tells whether a day can be booked', () => {
    const window = { first: '2026-11-26', last: '2027-02-23' }
    expect(inWindow('2026-11-25', window)).toBe(false)
    expect(inWindow('2026-11-26', window)).toBe(true)
    expect(inWindow('2027-02-23', window)).toBe(true)
    expect(inWindow('2027-02-24', window)).toBe(false)
  })
})
