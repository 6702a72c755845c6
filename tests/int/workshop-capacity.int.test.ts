/**
 * Capacity reservations (src/features/service-booking/capacity/reservations.ts) on a real database: the write path
 * under many concurrent units of work, the exclusion constraint on its own, idempotent refs.
 *
 * On PGlite one transaction runs at a time (scripts/pglite-server.mjs), so "concurrent" requests
 * queue there; on PostgreSQL (int-postgres, TEST_DATABASE_URL) they overlap for real — Payload's
 * pool runs four at once and the raw-connection test below opens twenty.
 */
import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { calendarFromStored } from '@/features/service-booking/capacity/calendar-schema'
import type * as Reservations from '@/features/service-booking/capacity/reservations'

let ctx: TestPayload
let payload: Payload
let capacity: typeof Reservations
let inTransaction: typeof import('@/platform/transactions').inTransaction

const now = new Date('2026-11-20T08:00:00Z')
const calendar = (unitsPerDay: number) =>
  calendarFromStored({
    unitsPerDay,
    leadMinutes: 60,
    weeklyHours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((weekday) => ({
      weekday,
      open: '07:00',
      close: '17:00',
    })),
  })

const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await payload.db.drizzle.execute(statement)) as unknown as { rows: T[] }).rows

/** Pairs of reservations of one resource and lane whose time ranges overlap: must always be none. */
const doubleBookings = async () =>
  Number(
    (
      await rows<{ n: string }>(sql`select count(*) as n from capacity.reservations a join capacity.reservations b
        on a.resource_id = b.resource_id and a.lane = b.lane and a.id < b.id and a.during && b.during`)
    )[0].n,
  )

const reserve = (
  resource: string,
  ref: string,
  units = 1,
  choice: Reservations.ReserveRequest['choice'] = { date: '2026-11-23', time: '09:00' },
) =>
  inTransaction(payload, ({ req }) =>
    capacity.reserveSlot(payload, req, { resource, calendar: calendar(units), choice, lengthMinutes: 60, ref, now }),
  )

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  capacity = await import('@/features/service-booking/capacity/reservations')
  ;({ inTransaction } = await import('@/platform/transactions'))
})
afterAll(async () => ctx?.teardown())

