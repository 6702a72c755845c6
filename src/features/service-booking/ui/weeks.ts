/**
 * Time slots in week tabs (spec 2 §2.1, §9): days come 4 weeks at a time from the timeslots call;
 * they are grouped by ISO week (Monday first), and when the visitor reaches the last loaded tab the
 * next 4 weeks are fetched and appended. Dates are the calendar dates of Europe/Stockholm as the
 * server sends them (YYYY-MM-DD), so the arithmetic here is on plain dates in UTC.
 */
import type { TimeSlotDay } from './contract'

export type WeekTab = { key: string; week: number; days: TimeSlotDay[] }

const DAY_MS = 86_400_000

const toUtc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** ISO 8601 week number and its year. */
export function isoWeek(date: string): { year: number; week: number } {
  const ms = toUtc(date)
  const weekday = (new Date(ms).getUTCDay() + 6) % 7 // Monday 0
  const thursday = new Date(ms + (3 - weekday) * DAY_MS)
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1)
  return { year: thursday.getUTCFullYear(), week: 1 + Math.floor((thursday.getTime() - yearStart) / DAY_MS / 7) }
}

export function addDays(date: string, days: number): string {
  return toDate(toUtc(date) + days * DAY_MS)
}

/**
 * Where the first load starts: the Monday of today's week, so that a load of 4 weeks fills exactly 4
 * tabs (spec 2 §9 "4 week tabs are loaded at a time"); the days before today come back without times.
 */
export const firstLoadFrom = (today: string) => addDays(today, -((new Date(toUtc(today)).getUTCDay() + 6) % 7))

/** Days (in order, duplicates dropped) grouped into week tabs. */
export function groupWeeks(days: readonly TimeSlotDay[]): WeekTab[] {
  const tabs: WeekTab[] = []
  const seen = new Set<string>()
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    if (seen.has(day.date)) continue
    seen.add(day.date)
    const { year, week } = isoWeek(day.date)
    const key = `${year}-W${String(week).padStart(2, '0')}`
    const last = tabs[tabs.length - 1]
    if (last?.key === key) last.days.push(day)
    else tabs.push({ key, week, days: [day] })
  }
  return tabs
}

/** Appends a later load, keeping the first answer for a date both contain. */
export function appendDays(loaded: readonly TimeSlotDay[], more: readonly TimeSlotDay[]): TimeSlotDay[] {
  const dates = new Set(loaded.map((d) => d.date))
  return [...loaded, ...more.filter((d) => !dates.has(d.date))]
}

/** Near the end (spec 2 §9): the last loaded tab is open, so the next weeks load. */
export const nearEnd = (openIndex: number, tabCount: number) => tabCount > 0 && openIndex >= tabCount - 1

/** Where the next load starts: the day after the last loaded day. */
export const nextLoadFrom = (days: readonly TimeSlotDay[]) =>
  days.length
    ? addDays(
        days.reduce((max, d) => (d.date > max ? d.date : max), days[0].date),
        1,
      )
    : null

/** Whether a day can be booked at all (a time or the full-day drop-off). */
export const bookable = (day: TimeSlotDay) => day.availableSlots.length > 0 || day.allDaySlotAvailable

/** The tab open after a load: the first week with a bookable day (this week may be over), else the first. */
export const openingTab = (tabs: readonly WeekTab[]) => (tabs.find((t) => t.days.some(bookable)) ?? tabs[0])?.key

/** The booking request's local date-time (spec 2 §3; Europe/Stockholm): full day is the 08:00 drop-off. */
export function timeSlotOf(date: string, time: string | null): string {
  return `${date}T${time ?? '08:00'}`
}
