import { describe, expect, it } from 'vitest'
import { easterSunday, swedishHoliday, swedishHolidays } from './holidays'

describe('Swedish public holidays', () => {
  it('computes Easter', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2026)).toBe('2026-04-05')
    expect(easterSunday(2027)).toBe('2027-03-28')
  })

  it('lists the moving and fixed days of 2026', () => {
    expect(swedishHoliday('2026-04-03')).toBe('Långfredagen')
    expect(swedishHoliday('2026-04-06')).toBe('Annandag påsk')
    expect(swedishHoliday('2026-05-14')).toBe('Kristi himmelsfärdsdag')
    expect(swedishHoliday('2026-06-19')).toBe('Midsommarafton')
    expect(swedishHoliday('2026-06-20')).toBe('Midsommardagen')
    expect(swedishHoliday('2026-10-31')).toBe('Alla helgons dag')
    expect(swedishHoliday('2026-12-24')).toBe('Julafton')
    expect(swedishHoliday('2026-11-23')).toBeUndefined()
    expect(swedishHolidays(2026).size).toBe(17)
  })
})
