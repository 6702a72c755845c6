/** The health report's rules (./report.ts gathers the facts): what makes an instance ready, and the lags it shows. */

/** A check that either passed or says why not. */
export type Check = { ok: boolean; error?: string }
/** A check of something the instance calls, with how long the call took. */
export type Probe = Check & { latencyMs?: number }

export type ReadinessFacts = {
  database: Check
  migrations: Check
  searchReady: boolean
  draining: boolean
  /** `npm start` serves the demo's pages while its seed still loads the cars and their pictures (src/platform/demo-loading.ts). */
  demoLoading: boolean
}

/**
 * Ready to take visitors: the database answers, its schema is current, the search is loaded, and it is not stopping.
 * `loading` (also 503): all of that, but the demo's data is still being loaded; pages are served, with part of the cars.
 */
export function readiness(facts: ReadinessFacts): 'ok' | 'loading' | 'unavailable' {
  if (!(facts.database.ok && facts.migrations.ok && facts.searchReady && !facts.draining)) return 'unavailable'
  return facts.demoLoading ? 'loading' : 'ok'
}

const secondsSince = (at: string | Date | null, now: number): number | null =>
  at === null ? null : Math.max(0, Math.round((now - new Date(at).getTime()) / 1000))

/** The outbox as counted in the database: dead entries, entries still to deliver, the oldest pending one's creation. */
export type OutboxRow = { dead: number; waiting: number; oldest: string | Date | null }
export type OutboxState = { dead: number; waiting: number; oldestPendingSeconds: number | null }

export const outboxState = (row: OutboxRow, now: number): OutboxState => ({
  dead: row.dead,
  waiting: row.waiting,
  oldestPendingSeconds: secondsSince(row.oldest, now),
})

/**
 * How far this instance's cache invalidation is behind the feed (src/platform/invalidation.ts): the rows after the
 * last it applied, how old the oldest of them is (0 rows: null), and how long ago it last read the feed. A healthy
 * instance is at most a poll behind (INVALIDATION_POLL_MS); an instance that stopped reading shows growing numbers.
 */
export type FeedLag = { behind: number; oldestUnreadSeconds: number | null; lastReadSecondsAgo: number }

export const feedLag = (
  position: { readAt: number },
  unread: { behind: number; oldest: string | Date | null },
  now: number,
): FeedLag => ({
  behind: unread.behind,
  oldestUnreadSeconds: secondsSince(unread.oldest, now),
  lastReadSecondsAgo: Math.max(0, Math.round((now - position.readAt) / 1000)),
})
