import { sql } from '@payloadcms/db-postgres'
import { payloadClient } from '@/cms/payload'
import pkg from '../../package.json' with { type: 'json' }

export type HealthReport = {
  status: 'ok' | 'unavailable'
  version: string
  database: { ok: boolean; latencyMs?: number; error?: string }
  /** The search index joins the report when the search engine exists (issue 4). */
  checks: Record<string, { ok: boolean; detail?: string }>
}

const TIMEOUT_MS = 3000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms))])
}

type Check = () => Promise<{ ok: boolean; detail?: string }>
const extraChecks = new Map<string, Check>()

/** Other domains (e.g. the search index) register their readiness here. */
export function registerHealthCheck(name: string, check: Check): void {
  extraChecks.set(name, check)
}

export async function checkHealth(): Promise<HealthReport> {
  const started = performance.now()
  let database: HealthReport['database']
  try {
    const payload = await withTimeout(payloadClient(), TIMEOUT_MS)
    await withTimeout(payload.db.drizzle.execute(sql`select 1`), TIMEOUT_MS)
    database = { ok: true, latencyMs: Math.round(performance.now() - started) }
  } catch (error) {
    database = { ok: false, error: error instanceof Error ? error.message : 'unreachable' }
  }
  const checks: HealthReport['checks'] = {}
  for (const [name, check] of extraChecks) {
    checks[name] = await check().catch((e: unknown) => ({ ok: false, detail: e instanceof Error ? e.message : String(e) }))
  }
  const ok = database.ok && Object.values(checks).every((c) => c.ok)
  return { status: ok ? 'ok' : 'unavailable', version: pkg.version, database, checks }
}
