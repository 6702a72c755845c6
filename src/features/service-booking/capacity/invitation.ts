/**
 * The calendar invitation attached to a booking's confirmation (service booking; tyre hotel): an iCalendar
 * METHOD:REQUEST with a UID that stays the same for the booking (a resent or updated invitation
 * replaces the first in the customer's calendar), the times in Europe/Stockholm and that zone's
 * VTIMEZONE, so calendars show the workshop's wall-clock time across DST changes. A moved booking is a new REQUEST
 * and a cancelled one a METHOD:CANCEL with STATUS:CANCELLED, both with the same UID and a raised SEQUENCE: calendars
 * apply an update only when its SEQUENCE is higher than the one they hold (RFC 5546 §2.1.4).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { epochToZoned, formatClock } from '@/platform/time/zoned-time'

/**
 * The zone's VTIMEZONE. The library files Europe/Stockholm under its rule-twin Europe/Berlin (same
 * EU rules since 1980), so the block is renamed to the zone the events name.
 */
export function vtimezone(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone)
  const text = Array.isArray(block) ? block[0] : null
  if (!text || !text.startsWith('BEGIN:VTIMEZONE')) return null
  return text.replace(/^TZID:.*$/m, `TZID:${timeZone}`).replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${timeZone}`)
}

export type Invitation = {
  /** The flow that books ('Service booking', 'Tyre hotel'), in the calendar's PRODID. */
  product: string
  uid: string
  start: Date
  end: Date
  timeZone: string
  summary: string
  description: string
  location: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** DTSTAMP: when the invitation was made. */
  stamp: Date
  /** REQUEST (booked or moved) or CANCEL; REQUEST when left out. */
  method?: 'REQUEST' | 'CANCEL'
  /** The revision: 0 when booked, raised by every change. */
  sequence?: number
}

/**
 * ical-generator formats a native Date in the process's own zone; a date-time string without an
 * offset is read as wall-clock fields and written as they are, next to the event's TZID.
 */
export function wallClock(instant: Date, timeZone: string): string {
  const { date, minutes } = epochToZoned(instant.getTime(), timeZone)
  return `${date}T${formatClock(minutes)}:00`
}

export function invitationIcs(invitation: Invitation): string {
  const cancel = invitation.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: 'Bilgruppen', product: invitation.product, language: 'SV' },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the VTIMEZONE of each event's zone.
    timezone: { name: null, generator: vtimezone },
  })
  calendar.createEvent({
    id: invitation.uid,
    start: wallClock(invitation.start, invitation.timeZone),
    end: wallClock(invitation.end, invitation.timeZone),
    timezone: invitation.timeZone,
    stamp: invitation.stamp,
    sequence: invitation.sequence ?? 0,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    organizer: invitation.organizer,
    attendees: [
      { ...invitation.attendee, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED, rsvp: false },
    ],
  })
  return calendar.toString()
}
