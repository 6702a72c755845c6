import { describe, expect, it } from 'vitest'
import { dayIn, easterSunday, nextDay, nextSeason, weekdayAfter } from './dates'

describe('demo holiday dates from the seeding day', () => {
  it('finds Easter Sunday', () => {
    expect([2024, 2025, 2026, 2027, 2038, 2285].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ])
  })

  it('places fixed, Easter-relative and weekday rules in a year', () => {
    expect(dayIn('04-30', 2027)).toBe('2027-04-30')
    expect(dayIn({ easter: -2 }, 2027)).toBe('2027-03-26')
    expect(dayIn({ easter: 39 }, 2026)).toBe('2026-05-14')
    // Midsummer Eve: the Friday from 19 June; the UK's spring bank holiday: the last Monday of May.
    expect(dayIn({ weekday: 5, from: '06-19' }, 2026)).toBe('2026-06-19')
    expect(dayIn({ weekday: 5, from: '06-19' }, 2027)).toBe('2027-06-25')
    expect(dayIn({ weekday: 1, from: '05-25' }, 2026)).toBe('2026-05-25')
  })

  it('takes the next date on or after today', () => {
    expect(nextDay({ easter: -2 }, '2026-04-03')).toBe('2026-04-03')
    expect(nextDay({ easter: -2 }, '2026-11-26')).toBe('2027-03-26')
    expect(nextDay('12-31', '2026-12-31')).toBe('2026-12-31')
  })

  it('takes the season that has not ended, across the turn of the year', () => {
    const christmas = { start: '12-24', end: '01-06', days: ['12-24', '12-31', '01-01', '01-06'] }
    expect(nextSeason(christmas, '2026-11-26')).toEqual({
      start: '2026-12-24',
      end: '2027-01-06',
      days: ['2026-12-24', '2026-12-31', '2027-01-01', '2027-01-06'],
    })
    expect(nextSeason(christmas, '2027-01-06')).toMatchObject({ start: '2026-12-24', end: '2027-01-06' })
    expect(nextSeason(christmas, '2027-01-07')).toMatchObject({ start: '2027-12-24', end: '2028-01-06' })
    expect(nextSeason({ start: '07-01', end: '07-31', days: [] }, '2027-08-01')).toMatchObject({
      start: '2028-07-01',
      end: '2028-07-31',
    })
  })

  it('moves a weekend day to the Monday after', () => {
    expect(weekdayAfter('2026-11-26', 1)).toBe('2026-11-27')
    expect(weekdayAfter('2026-11-26', 2)).toBe('2026-11-30')
    expect(weekdayAfter('2026-11-26', 3)).toBe('2026-11-30')
  })
})
