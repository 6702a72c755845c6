import { describe, expect, it } from 'vitest'
import { hoursOn, hoursShownUntil, openState, parseHours, parseWeekdays } from './hours'
import type { OpeningSchedule } from './schema'

const se: OpeningSchedule = {
  openinghours: [
    { day: 'Måndag–fredag', displayText: '09:00–18:00' },
    { day: 'Lördag', displayText: '10:00–15:00' },
    { day: 'Söndag', displayText: '11:00–15:00' },
  ],
  deviationdays: [
    { date: '2026-04-30T12:00:00.000Z', displayText: 'Valborgsmässoafton: 09:00–14:00', closed: false },
    { date: '2026-06-19T12:00:00.000Z', displayText: 'Midsommarafton: stängt', closed: true },
  ],
  vacationdays: [
    {
      vacationtitle: 'Jul och nyår',
      vacationstart: '2026-12-24T12:00:00.000Z',
      vacationend: '2027-01-06T12:00:00.000Z',
      days: [
        { day: '2026-12-24T12:00:00.000Z', displayText: 'Julafton: stängt' },
        { day: '2026-12-28T12:00:00.000Z', displayText: '10:00–15:00' },
      ],
    },
  ],
}
const STOCKHOLM = 'Europe/Stockholm'

describe('reading opening rows in the markets’ languages', () => {
  it('reads names, spans (also past Sunday) and lists of weekdays', () => {
    expect(parseWeekdays('Måndag–fredag')).toEqual([0, 1, 2, 3, 4])
    expect(parseWeekdays('Lördag–söndag')).toEqual([5, 6])
    expect(parseWeekdays('Lauantai')).toEqual([5])
    expect(parseWeekdays('Pondelok–piatok')).toEqual([0, 1, 2, 3, 4])
    expect(parseWeekdays('Mandag-fredag')).toEqual([0, 1, 2, 3, 4])
    expect(parseWeekdays('Saturday, Sunday')).toEqual([5, 6])
    expect(parseWeekdays('Friday–Monday')).toEqual([0, 4, 5, 6])
    expect(parseWeekdays('Helgdagar')).toEqual([])
  })

  it('reads times with a colon or a dot, closed words, and nothing else', () => {
    expect(parseHours('09:00–18:00')).toEqual({ open: 540, close: 1080 })
    expect(parseHours('9.00–17.00')).toEqual({ open: 540, close: 1020 })
    expect(parseHours('Valborgsmässoafton: 09:00–14:00')).toEqual({ open: 540, close: 840 })
    expect(parseHours('Stängt')).toBe('closed')
    expect(parseHours('Zatvorené')).toBe('closed')
    expect(parseHours('Enligt överenskommelse')).toBeNull()
    expect(parseHours('18:00–09:00')).toBeNull()
  })

  it('takes a deviation day over a vacation day over the weekday', () => {
    expect(hoursOn(se, '2026-04-30', 3)).toEqual({ open: 540, close: 840 })
    expect(hoursOn(se, '2026-06-19', 4)).toBe('closed')
    expect(hoursOn(se, '2026-12-24', 3)).toBe('closed')
    expect(hoursOn(se, '2026-12-28', 0)).toEqual({ open: 600, close: 900 })
    // inside the vacation without an own entry: the weekday's hours
    expect(hoursOn(se, '2026-12-29', 1)).toEqual({ open: 540, close: 1080 })
    expect(hoursOn({}, '2026-12-29', 1)).toBeNull()
  })
})

