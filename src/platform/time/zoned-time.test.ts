import { describe, expect, it } from 'vitest'
import { addDays, epochToZoned, isCalendarDate, parseClock, steadyOffsetOn, weekday, zonedToEpoch } from './zoned-time'

const TZ = 'Europe/Stockholm'
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString())

describe('wall-clock time in Europe/Stockholm', () => {
  it('uses CET in winter and CEST in summer', () => {
    expect(iso(zonedToEpoch('2026-01-15', 7 * 60, TZ))).toBe('2026-01-15T06:00:00.000Z')
    expect(iso(zonedToEpoch('2026-06-15', 7 * 60, TZ))).toBe('2026-06-15T05:00:00.000Z')
  })

  it('has no 02:30 on the night the clocks go forward (last Sunday of March)', () => {
    expect(steadyOffsetOn('2026-03-29', TZ)).toBeNull()
    expect(zonedToEpoch('2026-03-29', 150, TZ)).toBeNull()
    expect(iso(zonedToEpoch('2026-03-29', 90, TZ))).toBe('2026-03-29T00:30:00.000Z')
    expect(iso(zonedToEpoch('2026-03-29', 180, TZ))).toBe('2026-03-29T01:00:00.000Z')
    // The weekend around it: Friday in CET, Monday in CEST.
    expect(iso(zonedToEpoch('2026-03-27', 420, TZ))).toBe('2026-03-27T06:00:00.000Z')
    expect(iso(zonedToEpoch('2026-03-30', 420, TZ))).toBe('2026-03-30T05:00:00.000Z')
  })

  it('takes the first 02:30 on the night the clocks go back (last Sunday of October)', () => {
    expect(steadyOffsetOn('2026-10-25', TZ)).toBeNull()
    expect(iso(zonedToEpoch('2026-10-25', 150, TZ))).toBe('2026-10-25T00:30:00.000Z')
    expect(iso(zonedToEpoch('2026-10-25', 210, TZ))).toBe('2026-10-25T02:30:00.000Z')
    expect(iso(zonedToEpoch('2026-10-23', 420, TZ))).toBe('2026-10-23T05:00:00.000Z')
    expect(iso(zonedToEpoch('2026-10-26', 420, TZ))).toBe('2026-10-26T06:00:00.000Z')
  })

  it('reads an instant back as date and minutes', () => {
    expect(epochToZoned(Date.parse('2026-10-25T01:30:00Z'), TZ)).toEqual({ date: '2026-10-25', minutes: 150 })
    expect(epochToZoned(Date.parse('2026-12-31T23:30:00Z'), TZ)).toEqual({ date: '2027-01-01', minutes: 30 })
  })

  it('handles calendar dates and clock strings', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(weekday('2026-11-23')).toBe(0)
    expect(weekday('2026-11-29')).toBe(6)
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('2026-2-3')).toBe(false)
    expect(parseClock('07:30')).toBe(450)
    expect(parseClock('24:00')).toBe(1440)
    expect(parseClock('24:30')).toBeNull()
    expect(parseClock('7:30')).toBeNull()
  })
})
