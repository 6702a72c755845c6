import { describe, expect, it } from 'vitest'
import { isInWindow } from '@/features/shell/message/window'
import { seedWindow, withLastDay } from './dated'

describe('the demo’s dated messages', () => {
  const seedDay = new Date('2026-11-27T15:00:00Z')

  it('are dated from the seed day, so the campaign is current when seeded and ends by itself', () => {
    const window = seedWindow({ fromDays: -7, untilDays: 45 }, seedDay)
    expect(window).toEqual({ startsAt: '2026-11-20T00:00:00.000Z', endsAt: '2027-01-11T00:00:00.000Z' })
    expect(isInWindow(window, seedDay.getTime())).toBe(true)
    expect(isInWindow(window, Date.parse('2027-01-11T00:00:00.000Z'))).toBe(false)
    expect(seedWindow({ untilDays: 1 }, seedDay).startsAt).toBeNull()
  })

  it('say their last day in the copy’s language', () => {
    const { endsAt } = seedWindow({ untilDays: 45 }, seedDay)
    expect(withLastDay('Gäller t.o.m. {last}.', endsAt, 'sv-SE')).toBe('Gäller t.o.m. 10 januari.')
    expect(withLastDay('Valid until {last}.', endsAt, 'en-GB')).toBe('Valid until 10 January.')
    expect(withLastDay('Stengt {last}.', endsAt, 'nb-NO')).toBe('Stengt 10. januar.')
  })
})
