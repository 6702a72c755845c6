/**
 * The outbox in PostgreSQL, on the `outbox` collection's table. Claiming is one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` sub-select, so concurrent workers (any number of instances) each take
 * different rows without waiting for one another.
 *
 * Why not Payload's jobs queue (3.90 `jobs` config): its runner reads due jobs with a plain SELECT and
 * then marks them `processing` row by row (no SKIP LOCKED, so two instances can run the same job), and
 * `processing` has no lease — a job whose instance died stays `processing` and is never run again.
 * This store keeps the rules of store.ts instead.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query } from '../db'
import type { ClaimedEntry, OutboxStore } from './store'

type ClaimedRow = {
  id: number
  topic: string
  key: string
  data: unknown
  attempts: string
  max_attempts: string
  claim: string
}

const iso = (date: Date) => date.toISOString()

export function sqlOutboxStore(payload: Payload): OutboxStore {
  return {
    async claim({ now, leaseUntil, limit, worker }) {
      await query(
        payload,
        sql`update outbox set status = 'dead', locked_until = null, updated_at = ${iso(now)}::timestamptz,
              last_error = coalesce(last_error || ' — ', '') || 'the worker holding the last attempt stopped before finishing'
            where status = 'processing' and locked_until <= ${iso(now)}::timestamptz and attempts >= max_attempts`,
      )
      const rows = await query<ClaimedRow>(
        payload,
        sql`update outbox o set status = 'processing', attempts = o.attempts + 1, locked_until = ${iso(leaseUntil)}::timestamptz,
              locked_by = ${worker} || ':' || gen_random_uuid()::text, updated_at = ${iso(now)}::timestamptz
            from (
              select id from outbox
              where (status = 'pending' and next_run_at <= ${iso(now)}::timestamptz)
                 or (status = 'processing' and locked_until <= ${iso(now)}::timestamptz and attempts < max_attempts)
              order by next_run_at, id
              limit ${limit}
              for update skip locked
            ) due
            where o.id = due.id
            returning o.id, o.topic, o.idempotency_key as key, o.data, o.attempts::text as attempts, o.max_attempts::text as max_attempts, o.locked_by as claim`,
      )
      return rows
        .map((row): ClaimedEntry => ({
          id: Number(row.id),
          topic: row.topic,
          key: row.key,
          data: row.data,
          attempts: Number(row.attempts),
          maxAttempts: Number(row.max_attempts),
          claim: row.claim,
        }))
        .sort((a, b) => a.id - b.id)
    },

    async complete(entry, now) {
      const rows = await query(
        payload,
        sql`update outbox set status = 'done', completed_at = ${iso(now)}::timestamptz, locked_until = null, last_error = null, updated_at = ${iso(now)}::timestamptz
            where id = ${entry.id} and status = 'processing' and locked_by = ${entry.claim} returning id`,
      )
      return rows.length === 1
    },

    async fail(entry, outcome, error, now) {
      const next = outcome.status === 'pending' ? iso(outcome.nextRunAt) : null
      const rows = await query(
        payload,
        sql`update outbox set status = ${outcome.status}, next_run_at = coalesce(${next}::timestamptz, next_run_at), locked_until = null,
              last_error = ${error}, updated_at = ${iso(now)}::timestamptz
            where id = ${entry.id} and status = 'processing' and locked_by = ${entry.claim} returning id`,
      )
      return rows.length === 1
    },
  }
}

/** Delivered entries stay visible to editors for OUTBOX_KEEP_DAYS, then go; dead ones stay until handled. */
export async function pruneOutbox(payload: Payload, before: Date): Promise<number> {
  const rows = await query(
    payload,
    sql`delete from outbox where status = 'done' and completed_at < ${iso(before)}::timestamptz returning id`,
  )
  return rows.length
}
