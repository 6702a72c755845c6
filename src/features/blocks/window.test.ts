import { describe, expect, it } from 'vitest'
import { blocksShown, isOver, isShown, windowProblems } from './window'

const STOCKHOLM = 'Europe/Stockholm'
const LONDON = 'Europe/London'
const t = (iso: string) => Date.parse(iso)

describe('a block shown within its window', () => {
  const weekend = { shownFrom: '2027-05-14 18:00', shownUntil: '2027-05-17 00:00' }

  it('shows from its start (inclusive) until its end (exclusive), on the site’s clock', () => {
    // 18:00 in Stockholm in May is 16:00 UTC (CEST).
    expect(isShown(weekend, t('2027-05-14T15:59:59Z'), STOCKHOLM)).toBe(false)
    expect(isShown(weekend, t('2027-05-14T16:00:00Z'), STOCKHOLM)).toBe(true)
    expect(isShown(weekend, t('2027-05-16T21:59:59Z'), STOCKHOLM)).toBe(true)
    expect(isShown(weekend, t('2027-05-16T22:00:00Z'), STOCKHOLM)).toBe(false)
    // The same wall-clock times on the UK site are an hour later (BST).
    expect(isShown(weekend, t('2027-05-14T16:30:00Z'), LONDON)).toBe(false)
    expect(isShown(weekend, t('2027-05-14T17:00:00Z'), LONDON)).toBe(true)
  })

  it('leaves an empty side open', () => {
    expect(isShown({}, 0, STOCKHOLM)).toBe(true)
    expect(isShown({ shownFrom: null, shownUntil: '' }, 0, STOCKHOLM)).toBe(true)
    expect(isShown({ shownFrom: '2027-01-01 00:00' }, t('2026-12-31T22:59:00Z'), STOCKHOLM)).toBe(false)
    expect(isShown({ shownFrom: '2027-01-01 00:00' }, t('2099-01-01T00:00:00Z'), STOCKHOLM)).toBe(true)
    expect(isShown({ shownUntil: '2027-01-01 00:00' }, 0, STOCKHOLM)).toBe(true)
    expect(isShown({ shownUntil: '2027-01-01 00:00' }, t('2026-12-31T23:00:00Z'), STOCKHOLM)).toBe(false)
  })

  it('follows the spring-forward night in Stockholm and London', () => {
    // Stockholm: 02:00 CET becomes 03:00 CEST on 2027-03-28 (01:00 UTC); London: 01:00 GMT becomes 02:00 BST.
    const se = { shownFrom: '2027-03-28 01:30', shownUntil: '2027-03-28 03:30' }
    expect(isShown(se, t('2027-03-28T00:29:00Z'), STOCKHOLM)).toBe(false)
    expect(isShown(se, t('2027-03-28T00:30:00Z'), STOCKHOLM)).toBe(true)
    // Only one hour of elapsed time: 03:30 CEST is 01:30 UTC.
    expect(isShown(se, t('2027-03-28T01:29:00Z'), STOCKHOLM)).toBe(true)
    expect(isShown(se, t('2027-03-28T01:30:00Z'), STOCKHOLM)).toBe(false)
    const uk = { shownFrom: '2027-03-28 00:30', shownUntil: '2027-03-28 02:30' }
    expect(isShown(uk, t('2027-03-28T00:29:00Z'), LONDON)).toBe(false)
    expect(isShown(uk, t('2027-03-28T00:30:00Z'), LONDON)).toBe(true)
    expect(isShown(uk, t('2027-03-28T01:30:00Z'), LONDON)).toBe(false)
  })

  it('takes the first of a time the clock passes twice on the fall-back night in Stockholm and London', () => {
    // Stockholm: 02:30 happens at 00:30 UTC (CEST) and 01:30 UTC (CET) on 2027-10-31; London: 01:30 at 00:30 and 01:30 UTC.
    const se = { shownUntil: '2027-10-31 02:30' }
    expect(isShown(se, t('2027-10-31T00:29:00Z'), STOCKHOLM)).toBe(true)
    expect(isShown(se, t('2027-10-31T00:30:00Z'), STOCKHOLM)).toBe(false)
    const uk = { shownFrom: '2027-10-31 01:30' }
    expect(isShown(uk, t('2027-10-31T00:29:00Z'), LONDON)).toBe(false)
    expect(isShown(uk, t('2027-10-31T00:30:00Z'), LONDON)).toBe(true)
  })

  it('hides a block whose window cannot be read, so a campaign does not run forever', () => {
    expect(isShown({ shownUntil: 'next Sunday' }, 0, STOCKHOLM)).toBe(false)
    expect(isShown({ shownFrom: '2027-05-17 00:00', shownUntil: '2027-05-14 00:00' }, 0, STOCKHOLM)).toBe(false)
  })

  it('is over once its end has passed, never when it has none', () => {
    expect(isOver(weekend, t('2027-05-16T21:59:59Z'), STOCKHOLM)).toBe(false)
    expect(isOver(weekend, t('2027-05-16T22:00:00Z'), STOCKHOLM)).toBe(true)
    expect(isOver({ shownFrom: '2027-05-14 18:00' }, t('2099-01-01T00:00:00Z'), STOCKHOLM)).toBe(false)
    expect(isOver({}, 0, STOCKHOLM)).toBe(false)
  })
})

