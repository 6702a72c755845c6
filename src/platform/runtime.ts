/**
 * The background work of one app instance, started from src/instrumentation.ts: the outbox worker
 * (unless OUTBOX_WORKER=off) and the cache-invalidation subscriber. Each wakes on its NOTIFY channel
 * and polls as a backstop. Stopping waits for deliveries in flight; an instance killed harder loses
 * its leases and another instance delivers again. It also gives /metrics the outbox and the database pool to read.
 */
import os from 'node:os'
import type { Payload } from 'payload'
import { z } from 'zod'
import { subscribeInvalidations } from './invalidation'
import { adaptersFromEnv, type Adapters } from './messaging/adapters'
import { messagingHandlers } from './messaging/topics'
import { watchPool, readOutboxWith, type PoolUse } from './metrics/registry'
import { countOutbox, outboxReading } from './outbox/counts'
import { OUTBOX_CHANNEL } from './outbox/enqueue'
import { pruneOutbox, sqlOutboxStore } from './outbox/sql-store'
import { createOutboxWorker, type OutboxHandlers } from './outbox/worker'
import { watchChannel } from './watch'
import { logError } from './log/logger'

const envSchema = z.object({
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  OUTBOX_BATCH: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  OUTBOX_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  INVALIDATION_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  PLATFORM_LISTEN: z.enum(['on', 'off']).default('on'),
})

export type Platform = { stop(): Promise<void> }

/** Housekeeping a domain hands to the platform (e.g. deleting expired finance quotations), run every `everyMs`. */
export type PeriodicTask = { name: string; everyMs: number; run: (payload: Payload, now: Date) => Promise<unknown> }

/** Outbox topics a domain delivers itself (e.g. saved searches' e-mails), built on this instance's adapters. */
export type DomainHandlers = (payload: Payload, adapters: Adapters) => OutboxHandlers

const PRUNE_EVERY_MS = 3_600_000

export async function startPlatform(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
  tasks: readonly PeriodicTask[] = [],
  domainHandlers: readonly DomainHandlers[] = [],
): Promise<Platform> {
  const config = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')))
  const listen = config.PLATFORM_LISTEN === 'on'
  const stops: Array<() => Promise<void>> = []
  // Built first: a malformed adapter variable fails the start before anything runs.
  const adapters = config.OUTBOX_WORKER === 'on' ? adaptersFromEnv(payload, env) : null
  const handlers = adapters
    ? Object.assign({}, messagingHandlers(adapters), ...domainHandlers.map((build) => build(payload, adapters)))
    : null

  // What /metrics reads at scrape time: the outbox (one query, reused for a few seconds) and Payload's pool.
  readOutboxWith(async () => outboxReading(await countOutbox(payload), Date.now()))
  watchPool((payload.db as unknown as { pool?: PoolUse }).pool ?? null)

  const invalidations = await subscribeInvalidations({
    payload,
    connectionString: env.DATABASE_URL,
    pollMs: config.INVALIDATION_POLL_MS,
    listen,
    log: logError,
  })
  stops.push(invalidations.stop)

  if (handlers) {
    const worker = createOutboxWorker({
      store: sqlOutboxStore(payload),
      handlers,
      worker: `${os.hostname()}:${process.pid}`,
      batchSize: config.OUTBOX_BATCH,
      leaseMs: config.OUTBOX_LEASE_MS,
      log: logError,
    })
    let failing = false
    const stopWatch = await watchChannel({
      name: 'outbox',
      channel: OUTBOX_CHANNEL,
      connectionString: env.DATABASE_URL,
      pollMs: config.OUTBOX_POLL_MS,
      listen,
      onWake: () =>
        void worker.drain().then(
          () => (failing = false),
          (error) => {
            // Logged once per outage: the next poll retries.
            if (!failing) logError('outbox: claiming entries failed; retrying on the next poll', error)
            failing = true
          },
        ),
      log: logError,
    })
    const prune = setInterval(() => {
      const before = new Date(Date.now() - config.OUTBOX_KEEP_DAYS * 86_400_000)
      void pruneOutbox(payload, before).catch((error) => logError('outbox: pruning delivered entries failed', error))
    }, PRUNE_EVERY_MS)
    prune.unref()
    stops.push(async () => {
      clearInterval(prune)
      await stopWatch()
      await worker.stop()
    })
  }
  for (const task of tasks) {
    const timer = setInterval(
      () =>
        void task
          .run(payload, new Date())
          .catch((error) => logError(`${task.name} failed; retrying on the next run`, error)),
      task.everyMs,
    )
    timer.unref()
    stops.push(async () => clearInterval(timer))
  }
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) }
}
