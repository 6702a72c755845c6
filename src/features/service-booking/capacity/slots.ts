/**
 * Slot rules (spec 2 §3 "Time-slot day", §9 "Full-day option: drop off before 08:00"):
 * which start times of a day can still be booked for a job of a given length, given the units of
 * the day and the reservations already made. Pure: the caller passes `now` and the reservations.
 *
 * Reservations hold a unit ("lane") for an interval of instants. A timed slot is free when some
 * lane 1..units of the day has no reservation overlapping [start, start + duration); a full-day
 * slot when some lane is free from opening to closing (the car is left before 08:00 and worked on
 * when a technician is free). Times are wall-clock 'HH:mm' in the calendar's zone; on the night the
 * clocks go forward a start in the gap does not exist, and a job's length is real elapsed time.
 */
import { dayPlan, type CapacityCalendar, type DayPlan } from './calendar'
import { addDays, formatClock, parseClock, steadyOffsetOn, zonedToEpoch } from '@/platform/time/zoned-time'

/** A held unit: lane number (1-based) and [start, end) as epoch ms. */
export type Reservation = { lane: number; start: number; end: number }

/** Spec 2 §3 "Time-slot day": date, availableSlots (times), allDaySlotAvailable. */
export type SlotDay = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

/** What is asked for: a start time on a date, or the whole day. */
export type SlotChoice = { date: string; time: string } | { date: string; fullDay: true }

export type Interval = { start: number; end: number }

const MINUTE = 60_000

/** Length of a job from its parts' durations (minutes), rounded up to the slot grid; at least one step. */
export function jobLength(durations: readonly number[], stepMinutes: number): number {
  const total = durations.reduce((sum, d) => sum + Math.max(0, d), 0)
  return Math.max(1, Math.ceil(total / stepMinutes)) * stepMinutes
}

/** The lowest lane of 1..units with no reservation overlapping the interval, or null. */
export function freeLane(interval: Interval, units: number, reservations: readonly Reservation[]): number | null {
  for (let lane = 1; lane <= units; lane++) {
    if (!reservations.some((r) => r.lane === lane && r.start < interval.end && interval.start < r.end)) return lane
  }
  return null
}

/** The instants a full day occupies, or null when the department does not open before the drop-off time. */
function fullDayInterval(
  calendar: CapacityCalendar,
  date: string,
  plan: DayPlan,
  steady: number | null,
): Interval | null {
  if (plan.open >= calendar.fullDayDropOffBefore) return null
  const start = zonedToEpoch(date, plan.open, calendar.timeZone, steady)
  const end = zonedToEpoch(date, plan.close, calendar.timeZone, steady)
  return start === null || end === null ? null : { start, end }
}

/** Start times of a day on the grid, with their intervals; a wall time the clock skips is left out. */
function timedIntervals(
  calendar: CapacityCalendar,
  date: string,
  plan: DayPlan,
  lengthMinutes: number,
  steady: number | null,
) {
  const close = zonedToEpoch(date, plan.close, calendar.timeZone, steady)
  const out: { time: string; interval: Interval }[] = []
  if (close === null) return out
  for (let minute = plan.open; minute < plan.close; minute += calendar.stepMinutes) {
    const start = zonedToEpoch(date, minute, calendar.timeZone, steady)
    if (start === null) continue
    const end = start + lengthMinutes * MINUTE
    if (end > close) break
    out.push({ time: formatClock(minute), interval: { start, end } })
  }
  return out
}

/** The interval a choice would occupy, if it is a slot of the calendar at all (ignoring bookings and `now`). */
export function choiceInterval(
  calendar: CapacityCalendar,
  choice: SlotChoice,
  lengthMinutes: number,
): { interval: Interval; units: number } | null {
  const plan = dayPlan(calendar, choice.date)
  if (!plan) return null
  const steady = steadyOffsetOn(choice.date, calendar.timeZone)
  if ('fullDay' in choice) {
    const interval = fullDayInterval(calendar, choice.date, plan, steady)
    return interval && { interval, units: plan.units }
  }
  if (parseClock(choice.time) === null) return null
  const slot = timedIntervals(calendar, choice.date, plan, lengthMinutes, steady).find((s) => s.time === choice.time)
  return slot ? { interval: slot.interval, units: plan.units } : null
}

