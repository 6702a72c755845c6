/**
 * The background work of one app instance, started from src/instrumentation.ts: the outbox worker
 * (unless OUTBOX_WORKER=off) and the cache-invalidation subscriber. Each wakes on its NOTIFY channel
 * and polls as a backstop. Stopping waits for deliveries in flight; an instance killed harder loses
 * its leases and another instance delivers again.
 */
import os from 'node:os'
import type { Payload } from 'payload'
import { z } from 'zod'
import { subscribeInvalidations } from './invalidation'
import { adaptersFromEnv } from './messaging/adapters'
import { messagingHandlers } from './messaging/topics'
import { OUTBOX_CHANNEL } from './outbox/enqueue'
import { sqlOutboxStore } from './outbox/sql-store'
import { createOutboxWorker } from './outbox/worker'
import { watchChannel } from './watch'

const envSchema = z.object({
  OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  OUTBOX_BATCH: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  INVALIDATION_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  PLATFORM_LISTEN: z.enum(['on', 'off']).default('on'),
})

export type Platform = { stop(): Promise<void> }

export async function startPlatform(payload: Payload, env: Record<string, string | undefined> = process.env): Promise<Platform> {
  const config = envSchema.parse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')))
  const log = (message: string, error?: unknown) => console.error(message, error ?? '')
  const listen = config.PLATFORM_LISTEN === 'on'
  const stops: Array<() => Promise<void>> = []

  const invalidations = await subscribeInvalidations({ payload, connectionString: env.DATABASE_URL, pollMs: config.INVALIDATION_POLL_MS, listen, log })
  stops.push(invalidations.stop)

  if (config.OUTBOX_WORKER === 'on') {
    const worker = createOutboxWorker({
      store: sqlOutboxStore(payload),
      handlers: messagingHandlers(adaptersFromEnv(payload, env)),
      worker: `${os.hostname()}:${process.pid}`,
      batchSize: config.OUTBOX_BATCH,
      leaseMs: config.OUTBOX_LEASE_MS,
      log,
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
            if (!failing) log('outbox: claiming entries failed; retrying on the next poll', error)
            failing = true
          },
        ),
      log,
    })
    stops.push(async () => {
      await stopWatch()
      await worker.stop()
    })
  }
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) }
}
