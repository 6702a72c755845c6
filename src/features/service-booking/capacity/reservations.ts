/**
 * Reservations of capacity units in PostgreSQL (schema `capacity`, migration
 * 20261123_090000_workshop_capacity): the one place a slot is taken, so two customers can never
 * hold the same unit at the same time.
 *
 * Two guards, one in the write path and one in the schema:
 * - `reserveSlot` runs inside the caller's transaction (`inTransaction`), locks the resource's row
 *   in `capacity.resources` (SELECT … FOR UPDATE), reads the reservations under that lock, checks
 *   the choice with the pure rules of `slots.ts` and inserts on the lowest free lane. Writers for one
 *   resource queue on the lock, so the second sees the first's row and picks another lane or fails.
 * - The exclusion constraint `reservations_no_overlap` (resource, lane, time range with &&) makes an
 *   overlapping row on one lane impossible even for a writer that skipped the lock.
 *
 * Not `server-only`: the seed and the tyre-hotel flow use it too.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query, type InTransaction } from '@/platform/db'
import { ConflictError } from '@/platform/errors'
import type { CapacityCalendar } from './calendar'
import { bookableLane, firstFreeSlot, slotDays, type Reservation, type SlotChoice, type SlotDay } from './slots'
import { addDays, zonedToEpoch } from '@/platform/time/zoned-time'

/** The chosen time is taken (or no longer bookable): 409. The message is shown to the customer. */
export class SlotUnavailableError extends ConflictError {
  constructor(
    message = 'Tiden är inte längre ledig. Välj en annan tid. (The time is no longer available; please choose another.)',
  ) {
    super(message)
    this.name = 'SlotUnavailableError'
  }
}

/**
 * A full day asked for while its day still has a free time, where the full day is only for a day without times
 * (`ReserveRequest.fullDayOnlyWithoutTimes`): the caller answers 400 naming its time field.
 */
export class TimesLeftError extends Error {
  constructor() {
    super('the day still has free times: a full day is taken only when none is left')
    this.name = 'TimesLeftError'
  }
}

export type HeldReservation = {
  id: string
  resource: string
  lane: number
  start: Date
  end: Date
  ref: string
  fullDay: boolean
}

type Row = {
  id: string | number
  resource: string
  lane: number
  start_ms: string | number
  end_ms: string | number
  ref: string
  full_day: boolean
}

const toHeld = (row: Row): HeldReservation => ({
  id: String(row.id),
  resource: row.resource,
  lane: Number(row.lane),
  start: new Date(Number(row.start_ms)),
  end: new Date(Number(row.end_ms)),
  ref: row.ref,
  fullDay: row.full_day,
})

const COLUMNS = sql`r.id, s.key as resource, r.lane, extract(epoch from lower(r.during)) * 1000 as start_ms,
  extract(epoch from upper(r.during)) * 1000 as end_ms, r.ref, r.full_day`

const HOUR = 3_600_000

/** The instants covering calendar dates [from, from + days) in the zone, with an hour's margin either side. */
function window(from: string, days: number, timeZone: string): { start: string; end: string } {
  const start = (zonedToEpoch(from, 0, timeZone) ?? 0) - HOUR
  const end = (zonedToEpoch(addDays(from, days), 0, timeZone) ?? 0) + HOUR
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() }
}

/** Reservations of a resource overlapping the dates [from, from + days). */
export async function reservationsOn(
  payload: Payload,
  resource: string,
  range: { from: string; days: number; timeZone: string },
  req?: InTransaction,
): Promise<HeldReservation[]> {
  const w = window(range.from, range.days, range.timeZone)
  const rows = await query<Row>(
    payload,
    sql`select ${COLUMNS} from capacity.reservations r join capacity.resources s on s.id = r.resource_id
        where s.key = ${resource} and r.during && tstzrange(${w.start}::timestamptz, ${w.end}::timestamptz, '[)')
        order by lower(r.during), r.lane`,
    req,
  )
  return rows.map(toHeld)
}

