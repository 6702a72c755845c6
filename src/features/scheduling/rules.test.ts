import { describe, expect, it } from 'vitest'
import { editorStateChange, instantToWallClock, siteTimeZone, targetProblem, wallClockToInstant } from './rules'

const at = (value: string, zone: string) => {
  const result = wallClockToInstant(value, zone)
  return result.ok ? result.value.toISOString() : result.message
}

describe('site time zone', () => {
  it("is the market's", () => {
    expect(siteTimeZone('se')).toBe('Europe/Stockholm')
    expect(siteTimeZone('bb')).toBe('Europe/Stockholm')
    expect(siteTimeZone('no')).toBe('Europe/Oslo')
    expect(siteTimeZone('fi')).toBe('Europe/Helsinki')
    expect(siteTimeZone('sk')).toBe('Europe/Bratislava')
    expect(siteTimeZone('uk')).toBe('Europe/London')
  })
})

describe('wall clock → instant', () => {
  it('reads midnight in winter and in summer with the offset in force', () => {
    expect(at('2027-03-01 00:00', 'Europe/Stockholm')).toBe('2027-02-28T23:00:00.000Z')
    expect(at('2027-07-01 00:00', 'Europe/Stockholm')).toBe('2027-06-30T22:00:00.000Z')
    expect(at('2027-07-01 00:00', 'Europe/Helsinki')).toBe('2027-06-30T21:00:00.000Z')
    expect(at('2027-01-15 09:30', 'Europe/London')).toBe('2027-01-15T09:30:00.000Z')
    expect(at('2027-01-15T09:30', 'Europe/London')).toBe('2027-01-15T09:30:00.000Z')
  })

  it('takes midnight on either side of a clock change with that day’s offset', () => {
    // Summer time begins 2027-03-28 02:00 and ends 2027-10-31 03:00 in Stockholm.
    expect(at('2027-03-28 00:00', 'Europe/Stockholm')).toBe('2027-03-27T23:00:00.000Z')
    expect(at('2027-03-29 00:00', 'Europe/Stockholm')).toBe('2027-03-28T22:00:00.000Z')
    expect(at('2027-10-31 00:00', 'Europe/Stockholm')).toBe('2027-10-30T22:00:00.000Z')
    expect(at('2027-11-01 00:00', 'Europe/Stockholm')).toBe('2027-10-31T23:00:00.000Z')
  })

  it('refuses a time the clock skips and takes the first of a time it passes twice', () => {
    expect(at('2027-03-28 02:30', 'Europe/Stockholm')).toMatch(/does not exist in Europe\/Stockholm/)
    expect(at('2027-03-28 03:00', 'Europe/Stockholm')).toBe('2027-03-28T01:00:00.000Z')
    expect(at('2027-10-31 02:30', 'Europe/Stockholm')).toBe('2027-10-31T00:30:00.000Z')
    expect(at('2027-03-28 01:30', 'Europe/London')).toMatch(/does not exist/)
  })

  it('refuses what is not a date and a time', () => {
    for (const bad of ['', '2027-03-01', '2027-02-30 10:00', '2027-03-01 24:00', '2027-03-01 9:00', 'tomorrow'])
      expect(at(bad, 'Europe/Stockholm')).toMatch(/YYYY-MM-DD HH:mm|does not exist/)
  })

  it('writes an instant back on the site clock, round trip included', () => {
    expect(instantToWallClock(new Date('2027-03-27T23:00:00Z'), 'Europe/Stockholm')).toBe('2027-03-28 00:00')
    expect(instantToWallClock(new Date('2027-10-31T01:30:00Z'), 'Europe/Stockholm')).toBe('2027-10-31 02:30')
    const there = wallClockToInstant('2027-06-12 18:45', 'Europe/Oslo')
    expect(there.ok && instantToWallClock(there.value, 'Europe/Oslo')).toBe('2027-06-12 18:45')
  })
})

describe('what a schedule may name', () => {
  const locales = ['sv-SE', 'en-GB']
  it('publishes a page in one of its site’s languages or all', () => {
    expect(targetProblem('pages', 'publish', 'sv-SE', locales)).toBeNull()
    expect(targetProblem('pages', 'publish', 'all', locales)).toBeNull()
    expect(targetProblem('pages', 'publish', 'fi-FI', locales)).toMatch(/not written in fi-FI/)
  })
  it('unpublishes a page or story and switches a site message in all languages only', () => {
    expect(targetProblem('pages', 'unpublish', 'all', locales)).toBeNull()
    expect(targetProblem('pages', 'unpublish', 'sv-SE', locales)).toMatch(/all languages/)
    expect(targetProblem('stories', 'unpublish', 'en-GB', locales)).toMatch(/all languages/)
    expect(targetProblem('stories', 'publish', 'en-GB', locales)).toBeNull()
    expect(targetProblem('site-messages', 'publish', 'sv-SE', locales)).toMatch(/all languages/)
    expect(targetProblem('site-messages', 'unpublish', 'all', locales)).toBeNull()
  })
})

describe("an editor's state change", () => {
  it('cancels a schedule that has not run, and nothing else', () => {
    expect(editorStateChange('scheduled', 'cancelled')).toBeNull()
    expect(editorStateChange('scheduled', 'scheduled')).toBeNull()
    expect(editorStateChange('scheduled', 'done')).toMatch(/only be cancelled/)
    expect(editorStateChange('done', 'cancelled')).toMatch(/is done/)
    expect(editorStateChange('cancelled', 'scheduled')).toMatch(/is cancelled/)
    expect(editorStateChange('failed', 'scheduled')).toMatch(/is failed/)
  })
})
