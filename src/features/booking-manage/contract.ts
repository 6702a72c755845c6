/**
 * The manage API's contract (docs/api.md "Bookings managed by link"), shared by the route handlers and the page: the
 * token travels in `Authorization: Bearer <token>` (never in a URL the API is called with, so never in an access log
 * line of the API), and every answer is the booking as the customer sees it.
 */
import { z } from 'zod'
import type { ManageRefusal } from './rules'

/** 32 random bytes as base64url (rules.ts `newManageToken`). */
export const manageTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete: open it again from the e-mail.')

/** The token of `Authorization: Bearer <token>`, or the field's error. */
export function manageToken(header: string | null): { token: string } | { error: string } {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  const parsed = manageTokenSchema.safeParse(match?.[1] ?? '')
  return parsed.success ? { token: parsed.data } : { error: parsed.error.issues[0].message }
}

export type ManagedService = { name: string; units: number; price: number | null }

/** A booking as its manage page shows it; times are instants, shown in `timeZone` (the workshop's). */
export type ManagedBooking = {
  flow: 'workshop'
  reference: string
  status: 'confirmed' | 'cancelled'
  start: string
  end: string
  isFullDay: boolean
  timeZone: string
  workshop: { name: string; address: string; phone: string | null; email: string }
  vehicle: string
  registrationNumber: string
  services: ManagedService[]
  total: number | null
  canCancel: boolean
  canReschedule: boolean
  /** Why a change by link is refused; the page then shows the workshop's phone and e-mail. */
  refusal: ManageRefusal | null
  lateChangeHours: number
  reschedulesLeft: number
}