describe('what an editor must fix in a window', () => {
  it('accepts open and well-formed windows', () => {
    expect(windowProblems({}, STOCKHOLM)).toEqual([])
    expect(windowProblems({ shownFrom: '2027-05-14 18:00' }, STOCKHOLM)).toEqual([])
    expect(windowProblems({ shownFrom: '2027-05-14T18:00', shownUntil: '2027-05-17 00:00' }, STOCKHOLM)).toEqual([])
  })

  it('refuses an end that is not after the start, on the end field', () => {
    expect(windowProblems({ shownFrom: '2027-05-17 00:00', shownUntil: '2027-05-14 18:00' }, STOCKHOLM)).toEqual([
      { field: 'shownUntil', problem: 'not-after-start' },
    ])
    expect(windowProblems({ shownFrom: '2027-05-17 00:00', shownUntil: '2027-05-17 00:00' }, STOCKHOLM)).toEqual([
      { field: 'shownUntil', problem: 'not-after-start' },
    ])
  })

  it('compares instants, not wall-clock text, across the fall-back hour', () => {
    // Both times mean their first occurrence (still CEST), so 02:15 is before 02:30 and the end is refused.
    expect(windowProblems({ shownFrom: '2027-10-31 02:30', shownUntil: '2027-10-31 02:15' }, STOCKHOLM)).toEqual([
      { field: 'shownUntil', problem: 'not-after-start' },
    ])
  })

  it('refuses a malformed time and a time the clock skips, each on its own field', () => {
    expect(windowProblems({ shownFrom: '14/5 18:00' }, STOCKHOLM)).toEqual([{ field: 'shownFrom', problem: 'format' }])
    expect(windowProblems({ shownUntil: '2027-03-28 02:30' }, STOCKHOLM)).toEqual([
      { field: 'shownUntil', problem: 'skipped' },
    ])
    expect(windowProblems({ shownFrom: '2027-03-28 01:30' }, LONDON)).toEqual([
      { field: 'shownFrom', problem: 'skipped' },
    ])
    // 02:30 exists in London that night (BST already), and 01:30 in Stockholm (CET still).
    expect(windowProblems({ shownFrom: '2027-03-28 02:30' }, LONDON)).toEqual([])
    expect(windowProblems({ shownFrom: '2027-03-28 01:30' }, STOCKHOLM)).toEqual([])
  })
})

describe('the blocks a page shows and when that changes', () => {
  const hero = { blockType: 'heroBanner' }
  const sale = { blockType: 'carTeaser', shownFrom: '2027-05-14 18:00', shownUntil: '2027-05-17 00:00' }
  const spring = { blockType: 'callToAction', shownFrom: '2027-03-01 00:00' }
  const blocks = [hero, sale, spring]

  it('keeps the blocks in their windows, in order, and gives the next opening or closing', () => {
    const before = blocksShown(blocks, t('2027-05-01T00:00:00Z'), STOCKHOLM)
    expect(before.blocks).toEqual([hero, spring])
    expect(before.until).toBe(t('2027-05-14T16:00:00Z'))
    const during = blocksShown(blocks, t('2027-05-15T12:00:00Z'), STOCKHOLM)
    expect(during.blocks).toEqual([hero, sale, spring])
    expect(during.until).toBe(t('2027-05-16T22:00:00Z'))
    const after = blocksShown(blocks, t('2027-05-16T22:00:00Z'), STOCKHOLM)
    expect(after.blocks).toEqual([hero, spring])
    expect(after.until).toBeNull()
  })

  it('names the earliest change among several windows', () => {
    const earlier = blocksShown(blocks, t('2027-02-01T00:00:00Z'), STOCKHOLM)
    expect(earlier.blocks).toEqual([hero])
    expect(earlier.until).toBe(t('2027-02-28T23:00:00Z'))
  })

  it('has no deadline for a page without windows, nor from a window it cannot read', () => {
    expect(blocksShown([hero], 0, STOCKHOLM)).toEqual({ blocks: [hero], until: null })
    const broken = { blockType: 'carTeaser', shownFrom: '2027-05-17 00:00', shownUntil: '2027-05-14 00:00' }
    expect(blocksShown([hero, broken], 0, STOCKHOLM)).toEqual({ blocks: [hero], until: null })
  })
})
