import { describe, expect, it } from 'vitest'
import { formatDate, formatDayMonth } from './date'

describe('formatDate (spec 1 §9)', () => {
  it('writes DD/MM/YYYY for English and YYYY-MM-DD for the other locales', () => {
    expect(formatDate('2026-03-07', 'en-GB')).toBe('07/03/2026')
    for (const locale of ['sv-SE', 'nb-NO', 'fi-FI', 'sk-SK'] as const)
      expect(formatDate('2026-03-07', locale)).toBe('2026-03-07')
  })

  it('reads the calendar day in the given time zone', () => {
    const lateEvening = new Date('2026-12-31T23:30:00Z')
    expect(formatDate(lateEvening, 'sv-SE')).toBe('2026-12-31')
    expect(formatDate(lateEvening, 'sv-SE', 'Europe/Stockholm')).toBe('2027-01-01')
    expect(formatDate(lateEvening, 'en-GB', 'Europe/London')).toBe('31/12/2026')
  })

  it('refuses a value that is not a date', () => {
    expect(() => formatDate('not a date', 'en-GB')).toThrow(RangeError)
  })
})

describe('formatDayMonth', () => {
  it('writes the day and short month in each locale, read in UTC by default', () => {
    const day = '2026-11-12T10:00:00Z'
    expect(formatDayMonth(day, 'en-GB')).toBe('12 Nov')
    expect(formatDayMonth(day, 'sv-SE')).toBe('12 nov.')
    expect(formatDayMonth(day, 'nb-NO')).toBe('12. nov.')
    expect(formatDayMonth(day, 'fi-FI')).toBe('12.11.')
    expect(formatDayMonth(day, 'sk-SK')).toBe('12. 11.')
    expect(formatDayMonth('2026-11-12T23:30:00Z', 'sv-SE', 'Europe/Stockholm')).toBe('13 nov.')
    expect(() => formatDayMonth('not a date', 'en-GB')).toThrow(RangeError)
  })
})
