/**
 * The tyre hotel's booking window (spec 2 §7.3, §9): "from 3 days ahead to 3 months ahead", in the
 * station's time zone. Pure: the caller passes `now`.
 */
import { addDays, isCalendarDate } from '@/platform/time/zoned-time'

export const STATION_TIME_ZONE = 'Europe/Stockholm'
export const FIRST_DAY_OFFSET = 3
export const WINDOW_MONTHS = 3

/** The calendar date of `now` in the zone. */
export function localToday(now: Date, timeZone = STATION_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** `date` plus whole months; a day past the month's end becomes its last day (30 Nov + 3 months = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, last))
  return first.toISOString().slice(0, 10)
}

export type BookingWindow = { first: string; last: string }

export function bookingWindow(now: Date, timeZone = STATION_TIME_ZONE): BookingWindow {
  const today = localToday(now, timeZone)
  return { first: addDays(today, FIRST_DAY_OFFSET), last: addMonths(today, WINDOW_MONTHS) }
}

/** The asked dates [start, end] cut to the window; null when nothing of them is inside (or they are not dates). */
export function clampToWindow(
  start: string,
  end: string,
  window: BookingWindow,
): { from: string; days: number } | null {
  if (!isCalendarDate(start) || !isCalendarDate(end)) return null
  const from = start < window.first ? window.first : start
  const to = end > window.last ? window.last : end
  if (from > to) return null
  return { from, days: Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 }
}

export function inWindow(date: string, window: BookingWindow): boolean {
  return isCalendarDate(date) && date >= window.first && date <= window.last
}
