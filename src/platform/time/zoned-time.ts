/**
 * Wall-clock time in a time zone (a site's, a workshop's) ↔ instants, without a date library:
 * Intl gives a zone's offset at an instant; a wall time is found by trying the offsets in force
 * around it. On the spring-forward night a wall time in the gap does not exist (null); on the
 * fall-back night a repeated wall time means its first occurrence.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The zone's wall clock at an instant, as if it were UTC (ms). */
function wallAsUtc(epochMs: number, timeZone: string): number {
  const parts = formatter(timeZone).formatToParts(new Date(epochMs))
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'))
}

/** Offset of the zone from UTC at an instant, in minutes (+60 for CET, +120 for CEST). */
export function zoneOffsetMinutes(epochMs: number, timeZone: string): number {
  const whole = Math.floor(epochMs / 1000) * 1000
  return Math.round((wallAsUtc(whole, timeZone) - whole) / MINUTE)
}

/** 'YYYY-MM-DD' → midnight of that calendar date as if UTC (ms); NaN when not a real date. */
export function dateAsUtc(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return Number.NaN
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return new Date(t).toISOString().slice(0, 10) === date ? t : Number.NaN
}

export function isCalendarDate(date: string): boolean {
  return !Number.isNaN(dateAsUtc(date))
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(dateAsUtc(date) + days * DAY).toISOString().slice(0, 10)
}

/** Weekday of a calendar date, 0 = Monday … 6 = Sunday. */
export function weekday(date: string): number {
  return (new Date(dateAsUtc(date)).getUTCDay() + 6) % 7
}

const steadyCache = new Map<string, number | null>()
/** Dates remembered (a zone's offsets on a date never change); a few years of days for a few zones. */
const STEADY_CACHE_MAX = 8192

/**
 * Offsets in force on a calendar date: one number when the zone does not change offset that day
 * (every day but two a year in Sweden), else null. Two Intl calls per date, remembered, instead of
 * one per slot.
 */
export function steadyOffsetOn(date: string, timeZone: string): number | null {
  const key = `${timeZone} ${date}`
  const known = steadyCache.get(key)
  if (known !== undefined) return known
  const midnight = dateAsUtc(date)
  const before = zoneOffsetMinutes(midnight - 14 * HOUR, timeZone)
  const after = zoneOffsetMinutes(midnight + 38 * HOUR, timeZone)
  const steady = before === after ? before : null
  if (steadyCache.size >= STEADY_CACHE_MAX) steadyCache.clear()
  steadyCache.set(key, steady)
  return steady
}

/**
 * The instant (ms) of a wall time (`minutes` after local midnight of `date`), or null when the
 * clock skips it (spring forward). A wall time that occurs twice (fall back) gives the earlier one.
 * `steady` is `steadyOffsetOn(date)` when the caller has it.
 */
export function zonedToEpoch(date: string, minutes: number, timeZone: string, steady?: number | null): number | null {
  const naive = dateAsUtc(date) + minutes * MINUTE
  if (Number.isNaN(naive)) return null
  const known = steady === undefined ? steadyOffsetOn(date, timeZone) : steady
  if (known !== null) return naive - known * MINUTE
  const offsets = new Set([
    zoneOffsetMinutes(naive - 14 * HOUR, timeZone),
    zoneOffsetMinutes(naive + 14 * HOUR, timeZone),
  ])
  const valid = [...offsets]
    .map((offset) => naive - offset * MINUTE)
    .filter((t) => wallAsUtc(t, timeZone) === naive)
    .sort((a, b) => a - b)
  return valid[0] ?? null
}

/** An instant's calendar date and minute of the day in the zone. */
export function epochToZoned(epochMs: number, timeZone: string): { date: string; minutes: number } {
  const wall = wallAsUtc(epochMs, timeZone)
  const date = new Date(wall).toISOString().slice(0, 10)
  return { date, minutes: Math.floor((wall - dateAsUtc(date)) / MINUTE) }
}

/** 'HH:mm' → minutes after midnight; null when malformed. '24:00' is allowed as a closing time. */
export function parseClock(value: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value)
  if (!m) return null
  const minutes = Number(m[1]) * 60 + Number(m[2])
  return minutes <= 24 * 60 ? minutes : null
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
