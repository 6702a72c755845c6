import { describe, expect, it } from 'vitest'
import { feedLag, outboxState, readiness, type ReadinessFacts } from './rules'

const READY: ReadinessFacts = {
  database: { ok: true },
  migrations: { ok: true },
  searchReady: true,
  draining: false,
  demoLoading: false,
}

describe('readiness', () => {
  it('is ok when the database answers, the migrations are applied, the search is loaded and the process is not stopping', () => {
    expect(readiness(READY)).toBe('ok')
  })

  it.each<[string, Partial<ReadinessFacts>]>([
    ['the database does not answer', { database: { ok: false, error: 'timed out after 3000 ms' } }],
    ['a migration is pending', { migrations: { ok: false } }],
    ['the search is loading', { searchReady: false }],
    ['the process is stopping', { draining: true }],
  ])('is unavailable when %s', (_, facts) => expect(readiness({ ...READY, ...facts })).toBe('unavailable'))

  it("is loading while the demo's seed still loads cars, and unavailable over that when something else is wrong", () => {
    expect(readiness({ ...READY, demoLoading: true })).toBe('loading')
    expect(readiness({ ...READY, demoLoading: true, searchReady: false })).toBe('unavailable')
  })
})

const NOW = Date.parse('2026-11-29T10:00:00Z')

describe('outboxState', () => {
  it('counts dead and waiting entries and ages the oldest pending one in seconds', () => {
    expect(outboxState({ dead: 2, waiting: 5, oldest: new Date(NOW - 90_400) }, NOW)).toEqual({
      dead: 2,
      waiting: 5,
      oldestPendingSeconds: 90,
    })
    expect(outboxState({ dead: 0, waiting: 0, oldest: null }, NOW)).toEqual({
      dead: 0,
      waiting: 0,
      oldestPendingSeconds: null,
    })
  })
})

describe('feedLag', () => {
  it('says how many rows are unread, how old the oldest is, and when the feed was last read', () => {
    expect(feedLag({ readAt: NOW - 1_200 }, { behind: 3, oldest: '2026-11-29T09:59:55.000Z' }, NOW)).toEqual({
      behind: 3,
      oldestUnreadSeconds: 5,
      lastReadSecondsAgo: 1,
    })
    expect(feedLag({ readAt: NOW }, { behind: 0, oldest: null }, NOW)).toEqual({
      behind: 0,
      oldestUnreadSeconds: null,
      lastReadSecondsAgo: 0,
    })
  })

  it('never reports negative ages when clocks differ a little', () => {
    expect(feedLag({ readAt: NOW + 500 }, { behind: 1, oldest: new Date(NOW + 2_000) }, NOW)).toEqual({
      behind: 1,
      oldestUnreadSeconds: 0,
      lastReadSecondsAgo: 0,
    })
  })
})
