/**
 * A capacity calendar: how many bookable units (technicians, lanes) a resource — a workshop
 * department, a tyre station — has on each day, and when it is open, in its time zone. Pure data;
 * `calendar-schema.ts` builds it from what editors store, `slots.ts` computes slots from it.
 */
import { swedishHoliday } from './holidays'
import { weekday } from '@/platform/time/zoned-time'

/** Opening of one day, minutes after local midnight, and the units working that day. */
export type DayPlan = { open: number; close: number; units: number }

/** An exception day: closed (null) or other hours and/or units than usual. */
export type ExceptionDay = { closed: true } | { closed?: false; open?: number; close?: number; units?: number }

export type CapacityCalendar = {
  /** IANA zone of the wall-clock times, 'Europe/Stockholm' for Swedish workshops. */
  timeZone: string
  /** Slot starts lie on this grid from opening time (minutes). */
  stepMinutes: number
  /** Units on a normal open day, unless the weekday says otherwise. */
  unitsPerDay: number
  /** Monday (0) … Sunday (6): opening hours and optional units; null = closed. */
  weekly: ReadonlyArray<{ open: number; close: number; units?: number } | null>
  /** 'YYYY-MM-DD' → exception; wins over holidays and the weekly plan. */
  exceptions: ReadonlyMap<string, ExceptionDay>
  /** Closed on the country's public holidays unless an exception opens the day. */
  publicHolidays: 'SE' | 'none'
  /** Spec 2 §2.1/§9: "A full-day option means the car is dropped off before 08:00" (minutes). */
  fullDayDropOffBefore: number
  /** A slot must start at least this long after now (minutes). */
  leadMinutes: number
}

export const CAPACITY_DEFAULTS = {
  timeZone: 'Europe/Stockholm',
  stepMinutes: 30,
  unitsPerDay: 2,
  fullDayDropOffBefore: 8 * 60,
  leadMinutes: 120,
} as const

/** The plan of one calendar date, or null when the resource is closed or has no units that day. */
export function dayPlan(calendar: CapacityCalendar, date: string): DayPlan | null {
  const exception = calendar.exceptions.get(date)
  if (exception?.closed) return null
  const normal = calendar.weekly[weekday(date)] ?? null
  const holiday = calendar.publicHolidays === 'SE' && swedishHoliday(date) !== undefined
  // An exception with its own hours opens a day that is otherwise closed (a holiday, a Sunday).
  const base =
    exception && exception.open !== undefined && exception.close !== undefined ? exception : holiday ? null : normal
  if (!base || base.open === undefined || base.close === undefined) return null
  const units = exception?.units ?? normal?.units ?? calendar.unitsPerDay
  const open = exception?.open ?? base.open
  const close = exception?.close ?? base.close
  return units > 0 && close > open ? { open, close, units } : null
}
