/**
 * The delivery loop of one app instance: claim a batch under a lease, run each entry's topic handler,
 * mark it done, or schedule a retry (backoff) or the dead-letter state. Delivery is at least once —
 * an instance that dies between claim and completion loses its lease and another delivers again — so
 * handlers must be idempotent by the entry's key.
 */
import { afterFailure, DEFAULT_RETRY, type RetryPolicy } from './retry'
import type { ClaimedEntry, OutboxStore } from './store'
import { logError } from '@/platform/log/logger'

export type Delivery = { id: number; topic: string; key: string; data: unknown; attempt: number }
export type OutboxHandler = (delivery: Delivery) => Promise<void>
export type OutboxHandlers = Readonly<Record<string, OutboxHandler>>

export type WorkerOptions = {
  store: OutboxStore
  handlers: OutboxHandlers
  /** Identifies this instance in claim tokens (admin shows it in "locked by"). */
  worker: string
  leaseMs?: number
  batchSize?: number
  policy?: RetryPolicy
  clock?: () => Date
  random?: () => number
  log?: (message: string, error?: unknown) => void
}

/** Longer than any adapter's timeout (10 s by default), so a live delivery keeps its claim. */
export const DEFAULT_LEASE_MS = 60_000
const MAX_ERROR_LENGTH = 2000

export type OutboxWorker = {
  /** Claims and delivers batches until nothing is due; calls while draining coalesce into one more round. */
  drain(): Promise<void>
  /** Waits for the running round; no new round starts afterwards. */
  stop(): Promise<void>
}

export function createOutboxWorker(options: WorkerOptions): OutboxWorker {
  const clock = options.clock ?? (() => new Date())
  const random = options.random ?? Math.random
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const batchSize = options.batchSize ?? 10
  const policy = options.policy ?? DEFAULT_RETRY
  const log = options.log ?? logError
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  const deliver = async (entry: ClaimedEntry) => {
    const handler = options.handlers[entry.topic]
    try {
      if (!handler) throw new Error(`no handler for topic "${entry.topic}"`)
      await handler({ id: entry.id, topic: entry.topic, key: entry.key, data: entry.data, attempt: entry.attempts })
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH)
      const outcome = afterFailure(entry.attempts, entry.maxAttempts, clock(), policy, random)
      if (outcome.status === 'dead')
        log(`outbox: ${entry.topic} ${entry.key} is dead after ${entry.attempts} attempts: ${message}`)
      await options.store.fail(entry, outcome, message, clock())
      return
    }
    await options.store.complete(entry, clock())
  }

  /** One batch; returns how many entries it claimed. */
  const round = async (): Promise<number> => {
    const now = clock()
    const claimed = await options.store.claim({
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      limit: batchSize,
      worker: options.worker,
    })
    const results = await Promise.allSettled(claimed.map(deliver))
    for (const result of results) {
      // The store could not record the outcome: the lease runs out and the entry is delivered again.
      if (result.status === 'rejected')
        log('outbox: recording a delivery failed; it will be retried after its lease', result.reason)
    }
    return claimed.length
  }

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          while (!stopped && (await round()) === batchSize) {}
        } while (again && !stopped)
      } finally {
        running = null
      }
    })()
    return running
  }

  return {
    drain,
    stop: async () => {
      stopped = true
      await running?.catch(() => {})
    },
  }
}
