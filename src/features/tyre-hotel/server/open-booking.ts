/**
 * One open wheel change per vehicle of an agreement: one tyre-hotel sign-in could book the same car again
 * and again (the same hour three times), filling a station's calendar. A booking is open from when it is
 * made until its day has passed; deleting it (how a workshop cancels) ends it too.
 *
 * - The database holds the rule: a partial unique index on (agreement, regNo) over the open bookings
 *   (`OPEN_BOOKING_INDEX`, declared below for the schema so migrations and the dev push keep it).
 * - A stored flag says which bookings are open, as an index cannot compare with the clock: a booking's
 *   flag is cleared once its day has passed, by the vehicle's next booking (`openBookingOf`), before the
 *   new one is checked.
 * - The booking takes a lock per vehicle first, so of concurrent bookings one is made and the others find
 *   it and are refused with its time; the index stays the guarantee for any writer that skips the lock.
 *
 * Per vehicle rather than per agreement: an agreement may list several cars, each with its own tyres.
 */
import { sql, type PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { uniqueIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Transaction } from '@/platform/transactions'

export const OPEN_BOOKING_INDEX = 'tirehotel_bookings_open_per_vehicle_idx'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** The adapter's afterSchemaInit hook declaring the index on the bookings' table (src/cms/payload.config.ts). */
export const openBookingIndex: SchemaHook = ({ schema, extendTable }) => {
  extendTable({
    table: schema.tables.tirehotel_bookings,
    extraConfig: (table) => ({
      [OPEN_BOOKING_INDEX]: uniqueIndex(OPEN_BOOKING_INDEX)
        .on(table.agreement, table.regNo)
        .where(sql`${table.open}`),
    }),
  })
  return schema
}

export type OpenBooking = { bookingConfirmationId: string; bookingDate: string; appointmentTime: Date | null }

type Row = { booking_confirmation_id: string; booking_date: string; appointment_time: string | Date | null }

/**
 * Inside the booking's transaction: waits for the vehicle's other bookings in progress, closes its bookings
 * whose day is before `today` (station time, YYYY-MM-DD), and returns the one still open, if any.
 */
export async function openBookingOf(
  tx: Transaction,
  vehicle: { agreement: number; plate: string },
  today: string,
): Promise<OpenBooking | null> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`tirehotel:open-booking:${vehicle.agreement}:${vehicle.plate}`}))`,
  )
  const mine = sql`agreement_id = ${vehicle.agreement} and reg_no = ${vehicle.plate} and "open"`
  await tx.execute(sql`update tirehotel_bookings set "open" = false where ${mine} and booking_date < ${today}`)
  const result = (await tx.execute(
    sql`select booking_confirmation_id, booking_date, appointment_time from tirehotel_bookings where ${mine} limit 1`,
  )) as unknown as { rows: Row[] }
  const row = result.rows[0]
  if (!row) return null
  return {
    bookingConfirmationId: row.booking_confirmation_id,
    bookingDate: row.booking_date,
    appointmentTime: row.appointment_time === null ? null : new Date(row.appointment_time),
  }
}
