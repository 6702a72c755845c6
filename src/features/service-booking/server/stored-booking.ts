/**
 * A stored service booking by its reference, as a change by link (./manage.ts) and a reminder (./reminders.ts) read
 * it: its row locked first in their transaction, so a cancel, a move and a reminder of one booking wait for each
 * other, then the booking with its department from the catalogue.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { WorkshopBooking } from '@/payload-types'
import type { InTransaction } from '@/platform/db'
import type { Transaction } from '@/platform/transactions'
import type { Department } from './model'

export type StoredBooking = { booking: WorkshopBooking; department: Department }

/** Locks the booking's row until the transaction ends. */
export const lockStoredBooking = (tx: Transaction, reference: string) =>
  tx.execute(sql`select id from workshop_bookings where reference = ${reference} for update`)

/** The booking of the reference and its department among `departments`; null when either is gone. */
export async function findStoredBooking(
  payload: Payload,
  departments: readonly Department[],
  reference: string,
  req?: InTransaction,
): Promise<StoredBooking | null> {
  const { docs } = await payload.find({
    collection: 'workshop-bookings',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    req,
  })
  const booking = docs[0]
  const departmentId = typeof booking?.department === 'object' ? booking.department.id : booking?.department
  const department = departments.find((d) => d.docId === departmentId)
  return booking && department ? { booking, department } : null
}
