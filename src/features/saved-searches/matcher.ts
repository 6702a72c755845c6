/**
 * The saved searches' matcher (issue 37 §1). It follows the cars' change feed in the database — history.car_prices,
 * written in the transaction of every car insert and price change (migration 20261128_130000) — from its cursor
 * (alerts.matcher): a car's first price is a new car, a lower price a drop. After the search service has applied
 * the same changes (`cars.sync()`), the batch's cars are met only with the searches their values can match
 * (prefilter.ts), and the engine decides those. Each match is an event, unique per search, car, kind and history row,
 * so a car is never announced twice for one event; the matcher's cursor row is locked while it works, so two
 * instances never match the same batch. `flushDigests` then hands each search whose digest is due to the outbox
 * (one entry per search and digest number, committed with the events it carries).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { SearchIndex } from '@/sites/markets'
import { query, type InTransaction } from '@/platform/db'
import { enqueue } from '@/platform/outbox/enqueue'
import { inTransaction } from '@/platform/transactions'
import type { AlertKind, SavedQuery } from './contract'
import type { EventCar } from './emails'
import { SearchIndexByFilters, type CarFields } from './prefilter'
import { DEFAULT_DIGEST_MS, FIRST_DIGEST_DELAY_MS } from './rules'
import { DIGEST_TOPIC } from './store'

/** The search service, as the matcher uses it (the app's in-process index; tests may give their own). */
export type CarSource = {
  /** Applies the change feed up to now to the index. */
  sync(): Promise<void>
  /** The listed cars among these ids with their fields; one not listed (sold, hidden) is left out. */
  cars(market: SearchIndex, ids: string[]): Promise<Map<string, CarFields>>
  /** Which of these ids the query matches. */
  matching(market: SearchIndex, query: SavedQuery, ids: string[]): Promise<Set<string>>
  /** What an e-mail shows of a car. */
  describe(market: SearchIndex, car: CarFields, links: { origin: string; detailBase: string }): EventCar
}

export type MatcherOptions = {
  cars: CarSource
  now: Date
  /** History rows read per round (default 5000). */
  batch?: number
}

type Change = {
  id: string
  car_id: string
  market: SearchIndex
  field: string
  old_value: number | null
  new_value: number | null
  changed_at: string
}

type ActiveSearch = {
  id: string
  market: SearchIndex
  query: SavedQuery
  query_hash: string
  alerts: AlertKind[]
  confirmed_at: string
  origin: string
  detail_base: string
}

type Group = { market: SearchIndex; query: SavedQuery; searches: ActiveSearch[] }

export type MatchResult = { changes: number; events: number; more: boolean }

/** One round: reads up to `batch` changes after the cursor, records their events, moves the cursor. */
export async function matchChanges(payload: Payload, options: MatcherOptions): Promise<MatchResult> {
  const batch = options.batch ?? 5000
  await options.cars.sync()
  const [{ last: from }] = await query<{ last: string }>(
    payload,
    sql`select last_history_id::text as last from alerts.matcher where id = 1`,
  )
  const changes = await query<Change>(
    payload,
    sql`select h.id::text as id, c.car_id, c.index as market, h.field, h.old_value::float8 as old_value,
          h.new_value::float8 as new_value, h.changed_at::text as changed_at
        from history.car_prices h join public.cars c on c.id = h.car
        where h.id > ${from}::bigint order by h.id limit ${batch}`,
  )
  if (!changes.length) return { changes: 0, events: 0, more: false }
  const last = changes[changes.length - 1].id
  const relevant = changes.filter(
    (c) =>
      (c.old_value === null && c.field === 'car_price') ||
      (c.old_value !== null && c.new_value !== null && c.new_value < c.old_value),
  )
  // The search service is asked outside the transaction (it reads the database on connections of its own).
  const events = relevant.length ? await eventsOf(payload, options, relevant) : []
  return inTransaction(payload, async ({ req }) => {
    const cursor = await query<{ last: string }>(
      payload,
      sql`select last_history_id::text as last from alerts.matcher where id = 1 for update skip locked`,
      req,
    )
    // Another instance is matching, or has matched these changes: its events are the same (unique), so stop here.
    if (!cursor.length || cursor[0].last !== from) return { changes: 0, events: 0, more: false }
    let inserted = 0
    if (events.length) {
      const rows = await query<{ saved_search: string }>(
        payload,
        sql`insert into alerts.events (saved_search, car_id, kind, ref, car, old_price, new_price, created_at)
            select x.saved_search, x.car_id, x.kind, x.ref, x.car, x.old_price, x.new_price, ${options.now.toISOString()}::timestamptz
            from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
              as x(saved_search uuid, car_id varchar, kind varchar, ref bigint, car jsonb, old_price numeric, new_price numeric)
            where exists (select 1 from alerts.saved_searches s where s.id = x.saved_search and s.status = 'active')
            on conflict do nothing
            returning saved_search::text as saved_search`,
        req,
      )
      inserted = rows.length
      const touched = [...new Set(rows.map((row) => row.saved_search))]
      if (touched.length) await planDigests(payload, touched, options.now, req)
    }
    await query(payload, sql`update alerts.matcher set last_history_id = ${last}::bigint where id = 1`, req)
    return { changes: changes.length, events: inserted, more: changes.length === batch }
  })
}

type EventRow = {
  saved_search: string
  car_id: string
  kind: AlertKind
  ref: string
  car: EventCar
  old_price: number | null
  new_price: number | null
}

