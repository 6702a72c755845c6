/**
 * The saved searches' matcher (issue 37 §1). It follows the saved searches' own change feed of cars,
 * alerts.car_changes (migration 20261129_130000), written in the transaction of every car insert and of every update
 * of a column the car index searches, with the old and new values of those columns. It reads a batch of the rows
 * still in the feed (each is deleted in the transaction that records its events, so the feed holds only what is not
 * matched yet), reads the batch's cars as their rows are now, and rebuilds each as it was before the batch
 * (transitions.ts carBefore: its rows still in the feed undone). An index of just those cars, now and
 * before (the search service's engine, car-source.ts), then answers each saved query's group once about the cars it
 * may match (prefilter.ts): a car that matches now and did not before **newly matches** (whatever changed: fuel,
 * body, mileage, dealer, market, price, or it came into stock), a matching car whose price fell is a **price drop**.
 * Each is an event unique per search, car, kind and reference — a new match by the car's row (one stay in stock:
 * deleted and inserted again, it is new again), a drop by its feed row — so a car is never announced twice for one
 * event; the matcher's row (alerts.matcher) is locked while a batch is recorded, so two instances never record one
 * batch twice.
 *
 * Why the rows themselves are consumed and there is no id watermark: the ids are a sequence taken when the trigger
 * runs, not when its transaction commits, so a transaction that took a lower id and commits after a higher one has
 * been matched would lie below any "matched up to id N" for good. Deleting exactly the rows a round read leaves such a
 * row in the feed for the next round, whenever it commits. (Reading only rows older than the oldest running
 * transaction, `pg_snapshot_xmin`, would be correct too, but needs the inserting transaction's id on every row and
 * holds back every alert while any transaction of the server, of any database, stays open.) Within one car the ids
 * are in commit order, which carBefore's newest-first undoing needs: a change of a car's row waits for the row lock
 * of the transaction that changed it before, so its trigger takes its id after that one committed.
 * `flushDigests` then hands each search whose digest is due to the outbox (one entry per search and digest number,
 * committed with the events it carries).
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
import { beforeId, carBefore, priceDrop, type FeedRow } from './transitions'

/** An index of a few cars' records, as the search service builds its own. */
export type CarIndex = {
  /** Which of these ids the query matches. */
  matching(query: SavedQuery, ids: readonly string[]): Set<string>
}

/** The cars and the search service, as the matcher uses them (the app's; the bench and tests may give their own). */
export type CarSource = {
  /** Brings the search service up to date (the UK cars' PCP pricing the monthly budget filters on). */
  sync(): Promise<void>
  /** The cars of these ids as their rows are now, as the index reads them; a deleted car is left out. */
  load(payload: Payload, ids: string[]): Promise<Map<string, CarFields>>
  /** An index of these records (their `car_id`s as given). */
  index(market: SearchIndex, records: CarFields[]): Promise<CarIndex>
  /** What an e-mail shows of a car. */
  describe(market: SearchIndex, car: CarFields, links: { origin: string; detailBase: string }): EventCar
}

export type MatcherOptions = {
  cars: CarSource
  now: Date
  /** Feed rows read per round (default 5000). */
  batch?: number
}

type Change = FeedRow & { id: string; car: number; car_id: string; changed_at: string }

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

/** The feed rows of these ids, as one parameter. */
const feedRows = (changes: readonly Change[]) =>
  sql`select (jsonb_array_elements_text(${JSON.stringify(changes.map((c) => c.id))}::jsonb))::bigint`

