import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import pkg from '../../package.json' with { type: 'json' }

/** The search index joins this report when the in-process search engine exists (issue 4). */
export type HealthReport = {
  status: 'ok' | 'unavailable'
  version: string
  database: { ok: boolean; latencyMs?: number; error?: string }
}

const TIMEOUT_MS = 3000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms))])
}

export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now()
  try {
    const payload = await withTimeout(payloadClient(), TIMEOUT_MS)
    await withTimeout(payload.db.drizzle.execute(sql`select 1`), TIMEOUT_MS)
    return { status: 'ok', version: pkg.version, database: { ok: true, latencyMs: Math.round(performance.now() - started) } }
  } catch (error) {
    return { status: 'unavailable', version: pkg.version, database: { ok: false, error: error instanceof Error ? error.message : 'unreachable' } }
  }
}
