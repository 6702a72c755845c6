import { describe, expect, it } from 'vitest'
import { afterFailure, backoffMs, DEFAULT_RETRY, type FailureOutcome } from './retry'
import type { ClaimedEntry, OutboxStatus, OutboxStore } from './store'
import { createOutboxWorker, type OutboxHandler } from './worker'

type Row = {
  id: number
  topic: string
  key: string
  data: unknown
  status: OutboxStatus
  attempts: number
  maxAttempts: number
  nextRunAt: number
  lockedUntil: number | null
  lockedBy: string | null
  lastError: string | null
}

/** The OutboxStore rules (store.ts) over an array, as the SQL store keeps them over a table. */
function memoryStore() {
  const rows: Row[] = []
  let claims = 0
  const holds = (row: Row | undefined, entry: ClaimedEntry) =>
    row?.status === 'processing' && row.lockedBy === entry.claim
  const store: OutboxStore = {
    async claim({ now, leaseUntil, limit, worker }) {
      const t = now.getTime()
      for (const row of rows) {
        if (row.status === 'processing' && row.lockedUntil! <= t && row.attempts >= row.maxAttempts)
          Object.assign(row, {
            status: 'dead',
            lockedUntil: null,
            lockedBy: null,
            lastError: 'lease expired on the last attempt',
          })
      }
      const due = rows
        .filter(
          (r) => (r.status === 'pending' && r.nextRunAt <= t) || (r.status === 'processing' && r.lockedUntil! <= t),
        )
        .sort((a, b) => a.nextRunAt - b.nextRunAt || a.id - b.id)
        .slice(0, limit)
      return due.map((row) => {
        Object.assign(row, {
          status: 'processing',
          attempts: row.attempts + 1,
          lockedUntil: leaseUntil.getTime(),
          lockedBy: `${worker}:${++claims}`,
        })
        return {
          id: row.id,
          topic: row.topic,
          key: row.key,
          data: row.data,
          attempts: row.attempts,
          maxAttempts: row.maxAttempts,
          claim: row.lockedBy!,
        }
      })
    },
    async complete(entry) {
      const row = rows.find((r) => r.id === entry.id)
      if (!holds(row, entry)) return false
      Object.assign(row!, { status: 'done', lockedUntil: null, lastError: null })
      return true
    },
    async fail(entry, outcome: FailureOutcome, error) {
      const row = rows.find((r) => r.id === entry.id)
      if (!holds(row, entry)) return false
      Object.assign(row!, {
        status: outcome.status,
        nextRunAt: outcome.status === 'pending' ? outcome.nextRunAt.getTime() : row!.nextRunAt,
        lockedUntil: null,
        lastError: error,
      })
      return true
    },
  }
  const add = (topic: string, key: string, data: unknown = {}, maxAttempts = 5) =>
    rows.push({
      id: rows.length + 1,
      topic,
      key,
      data,
      status: 'pending',
      attempts: 0,
      maxAttempts,
      nextRunAt: 0,
      lockedUntil: null,
      lockedBy: null,
      lastError: null,
    })
  return { store, rows, add }
}

function manualClock(start = 1_000_000) {
  let now = start
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) }
}

const quiet = () => {}

describe('backoff', () => {
  it('doubles from the base up to the cap, with at most half the delay random', () => {
    const policy = { baseMs: 1000, maxMs: 10_000 }
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, policy, () => 0))).toEqual([500, 1000, 2000, 4000, 5000, 5000])
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, policy, () => 0.999999))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ])
    expect(backoffMs(3, policy, () => 0.5)).toBe(3000)
  })

  it('schedules a retry while attempts remain and the dead-letter state after the last', () => {
    const now = new Date(0)
    expect(afterFailure(1, 3, now, DEFAULT_RETRY, () => 0)).toEqual({
      status: 'pending',
      nextRunAt: new Date(DEFAULT_RETRY.baseMs / 2),
    })
    expect(afterFailure(3, 3, now, DEFAULT_RETRY, () => 0)).toEqual({ status: 'dead' })
  })
})

