/**
 * The manage API's contract (docs/api.md "Bookings managed by link"), shared by the route handlers and the page: the
 * token travels in `Authorization: Bearer <token>` (never in a URL the API is called with, so never in an access log
 * line of the API), and every answer is the booking as the customer sees it.
 */
import { z } from 'zod'

/** Why a change by link is refused (rules.ts `manageAllowance`). */
const MANAGE_REFUSALS = ['cancelled', 'past', 'too-late', 'reschedule-limit'] as const
export type ManageRefusal = (typeof MANAGE_REFUSALS)[number]

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

const managedServiceSchema = z.object({
  /** The offering's code: the time pickers ask for times for these. */
  code: z.string(),
  name: z.string(),
  units: z.number(),
  price: z.number().nullable(),
})

/**
 * A booking as its manage page shows it; times are instants, shown in `timeZone` (the workshop's). Parsed in the
 * browser too, so a malformed answer is a handled failure; unknown fields pass (the server may add some).
 */
export const managedBookingSchema = z.object({
  /** A service booking (its times from the booking flow's timeslots) or a wheel change (from /api/bookings/manage/timeslots). */
  flow: z.enum(['workshop', 'tyre-hotel']),
  reference: z.string(),
  status: z.enum(['confirmed', 'cancelled']),
  start: z.string(),
  end: z.string(),
  isFullDay: z.boolean(),
  timeZone: z.string(),
  /** The workshop department's id as the booking flow's calls name it; null for a wheel change. */
  departmentId: z.number().nullable(),
  workshop: z.object({ name: z.string(), address: z.string(), phone: z.string().nullable(), email: z.string() }),
  vehicle: z.string(),
  registrationNumber: z.string(),
  services: z.array(managedServiceSchema),
  total: z.number().nullable(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  /** Why a change by link is refused; the page then shows the workshop's phone and e-mail. */
  refusal: z.enum(MANAGE_REFUSALS).nullable(),
  lateChangeHours: z.number(),
  reschedulesLeft: z.number(),
})
export type ManagedBooking = z.infer<typeof managedBookingSchema>

/** `YYYY-MM-DD`, as the tyre hotel's calls take dates. */
const day = z.iso.date('a date as YYYY-MM-DD')

/** POST /api/bookings/manage/timeslots: the dates a wheel change's station's free times are asked for. */
export const manageTimesBody = z.strictObject({ startDate: day, endDate: day })

/**
 * Its answer: the tyre hotel's GetTimeslots days, each with whether it takes a booking without a time (its full day
 * is free and, at a station that books times, none is left), and whether the station books times (else days only).
 */
export const manageTimesSchema = z.object({
  offersTimes: z.boolean(),
  availableTimeSlotDates: z.array(
    z.object({ date: z.string(), startTime: z.array(z.string()), allDaySlotAvailable: z.boolean() }),
  ),
})
