/**
 * Change feed for the in-process indices (DESIGN §4): database triggers (migration
 * 20261122_075800_search_changes) write search.changes rows and NOTIFY 'search_changes'. An instance
 * wakes on the notification (a dedicated LISTEN connection) and, as a backstop, polls every
 * SEARCH_POLL_MS — the embedded PGlite server does not forward notifications, and a notification
 * sent while the listener reconnects would otherwise be lost.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'

export const CHANGES_CHANNEL = 'search_changes'

export type Change = { id: number; entity: 'cars' | 'dealer_sites'; op: 'upsert' | 'delete' | 'reload'; key: string | null }

type Rows<T> = { rows: T[] }

export async function lastChangeId(payload: Payload): Promise<number> {
  const result = (await payload.db.drizzle.execute(sql`select coalesce(max(id), 0)::text as id from search.changes`)) as unknown as Rows<{ id: string }>
  return Number(result.rows[0].id)
}

export async function changesSince(payload: Payload, id: number, limit: number): Promise<Change[]> {
  const result = (await payload.db.drizzle.execute(
    sql`select id::text as id, entity, op, key from search.changes where id > ${id} order by id limit ${limit}`,
  )) as unknown as Rows<Omit<Change, 'id'> & { id: string }>
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }))
}

/** The feed only has to outlive the slowest instance's poll; an hour is plenty. */
export async function pruneChanges(payload: Payload): Promise<void> {
  await payload.db.drizzle.execute(sql`delete from search.changes where at < now() - interval '1 hour'`)
}

export type WatchOptions = {
  connectionString: string | undefined
  pollMs: number
  listen: boolean
  onWake: () => void
  log: (message: string, error?: unknown) => void
}

/**
 * Calls onWake on every notification and every pollMs; resolves (with a stop function) once the
 * listener is in place, then wakes once to catch changes made while it connected.
 */
export async function watchChanges({ connectionString, pollMs, listen, onWake, log }: WatchOptions): Promise<() => Promise<void>> {
  let stopped = false
  let warned = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | null = null
  const timer = setInterval(onWake, pollMs)
  timer.unref()

  const connect = async () => {
    if (stopped || !connectionString) return
    const next = new pg.Client({ connectionString })
    client = next
    next.on('notification', onWake)
    next.on('error', (error) => {
      // Logged once per outage: reconnection is retried every 5 s.
      if (!warned) log('search: change listener lost its connection; polling continues', error)
      warned = true
      void next.end().catch(() => {})
      if (!stopped) retry = setTimeout(connect, 5000)
      retry?.unref()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CHANGES_CHANNEL}`)
      warned = false
      onWake()
    } catch (error) {
      if (!warned) log('search: LISTEN failed; relying on polling', error)
      warned = true
      void next.end().catch(() => {})
      if (client === next) client = null
    }
  }
  if (listen) await connect()

  return async () => {
    stopped = true
    clearInterval(timer)
    if (retry) clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
