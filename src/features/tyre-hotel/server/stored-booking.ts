/**
 * A stored wheel change by its confirmation id, as a change by link (./manage.ts) and a reminder (./reminders.ts) read
 * it: its row locked first in their transaction, so a cancel, a move and a reminder of one booking wait for each
 * other, then the booking with its station.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { TirehotelBooking } from '@/payload-types'
import type { InTransaction } from '@/platform/db'
import type { Transaction } from '@/platform/transactions'
import { stationOf, type Station } from './station-booking'

export type StoredWheelChange = { booking: TirehotelBooking; station: Station }

/** Locks the booking's row until the transaction ends. */
export const lockWheelChange = (tx: Transaction, reference: string) =>
  tx.execute(sql`select id from tirehotel_bookings where booking_confirmation_id = ${reference} for update`)

/** The wheel change of the confirmation id with its station; null when it is gone. */
export async function findWheelChange(
  payload: Payload,
  reference: string,
  req?: InTransaction,
): Promise<StoredWheelChange | null> {
  const { docs } = await payload.find({
    collection: 'tirehotel-bookings',
    where: { bookingConfirmationId: { equals: reference } },
    limit: 1,
    depth: 1,
    req,
  })
  const booking = docs[0]
  if (!booking || typeof booking.station !== 'object') return null
  return { booking, station: stationOf(booking.station) }
}
