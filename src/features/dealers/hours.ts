import type { ScheduleLike as OpeningSchedule } from './schedule'
import { addDays, localTime } from './local-time'

/**
 * "Open now / closes at" of a department from its opening schedule (spec 1 §3). Editors write
 * the rows in the market's language ('Måndag–fredag' / '09:00–18:00', 'Lauantai' / '10.00–15.00'), so
 * the rows are read here: weekday names of the five markets, spans with a dash, times with ':' or '.'.
 * Today's hours come from a deviation day, else a vacation day's own entry, else the weekday's row.
 */

/** Weekday names by market language, Monday first; a span 'Måndag–fredag' covers every day between. */
const WEEKDAYS: readonly string[][] = [
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'],
  ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'],
  ['maanantai', 'tiistai', 'keskiviikko', 'torstai', 'perjantai', 'lauantai', 'sunnuntai'],
  ['pondelok', 'utorok', 'streda', 'štvrtok', 'piatok', 'sobota', 'nedeľa'],
]

const CLOSED_WORDS = /(?<!\p{L})(stängt|stengt|suljettu|zatvorené|closed)(?!\p{L})/iu
const TIME_RANGE = /(\d{1,2})[:.](\d{2})\s*[–—-]\s*(\d{1,2})[:.](\d{2})/u

export type Hours = { open: number; close: number } | 'closed'

function weekdayIndex(name: string): number {
  const word = name.trim().toLocaleLowerCase('en')
  for (const names of WEEKDAYS) {
    const i = names.indexOf(word)
    if (i >= 0) return i
  }
  return -1
}

/** The weekdays (0 = Monday) a row's day text covers: names, spans ('Mon–Fri', wrapping past Sunday) and lists. */
export function parseWeekdays(text: string): number[] {
  const days = new Set<number>()
  for (const part of text.split(/[,&]|\s+(?:och|og|ja|a|and)\s+/u)) {
    const [from, to] = part.split(/\s*[–—-]\s*/u)
    const start = weekdayIndex(from ?? '')
    if (start < 0) continue
    const end = to === undefined ? start : weekdayIndex(to)
    if (end < 0) continue
    for (let d = start; ; d = (d + 1) % 7) {
      days.add(d)
      if (d === end) break
    }
  }
  return [...days].sort()
}

/** Opening and closing minute of a display text ('09:00–18:00', 'Valborgsmässoafton: 09:00–14:00'), 'closed', or null if unreadable. */
export function parseHours(text: string): Hours | null {
  const m = TIME_RANGE.exec(text)
  if (m) {
    const open = Number(m[1]) * 60 + Number(m[2])
    const close = Number(m[3]) * 60 + Number(m[4])
    return close > open ? { open, close } : null
  }
  return CLOSED_WORDS.test(text) ? 'closed' : null
}

const dayOf = (iso: string) => iso.slice(0, 10)

/** The hours that apply on a calendar date ('YYYY-MM-DD', weekday 0 = Monday), or null when the schedule does not say. */
export function hoursOn(schedule: OpeningSchedule | null | undefined, date: string, weekday: number): Hours | null {
  const deviation = schedule?.deviationdays?.find((d) => dayOf(d.date) === date)
  if (deviation) return deviation.closed ? 'closed' : parseHours(deviation.displayText)
  for (const vacation of schedule?.vacationdays ?? []) {
    const own = vacation.days?.find((d) => dayOf(d.day) === date)
    if (own && dayOf(vacation.vacationstart) <= date && date <= dayOf(vacation.vacationend))
      return parseHours(own.displayText)
  }
  const row = schedule?.openinghours?.find((r) => parseWeekdays(r.day).includes(weekday))
  return row ? parseHours(row.displayText) : null
}

export type OpenState =
  { state: 'open'; closesAt: string } | { state: 'closed'; opensAt: string | null } | { state: 'unknown' }

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Whether a department is open at an instant, read in the site's time zone (so a DST change moves nothing). */
export function openState(schedule: OpeningSchedule | null | undefined, now: Date, timeZone: string): OpenState {
  const local = localTime(now, timeZone)
  const hours = hoursOn(schedule, local.date, local.weekday)
  if (hours === null) return { state: 'unknown' }
  if (hours === 'closed') return { state: 'closed', opensAt: null }
  if (local.minutes >= hours.open && local.minutes < hours.close) return { state: 'open', closesAt: clock(hours.close) }
  return { state: 'closed', opensAt: local.minutes < hours.open ? clock(hours.open) : null }
}

/** Minutes from one local (date, minute of the day) to another. */
const localGap = (from: { date: string; minutes: number }, to: { date: string; minutes: number }) =>
  (Date.parse(`${to.date}T00:00:00Z`) - Date.parse(`${from.date}T00:00:00Z`)) / 60_000 + to.minutes - from.minutes

/**
 * The first instant after `now` at which what a dealer's page shows of its hours changes: a department opening or
 * closing today, or the local midnight that starts another day (today's row, the upcoming days). A stored copy of the
 * page is kept no later than this (src/platform/render-cache/tags.ts `untilTag`). The wall-clock gap is checked
 * against the zone at the instant found, so a daylight-saving change in between moves it by its hour.
 */
export function hoursShownUntil(
  schedules: readonly (OpeningSchedule | null | undefined)[],
  now: Date,
  timeZone: string,
): Date {
  const local = localTime(now, timeZone)
  let next = 1440
  for (const schedule of schedules) {
    const hours = hoursOn(schedule, local.date, local.weekday)
    if (hours === null || hours === 'closed') continue
    for (const minute of [hours.open, hours.close]) if (minute > local.minutes && minute < next) next = minute
  }
  const target = next === 1440 ? { date: addDays(local.date, 1), minutes: 0 } : { date: local.date, minutes: next }
  // The start of the current minute, then the wall-clock gap to the target.
  const minuteStart = now.getTime() - (now.getTime() % 60_000)
  const guess = new Date(minuteStart + localGap(local, target) * 60_000)
  return new Date(guess.getTime() - localGap(target, localTime(guess, timeZone)) * 60_000)
}
