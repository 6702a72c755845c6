import type { ScheduleLike as OpeningSchedule } from './schedule'
import { addDays } from './local-time'

/** How far ahead the detail page lists vacation and deviation days ("in the coming weeks"). */
export const UPCOMING_DAYS = 8 * 7

export type UpcomingVacation = { title: string; start: string; end: string; days: { date: string; text: string }[] }
export type UpcomingDeviation = { date: string; text: string; closed: boolean }

const dayOf = (iso: string) => iso.slice(0, 10)

/**
 * Vacation periods that overlap [today, today + UPCOMING_DAYS) and deviation days inside it, each in date
 * order; `today` is the site's calendar date (localTime). Dates are compared as 'YYYY-MM-DD' strings.
 */
export function upcomingDays(
  schedule: OpeningSchedule | null | undefined,
  today: string,
  span = UPCOMING_DAYS,
): { vacations: UpcomingVacation[]; deviations: UpcomingDeviation[] } {
  const last = addDays(today, span - 1)
  const vacations = (schedule?.vacationdays ?? [])
    .map((v) => ({
      title: v.vacationtitle,
      start: dayOf(v.vacationstart),
      end: dayOf(v.vacationend),
      days: (v.days ?? []).map((d) => ({ date: dayOf(d.day), text: d.displayText })),
    }))
    .filter((v) => v.end >= today && v.start <= last)
    .map((v) => ({ ...v, days: v.days.filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date)) }))
    .sort((a, b) => a.start.localeCompare(b.start))
  const deviations = (schedule?.deviationdays ?? [])
    .map((d) => ({ date: dayOf(d.date), text: d.displayText, closed: Boolean(d.closed) }))
    .filter((d) => d.date >= today && d.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
  return { vacations, deviations }
}
