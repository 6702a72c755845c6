import { describe, expect, it } from 'vitest'
import type { TimeSlotDay } from './contract'
import {
  addDays,
  appendDays,
  firstLoadFrom,
  groupWeeks,
  isoWeek,
  nearEnd,
  nextLoadFrom,
  openingTab,
  timeSlotOf,
} from './weeks'

const day = (date: string, slots: string[] = ['09:00']): TimeSlotDay => ({
  date,
  availableSlots: slots,
  allDaySlotAvailable: true,
})

describe('week tabs of time slots (spec 2 §2.1, §9)', () => {
  it('numbers weeks by ISO 8601, across the turn of the year', () => {
    expect(isoWeek('2026-11-23')).toEqual({ year: 2026, week: 48 })
    expect(isoWeek('2026-12-31')).toEqual({ year: 2026, week: 53 })
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 })
    expect(isoWeek('2027-01-04')).toEqual({ year: 2027, week: 1 })
  })

  it('groups days into Monday-first weeks, in order, without duplicates', () => {
    const tabs = groupWeeks([day('2026-11-30'), day('2026-11-27'), day('2026-11-23'), day('2026-11-23', [])])
    expect(tabs.map((t) => [t.week, t.days.map((d) => d.date)])).toEqual([
      [48, ['2026-11-23', '2026-11-27']],
      [49, ['2026-11-30']],
    ])
  })

  it('loads from the Monday of the current week, so 4 weeks of days make 4 tabs', () => {
    expect(firstLoadFrom('2026-11-26')).toBe('2026-11-23')
    expect(firstLoadFrom('2026-11-23')).toBe('2026-11-23')
    expect(firstLoadFrom('2027-01-03')).toBe('2026-12-28')
    const loaded = Array.from({ length: 28 }, (_, i) => day(addDays(firstLoadFrom('2026-11-26'), i)))
    expect(groupWeeks(loaded)).toHaveLength(4)
    expect(nextLoadFrom(loaded)).toBe('2026-12-21')
  })

  it('opens on the first week with a bookable day, else the first week', () => {
    const closed = (date: string): TimeSlotDay => ({ date, availableSlots: [], allDaySlotAvailable: false })
    expect(openingTab(groupWeeks([closed('2026-11-28'), closed('2026-11-29'), day('2026-11-30')]))).toBe('2026-W49')
    expect(openingTab(groupWeeks([closed('2026-11-28'), { ...closed('2026-12-01'), allDaySlotAvailable: true }]))).toBe(
      '2026-W49',
    )
    expect(openingTab(groupWeeks([day('2026-11-27'), day('2026-11-30')]))).toBe('2026-W48')
    expect(openingTab(groupWeeks([closed('2026-11-28')]))).toBe('2026-W48')
    expect(openingTab([])).toBeUndefined()
  })

  it('loads more from the day after the last one when the last tab opens, and appends', () => {
    const loaded = [day('2026-11-23'), day('2026-12-18')]
    expect(nextLoadFrom(loaded)).toBe('2026-12-19')
    expect(nextLoadFrom([])).toBeNull()
    expect(nearEnd(2, 4)).toBe(false)
    expect(nearEnd(3, 4)).toBe(true)
    expect(appendDays(loaded, [day('2026-12-18', []), day('2026-12-21')]).map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-12-18',
      '2026-12-21',
    ])
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it("the booking's time slot is the local date-time; a full day is the 08:00 drop-off", () => {
    expect(timeSlotOf('2026-12-01', '09:30')).toBe('2026-12-01T09:30')
    expect(timeSlotOf('2026-12-01', null)).toBe('2026-12-01T08:00')
  })
})