describe('open now in the site’s time zone', () => {
  it('is open until closing and closed after, with the closing and opening times', () => {
    expect(openState(se, new Date('2026-11-23T08:30:00Z'), STOCKHOLM)).toEqual({ state: 'open', closesAt: '18:00' })
    expect(openState(se, new Date('2026-11-23T06:30:00Z'), STOCKHOLM)).toEqual({ state: 'closed', opensAt: '09:00' })
    expect(openState(se, new Date('2026-11-23T17:00:00Z'), STOCKHOLM)).toEqual({ state: 'closed', opensAt: null })
    expect(openState(se, new Date('2026-06-19T10:00:00Z'), STOCKHOLM)).toEqual({ state: 'closed', opensAt: null })
    expect(openState({}, new Date('2026-06-19T10:00:00Z'), STOCKHOLM)).toEqual({ state: 'unknown' })
  })

  it('follows the spring DST change (UTC+1 → UTC+2 on 29 March 2026)', () => {
    // Sunday 11:00–15:00: 09:00Z is 11:00 CEST (open; a fixed UTC+1 would say 10:00), 08:30Z is 10:30 CEST.
    expect(openState(se, new Date('2026-03-29T09:00:00Z'), STOCKHOLM)).toEqual({ state: 'open', closesAt: '15:00' })
    expect(openState(se, new Date('2026-03-29T08:30:00Z'), STOCKHOLM)).toEqual({ state: 'closed', opensAt: '11:00' })
    // Friday before the change, 07:30Z is 08:30 CET: closed; Monday after, 07:30Z is 09:30 CEST: open.
    expect(openState(se, new Date('2026-03-27T07:30:00Z'), STOCKHOLM)).toEqual({ state: 'closed', opensAt: '09:00' })
    expect(openState(se, new Date('2026-03-30T07:30:00Z'), STOCKHOLM)).toEqual({ state: 'open', closesAt: '18:00' })
    expect(openState(se, new Date('2026-03-30T15:59:00Z'), STOCKHOLM)).toEqual({ state: 'open', closesAt: '18:00' })
    expect(openState(se, new Date('2026-03-30T16:00:00Z'), STOCKHOLM)).toEqual({ state: 'closed', opensAt: null })
  })

  it('follows the autumn DST change (UTC+2 → UTC+1 on 25 October 2026) and the site’s own zone', () => {
    expect(openState(se, new Date('2026-10-23T16:30:00Z'), STOCKHOLM)).toEqual({ state: 'closed', opensAt: null })
    expect(openState(se, new Date('2026-10-26T16:30:00Z'), STOCKHOLM)).toEqual({ state: 'open', closesAt: '18:00' })
    // the same instant in London is an hour earlier
    expect(openState(se, new Date('2026-10-26T08:30:00Z'), STOCKHOLM)).toEqual({ state: 'open', closesAt: '18:00' })
    expect(openState(se, new Date('2026-10-26T08:30:00Z'), 'Europe/London')).toEqual({
      state: 'closed',
      opensAt: '09:00',
    })
  })
})

describe('how long a dealer page shows its hours unchanged', () => {
  const workshop: OpeningSchedule = { openinghours: [{ day: 'Måndag–fredag', displayText: '07:00–16:00' }] }
  const until = (schedules: OpeningSchedule[], at: string) =>
    hoursShownUntil(schedules, new Date(at), STOCKHOLM).toISOString()

  it('is the next opening or closing today, from the start of that minute', () => {
    // Monday 23 Nov, CET (UTC+1): 08:15:42 before 09:00 opening, 09:30 before 18:00 closing.
    expect(until([se], '2026-11-23T07:15:42.500Z')).toBe('2026-11-23T08:00:00.000Z')
    expect(until([se], '2026-11-23T08:30:00Z')).toBe('2026-11-23T17:00:00.000Z')
    // The earliest of the departments: the workshop closes at 16:00 before sales at 18:00.
    expect(until([se, workshop], '2026-11-23T08:30:00Z')).toBe('2026-11-23T15:00:00.000Z')
    expect(until([se, workshop], '2026-11-23T05:30:00Z')).toBe('2026-11-23T06:00:00.000Z')
  })

  it('is the local midnight after the last change of the day, on a closed day and without a schedule', () => {
    expect(until([se], '2026-11-23T19:00:00Z')).toBe('2026-11-23T23:00:00.000Z')
    // Midsommarafton is closed; CEST (UTC+2).
    expect(until([se], '2026-06-19T10:00:00Z')).toBe('2026-06-19T22:00:00.000Z')
    expect(until([{}], '2026-11-23T08:30:00Z')).toBe('2026-11-23T23:00:00.000Z')
    expect(until([], '2026-11-23T08:30:00Z')).toBe('2026-11-23T23:00:00.000Z')
  })

  it('counts the hour a daylight-saving change adds or takes in between', () => {
    // Sunday 29 Mar 2026, 01:30 CET: clocks go from 02:00 to 03:00; the 11:00 CEST opening is 09:00 UTC.
    expect(until([se], '2026-03-29T00:30:00Z')).toBe('2026-03-29T09:00:00.000Z')
    // Sunday 25 Oct 2026, 02:30 CEST: clocks go from 03:00 back to 02:00; the 11:00 CET opening is 10:00 UTC.
    expect(until([se], '2026-10-25T00:30:00Z')).toBe('2026-10-25T10:00:00.000Z')
    // Saturday 24 Oct after closing: the midnight that starts Sunday is still CEST (22:00 UTC).
    expect(until([se], '2026-10-24T14:00:00Z')).toBe('2026-10-24T22:00:00.000Z')
  })
})
