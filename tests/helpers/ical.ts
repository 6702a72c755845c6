/**
 * Reads an iCalendar file back as a calendar program does, with ical.js (the parser of Mozilla's calendar clients),
 * an oracle independent of the code that writes the files: each file's own VTIMEZONEs are the only zones it knows,
 * so a DTSTART;TZID is resolved to an instant by the file's yearly STANDARD and DAYLIGHT rules, not by the zone
 * database the writer used.
 */
import ICAL from 'ical.js'

export type Component = ICAL.Component
export type Property = { name: string; params: Record<string, string>; value: string; time: ICAL.Time | null }

/** The file's VCALENDAR, with its time zones known to the parser for the reads below. */
export function parseIcs(text: string): Component {
  const calendar = new ICAL.Component(ICAL.parse(text))
  ICAL.TimezoneService.reset()
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  return calendar
}

export const componentsOf = (component: Component, name: string): Component[] =>
  component.getAllSubcomponents(name.toLowerCase())

export function propertyOf(component: Component, name: string): Property | undefined {
  const property = component.getFirstProperty(name.toLowerCase())
  if (!property) return undefined
  const value = property.getFirstValue()
  const params: Record<string, string> = {}
  const tzid = property.getParameter('tzid')
  if (typeof tzid === 'string') params.TZID = tzid
  const time = value instanceof ICAL.Time ? value : null
  // The value as written: a local date-time's digits (e.g. 20260330T090000), else the parsed value's text.
  const written = time ? time.toICALString() : String(value)
  return { name: name.toUpperCase(), params, value: written, time }
}

export const valueOf = (component: Component, name: string): string | undefined => propertyOf(component, name)?.value

/** The instant of a DTSTART/DTEND, through the zone the file itself declares for its TZID. */
export function instantOf(property: Property): Date {
  if (!property.time) throw new Error(`${property.name} is not a date-time`)
  if (property.params.TZID && property.time.zone?.tzid !== property.params.TZID)
    throw new Error(`no VTIMEZONE for ${property.params.TZID}`)
  return property.time.toJSDate()
}
