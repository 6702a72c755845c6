/**
 * Change feed for the in-process indices (DESIGN §4): database triggers (migration
 * 20261122_075800_search_changes) write search.changes rows and NOTIFY 'search_changes'. An instance
 * wakes on the notification and, as a backstop, polls every SEARCH_POLL_MS (src/platform/watch.ts).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { watchChannel, type WatchOptions } from '@/platform/watch'

export const CHANGES_CHANNEL = 'search_changes'

export type Change = {
  id: number
  /** finance_products: a UK dealer's PCP or HP product changed (the monthly budget's PCP figure, pcp-budget.ts). */
  entity: 'cars' | 'dealer_sites' | 'finance_products'
  op: 'upsert' | 'delete' | 'reload'
  key: string | null
}

type Rows<T> = { rows: T[] }

export async function lastChangeId(payload: Payload): Promise<number> {
  const result = (await payload.db.drizzle.execute(
    sql`select coalesce(max(id), 0)::text as id from search.changes`,
  )) as unknown as Rows<{ id: string }>
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

/** Wakes onWake on every 'search_changes' notification and every pollMs (see src/platform/watch.ts). */
export function watchChanges(options: Omit<WatchOptions, 'name' | 'channel'>): Promise<() => Promise<void>> {
  return watchChannel({ ...options, name: 'search', channel: CHANGES_CHANNEL })
}