/** Reservations of several resources over the same dates, in one query: resource key → its reservations. */
export async function reservationsOnMany(
  payload: Payload,
  resources: readonly string[],
  range: { from: string; days: number; timeZone: string },
  req?: InTransaction,
): Promise<Map<string, HeldReservation[]>> {
  const out = new Map<string, HeldReservation[]>(resources.map((r) => [r, []]))
  if (resources.length === 0) return out
  const w = window(range.from, range.days, range.timeZone)
  const rows = await query<Row>(
    payload,
    sql`select ${COLUMNS} from capacity.reservations r join capacity.resources s on s.id = r.resource_id
        where s.key in ${[...resources]} and r.during && tstzrange(${w.start}::timestamptz, ${w.end}::timestamptz, '[)')
        order by lower(r.during), r.lane`,
    req,
  )
  for (const row of rows) out.get(row.resource)?.push(toHeld(row))
  return out
}

const asReservation = (held: HeldReservation): Reservation => ({
  lane: held.lane,
  start: held.start.getTime(),
  end: held.end.getTime(),
})

export type AvailabilityQuery = {
  resource: string
  calendar: CapacityCalendar
  from: string
  days: number
  lengthMinutes: number
  now: Date
}

/** The free slots of a resource for `days` dates from `from`: one read, then the pure rules. */
export async function availableDays(payload: Payload, q: AvailabilityQuery, req?: InTransaction): Promise<SlotDay[]> {
  const held = await reservationsOn(
    payload,
    q.resource,
    { from: q.from, days: q.days, timeZone: q.calendar.timeZone },
    req,
  )
  return slotDays(q.calendar, {
    from: q.from,
    days: q.days,
    lengthMinutes: q.lengthMinutes,
    reservations: held.map(asReservation),
    now: q.now,
  })
}

/** `availableDays` for several resources at once (one query), e.g. to rank workshops by their first free time. */
export async function availableDaysForMany(
  payload: Payload,
  resources: readonly { resource: string; calendar: CapacityCalendar }[],
  q: Omit<AvailabilityQuery, 'resource' | 'calendar'>,
  req?: InTransaction,
): Promise<Map<string, SlotDay[]>> {
  const timeZone = resources[0]?.calendar.timeZone ?? 'Europe/Stockholm'
  // One day of margin either side covers resources whose calendars use another zone.
  const held = await reservationsOnMany(
    payload,
    resources.map((r) => r.resource),
    { from: addDays(q.from, -1), days: q.days + 2, timeZone },
    req,
  )
  return new Map(
    resources.map(({ resource, calendar }) => [
      resource,
      slotDays(calendar, {
        from: q.from,
        days: q.days,
        lengthMinutes: q.lengthMinutes,
        reservations: (held.get(resource) ?? []).map(asReservation),
        now: q.now,
      }),
    ]),
  )
}

/** The first free timed start ('YYYY-MM-DDTHH:mm') of each resource within the days, from one query; null when none. */
export async function firstFreeSlots(
  payload: Payload,
  resources: readonly { resource: string; calendar: CapacityCalendar; lengthMinutes: number }[],
  q: { from: string; days: number; now: Date },
  req?: InTransaction,
): Promise<Map<string, string | null>> {
  const timeZone = resources[0]?.calendar.timeZone ?? 'Europe/Stockholm'
  const held = await reservationsOnMany(
    payload,
    resources.map((r) => r.resource),
    { from: addDays(q.from, -1), days: q.days + 2, timeZone },
    req,
  )
  return new Map(
    resources.map(({ resource, calendar, lengthMinutes }) => [
      resource,
      firstFreeSlot(calendar, {
        from: q.from,
        days: q.days,
        lengthMinutes,
        reservations: (held.get(resource) ?? []).map(asReservation),
        now: q.now,
      }),
    ]),
  )
}

export type ReserveRequest = {
  /** The resource's stable key, e.g. 'workshop-department:12' or 'tyre-station:ERP-1'. */
  resource: string
  calendar: CapacityCalendar
  choice: SlotChoice
  lengthMinutes: number
  /** Unique per reservation (e.g. 'booking:<uuid>'): a second call with the same ref returns the first reservation. */
  ref: string
  now: Date
  /**
   * A full day only when its day has no free time left (the tyre hotel's stations that offer times, spec 2 §4.3),
   * checked under the resource's lock with the reservations it reads, so a time freed at the same moment counts;
   * else TimesLeftError.
   */
  fullDayOnlyWithoutTimes?: boolean
}

