import { describe, expect, it } from 'vitest'
import { CAPACITY_DEFAULTS, dayPlan, type CapacityCalendar } from './calendar'
import { calendarFromStored } from './calendar-schema'
import { bookableLane, firstFreeSlot, firstTimeSlot, jobLength, slotDays, type Reservation } from './slots'

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const

/** Mon–Fri 07:00–17:00, one unit, 30-minute grid, no lead time unless given. */
const calendar = (overrides: Partial<CapacityCalendar> = {}): CapacityCalendar => ({
  ...calendarFromStored({
    unitsPerDay: 1,
    stepMinutes: '30',
    leadMinutes: 0,
    weeklyHours: weekdays.map((weekday) => ({ weekday, open: '07:00', close: '17:00' })),
  }),
  ...overrides,
})

const longAgo = new Date('2020-01-01T00:00:00Z')
const at = (iso: string) => Date.parse(iso)
const held = (lane: number, start: string, end: string): Reservation => ({ lane, start: at(start), end: at(end) })

describe('slot length', () => {
  it('is the sum of the offerings’ durations rounded up to the grid, at least one step', () => {
    expect(jobLength([45, 20], 30)).toBe(90)
    expect(jobLength([60], 30)).toBe(60)
    expect(jobLength([], 30)).toBe(30)
    expect(jobLength([10], 15)).toBe(15)
  })

  it('decides the last start of the day', () => {
    const [day] = slotDays(calendar(), {
      from: '2026-11-23',
      days: 1,
      lengthMinutes: 90,
      reservations: [],
      now: longAgo,
    })
    expect(day.availableSlots[0]).toBe('07:00')
    expect(day.availableSlots.at(-1)).toBe('15:30')
    expect(day.availableSlots).toHaveLength(18)
  })

  it('leaves a day without timed slots when the job is longer than the opening hours', () => {
    const [day] = slotDays(calendar(), {
      from: '2026-11-23',
      days: 1,
      lengthMinutes: 11 * 60,
      reservations: [],
      now: longAgo,
    })
    expect(day.availableSlots).toEqual([])
    expect(day.allDaySlotAvailable).toBe(true)
  })
})