/** Whether the choice can be booked now: a slot of the calendar, far enough ahead, with a free lane. */
export function bookableLane(
  calendar: CapacityCalendar,
  choice: SlotChoice,
  lengthMinutes: number,
  reservations: readonly Reservation[],
  now: Date,
): { lane: number; interval: Interval } | null {
  const slot = choiceInterval(calendar, choice, lengthMinutes)
  if (!slot || slot.interval.start < now.getTime() + calendar.leadMinutes * MINUTE) return null
  const lane = freeLane(slot.interval, slot.units, reservations)
  return lane === null ? null : { lane, interval: slot.interval }
}

export type SlotQuery = {
  /** First calendar date ('YYYY-MM-DD'). */
  from: string
  days: number
  lengthMinutes: number
  reservations: readonly Reservation[]
  now: Date
}

/** One date's free starts and full-day flag; `reservations` sorted by start. */
function slotDay(
  calendar: CapacityCalendar,
  date: string,
  lengthMinutes: number,
  reservations: readonly Reservation[],
  earliest: number,
): SlotDay {
  const plan = dayPlan(calendar, date)
  if (!plan) return { date, availableSlots: [], allDaySlotAvailable: false }
  const steady = steadyOffsetOn(date, calendar.timeZone)
  const dayStart = zonedToEpoch(date, 0, calendar.timeZone, steady) ?? 0
  const dayEnd = dayStart + 26 * 60 * MINUTE
  // Only the day's reservations can overlap its slots.
  const today = reservations.filter((r) => r.start < dayEnd && r.end > dayStart)
  const availableSlots = timedIntervals(calendar, date, plan, lengthMinutes, steady)
    .filter((s) => s.interval.start >= earliest && freeLane(s.interval, plan.units, today) !== null)
    .map((s) => s.time)
  const full = fullDayInterval(calendar, date, plan, steady)
  const allDaySlotAvailable = full !== null && full.start >= earliest && freeLane(full, plan.units, today) !== null
  return { date, availableSlots, allDaySlotAvailable }
}

const byStart = (reservations: readonly Reservation[]) => [...reservations].sort((a, b) => a.start - b.start)

/** One entry per date from `from`: the free start times and whether the full-day option is free. */
export function slotDays(calendar: CapacityCalendar, query: SlotQuery): SlotDay[] {
  const earliest = query.now.getTime() + calendar.leadMinutes * MINUTE
  const sorted = byStart(query.reservations)
  return Array.from({ length: query.days }, (_, i) =>
    slotDay(calendar, addDays(query.from, i), query.lengthMinutes, sorted, earliest),
  )
}

/**
 * The first free timed start within the days ('YYYY-MM-DDTHH:mm'), or null: `firstTimeSlot(slotDays(…))`
 * without computing the days after it (ranking many workshops by their first free time).
 */
export function firstFreeSlot(calendar: CapacityCalendar, query: SlotQuery): string | null {
  const earliest = query.now.getTime() + calendar.leadMinutes * MINUTE
  const sorted = byStart(query.reservations)
  for (let i = 0; i < query.days; i++) {
    const day = slotDay(calendar, addDays(query.from, i), query.lengthMinutes, sorted, earliest)
    if (day.availableSlots.length > 0) return `${day.date}T${day.availableSlots[0]}`
  }
  return null
}

/** The first free start of the days, as the spec's workshop `firstTimeSlot` ('YYYY-MM-DDTHH:mm'), or null. */
export function firstTimeSlot(days: readonly SlotDay[]): string | null {
  for (const day of days) {
    if (day.availableSlots.length > 0) return `${day.date}T${day.availableSlots[0]}`
  }
  return null
}
