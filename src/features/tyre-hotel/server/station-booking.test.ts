import { describe, expect, it } from 'vitest'
import { fullDayOpen } from './station-booking'

const day = (availableSlots: string[], allDaySlotAvailable: boolean) => ({
  date: '2026-12-02',
  availableSlots,
  allDaySlotAvailable,
})

describe('fullDayOpen', () => {
  it('at a station that books days only, is the full day being free', () => {
    const daysOnly = { offersTimes: false }
    expect(fullDayOpen(daysOnly, day([], true))).toBe(true)
    expect(fullDayOpen(daysOnly, day(['08:00'], true))).toBe(true)
    expect(fullDayOpen(daysOnly, day([], false))).toBe(false)
  })

  it('at a station that books times, needs the day to have no time left as well', () => {
    const timed = { offersTimes: true }
    expect(fullDayOpen(timed, day(['08:00'], true))).toBe(false)
    expect(fullDayOpen(timed, day([], true))).toBe(true)
    expect(fullDayOpen(timed, day([], false))).toBe(false)
  })
})