describe('outbox worker', () => {
  it('delivers due entries once and marks them done', async () => {
    const { store, rows, add } = memoryStore()
    for (let i = 0; i < 25; i++) add('t', `k${i}`, { i })
    const seen: unknown[] = []
    const worker = createOutboxWorker({
      store,
      worker: 'a',
      batchSize: 10,
      handlers: { t: async (d) => void seen.push(d.data) },
      log: quiet,
    })
    await worker.drain()
    expect(seen).toHaveLength(25)
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true)
  })

  it('retries a failing handler with backoff and goes dead after max attempts', async () => {
    const { store, rows, add } = memoryStore()
    add('t', 'k', {}, 3)
    const clock = manualClock()
    const logs: string[] = []
    let calls = 0
    const failing: OutboxHandler = async () => {
      calls++
      throw new Error('provider said 500')
    }
    const worker = createOutboxWorker({
      store,
      worker: 'a',
      clock: clock.now,
      random: () => 0,
      policy: { baseMs: 1000, maxMs: 60_000 },
      handlers: { t: failing },
      log: (m) => logs.push(m),
    })
    await worker.drain()
    expect(rows[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'provider said 500',
      nextRunAt: clock.now().getTime() + 500,
    })
    await worker.drain()
    expect(calls).toBe(1) // not due yet
    clock.advance(500)
    await worker.drain()
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 2, nextRunAt: clock.now().getTime() + 1000 })
    clock.advance(1000)
    await worker.drain()
    expect(rows[0]).toMatchObject({ status: 'dead', attempts: 3, lastError: 'provider said 500' })
    clock.advance(3_600_000)
    await worker.drain()
    expect(calls).toBe(3)
    expect(logs).toEqual(['outbox: t k is dead after 3 attempts: provider said 500'])
  })

  it('fails an entry whose topic has no handler', async () => {
    const { store, rows, add } = memoryStore()
    add('nobody', 'k', {}, 1)
    await createOutboxWorker({ store, worker: 'a', handlers: {}, log: quiet }).drain()
    expect(rows[0]).toMatchObject({ status: 'dead', lastError: 'no handler for topic "nobody"' })
  })

  it('crash between claim and completion: the lease expires, another worker delivers, the idempotent handler acts once', async () => {
    const { store, rows, add } = memoryStore()
    add('crm.deliver', 'lead-1', { name: 'Ada' })
    const clock = manualClock()
    const delivered = new Map<string, unknown>()
    let invocations = 0
    const idempotent: OutboxHandler = async ({ key, data }) => {
      invocations++
      if (!delivered.has(key)) delivered.set(key, data)
    }
    // Worker A delivers, then its process dies before recording completion: the store never hears back.
    const dead: OutboxStore = { ...store, complete: () => new Promise(() => {}), fail: () => new Promise(() => {}) }
    const a = createOutboxWorker({
      store: dead,
      worker: 'a',
      clock: clock.now,
      leaseMs: 30_000,
      handlers: { 'crm.deliver': idempotent },
      log: quiet,
    })
    void a.drain()
    await expect.poll(() => invocations).toBe(1)
    expect(rows[0]).toMatchObject({ status: 'processing', lockedBy: 'a:1' })
    const b = createOutboxWorker({
      store,
      worker: 'b',
      clock: clock.now,
      leaseMs: 30_000,
      handlers: { 'crm.deliver': idempotent },
      log: quiet,
    })
    await b.drain()
    expect(invocations).toBe(1) // A's lease still holds
    clock.advance(30_000)
    await b.drain()
    expect(invocations).toBe(2)
    expect(rows[0]).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'b:2' })
    expect([...delivered]).toEqual([['lead-1', { name: 'Ada' }]])
    // A's stale claim can no longer change the entry.
    expect(
      await store.complete(
        { id: 1, topic: 'crm.deliver', key: 'lead-1', data: {}, attempts: 1, maxAttempts: 5, claim: 'a:1' },
        clock.now(),
      ),
    ).toBe(false)
    clock.advance(3_600_000)
    await b.drain()
    expect(invocations).toBe(2)
  })

  it('a lease that expires on the last attempt ends dead, not delivered again', async () => {
    const { store, rows, add } = memoryStore()
    add('t', 'k', {}, 1)
    const clock = manualClock()
    await store.claim({ now: clock.now(), leaseUntil: new Date(clock.now().getTime() + 1000), limit: 1, worker: 'a' })
    clock.advance(1000)
    let calls = 0
    await createOutboxWorker({
      store,
      worker: 'b',
      clock: clock.now,
      handlers: { t: async () => void calls++ },
      log: quiet,
    }).drain()
    expect(calls).toBe(0)
    expect(rows[0].status).toBe('dead')
  })

  it('coalesces wake-ups during a drain into one more round and stops cleanly', async () => {
    const { store, rows, add } = memoryStore()
    add('t', 'k1')
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const worker = createOutboxWorker({ store, worker: 'a', handlers: { t: () => gate }, log: quiet })
    const first = worker.drain()
    add('t', 'k2')
    const second = worker.drain()
    release()
    await Promise.all([first, second])
    expect(rows.map((r) => r.status)).toEqual(['done', 'done'])
    await worker.stop()
    add('t', 'k3')
    await worker.drain()
    expect(rows[2].status).toBe('pending')
  })
})