async function eventsOf(payload: Payload, options: MatcherOptions, changes: Change[]): Promise<EventRow[]> {
  const markets = [...new Set(changes.map((c) => c.market))]
  const searches = await query<ActiveSearch>(
    payload,
    sql`select id::text as id, search_index as market, query, query_hash, alerts, confirmed_at::text as confirmed_at, origin, detail_base
        from alerts.saved_searches
        where status = 'active' and search_index in (${sql.join(
          markets.map((m) => sql`${m}`),
          sql`, `,
        )})`,
  )
  if (!searches.length) return []
  const out: EventRow[] = []
  for (const market of markets) {
    const groups = new Map<string, Group>()
    for (const search of searches.filter((s) => s.market === market)) {
      const group = groups.get(search.query_hash)
      if (group) group.searches.push(search)
      else groups.set(search.query_hash, { market, query: search.query, searches: [search] })
    }
    if (!groups.size) continue
    const inMarket = changes.filter((c) => c.market === market)
    const cars = await options.cars.cars(market, [...new Set(inMarket.map((c) => c.car_id))])
    const index = new SearchIndexByFilters(groups.values())
    // Which groups each car may match, then each group asked once about its cars.
    const askGroup = new Map<Group, Set<string>>()
    for (const [carId, fields] of cars)
      for (const group of index.candidates(fields)) {
        const ids = askGroup.get(group)
        if (ids) ids.add(carId)
        else askGroup.set(group, new Set([carId]))
      }
    for (const [group, ids] of askGroup) {
      const matched = await options.cars.matching(market, group.query, [...ids])
      if (!matched.size) continue
      for (const change of inMarket) {
        if (!matched.has(change.car_id)) continue
        const kind: AlertKind = change.old_value === null ? 'new' : 'price-drop'
        for (const search of group.searches) {
          if (!search.alerts.includes(kind)) continue
          // Only what happened after the search was confirmed is news to it.
          if (Date.parse(change.changed_at) < Date.parse(search.confirmed_at)) continue
          out.push({
            saved_search: search.id,
            car_id: change.car_id,
            kind,
            ref: kind === 'new' ? '0' : change.id,
            car: options.cars.describe(market, cars.get(change.car_id)!, {
              origin: search.origin,
              detailBase: search.detail_base,
            }),
            old_price: change.old_value,
            new_price: change.new_value,
          })
        }
      }
    }
  }
  return out
}

/**
 * The digest of a search with new events goes out FIRST_DIGEST_DELAY_MS after its first event when its last digest
 * is a window ago or more, else at the end of that window (rules.ts digestDueAt); a planned time stays.
 */
async function planDigests(payload: Payload, ids: string[], now: Date, req: InTransaction) {
  const soon = new Date(now.getTime() + FIRST_DIGEST_DELAY_MS).toISOString()
  await query(
    payload,
    sql`update alerts.saved_searches set next_digest_at = coalesce(next_digest_at,
          greatest(${soon}::timestamptz, coalesce(last_digest_at + ${digestWindowMs()} * interval '1 millisecond', ${soon}::timestamptz)))
        where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
    req,
  )
}

/** SAVED_SEARCH_DIGEST_MS (default an hour): the least time between two digests of one search. */
export function digestWindowMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SAVED_SEARCH_DIGEST_MS || DEFAULT_DIGEST_MS)
  return Number.isInteger(value) && value >= 60_000 && value <= 7 * 86_400_000 ? value : DEFAULT_DIGEST_MS
}

/**
 * Hands each search whose digest is due to the outbox: its waiting events get the digest's number and the outbox
 * entry `saved-search:<id>:digest:<n>` is written in the same transaction (FOR UPDATE SKIP LOCKED: two instances
 * take different searches). Answers how many digests it enqueued.
 */
export async function flushDigests(payload: Payload, now: Date, limit = 200): Promise<number> {
  return inTransaction(payload, async ({ req }) => {
    const due = await query<{ id: string; seq: number }>(
      payload,
      sql`select id::text as id, digest_seq + 1 as seq from alerts.saved_searches
          where next_digest_at <= ${now.toISOString()}::timestamptz and status = 'active'
          order by next_digest_at limit ${limit} for update skip locked`,
      req,
    )
    let sent = 0
    for (const { id, seq } of due) {
      const carried = await query(
        payload,
        sql`update alerts.events set digest = ${seq} where saved_search = ${id}::uuid and digest is null returning id`,
        req,
      )
      if (carried.length) {
        await enqueue(payload, { topic: DIGEST_TOPIC, key: `saved-search:${id}:digest:${seq}`, data: { id, seq } }, req)
        sent++
      }
      await query(
        payload,
        sql`update alerts.saved_searches set next_digest_at = null
              ${carried.length ? sql`, digest_seq = ${seq}, last_digest_at = ${now.toISOString()}::timestamptz` : sql``}
            where id = ${id}::uuid`,
        req,
      )
    }
    return sent
  })
}

/** The periodic task: match every pending change, then flush due digests. */
export async function runMatcher(
  payload: Payload,
  options: MatcherOptions,
): Promise<{ events: number; digests: number }> {
  let events = 0
  for (let round = 0; round < 100; round++) {
    const result = await matchChanges(payload, options)
    events += result.events
    if (!result.more) break
  }
  return { events, digests: await flushDigests(payload, options.now) }
}
