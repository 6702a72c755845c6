import type { FailureOutcome } from './retry'

export const OUTBOX_STATUSES = ['pending', 'processing', 'done', 'dead'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** An entry a worker holds until `leaseUntil`; `claim` fences its completion against a later claim. */
export type ClaimedEntry = {
  id: number
  topic: string
  key: string
  data: unknown
  /** Attempts including this one. */
  attempts: number
  maxAttempts: number
  claim: string
}

/**
 * Where the outbox lives (PostgreSQL in the app, memory in unit tests). The rules every store keeps:
 * - claim: takes up to `limit` due entries — pending with nextRunAt ≤ now, or processing whose lease
 *   expired (the worker that held it died) while attempts remain — oldest first, skipping entries
 *   another worker is claiming; marks them processing until leaseUntil with attempts + 1 and a fresh
 *   claim token. Expired leases on their last attempt go dead instead.
 * - complete / fail: apply only while the entry still carries the caller's claim token (a worker
 *   whose lease ran out and was overtaken changes nothing) and report whether they did.
 */
export interface OutboxStore {
  claim(args: { now: Date; leaseUntil: Date; limit: number; worker: string }): Promise<ClaimedEntry[]>
  complete(entry: ClaimedEntry, now: Date): Promise<boolean>
  fail(entry: ClaimedEntry, outcome: FailureOutcome, error: string, now: Date): Promise<boolean>
}
