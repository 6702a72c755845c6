/**
 * Stored quotations expire (anonymous callers create them, so they must not pile up):
 * a quotation is kept for the days its terms state it is valid, then deleted by a periodic task.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query } from '@/platform/db'

/** Days a quotation stays valid, stated in its terms and kept for (FINANCE_QUOTE_VALID_DAYS, default 30). */
export function quoteValidDays(value: string | undefined = process.env.FINANCE_QUOTE_VALID_DAYS): number {
  const days = Number(value)
  return Number.isInteger(days) && days >= 1 && days <= 3650 ? days : 30
}

/** Deletes the quotations issued before `now` minus the validity; answers how many. */
export async function pruneExpiredQuotes(payload: Payload, now: Date, validDays = quoteValidDays()): Promise<number> {
  const before = new Date(now.getTime() - validDays * 86_400_000).toISOString()
  const rows = await query<{ id: number }>(
    payload,
    sql`delete from finance_quotes where created_at < ${before}::timestamptz returning id`,
  )
  return rows.length
}
