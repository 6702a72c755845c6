/** Dates and times of the booking as the visitor reads them; dates are plain calendar dates (YYYY-MM-DD). */

/** 'tis 1 dec' in the page's language. */
export function formatDay(date: string, locale: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
}

/**
 * A workshop's first free time: a local 'YYYY-MM-DDTHH:mm' as it stands, an instant (with offset) in
 * Swedish time.
 */
export function formatSlot(value: string, locale: string): string {
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value)
  if (local) return `${formatDay(local[1], locale)} ${local[2]}`
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Stockholm',
  }).format(instant)
}

/** Today's date in Sweden (the first day the timeslot call is asked for). */
export function stockholmToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** An instant's calendar date and clock time in a zone (a booking's, in its workshop's zone). */
export function inZone(instant: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}
