import type { Payload } from 'payload'

type PoolLike = { on: (event: 'error', listener: (error: Error) => void) => void }

/**
 * pg's Pool emits 'error' when an idle connection dies (database restarted or unreachable). Without
 * a listener Node treats that as an uncaught exception and the whole app exits; with one, the app
 * keeps serving error pages and the pool reconnects on the next query once the database is back.
 */
export function keepAliveOnDatabaseErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: PoolLike }).pool
  pool?.on('error', (error) => payload.logger.warn({ err: error }, 'database connection lost; will reconnect on next query'))
}
