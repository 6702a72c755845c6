/**
 * One unit of database work in one transaction: Payload local-API calls made with the
 * given `req` and raw SQL run on `tx` share it; it commits when the work returns and rolls back when
 * it throws, so a failed write leaves no half state. A serialization failure (SQLSTATE 40001) or a
 * deadlock (40P01), also at COMMIT, reruns the whole work after a short jittered backoff, a bounded
 * number of times; then it is a ConflictError (409: "please try again").
 *
 * Not Payload's begin/commitTransaction: its commitTransaction swallows a failed COMMIT (the error
 * of the lifted drizzle transaction is caught in beginTransaction), and a serialization failure at
 * COMMIT must be seen to be retried. So the drizzle transaction is run here and registered as a
 * Payload session under a fresh id; `req.transactionID` points local-API calls at it.
 *
 * Not `server-only`: CLI code (seed, workers) runs units of work too.
 */
import { randomUUID } from 'node:crypto'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { ConflictError } from './errors'

type Drizzle = Payload['db']['drizzle']
/** The drizzle transaction: `tx.execute(sql\`…\`)` runs raw SQL inside the unit. */
export type Transaction = Parameters<Parameters<Drizzle['transaction']>[0]>[0]
export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable'

export type UnitOfWork<T> = (context: {
  req: PayloadRequest
  tx: Transaction
  payload: Payload
  attempt: number
}) => Promise<T>

export type TransactionOptions = {
  /** Default 'read committed' (as Payload). Use 'serializable' when the work checks an invariant across rows. */
  isolationLevel?: IsolationLevel
  /** Runs of the work in all, at least 1 (default 4). */
  attempts?: number
  /** A request to extend (user, locale, context); its own transaction, if active, is joined instead. */
  req?: Partial<PayloadRequest>
  /** Waits before attempt `attempt` (2, 3, …); default 10 ms × 2^(attempt−2) plus as much jitter. */
  backoff?: (attempt: number) => Promise<void>
}

const RETRYABLE = new Set(['40001', '40P01'])

/** Whether an error (or one it wraps: drizzle's DrizzleQueryError, Payload's errors) is a serialization failure or deadlock. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if (RETRYABLE.has(String((e as { code?: unknown }).code))) return true
  }
  return false
}

const defaultBackoff = (attempt: number) => {
  const base = 10 * 2 ** (attempt - 2)
  return new Promise<void>((resolve) => setTimeout(resolve, base + Math.random() * base))
}

/** A failed local-API call inside the work rolled Payload's side back; the unit must not commit. */
class AbortedUnitError extends Error {
  constructor() {
    super(
      'a Payload operation failed inside the transaction (its error was caught by the work); the whole unit was rolled back',
    )
    this.name = 'AbortedUnitError'
  }
}

/**
 * The request local-API calls get. Payload's killTransaction (run by any failing operation) deletes
 * `req.transactionID`; later calls with this req would then write outside the unit. The proxy keeps
 * the id, so they stay inside, and the unit is rolled back at its end.
 */
function pinTransaction(req: PayloadRequest, id: string): PayloadRequest {
  return new Proxy(req, {
    get: (target, key, receiver) => (key === 'transactionID' ? id : Reflect.get(target, key, receiver)),
    set: (target, key, value, receiver) => key === 'transactionID' || Reflect.set(target, key, value, receiver),
    deleteProperty: (target, key) => key === 'transactionID' || Reflect.deleteProperty(target, key),
  })
}

async function runOnce<T>(
  payload: Payload,
  work: UnitOfWork<T>,
  options: TransactionOptions,
  attempt: number,
): Promise<T> {
  const id = randomUUID()
  const sessions = (payload.db.sessions ??= {})
  const req = await createLocalReq({ req: options.req }, payload)
  return payload.db.drizzle.transaction(
    async (tx) => {
      let aborted = false
      const session = {
        db: tx,
        // Payload resolves only transactions it began itself; it never began this one.
        resolve: async () => {},
        reject: async () => {
          aborted = true
          sessions[id] = session
        },
      }
      sessions[id] = session
      try {
        const result = await work({ req: pinTransaction(req, id), tx, payload, attempt })
        if (aborted) throw new AbortedUnitError()
        return result
      } finally {
        delete sessions[id]
      }
    },
    { isolationLevel: options.isolationLevel ?? 'read committed' },
  )
}

/** Runs `work` in one transaction, retrying serialization failures and deadlocks; any other error rolls back and is rethrown. */
export async function inTransaction<T>(
  payload: Payload,
  work: UnitOfWork<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const joined = options.req?.transactionID
  if (typeof joined === 'string' || typeof joined === 'number') {
    const session = payload.db.sessions?.[joined]
    // Inside an outer unit: it owns commit, rollback and retries.
    if (session) return work({ req: options.req as PayloadRequest, tx: session.db as Transaction, payload, attempt: 1 })
  }
  const attempts = Math.max(1, options.attempts ?? 4)
  const backoff = options.backoff ?? defaultBackoff
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(payload, work, options, attempt)
    } catch (error) {
      if (!isRetryableTransactionError(error)) throw error
      if (attempt >= attempts)
        throw new ConflictError('The data changed while it was being saved; please try again.', { cause: error })
      await backoff(attempt + 1)
    }
  }
}
