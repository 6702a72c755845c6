import { describe, expect, it } from 'vitest'
import { formatDay, inZone } from './format'

describe('a booking’s time in its workshop’s zone', () => {
  it('is the wall-clock date and time on either side of both daylight-saving changes', () => {
    expect(inZone('2026-03-27T08:00:00.000Z', 'Europe/Stockholm')).toEqual({ date: '2026-03-27', time: '09:00' })
    expect(inZone('2026-03-30T07:00:00.000Z', 'Europe/Stockholm')).toEqual({ date: '2026-03-30', time: '09:00' })
    expect(inZone('2026-10-26T08:00:00.000Z', 'Europe/Stockholm')).toEqual({ date: '2026-10-26', time: '09:00' })
    expect(inZone('2026-12-31T23:30:00.000Z', 'Europe/Stockholm')).toEqual({ date: '2027-01-01', time: '00:30' })
  })

  it('names the day in the page’s language', () => {
    expect(formatDay('2026-03-30', 'sv-SE')).toBe('mån 30 mars')
    expect(formatDay('2026-03-30', 'en-GB')).toBe('Mon 30 Mar')
  })
})
