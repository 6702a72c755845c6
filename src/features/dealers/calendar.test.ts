import { describe, expect, it } from 'vitest'
import { upcomingDays } from './calendar'
import type { OpeningSchedule } from './schema'

const schedule: OpeningSchedule = {
  vacationdays: [
    {
      vacationtitle: 'Jul och nyår',
      vacationstart: '2026-12-24T12:00:00.000Z',
      vacationend: '2027-01-06T12:00:00.000Z',
      days: [
        { day: '2026-12-28T12:00:00.000Z', displayText: '10:00–15:00' },
        { day: '2026-12-24T12:00:00.000Z', displayText: 'Julafton: stängt' },
      ],
    },
    { vacationtitle: 'Sommar', vacationstart: '2026-07-01T12:00:00.000Z', vacationend: '2026-07-31T12:00:00.000Z' },
  ],
  deviationdays: [
    { date: '2027-01-15T12:00:00.000Z', displayText: 'Inventering: stängt', closed: true },
    { date: '2026-11-30T12:00:00.000Z', displayText: 'Personaldag: 12:00–18:00', closed: false },
    { date: '2026-11-01T12:00:00.000Z', displayText: 'Passerad', closed: true },
  ],
}

describe('vacation and deviation days in the coming weeks', () => {
  it('lists what falls inside the next eight weeks, in date order', () => {
    const { vacations, deviations } = upcomingDays(schedule, '2026-11-23')
    expect(vacations.map((v) => v.title)).toEqual(['Jul och nyår'])
    expect(vacations[0]).toMatchObject({ start: '2026-12-24', end: '2027-01-06' })
    expect(vacations[0]!.days.map((d) => d.date)).toEqual(['2026-12-24', '2026-12-28'])
    expect(deviations).toEqual([
      { date: '2026-11-30', text: 'Personaldag: 12:00–18:00', closed: false },
      { date: '2027-01-15', text: 'Inventering: stängt', closed: true },
    ])
  })

  it('keeps a vacation that has begun, with only its remaining days, and drops one that ended', () => {
    const { vacations, deviations } = upcomingDays(schedule, '2026-12-27')
    expect(vacations[0]!.days.map((d) => d.date)).toEqual(['2026-12-28'])
    expect(upcomingDays(schedule, '2027-01-07').vacations).toEqual([])
    expect(deviations.map((d) => d.date)).toEqual(['2027-01-15'])
  })

  it('ends the window after the span: the last day in, the next out', () => {
    expect(upcomingDays(schedule, '2027-01-01', 15).deviations.map((d) => d.date)).toEqual(['2027-01-15'])
    expect(upcomingDays(schedule, '2027-01-01', 14).deviations).toEqual([])
    expect(upcomingDays(undefined, '2027-01-06')).toEqual({ vacations: [], deviations: [] })
  })
})
