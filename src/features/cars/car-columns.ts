/**
 * Car rows read with SQL in the form Payload's local API gives them, for the reads where its per-document work
 * (access, hooks, the relational query builder) costs more than the read: the search index's load of every car
 * (src/features/search/loader.ts) and a car page's own row (./queries.ts). Column by column rather than
 * `to_jsonb(c)`: at 200,000 cars Postgres took 20 s to build the rows' JSON (their key names are most of its 800 MB)
 * and plain columns take 7 s in all. A value that plain would come back as a string or a Date is wrapped in
 * to_jsonb, so each value has the type the local API gives it; timestamps are then written as its ISO strings.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Column types whose plain value node-postgres would turn into a string (numeric) or a Date: read as JSON instead. */
const AS_JSON = new Set(['numeric', 'timestamp with time zone', 'timestamp without time zone'])

let columnTypes: Promise<Map<string, string>> | null = null

function typesOf(payload: Payload): Promise<Map<string, string>> {
  columnTypes ??= (async () => {
    const result = (await payload.db.drizzle.execute(
      sql`select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = 'cars'`,
    )) as unknown as { rows: { column_name: string; data_type: string }[] }
    return new Map(result.rows.map((row) => [row.column_name, row.data_type]))
  })().catch((error) => {
    columnTypes = null
    throw error
  })
  return columnTypes
}

/** Of `chosen`, the keys that are columns of cars (so nothing else reaches the SQL), and their select list on `c`. */
export async function carSelectList(
  payload: Payload,
  chosen: readonly string[],
): Promise<{ keys: string[]; list: string; dates: string[] }> {
  const types = await typesOf(payload)
  const keys = chosen.filter((key) => types.has(key))
  return {
    keys,
    list: keys
      .map((key) => (AS_JSON.has(types.get(key)!) ? `to_jsonb(c."${key}") as "${key}"` : `c."${key}"`))
      .join(', '),
    dates: keys.filter((key) => types.get(key)!.startsWith('timestamp')),
  }
}

/** A timestamp as the local API writes it (`2026-11-28T20:00:00.000Z`), from to_jsonb's `2026-11-28T20:00:00+00:00`. */
export const isoTimestamp = (value: unknown): unknown =>
  typeof value === 'string' ? new Date(value).toISOString() : value
