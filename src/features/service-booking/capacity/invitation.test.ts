import { describe, expect, it } from 'vitest'
import { invitationIcs, vtimezone, type Invitation } from '@/features/service-booking/capacity/invitation'

/** The text with folded lines joined (RFC 5545 §3.1). */
const invitation = (start: string, end: string, change: Pick<Invitation, 'method' | 'sequence'> = {}) =>
  invitationIcs({
    ...change,
    product: 'Service booking',
    uid: 'booking-ABC12345@bilgruppen.example',
    start: new Date(start),
    end: new Date(end),
    timeZone: 'Europe/Stockholm',
    summary: 'Verkstadsbesök ABC123 – Bilgruppen Uppsala',
    description: 'Originalservice',
    location: 'Bolandsgatan 6, 753 23 Uppsala',
    organizer: { name: 'Bilgruppen Uppsala', email: 'verkstad.uppsala@bilgruppen.example' },
    attendee: { name: 'Anna Andersson', email: 'anna@example.com' },
    stamp: new Date('2026-11-20T10:00:00Z'),
  }).replace(/\r\n /g, '')

describe('the booking invitation', () => {
  it('is a METHOD:REQUEST with the stable UID, organizer and attendee', () => {
    const ics = invitation('2026-11-23T08:00:00Z', '2026-11-23T09:30:00Z')
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain('UID:booking-ABC12345@bilgruppen.example')
    expect(ics).toMatch(/ORGANIZER;CN="?Bilgruppen Uppsala"?:mailto:verkstad.uppsala@bilgruppen.example/)
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*anna@example.com/)
    expect(ics).toContain('DTSTAMP:20261120T100000Z')
  })

  it('gives the wall-clock time in Europe/Stockholm with its VTIMEZONE, in winter and in summer', () => {
    const winter = invitation('2026-11-23T08:00:00Z', '2026-11-23T09:30:00Z')
    expect(winter).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Stockholm')
    expect(winter).toContain('DTSTART;TZID=Europe/Stockholm:20261123T090000')
    expect(winter).toContain('DTEND;TZID=Europe/Stockholm:20261123T103000')
    expect(winter).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU')
    const summer = invitation('2026-03-30T05:00:00Z', '2026-03-30T06:00:00Z')
    expect(summer).toContain('DTSTART;TZID=Europe/Stockholm:20260330T070000')
    expect(summer.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1)
  })

  it('a first invitation is SEQUENCE 0 and confirmed; a move is a REQUEST with the same UID and the raised SEQUENCE', () => {
    const first = invitation('2026-11-23T08:00:00Z', '2026-11-23T09:30:00Z')
    expect(first).toContain('SEQUENCE:0')
    expect(first).toContain('STATUS:CONFIRMED')
    const moved = invitation('2026-11-24T08:00:00Z', '2026-11-24T09:30:00Z', { sequence: 1 })
    expect(moved).toContain('METHOD:REQUEST')
    expect(moved).toContain('UID:booking-ABC12345@bilgruppen.example')
    expect(moved).toContain('SEQUENCE:1')
    expect(moved).toContain('DTSTART;TZID=Europe/Stockholm:20261124T090000')
  })

  it('a cancellation is METHOD:CANCEL with STATUS:CANCELLED, the same UID and the raised SEQUENCE', () => {
    const ics = invitation('2026-11-23T08:00:00Z', '2026-11-23T09:30:00Z', { method: 'CANCEL', sequence: 2 })
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).not.toContain('METHOD:REQUEST')
    expect(ics).toContain('STATUS:CANCELLED')
    expect(ics).toContain('SEQUENCE:2')
    expect(ics).toContain('UID:booking-ABC12345@bilgruppen.example')
  })

  it('renames the library’s rule twin to the zone it was asked for', () => {
    expect(vtimezone('Europe/Stockholm')).toMatch(
      /^BEGIN:VTIMEZONE\r\nTZID:Europe\/Stockholm\r\nX-LIC-LOCATION:Europe\/Stockholm/,
    )
  })
})
