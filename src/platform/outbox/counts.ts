/**
 * The outbox as an operator watches it, in one query bounded by the status index: dead entries, entries still to
 * deliver, and when the oldest pending one was made. /healthz's report (src/routing/health/report.ts) and /metrics
 * (src/platform/metrics/registry.ts, read at most every few seconds) both ask this.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query } from '../db'
import type { OutboxReading } from '../metrics/registry'

export type OutboxCounts = { dead: number; waiting: number; oldest: string | Date | null }

export async function countOutbox(payload: Payload): Promise<OutboxCounts> {
  const [row] = await query<OutboxCounts>(
    payload,
    sql`select count(*) filter (where status = 'dead')::int as dead,
               count(*) filter (where status in ('pending', 'processing'))::int as waiting,
               min(created_at) filter (where status = 'pending') as oldest
          from outbox where status in ('pending', 'processing', 'dead')`,
  )
  return row
}

/** The counts for /metrics: the oldest pending entry's age in whole seconds (null when none). */
export const outboxReading = (counts: OutboxCounts, now: number): OutboxReading => ({
  dead: counts.dead,
  waiting: counts.waiting,
  oldestPendingSeconds:
    counts.oldest === null ? null : Math.max(0, Math.round((now - new Date(counts.oldest).getTime()) / 1000)),
})