describe('reserveSlot', () => {
  it('of 200 concurrent requests for the last unit of a slot, exactly one succeeds and the rest get 409', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => reserve('test:concurrent', `concurrent:${i}`)),
    )
    const ok = results.filter((r) => r.status === 'fulfilled')
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(ok).toHaveLength(1)
    expect(refused).toHaveLength(199)
    for (const r of refused) expect(r.reason).toBeInstanceOf(capacity.SlotUnavailableError)
    expect(await doubleBookings()).toBe(0)
    const held = await rows<{ n: string }>(
      sql`select count(*) as n from capacity.reservations r join capacity.resources s on s.id = r.resource_id where s.key = 'test:concurrent'`,
    )
    expect(Number(held[0].n)).toBe(1)
  })

  it('fills each unit once: with three units, three of thirty succeed, on lanes 1, 2 and 3', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => reserve('test:three', `three:${i}`, 3)),
    )
    const lanes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.lane] : [])).sort()
    expect(lanes).toEqual([1, 2, 3])
    expect(await doubleBookings()).toBe(0)
  })

  it('gives the first reservation back for a repeated ref, and frees the unit on release', async () => {
    const first = await reserve('test:idempotent', 'idem:1')
    const again = await reserve('test:idempotent', 'idem:1')
    expect(again).toEqual(first)
    await expect(reserve('test:idempotent', 'idem:2')).rejects.toBeInstanceOf(capacity.SlotUnavailableError)
    expect(await capacity.releaseReservation(payload, 'idem:1')).toBe(true)
    expect((await reserve('test:idempotent', 'idem:2')).lane).toBe(1)
  })

  it('refuses times that are not slots, and leaves nothing behind when the outer unit fails', async () => {
    await expect(reserve('test:rules', 'rules:1', 1, { date: '2026-11-23', time: '09:10' })).rejects.toBeInstanceOf(
      capacity.SlotUnavailableError,
    )
    await expect(reserve('test:rules', 'rules:2', 1, { date: '2026-11-22', time: '09:00' })).rejects.toBeInstanceOf(
      capacity.SlotUnavailableError,
    )
    await expect(
      inTransaction(payload, async ({ req }) => {
        await capacity.reserveSlot(payload, req, {
          resource: 'test:rules',
          calendar: calendar(1),
          choice: { date: '2026-11-23', time: '10:00' },
          lengthMinutes: 60,
          ref: 'rules:3',
          now,
        })
        throw new Error('the booking write failed')
      }),
    ).rejects.toThrow('the booking write failed')
    expect((await reserve('test:rules', 'rules:4', 1, { date: '2026-11-23', time: '10:00' })).ref).toBe('rules:4')
  })

  it('is refused outside a transaction', async () => {
    await expect(
      capacity.reserveSlot(
        payload,
        {},
        {
          resource: 'x',
          calendar: calendar(1),
          choice: { date: '2026-11-23', time: '09:00' },
          lengthMinutes: 60,
          ref: 'x',
          now,
        },
      ),
    ).rejects.toThrow(/inTransaction/)
  })

  it('shows reservations in the availability of the days, and a full day takes a whole unit', async () => {
    await reserve('test:days', 'days:full', 1, { date: '2026-11-24', fullDay: true })
    await reserve('test:days', 'days:timed', 1, { date: '2026-11-25', time: '13:00' })
    const days = await capacity.availableDays(payload, {
      resource: 'test:days',
      calendar: calendar(1),
      from: '2026-11-23',
      days: 28,
      lengthMinutes: 60,
      now,
    })
    expect(days).toHaveLength(28)
    expect(days[0].allDaySlotAvailable).toBe(true)
    expect(days[1]).toEqual({ date: '2026-11-24', availableSlots: [], allDaySlotAvailable: false })
    expect(days[2].availableSlots).not.toContain('13:00')
    expect(days[2].availableSlots).not.toContain('12:30')
    expect(days[2].availableSlots).toContain('14:00')
    expect(days[2].allDaySlotAvailable).toBe(false)
  })
})

describe('availableDaysForMany', () => {
  it('reads several resources in one query and keeps each one’s reservations apart', async () => {
    await reserve('test:many-a', 'many:a', 1, { date: '2026-11-23', time: '07:00' })
    const days = await capacity.availableDaysForMany(
      payload,
      [
        { resource: 'test:many-a', calendar: calendar(1) },
        { resource: 'test:many-b', calendar: calendar(1) },
      ],
      { from: '2026-11-23', days: 7, lengthMinutes: 60, now },
    )
    expect(days.get('test:many-a')?.[0].availableSlots[0]).toBe('08:00')
    expect(days.get('test:many-b')?.[0].availableSlots[0]).toBe('07:00')
    expect(days.get('test:many-b')).toHaveLength(7)
  })
})

describe('the exclusion constraint on its own', () => {
  it('lets one of twenty raw connections insert an overlapping range on one lane', async () => {
    await payload.db.drizzle.execute(sql`insert into capacity.resources (key) values ('test:raw')`)
    const [{ id }] = await rows<{ id: number }>(sql`select id from capacity.resources where key = 'test:raw'`)
    const attempt = async (i: number) => {
      const client = new pg.Client({ connectionString: ctx.databaseUrl })
      await client.connect()
      try {
        await client.query(
          `insert into capacity.reservations (resource_id, lane, during, ref) values ($1, 1, tstzrange($2::timestamptz + ($3 || ' minutes')::interval, $2::timestamptz + ($3 || ' minutes')::interval + interval '1 hour'), $4)`,
          [id, '2026-11-23T08:00:00Z', i % 30, `raw:${i}`],
        )
        return true
      } catch (error) {
        // Two inserts that each find the other's uncommitted overlapping row wait on each other;
        // PostgreSQL's deadlock detector then aborts one (40P01) instead of reporting the exclusion
        // violation (23P01). Both refuse the row; the application's transaction runner retries 40P01.
        expect(['23P01', '40P01']).toContain((error as { code?: string }).code)
        return false
      } finally {
        await client.end()
      }
    }
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(i)))
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    expect(await doubleBookings()).toBe(0)
  })
})
