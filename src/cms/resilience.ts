import type { Payload } from 'payload'

type ClientLike = { on: (event: 'error', listener: (error: Error) => void) => void }
type PoolLike = {
  on(event: 'error', listener: (error: Error) => void): void
  on(event: 'connect', listener: (client: ClientLike) => void): void
}

/**
 * pg's Pool emits 'error' when an idle connection dies (database restarted or unreachable), and a
 * connection that dies while checked out (a transaction, a running query) emits 'error' on its own
 * client, which the pool no longer listens to. Without listeners Node treats either as an uncaught
 * exception and the whole app exits; with them, the query in flight fails (a 503 or an error page),
 * the app keeps serving, and the pool reconnects on the next query once the database is back.
 */
export function keepAliveOnDatabaseErrors(payload: Payload): void {
  const pool = (payload.db as unknown as { pool?: PoolLike }).pool
  const lost = (error: Error) =>
    payload.logger.warn({ err: error }, 'database connection lost; will reconnect on next query')
  pool?.on('error', lost)
  pool?.on('connect', (client) => client.on('error', lost))
}
