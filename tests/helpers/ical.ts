/**
 * Reads an iCalendar file back as a calendar program does (RFC 5545): lines unfolded, components nested, and an
 * event's DTSTART;TZID resolved to an instant through the file's own VTIMEZONE (its yearly STANDARD and DAYLIGHT
 * onsets), not through the zone database, so a test sees the time a calendar that knows only the file would show.
 * Only what the booking e-mails use is understood (yearly rules by month and weekday); anything else throws.
 */

export type Property = { name: string; params: Record<string, string>; value: string }
export type Component = { name: string; properties: Property[]; components: Component[] }

function parseLine(line: string): Property {
  const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/)
  const [name, ...params] = line.slice(0, colon).split(';')
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
    value: line.slice(colon + 1),
  }
}

/** The file's top component (VCALENDAR). */
export function parseIcs(text: string): Component {
  const lines = text
    .replace(/\r?\n[ \t]/g, '')
    .split(/\r?\n/)
    .filter(Boolean)
  const stack: Component[] = [{ name: '', properties: [], components: [] }]
  for (const line of lines) {
    const property = parseLine(line)
    const top = stack[stack.length - 1]
    if (property.name === 'BEGIN') {
      const component = { name: property.value.toUpperCase(), properties: [], components: [] }
      top.components.push(component)
      stack.push(component)
    } else if (property.name === 'END') {
      if (top.name !== property.value.toUpperCase()) throw new Error(`END:${property.value} closes ${top.name}`)
      stack.pop()
    } else top.properties.push(property)
  }
  if (stack.length !== 1 || stack[0].components.length !== 1) throw new Error('not one closed VCALENDAR')
  return stack[0].components[0]
}

export const propertyOf = (component: Component, name: string): Property | undefined =>
  component.properties.find((p) => p.name === name)

export const valueOf = (component: Component, name: string): string | undefined => propertyOf(component, name)?.value

export const componentsOf = (component: Component, name: string): Component[] =>
  component.components.filter((c) => c.name === name)

/** 'YYYYMMDDTHHMMSS' as if it were UTC: wall-clock arithmetic. */
function wallMs(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value)
  if (!m) throw new Error(`not a local date-time: ${value}`)
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])
}

const offsetMs = (value: string) => {
  const m = /^([+-])(\d{2})(\d{2})$/.exec(value)
  if (!m) throw new Error(`not an offset: ${value}`)
  return (m[1] === '-' ? -1 : 1) * (+m[2] * 60 + +m[3]) * 60_000
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']

/** The wall-clock onset of a yearly observance in `year` (RRULE FREQ=YEARLY;BYMONTH=m;BYDAY=nXX). */
function onsetIn(observance: Component, year: number): number {
  const start = valueOf(observance, 'DTSTART')!
  const rule = Object.fromEntries((valueOf(observance, 'RRULE') ?? '').split(';').map((p) => p.split('=')))
  const day = /^(-?\d)(SU|MO|TU|WE|TH|FR|SA)$/.exec(rule.BYDAY ?? '')
  if (rule.FREQ !== 'YEARLY' || !rule.BYMONTH || !day)
    throw new Error(`unsupported rule ${valueOf(observance, 'RRULE')}`)
  const month = Number(rule.BYMONTH) - 1
  const n = Number(day[1])
  const weekday = WEEKDAYS.indexOf(day[2])
  let date: number
  if (n < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0))
    date = last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7) + (n + 1) * 7
  } else {
    const first = new Date(Date.UTC(year, month, 1))
    date = 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7
  }
  const time = wallMs(start) - wallMs(`${start.slice(0, 8)}T000000`)
  return Date.UTC(year, month, date) + time
}

/** The instant of a DTSTART/DTEND with TZID, through the calendar's VTIMEZONE of that TZID. */
export function instantOf(calendar: Component, property: Property): Date {
  if (property.value.endsWith('Z')) return new Date(wallMs(property.value.slice(0, -1)))
  const zone = componentsOf(calendar, 'VTIMEZONE').find((z) => valueOf(z, 'TZID') === property.params.TZID)
  if (!zone) throw new Error(`no VTIMEZONE for ${property.params.TZID}`)
  const wall = wallMs(property.value)
  const year = new Date(wall).getUTCFullYear()
  const observances = [...componentsOf(zone, 'STANDARD'), ...componentsOf(zone, 'DAYLIGHT')]
  const onsets = observances.flatMap((o) => [year - 1, year].map((y) => ({ o, at: onsetIn(o, y) })))
  const current = onsets.filter((x) => x.at <= wall).sort((a, b) => b.at - a.at)[0]
  return new Date(wall - offsetMs(valueOf(current.o, 'TZOFFSETTO')!))
}
