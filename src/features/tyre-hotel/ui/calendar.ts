/**
 * The booking screen's dates (spec 2 §5 "Date picker", §7.3, §9): the booking window, the month grid of
 * 42 days in Monday-first weeks, and which months the arrows may reach. Dates are `YYYY-MM-DD` strings,
 * computed in UTC so no time zone shifts a day.
 */

export type Ymd = string
/** A month as `YYYY-MM`. */
export type Ym = string

export const GRID_DAYS = 42
/** spec 2 §7.3: the window starts today plus 3 days and ends today plus 3 months. */
export const WINDOW_START_DAYS = 3
export const WINDOW_MONTHS = 3
/** The tyre hotel is a Swedish flow: "today" is the Swedish date. */
export const MARKET_TIME_ZONE = 'Europe/Stockholm'

const toDate = (ymd: Ymd) => new Date(`${ymd}T00:00:00Z`)
const fromDate = (d: Date): Ymd => d.toISOString().slice(0, 10)

/** Today's date in the market's time zone. */
export function todayIn(now: Date, timeZone = MARKET_TIME_ZONE): Ymd {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

export function addDays(ymd: Ymd, days: number): Ymd {
  const d = toDate(ymd)
  d.setUTCDate(d.getUTCDate() + days)
  return fromDate(d)
}

/** Adds months, keeping the day where the month has it (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(ymd: Ymd, months: number): Ymd {
  const d = toDate(ymd)
  const day = d.getUTCDate()
  d.setUTCDate(1)
  d.setUTCMonth(d.getUTCMonth() + months)
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
  d.setUTCDate(Math.min(day, last))
  return fromDate(d)
}

/** The GetTimeslotDays window: today + 3 days to today + 3 months. */
export function bookingWindow(today: Ymd): { startDate: Ymd; endDate: Ymd } {
  return { startDate: addDays(today, WINDOW_START_DAYS), endDate: addMonths(today, WINDOW_MONTHS) }
}

export const monthOf = (ymd: Ymd): Ym => ymd.slice(0, 7)

export function shiftMonth(month: Ym, by: number): Ym {
  return monthOf(addMonths(`${month}-01`, by))
}

export type DayCell = { date: Ymd; day: number; inMonth: boolean; available: boolean }

/**
 * The 42 days shown for a month: from the Monday on or before the 1st, six whole weeks. A day is
 * selectable only when it is in the month and among the available dates.
 */
export function monthGrid(month: Ym, available: ReadonlySet<Ymd>): DayCell[] {
  const first = toDate(`${month}-01`)
  const mondayOffset = (first.getUTCDay() + 6) % 7
  const start = addDays(`${month}-01`, -mondayOffset)
  return Array.from({ length: GRID_DAYS }, (_, i) => {
    const date = addDays(start, i)
    const inMonth = monthOf(date) === month
    return { date, day: Number(date.slice(8, 10)), inMonth, available: inMonth && available.has(date) }
  })
}

/** Previous-month is disabled at or before the current month. */
export const canGoBack = (shown: Ym, today: Ymd): boolean => shown > monthOf(today)

/** Next-month is disabled at the month of the last available date. */
export function canGoForward(shown: Ym, dates: readonly Ymd[]): boolean {
  const last = dates.reduce<Ymd | null>((max, d) => (max === null || d > max ? d : max), null)
  return last !== null && shown < monthOf(last)
}

/** The month the picker opens at: the first available date's. */
export function firstMonth(dates: readonly Ymd[], today: Ymd): Ym {
  const first = dates.reduce<Ymd | null>((min, d) => (min === null || d < min ? d : min), null)
  return monthOf(first ?? today)
}

/** The `YYYY-MM-DD` part of what the API sends (a date or a date-time). */
export const dateOf = (value: string): Ymd | null => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null)

/** The seven weekday names, Monday first, in the locale (headers of the grid). */
export function weekdayNames(locale: string, style: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, i) => format.format(toDate(addDays('2024-01-01', i)))) // 2024-01-01 is a Monday
}

export function monthName(month: Ym, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    toDate(`${month}-01`),
  )
}

export function longDate(ymd: Ymd, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(toDate(ymd))
}
