import 'server-only'
import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import { cdnPurger, renderStore } from '@/platform/render-cache/registry'
import type { PurgeRecord } from '@/platform/render-cache/purge'
import { searchHealth } from '@/features/search/search'
import type { SearchStatus } from '@/features/search/service'
import pkg from '../../../package.json' with { type: 'json' }

/** Ready when the database answers and the in-process search indices are loaded. */
export type HealthReport = {
  status: 'ok' | 'unavailable'
  version: string
  database: { ok: boolean; latencyMs?: number; error?: string }
  search: SearchStatus
  /** This instance's render cache: pages and bytes held, and its latest CDN purges (src/platform/render-cache/purge.ts). */
  renderCache: { pages: number; bytes: number; purges: readonly PurgeRecord[] }
}

const PURGES_SHOWN = 50

function renderCacheReport(): HealthReport['renderCache'] {
  const store = renderStore()
  return { pages: store.size(), bytes: store.bytes(), purges: cdnPurger().recorded().slice(-PURGES_SHOWN) }
}

const TIMEOUT_MS = 3000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)),
  ])
}

export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now()
  try {
    const payload = await withTimeout(payloadClient(), TIMEOUT_MS)
    await withTimeout(payload.db.drizzle.execute(sql`select 1`), TIMEOUT_MS)
    const search = searchHealth()
    const database = { ok: true, latencyMs: Math.round(performance.now() - started) }
    return {
      status: search.ready ? 'ok' : 'unavailable',
      version: pkg.version,
      database,
      search,
      renderCache: renderCacheReport(),
    }
  } catch (error) {
    const database = { ok: false, error: error instanceof Error ? error.message : 'unreachable' }
    return {
      status: 'unavailable',
      version: pkg.version,
      database,
      search: searchHealth(),
      renderCache: renderCacheReport(),
    }
  }
}
