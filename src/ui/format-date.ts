import type { Locale } from '@/cms/locales'

/** spec 1 §9: dates are DD/MM/YYYY in English, otherwise YYYY-MM-DD. Reads the calendar date as written (UTC). */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  const [y, m, d] = date.toISOString().slice(0, 10).split('-')
  return locale === 'en-GB' ? `${d}/${m}/${y}` : `${y}-${m}-${d}`
}