/** One round: reads up to `batch` of the oldest rows in the feed, records their events and deletes the rows. */
export async function matchChanges(payload: Payload, options: MatcherOptions): Promise<MatchResult> {
  const batch = options.batch ?? 5000
  await options.cars.sync()
  const changes = await query<Change>(
    payload,
    sql`select id::text as id, car, car_id, inserted, before, after, changed_at::text as changed_at
        from alerts.car_changes order by id limit ${batch}`,
  )
  if (!changes.length) return { changes: 0, events: 0, more: false }
  // The cars and the search service are read outside the transaction (the service reads on connections of its own).
  const events = await eventsOf(payload, options, changes)
  return inTransaction(payload, async ({ req }) => {
    const lock = await query(payload, sql`select id from alerts.matcher where id = 1 for update skip locked`, req)
    // Another instance is matching: its events are the same (unique), so stop here.
    if (!lock.length) return { changes: 0, events: 0, more: false }
    const [{ remaining }] = await query<{ remaining: number }>(
      payload,
      sql`select count(*)::int as remaining from alerts.car_changes where id in (${feedRows(changes)})`,
      req,
    )
    // Another instance matched rows of this batch since it was read (or a car of it was deleted): read again.
    if (remaining !== changes.length) return { changes: 0, events: 0, more: true }
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
    await query(payload, sql`delete from alerts.car_changes where id in (${feedRows(changes)})`, req)
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

/** A car of the batch: its row now, as it was before the batch (null: not in stock), its stay, its rows in the batch. */
type Seen = { now: CarFields; before: CarFields | null; stay: number; rows: Change[] }

async function eventsOf(payload: Payload, options: MatcherOptions, changes: Change[]): Promise<EventRow[]> {
  const searches = await query<ActiveSearch>(
    payload,
    sql`select id::text as id, search_index as market, query, query_hash, alerts, confirmed_at::text as confirmed_at, origin, detail_base
        from alerts.saved_searches where status = 'active'`,
  )
  if (!searches.length) return []
  const ids = [...new Set(changes.map((c) => c.car_id))]
  const now = await options.cars.load(payload, ids)
  if (!now.size) return []
  // Every row of these cars still in the feed: the batch's and any committed since it was read. Read after the cars'
  // rows: a change committed in between is undone from a row that never had it, which changes nothing.
  const since = await query<FeedRow & { car: number; car_id: string }>(
    payload,
    sql`select car, car_id, inserted, before, after from alerts.car_changes
        where car_id in (${sql.join(
          [...now.keys()].map((id) => sql`${id}`),
          sql`, `,
        )}) order by id desc`,
  )
  const sinceOf = new Map<string, (FeedRow & { car: number })[]>()
  for (const row of since) (sinceOf.get(row.car_id) ?? sinceOf.set(row.car_id, []).get(row.car_id)!).push(row)
  const seen = new Map<string, Seen>()
  for (const change of changes) {
    const record = now.get(change.car_id)
    const rows = sinceOf.get(change.car_id)
    // Deleted, or deleted and inserted again, since it was read: the next rounds see its new stay.
    if (!record || !rows?.length || rows[0].car !== change.car) continue
    const entry = seen.get(change.car_id)
    if (entry) entry.rows.push(change)
    else seen.set(change.car_id, { now: record, before: carBefore(record, rows), stay: change.car, rows: [change] })
  }

  const out: EventRow[] = []
  const markets = new Set([...seen.values()].map((car) => car.now.index as SearchIndex))
  for (const market of markets) {
    const groups = new Map<string, Group>()
    for (const search of searches.filter((s) => s.market === market)) {
      const group = groups.get(search.query_hash)
      if (group) group.searches.push(search)
      else groups.set(search.query_hash, { market, query: search.query, searches: [search] })
    }
    if (!groups.size) continue
    const cars = [...seen].filter(([, car]) => car.now.index === market)
    // The car before the batch matched nothing in this market if it was in another (or not in stock).
    const hadBefore = (car: Seen) => car.before !== null && car.before.index === market
    const index = await options.cars.index(market, [
      ...cars.map(([, car]) => car.now),
      ...cars.filter(([, car]) => hadBefore(car)).map(([id, car]) => ({ ...car.before!, car_id: beforeId(id) })),
    ])
    const byFilters = new SearchIndexByFilters(groups.values())
    // Which groups each car may match now, then each group asked once about its cars, now and before.
    const askGroup = new Map<Group, string[]>()
    for (const [carId, car] of cars)
      for (const group of byFilters.candidates(car.now)) {
        const list = askGroup.get(group)
        if (list) list.push(carId)
        else askGroup.set(group, [carId])
      }
    for (const [group, carIds] of askGroup) {
      const asked = [...carIds, ...carIds.filter((id) => hadBefore(seen.get(id)!)).map(beforeId)]
      const matched = index.matching(group.query, asked)
      for (const carId of carIds) {
        if (!matched.has(carId)) continue
        const car = seen.get(carId)!
        out.push(...eventsOfCar(options, market, group, carId, car, !matched.has(beforeId(carId))))
      }
    }
  }
  return out
}

/**
 * A car that matches a group's query now: newly matching, it is new to each of the group's searches that asks for new
 * cars; otherwise (or for a search that asks only for drops) each drop of its price in the batch is. Only what
 * happened after a search was confirmed is news to it.
 */
function eventsOfCar(
  options: MatcherOptions,
  market: SearchIndex,
  group: Group,
  carId: string,
  car: Seen,
  newly: boolean,
): EventRow[] {
  const out: EventRow[] = []
  const latest = Math.max(...car.rows.map((row) => Date.parse(row.changed_at)))
  const price = typeof car.now.car_price === 'number' ? car.now.car_price : null
  for (const search of group.searches) {
    const confirmed = Date.parse(search.confirmed_at)
    const describe = () =>
      options.cars.describe(market, car.now, { origin: search.origin, detailBase: search.detail_base })
    if (newly && search.alerts.includes('new') && latest >= confirmed) {
      out.push({
        saved_search: search.id,
        car_id: carId,
        kind: 'new',
        ref: String(car.stay),
        car: describe(),
        old_price: null,
        new_price: price,
      })
      continue
    }
    if (!search.alerts.includes('price-drop')) continue
    for (const row of car.rows) {
      const drop = priceDrop(row)
      if (!drop || Date.parse(row.changed_at) < confirmed) continue
      out.push({
        saved_search: search.id,
        car_id: carId,
        kind: 'price-drop',
        ref: row.id,
        car: describe(),
        old_price: drop.oldPrice,
        new_price: drop.newPrice,
      })
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