const isConstraintViolation = (error: unknown) => {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = String((e as { code?: unknown }).code)
    if (code === '23P01' || code === '23505') return true
  }
  return false
}

/** Locks the resource's row (made on first use): writers of one resource queue here, inside their transactions. */
async function lockResource(payload: Payload, req: InTransaction, resource: string): Promise<number> {
  if (!req.transactionID)
    throw new Error('reservations are written inside inTransaction (its req carries the transaction)')
  await query(payload, sql`insert into capacity.resources (key) values (${resource}) on conflict (key) do nothing`, req)
  const [row] = await query<{ id: number }>(
    payload,
    sql`select id from capacity.resources where key = ${resource} for update`,
    req,
  )
  return row.id
}

/** Under the resource's lock: the lowest free lane for the choice, inserted, or SlotUnavailableError. */
async function takeLane(
  payload: Payload,
  req: InTransaction,
  resourceId: number,
  request: ReserveRequest,
): Promise<HeldReservation> {
  const { date } = request.choice
  const held = await reservationsOn(
    payload,
    request.resource,
    { from: addDays(date, -1), days: 3, timeZone: request.calendar.timeZone },
    req,
  )
  const reservations = held.map(asReservation)
  if (request.fullDayOnlyWithoutTimes && 'fullDay' in request.choice) {
    const [day] = slotDays(request.calendar, {
      from: date,
      days: 1,
      lengthMinutes: request.lengthMinutes,
      reservations,
      now: request.now,
    })
    if (day.availableSlots.length > 0) throw new TimesLeftError()
  }
  const pick = bookableLane(request.calendar, request.choice, request.lengthMinutes, reservations, request.now)
  if (!pick) throw new SlotUnavailableError()

  const start = new Date(pick.interval.start).toISOString()
  const end = new Date(pick.interval.end).toISOString()
  try {
    const [row] = await query<Row>(
      payload,
      sql`with r as (
            insert into capacity.reservations (resource_id, lane, during, full_day, ref)
            values (${resourceId}, ${pick.lane}, tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)'), ${'fullDay' in request.choice}, ${request.ref})
            returning *)
          select ${COLUMNS} from r join capacity.resources s on s.id = r.resource_id`,
      req,
    )
    return toHeld(row)
  } catch (error) {
    if (isConstraintViolation(error)) throw new SlotUnavailableError()
    throw error
  }
}

/**
 * Takes one unit for the choice, inside the caller's transaction (`req` from `inTransaction`), or
 * throws SlotUnavailableError. Commit or roll back with the caller's other writes (the booking).
 */
export async function reserveSlot(
  payload: Payload,
  req: InTransaction,
  request: ReserveRequest,
): Promise<HeldReservation> {
  const resourceId = await lockResource(payload, req, request.resource)
  const [existing] = await query<Row>(
    payload,
    sql`select ${COLUMNS} from capacity.reservations r join capacity.resources s on s.id = r.resource_id where r.ref = ${request.ref}`,
    req,
  )
  if (existing) return toHeld(existing)
  return takeLane(payload, req, resourceId, request)
}

/**
 * Moves the reservation `request.ref` of the resource to another choice, inside the caller's transaction: under the
 * resource's lock the old unit is given back and the new one taken, so the new time may overlap the old, and as the
 * caller's transaction commits or rolls back whole, the reservation is never held twice nor lost. SlotUnavailableError
 * when the new choice is not free (the caller's rollback then keeps the old).
 */
export async function moveReservation(
  payload: Payload,
  req: InTransaction,
  request: ReserveRequest,
): Promise<HeldReservation> {
  const resourceId = await lockResource(payload, req, request.resource)
  await query(
    payload,
    sql`delete from capacity.reservations where ref = ${request.ref} and resource_id = ${resourceId}`,
    req,
  )
  return takeLane(payload, req, resourceId, request)
}

/** Gives a unit back (a cancelled booking); true when there was one. */
export async function releaseReservation(payload: Payload, ref: string, req?: InTransaction): Promise<boolean> {
  const rows = await query<{ id: number }>(
    payload,
    sql`delete from capacity.reservations where ref = ${ref} returning id`,
    req,
  )
  return rows.length > 0
}