describe('bookings take units', () => {
  it('removes a slot whose only unit overlaps a reservation, and keeps it with a second unit', () => {
    const reservations = [held(1, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z')] // 09:00–10:00 local
    const one = slotDays(calendar(), { from: '2026-11-23', days: 1, lengthMinutes: 60, reservations, now: longAgo })[0]
    expect(one.availableSlots).not.toContain('08:30')
    expect(one.availableSlots).not.toContain('09:00')
    expect(one.availableSlots).not.toContain('09:30')
    expect(one.availableSlots).toContain('08:00')
    expect(one.availableSlots).toContain('10:00')
    const two = slotDays(calendar({ unitsPerDay: 2 }), {
      from: '2026-11-23',
      days: 1,
      lengthMinutes: 60,
      reservations,
      now: longAgo,
    })[0]
    expect(two.availableSlots).toContain('09:00')
  })

  it('picks the lowest free lane, or none', () => {
    const cal = calendar({ unitsPerDay: 2 })
    const choice = { date: '2026-11-23', time: '09:00' }
    expect(bookableLane(cal, choice, 60, [], longAgo)?.lane).toBe(1)
    expect(
      bookableLane(cal, choice, 60, [held(1, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z')], longAgo)?.lane,
    ).toBe(2)
    const both = [
      held(1, '2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z'),
      held(2, '2026-11-23T07:30:00Z', '2026-11-23T08:30:00Z'),
    ]
    expect(bookableLane(cal, choice, 60, both, longAgo)).toBeNull()
  })

  it('refuses a time off the grid, outside the hours or on a closed day', () => {
    const cal = calendar()
    expect(bookableLane(cal, { date: '2026-11-23', time: '09:10' }, 60, [], longAgo)).toBeNull()
    expect(bookableLane(cal, { date: '2026-11-23', time: '16:30' }, 60, [], longAgo)).toBeNull()
    expect(bookableLane(cal, { date: '2026-11-23', time: '6:30' }, 60, [], longAgo)).toBeNull()
    expect(bookableLane(cal, { date: '2026-11-22', time: '09:00' }, 60, [], longAgo)).toBeNull()
  })

  it('keeps slots at least the lead time ahead of now', () => {
    const cal = calendar({ leadMinutes: 120 })
    const [day] = slotDays(cal, {
      from: '2026-11-23',
      days: 1,
      lengthMinutes: 30,
      reservations: [],
      now: new Date('2026-11-23T09:00:00Z'),
    })
    expect(day.availableSlots[0]).toBe('12:00') // 10:00 local + 2 h
    expect(day.allDaySlotAvailable).toBe(false)
  })
})

describe('full-day drop-off before 08:00 (spec 2 §2.1, §9)', () => {
  it('is offered when the department opens before 08:00 and a unit is free all day', () => {
    const [day] = slotDays(calendar(), {
      from: '2026-11-23',
      days: 1,
      lengthMinutes: 60,
      reservations: [],
      now: longAgo,
    })
    expect(day.allDaySlotAvailable).toBe(true)
  })

  it('is not offered when the department opens at 08:00 or later', () => {
    const late = calendarFromStored({
      unitsPerDay: 1,
      leadMinutes: 0,
      weeklyHours: [{ weekday: 'mon', open: '08:00', close: '17:00' }],
    })
    const [day] = slotDays(late, { from: '2026-11-23', days: 1, lengthMinutes: 60, reservations: [], now: longAgo })
    expect(day.availableSlots.length).toBeGreaterThan(0)
    expect(day.allDaySlotAvailable).toBe(false)
  })

  it('needs one unit without any booking that day, and takes a whole unit when booked', () => {
    const afternoon = [held(1, '2026-11-23T14:00:00Z', '2026-11-23T14:30:00Z')]
    expect(
      slotDays(calendar(), { from: '2026-11-23', days: 1, lengthMinutes: 60, reservations: afternoon, now: longAgo })[0]
        .allDaySlotAvailable,
    ).toBe(false)
    expect(
      slotDays(calendar({ unitsPerDay: 2 }), {
        from: '2026-11-23',
        days: 1,
        lengthMinutes: 60,
        reservations: afternoon,
        now: longAgo,
      })[0].allDaySlotAvailable,
    ).toBe(true)
    const full = bookableLane(calendar(), { date: '2026-11-23', fullDay: true }, 60, [], longAgo)
    expect(full?.interval).toEqual({ start: at('2026-11-23T06:00:00Z'), end: at('2026-11-23T16:00:00Z') })
  })
})

describe('holidays and exception days', () => {
  it('closes Swedish public holidays (Good Friday, midsummer eve) unless told otherwise', () => {
    const days = slotDays(calendar(), {
      from: '2026-04-02',
      days: 5,
      lengthMinutes: 60,
      reservations: [],
      now: longAgo,
    })
    expect(days.map((d) => [d.date, d.availableSlots.length > 0])).toEqual([
      ['2026-04-02', true], // Skärtorsdag: a working day
      ['2026-04-03', false], // Långfredagen
      ['2026-04-04', false], // Saturday
      ['2026-04-05', false], // Påskdagen
      ['2026-04-06', false], // Annandag påsk
    ])
    expect(dayPlan(calendar(), '2026-06-19')).toBeNull()
    expect(dayPlan(calendar({ publicHolidays: 'none' }), '2026-06-19')).toEqual({ open: 420, close: 1020, units: 1 })
  })

  it('applies editors’ exception days: closed, short hours, other units, a holiday opened', () => {
    const cal = calendarFromStored({
      unitsPerDay: 2,
      leadMinutes: 0,
      weeklyHours: weekdays.map((weekday) => ({ weekday, open: '07:00', close: '17:00' })),
      exceptions: [
        { date: '2026-11-24T12:00:00.000Z', closed: true },
        { date: '2026-11-25T12:00:00.000Z', open: '07:00', close: '12:00' },
        { date: '2026-11-26T12:00:00.000Z', units: 5 },
        { date: '2026-04-06T12:00:00.000Z', open: '10:00', close: '14:00', units: 1 },
      ],
    })
    expect(dayPlan(cal, '2026-11-24')).toBeNull()
    expect(dayPlan(cal, '2026-11-25')).toEqual({ open: 420, close: 720, units: 2 })
    expect(dayPlan(cal, '2026-11-26')).toEqual({ open: 420, close: 1020, units: 5 })
    expect(dayPlan(cal, '2026-04-06')).toEqual({ open: 600, close: 840, units: 1 })
    const [short] = slotDays(cal, { from: '2026-11-25', days: 1, lengthMinutes: 60, reservations: [], now: longAgo })
    expect(short.availableSlots.at(-1)).toBe('11:00')
  })
})

describe('daylight saving time', () => {
  const night = (date: string) =>
    calendarFromStored({
      unitsPerDay: 1,
      leadMinutes: 0,
      publicHolidays: 'none',
      exceptions: [{ date, open: '00:00', close: '06:00' }],
    })

  it('skips the starts the clock jumps over in March, and measures the job in real time', () => {
    const [day] = slotDays(night('2026-03-29'), {
      from: '2026-03-29',
      days: 1,
      lengthMinutes: 60,
      reservations: [],
      now: longAgo,
    })
    expect(day.availableSlots).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ])
    // 01:30 CET + 60 min = 03:30 CEST: ends before the 06:00 close.
    const pick = bookableLane(night('2026-03-29'), { date: '2026-03-29', time: '01:30' }, 60, [], longAgo)
    expect(pick?.interval).toEqual({ start: at('2026-03-29T00:30:00Z'), end: at('2026-03-29T01:30:00Z') })
  })

  it('lists each wall time once in October and books the first 02:30', () => {
    const [day] = slotDays(night('2026-10-25'), {
      from: '2026-10-25',
      days: 1,
      lengthMinutes: 60,
      reservations: [],
      now: longAgo,
    })
    expect(day.availableSlots).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
      '03:30',
      '04:00',
      '04:30',
      '05:00',
    ])
    expect(
      bookableLane(night('2026-10-25'), { date: '2026-10-25', time: '02:30' }, 60, [], longAgo)?.interval.start,
    ).toBe(at('2026-10-25T00:30:00Z'))
  })

  it('maps the weekdays around both changes to the right instants', () => {
    // The same instant 05:00Z is 06:00 local on Friday 27 March (CET) and 07:00 on Monday 30 March (CEST).
    const cal = calendar()
    const friday = slotDays(cal, {
      from: '2026-03-27',
      days: 4,
      lengthMinutes: 60,
      reservations: [
        held(1, '2026-03-27T06:00:00Z', '2026-03-27T07:00:00Z'),
        held(1, '2026-03-30T05:00:00Z', '2026-03-30T06:00:00Z'),
      ],
      now: longAgo,
    })
    expect(friday[0].availableSlots[0]).toBe('08:00') // 07:00 CET = 06:00Z is taken
    expect(friday[3].availableSlots[0]).toBe('08:00') // 07:00 CEST = 05:00Z is taken
    const october = slotDays(cal, {
      from: '2026-10-23',
      days: 4,
      lengthMinutes: 60,
      reservations: [
        held(1, '2026-10-23T05:00:00Z', '2026-10-23T06:00:00Z'),
        held(1, '2026-10-26T06:00:00Z', '2026-10-26T07:00:00Z'),
      ],
      now: longAgo,
    })
    expect(october[0].availableSlots[0]).toBe('08:00')
    expect(october[3].availableSlots[0]).toBe('08:00')
    expect(october[0].availableSlots).toHaveLength(october[3].availableSlots.length)
  })
})

describe('a four-week window', () => {
  it('answers one entry per day and the first free time', () => {
    const days = slotDays(calendar(), {
      from: '2026-11-21',
      days: 28,
      lengthMinutes: 60,
      reservations: [],
      now: longAgo,
    })
    expect(days).toHaveLength(28)
    expect(days[0]).toEqual({ date: '2026-11-21', availableSlots: [], allDaySlotAvailable: false })
    expect(firstTimeSlot(days)).toBe('2026-11-23T07:00')
    expect(
      firstFreeSlot(calendar(), { from: '2026-11-21', days: 28, lengthMinutes: 60, reservations: [], now: longAgo }),
    ).toBe('2026-11-23T07:00')
    const busyMonday = [held(1, '2026-11-23T06:00:00Z', '2026-11-23T16:00:00Z')]
    expect(
      firstFreeSlot(calendar(), {
        from: '2026-11-21',
        days: 28,
        lengthMinutes: 60,
        reservations: busyMonday,
        now: longAgo,
      }),
    ).toBe('2026-11-24T07:00')
    expect(
      firstFreeSlot(calendar(), { from: '2026-11-21', days: 2, lengthMinutes: 60, reservations: [], now: longAgo }),
    ).toBeNull()
    expect(days.at(-1)?.date).toBe('2026-12-18')
  })

  it('uses the defaults for blank settings', () => {
    const cal = calendarFromStored(null)
    expect(cal.timeZone).toBe(CAPACITY_DEFAULTS.timeZone)
    expect(cal.weekly.every((d) => d === null)).toBe(true)
    expect(cal.stepMinutes).toBe(30)
  })
})
