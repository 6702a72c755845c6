/**
 * The calendar invitation of a tyre hotel booking (issue 17: "e-mail with .ics"): iCalendar
 * METHOD:REQUEST, a UID that stays the booking's (a resent invitation replaces the first in the
 * customer's calendar), times as the station's wall clock in Europe/Stockholm with that zone's
 * VTIMEZONE (ical-generator + timezones-ical-library), so calendars keep the time across DST.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { epochToZoned, formatClock } from '@/workshop-capacity/zoned-time'

/** The zone's VTIMEZONE; the library may file a zone under a rule-twin's name, so it is renamed to the zone the event names. */
export function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone)
  const text = Array.isArray(block) ? block[0] : null
  if (!text || !text.startsWith('BEGIN:VTIMEZONE')) return null
  return text.replace(/^TZID:.*$/m, `TZID:${timeZone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${timeZone}`)
}

export type Invitation = {
  uid: string
  start: Date
  end: Date
  timeZone: string
  summary: string
  description: string
  location: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  stamp: Date
}

/** A wall-clock date-time without offset: ical-generator writes it as is beside the event's TZID. */
export function wallClock(instant: Date, timeZone: string): string {
  const { date, minutes } = epochToZoned(instant.getTime(), timeZone)
  return `${date}T${formatClock(minutes)}:00`
}

export function invitationIcs(invitation: Invitation): string {
  const calendar = ical({
    prodId: { company: 'Bilgruppen', product: 'Tyre hotel', language: 'SV' },
    method: ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: vtimezone },
  })
  calendar.createEvent({
    id: invitation.uid,
    start: wallClock(invitation.start, invitation.timeZone),
    end: wallClock(invitation.end, invitation.timeZone),
    timezone: invitation.timeZone,
    stamp: invitation.stamp,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    organizer: invitation.organizer,
    attendees: [{ ...invitation.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false }],
  })
  return calendar.toString()
}
