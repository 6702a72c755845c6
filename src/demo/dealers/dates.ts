/**
 * The demo's holiday and vacation dates, resolved against the seeding clock: the site page lists
 * vacation and deviation days "in the coming weeks", so dates fixed to one year would
 * leave that list empty once the year has passed. A rule names a day in any year; the resolvers pick
 * the next occurrence on or after `today`. Plain calendar dates 'YYYY-MM-DD', computed in UTC.
 */

/** A fixed month and day ('MM-DD'), days from Easter Sunday, or the first weekday (0 Sunday) on or after a month and day. */
export type DayRule = string | { easter: number } | { weekday: number; from: string }

const DAY_MS = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`)

const addDays = (date: string, days: number) => iso(utc(date) + days * DAY_MS)

/** The seeding day: the clock's calendar date in UTC. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** Easter Sunday in the Gregorian calendar (the anonymous computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const n = h + l - 7 * m + 114
  return iso(Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1))
}

/** The rule's date in a year. */
export function dayIn(rule: DayRule, year: number): string {
  if (typeof rule === 'string') return `${year}-${rule}`
  if ('easter' in rule) return addDays(easterSunday(year), rule.easter)
  const from = `${year}-${rule.from}`
  return addDays(from, (rule.weekday - new Date(utc(from)).getUTCDay() + 7) % 7)
}

/** The rule's next date on or after today. */
export function nextDay(rule: DayRule, today: string): string {
  const year = Number(today.slice(0, 4))
  const date = dayIn(rule, year)
  return date >= today ? date : dayIn(rule, year + 1)
}

/**
 * The next season (from 'MM-DD' to 'MM-DD', an end before the start falling in the next year) that
 * has not ended by today, and its days ('MM-DD', each in the season's span) as dates.
 */
export function nextSeason(
  season: { start: string; end: string; days: readonly string[] },
  today: string,
): { start: string; end: string; days: string[] } {
  const wraps = season.end < season.start
  const at = (year: number) => {
    const date = (monthDay: string) => `${wraps && monthDay < season.start ? year + 1 : year}-${monthDay}`
    return { start: date(season.start), end: date(season.end), days: season.days.map(date) }
  }
  const year = Number(today.slice(0, 4))
  return [at(year - 1), at(year)].find((s) => s.end >= today) ?? at(year + 1)
}

/** A weekday (Monday to Friday) `days` after today, or the Monday after when that falls on a weekend. */
export function weekdayAfter(today: string, days: number): string {
  const date = addDays(today, days)
  const weekday = new Date(utc(date)).getUTCDay()
  return weekday === 6 ? addDays(date, 2) : weekday === 0 ? addDays(date, 1) : date
}
