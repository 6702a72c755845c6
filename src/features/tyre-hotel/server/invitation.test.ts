import { describe, expect, it } from 'vitest'
import { invitationIcs, vtimezone } from '@/features/service-booking/capacity/invitation'

const invitation = {
  product: 'Tyre hotel',
  uid: 'TH-ABC123@tirehotel',
  start: new Date('2026-12-01T07:00:00Z'), // 08:00 in Stockholm (winter time)
  end: new Date('2026-12-01T07:30:00Z'),
  timeZone: 'Europe/Stockholm',
  summary: 'Hjulskifte TYR123',
  description: 'Bokningsnummer TH-ABC123',
  location: 'Däckhotell Kungens Kurva, Kungens Kurva Ringväg 12, 141 75 Kungens Kurva',
  organizer: { name: 'Däckhotell Kungens Kurva', email: 'dackhotell@example.se' },
  attendee: { name: 'Anna Svensson', email: 'anna@example.se' },
  stamp: new Date('2026-11-23T09:00:00Z'),
}

describe('invitationIcs', () => {
  const ics = invitationIcs(invitation)
  const unfolded = ics.replace(/\r\n[ \t]/g, '')

  it('is a METHOD:REQUEST invitation with the booking’s UID', () => {
    expect(unfolded).toContain('METHOD:REQUEST')
    expect(unfolded).toContain('UID:TH-ABC123@tirehotel')
    expect(invitationIcs(invitation).replace(/\r\n[ \t]/g, '')).toContain('UID:TH-ABC123@tirehotel')
  })

  it('gives the station’s wall-clock time with the Europe/Stockholm VTIMEZONE', () => {
    expect(unfolded).toContain('DTSTART;TZID=Europe/Stockholm:20261201T080000')
    expect(unfolded).toContain('DTEND;TZID=Europe/Stockholm:20261201T083000')
    expect(unfolded).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Stockholm/)
    expect(unfolded).toContain('END:VTIMEZONE')
  })

  it('keeps the wall-clock time across the change to summer time', () => {
    const summer = invitationIcs({
      ...invitation,
      start: new Date('2027-04-01T06:00:00Z'),
      end: new Date('2027-04-01T06:30:00Z'),
    })
    expect(summer).toContain('DTSTART;TZID=Europe/Stockholm:20270401T080000')
  })

  it('has a VTIMEZONE for the zone', () => expect(vtimezone('Europe/Stockholm')).toMatch(/^BEGIN:VTIMEZONE/))
})
