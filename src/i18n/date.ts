import type { Locale } from '@/cms/locales'

// An Intl formatter costs tens of microseconds to make and next to nothing to use: a car page's price history formats a
// date per step, which made them 1.5 % of its render. Kept per time zone and locale (a handful per process).
const formatters = new Map<string, Intl.DateTimeFormat>()
const formatter = (locale: string, options: Intl.DateTimeFormatOptions & { timeZone: string }) => {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formatters.get(key)
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)))
  return format
}

const parts = (date: Date, timeZone: string) => {
  const fields = formatter('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => fields.find((p) => p.type === type)?.value ?? ''
  return { year: get('year'), month: get('month'), day: get('day') }
}

/**
 * spec 1 §9: "Date format DD/MM/YYYY for English, else YYYY-MM-DD." The calendar date is read in
 * `timeZone` (UTC by default, so a stored date 'YYYY-MM-DD' keeps its day everywhere).
 */
export function formatDate(value: Date | string, locale: Locale, timeZone = 'UTC'): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatDate: not a date: ${String(value)}`)
  const { year, month, day } = parts(date, timeZone)
  return locale === 'en-GB' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`
}

/**
 * A day of the current season without its year, as the locale writes it short ("12 Nov", "12 nov.", "12.11."):
 * for recent events ("Price lowered … on 12 Nov"). The day is read in `timeZone`, UTC by default.
 */
export function formatDayMonth(value: Date | string, locale: Locale, timeZone = 'UTC'): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatDayMonth: not a date: ${String(value)}`)
  return formatter(locale, { day: 'numeric', month: 'short', timeZone }).format(date)
}
