/**
 * Swedish public holidays and the days workshops treat as such (midsummer eve, Christmas eve,
 * New Year's eve): a workshop department is closed on them unless an exception day says otherwise.
 */
import { addDays } from '@/platform/time/zoned-time'

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The first date from `from` (inclusive) that falls on `weekday` (0 = Sunday, as Date.getUTCDay). */
function nextWeekday(from: string, weekdayNumber: number): string {
  const day = new Date(`${from}T12:00:00Z`).getUTCDay()
  return addDays(from, (weekdayNumber - day + 7) % 7)
}

const cache = new Map<number, ReadonlyMap<string, string>>()

/** Date → Swedish name of every closed day of a year. */
export function swedishHolidays(year: number): ReadonlyMap<string, string> {
  const hit = cache.get(year)
  if (hit) return hit
  const y = String(year)
  const easter = easterSunday(year)
  const midsummerDay = nextWeekday(`${y}-06-20`, 6)
  const days: [string, string][] = [
    [`${y}-01-01`, 'Nyårsdagen'],
    [`${y}-01-06`, 'Trettondedag jul'],
    [addDays(easter, -2), 'Långfredagen'],
    [addDays(easter, -1), 'Påskafton'],
    [easter, 'Påskdagen'],
    [addDays(easter, 1), 'Annandag påsk'],
    [`${y}-05-01`, 'Första maj'],
    [addDays(easter, 39), 'Kristi himmelsfärdsdag'],
    [addDays(easter, 49), 'Pingstdagen'],
    [`${y}-06-06`, 'Sveriges nationaldag'],
    [addDays(midsummerDay, -1), 'Midsommarafton'],
    [midsummerDay, 'Midsommardagen'],
    [nextWeekday(`${y}-10-31`, 6), 'Alla helgons dag'],
    [`${y}-12-24`, 'Julafton'],
    [`${y}-12-25`, 'Juldagen'],
    [`${y}-12-26`, 'Annandag jul'],
    [`${y}-12-31`, 'Nyårsafton'],
  ]
  const map = new Map(days)
  cache.set(year, map)
  return map
}

export function swedishHoliday(date: string): string | undefined {
  return swedishHolidays(Number(date.slice(0, 4))).get(date)
}
