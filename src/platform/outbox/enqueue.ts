import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'
import { query, type InTransaction } from '../db'

export const OUTBOX_CHANNEL = 'outbox'
/** Default for entries that do not say: about 40 minutes of retries with the default backoff. */
export const DEFAULT_MAX_ATTEMPTS = 10
const MAX_DATA_BYTES = 256 * 1024

const entrySchema = z.strictObject({
  topic: z
    .string()
    .regex(/^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)+$/, 'topic is dotted lower-case words, e.g. sms.send')
    .max(100),
  key: z.string().min(1, 'key is required').max(200, 'key is at most 200 characters'),
  data: z
    .unknown()
    .refine(
      (value) => value !== undefined && Buffer.byteLength(JSON.stringify(value)) <= MAX_DATA_BYTES,
      `data is JSON of at most ${MAX_DATA_BYTES} bytes`,
    ),
  maxAttempts: z.number().int().min(1).max(50).optional(),
  runAt: z.date().optional(),
})
export type OutboxEntryInput = z.input<typeof entrySchema>

/**
 * Adds an entry to the outbox, inside the caller's transaction when `req` carries one (so a lead and
 * its delivery commit together, or neither does). The idempotency key is unique: enqueueing the same
 * key again changes nothing and returns the existing entry (`created: false`), and it never aborts the
 * caller's transaction. The insert trigger (migration 20261123_055914_platform) NOTIFYs the workers on commit.
 */
export async function enqueue(
  payload: Payload,
  input: OutboxEntryInput,
  req?: InTransaction,
): Promise<{ id: number; created: boolean }> {
  const entry = entrySchema.parse(input)
  const runAt = (entry.runAt ?? new Date()).toISOString()
  const inserted = await query<{ id: number }>(
    payload,
    sql`insert into outbox (topic, idempotency_key, data, status, attempts, max_attempts, next_run_at, updated_at, created_at)
        values (${entry.topic}, ${entry.key}, ${JSON.stringify(entry.data)}::jsonb, 'pending', 0, ${entry.maxAttempts ?? DEFAULT_MAX_ATTEMPTS},
                ${runAt}::timestamptz, now(), now())
        on conflict (idempotency_key) do nothing
        returning id`,
    req,
  )
  if (inserted.length) return { id: Number(inserted[0].id), created: true }
  const existing = await query<{ id: number }>(
    payload,
    sql`select id from outbox where idempotency_key = ${entry.key}`,
    req,
  )
  return { id: Number(existing[0].id), created: false }
}
