import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import { migrations } from '@/migrations'
import { query } from '@/platform/db'
import { isDraining } from '@/platform/draining'
import { isDemoLoading } from '@/platform/demo-loading'
import { countOutbox } from '@/platform/outbox/counts'
import { invalidationFeedPosition } from '@/platform/invalidation'
import { redisConnection } from '@/platform/redis'
import { cdnPurger, renderStore } from '@/platform/render-cache/registry'
import type { PurgeRecord } from '@/platform/render-cache/purge'
import { searchHealth } from '@/features/search/search'
import type { SearchStatus } from '@/features/search/service'
import pkg from '../../../package.json' with { type: 'json' }
import { feedLag, outboxState, readiness, type Check, type FeedLag, type OutboxState, type Probe } from './rules'

/**
 * Ready (`status: 'ok'`) when the database answers, every committed migration is applied, the in-process search
 * indices are loaded and the process is not stopping: what /healthz/ready answers, and /healthz's status.
 */
export type Readiness = {
  status: 'ok' | 'loading' | 'unavailable'
  version: string
  draining: boolean
  database: Probe
  migrations: Check & { pending?: number }
  search: SearchStatus
  demoLoading: boolean
}

/**
 * /healthz's full report: readiness, and what an operator watches that does not take the instance out of service
 * (the app works around each): Redis when REDIS_URL is set (rate limits and caches fall back to memory), the outbox
 * (dead entries wait for an editor; pending ones for the worker), the cache-invalidation feed's lag, and this
 * instance's render cache.
 */
export type HealthReport = Readiness & {
  redis: Probe | { configured: false }
  outbox: OutboxState | Check
  invalidation: FeedLag | Check
  /** This instance's render cache: pages and bytes held, and its latest CDN purges (src/platform/render-cache/purge.ts). */
  renderCache: { pages: number; bytes: number; purges: readonly PurgeRecord[] }
}

const PURGES_SHOWN = 50
const TIMEOUT_MS = 3000

function withTimeout<T>(promise: Promise<T>, ms = TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

const failed = (error: unknown): Check => ({ ok: false, error: error instanceof Error ? error.message : 'unavailable' })

async function timed(probe: () => Promise<unknown>): Promise<Probe> {
  const started = performance.now()
  try {
    await withTimeout(probe())
    return { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    return failed(error)
  }
}

/** Migrations are never undone while the process runs: once all are seen applied, the check is not repeated. */
let migrationsApplied = false

async function migrationCheck(): Promise<Readiness['migrations']> {
  if (migrationsApplied) return { ok: true }
  try {
    const payload = await withTimeout(payloadClient())
    const rows = await withTimeout(query<{ name: string }>(payload, sql`select name from payload_migrations`))
    const applied = new Set(rows.map((row) => row.name))
    const pending = migrations.filter((migration) => !applied.has(migration.name)).length
    migrationsApplied = pending === 0
    return pending === 0 ? { ok: true } : { ok: false, pending }
  } catch (error) {
    return failed(error)
  }
}

export async function checkReadiness(): Promise<Readiness> {
  const [database, migrationState] = await Promise.all([
    timed(async () => (await payloadClient()).db.drizzle.execute(sql`select 1`)),
    migrationCheck(),
  ])
  const search = searchHealth()
  const draining = isDraining()
  const demoLoading = isDemoLoading()
  return {
    status: readiness({ database, migrations: migrationState, searchReady: search.ready, draining, demoLoading }),
    version: pkg.version,
    draining,
    database,
    migrations: migrationState,
    search,
    demoLoading,
  }
}

async function redisCheck(): Promise<HealthReport['redis']> {
  const url = process.env.REDIS_URL
  if (!url) return { configured: false }
  return timed(async () => {
    const redis = await redisConnection(url)
    if (redis.status !== 'ready') throw new Error(`not connected (${redis.status})`)
    await redis.ping()
  })
}

async function outboxCheck(): Promise<HealthReport['outbox']> {
  try {
    const payload = await withTimeout(payloadClient())
    const row = await withTimeout(countOutbox(payload))
    return outboxState(row, Date.now())
  } catch (error) {
    return failed(error)
  }
}

async function invalidationCheck(): Promise<HealthReport['invalidation']> {
  const position = invalidationFeedPosition()
  if (!position)
    return { ok: false, error: 'not following the feed (the instance has not started its background work)' }
  try {
    const payload = await withTimeout(payloadClient())
    const [row] = await withTimeout(
      query<{ behind: number; oldest: string | Date | null }>(
        payload,
        sql`select count(*)::int as behind, min(at) as oldest from platform.invalidations where id > ${position.lastId}`,
      ),
    )
    return feedLag(position, row, Date.now())
  } catch (error) {
    return failed(error)
  }
}

function renderCacheReport(): HealthReport['renderCache'] {
  const store = renderStore()
  return { pages: store.size(), bytes: store.bytes(), purges: cdnPurger().recorded().slice(-PURGES_SHOWN) }
}

export async function checkHealth(): Promise<HealthReport> {
  const [ready, redis, outbox, invalidation] = await Promise.all([
    checkReadiness(),
    redisCheck(),
    outboxCheck(),
    invalidationCheck(),
  ])
  return { ...ready, redis, outbox, invalidation, renderCache: renderCacheReport() }
}
