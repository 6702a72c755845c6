import type { SQL } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/** Payload's request, or anything else that carries its transaction (e.g. `{ transactionID }` from beginTransaction). */
export type InTransaction = { transactionID?: PayloadRequest['transactionID'] }

/**
 * Runs raw SQL on Payload's connection — inside the caller's transaction when `req` carries one, so a
 * row written here commits or rolls back with the caller's documents. A transaction id without a live
 * session means the caller's transaction already ended: that is an error, not a reason to write outside it.
 */
export async function query<T>(payload: Payload, statement: SQL, req?: InTransaction): Promise<T[]> {
  const id = req?.transactionID ? await req.transactionID : undefined
  // A session's db is a drizzle transaction on the same dialect, typed loosely by Payload.
  const db =
    id === undefined ? payload.db.drizzle : (payload.db.sessions?.[id]?.db as typeof payload.db.drizzle | undefined)
  if (!db) throw new Error(`database transaction ${id} is no longer open`)
  const result = (await db.execute(statement)) as unknown as { rows: T[] }
  return result.rows
}
