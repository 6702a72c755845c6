import { describe, expect, it } from 'vitest'
import {
  addMonths,
  bookingWindow,
  canGoBack,
  canGoForward,
  firstMonth,
  GRID_DAYS,
  monthGrid,
  shiftMonth,
  todayIn,
  weekdayNames,
} from './calendar'

describe('booking window (spec 2 §7.3)', () => {
  it('runs from today + 3 days to today + 3 months', () => {
    expect(bookingWindow('2026-11-23')).toEqual({ startDate: '2026-11-26', endDate: '2027-02-23' })
    expect(bookingWindow('2026-11-30')).toEqual({ startDate: '2026-12-03', endDate: '2027-02-28' })
  })

  it('today is the Swedish date', () => {
    expect(todayIn(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24')
    expect(todayIn(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23')
  })

  it('adds months keeping the day where it exists', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
  })
})

describe('month grid (spec 2 §5 "Date picker", §9)', () => {
  it('shows 42 days in Monday-first weeks', () => {
    for (const month of ['2026-11', '2026-12', '2027-02', '2027-03', '2024-02']) {
      const grid = monthGrid(month, new Set())
      expect(grid).toHaveLength(GRID_DAYS)
      for (let week = 0; week < 6; week++) expect(new Date(`${grid[week * 7].date}T00:00:00Z`).getUTCDay()).toBe(1)
      expect(grid.filter((c) => c.inMonth).map((c) => c.day)[0]).toBe(1)
    }
  })

  it('starts on the Monday on or before the 1st', () => {
    expect(monthGrid('2026-11', new Set())[0].date).toBe('2026-10-26') // 1 Nov 2026 is a Sunday
    expect(monthGrid('2027-02', new Set())[0].date).toBe('2027-02-01') // 1 Feb 2027 is a Monday
  })

  it('only available dates of the month are selectable', () => {
    const grid = monthGrid('2026-12', new Set(['2026-12-03', '2027-01-02', '2026-11-30']))
    expect(grid.filter((c) => c.available).map((c) => c.date)).toEqual(['2026-12-03'])
    expect(grid.find((c) => c.date === '2026-11-30')?.available).toBe(false) // shown, outside the month
  })

  it('previous is disabled at or before the current month; next at the month of the last available date', () => {
    expect(canGoBack('2026-11', '2026-11-23')).toBe(false)
    expect(canGoBack('2026-10', '2026-11-23')).toBe(false)
    expect(canGoBack('2026-12', '2026-11-23')).toBe(true)
    const dates = ['2026-11-26', '2027-02-01', '2026-12-10']
    expect(canGoForward('2027-01', dates)).toBe(true)
    expect(canGoForward('2027-02', dates)).toBe(false)
    expect(canGoForward('2026-11', [])).toBe(false)
  })

  it('opens at the first available date’s month', () => {
    expect(firstMonth(['2026-12-10', '2026-12-03'], '2026-11-29')).toBe('2026-12')
    expect(firstMonth([], '2026-11-29')).toBe('2026-11')
  })

  it('names weekdays Monday first', () => {
    expect(weekdayNames('en-GB', 'long')[0]).toBe('Monday')
    expect(weekdayNames('sv-SE', 'long')[6]).toBe('söndag')
  })
})
