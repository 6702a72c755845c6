/** A lead's deliveries as editors see them: its outbox entries, read in the caller's transaction. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query, type InTransaction } from '@/platform/db'
import type { OutboxStatus } from '@/platform/outbox/store'
import { deliveryKeyPrefix, type LeadDelivery } from './status'

type Row = {
  id: number
  key: string
  status: OutboxStatus
  attempts: number
  last_error: string | null
  next_run_at: Date | string | null
  completed_at: Date | string | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export async function leadDeliveries(payload: Payload, leadId: number, req?: InTransaction): Promise<LeadDelivery[]> {
  const prefix = deliveryKeyPrefix(leadId)
  // The prefix is digits and colons only, so it needs no LIKE escaping.
  const rows = await query<Row>(
    payload,
    sql`select id, idempotency_key as key, status, attempts, last_error, next_run_at, completed_at from outbox
        where idempotency_key like ${`${prefix}%`} order by id`,
    req,
  )
  return rows.map((row) => ({
    channel: row.key.slice(prefix.length),
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextRunAt: iso(row.next_run_at),
    completedAt: iso(row.completed_at),
    outboxId: Number(row.id),
  }))
}
