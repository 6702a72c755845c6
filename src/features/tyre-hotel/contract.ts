/**
 * The tyre hotel's wire contract (spec 2 §3 "Tire hotel entities", §7.3): the request schemas the route handlers
 * validate with (strict, every string bounded) and the answers the browser reads. Imported by the route handlers
 * (server/routes.ts) and the flow's client (ui/client.ts), so the two cannot drift.
 */
import { z } from 'zod'

export const searchQuery = z.strictObject({
  regNo: z.string().min(1, 'regNo is required').max(20, 'regNo is at most 20 characters'),
})
export const loginQuery = z.strictObject({
  encryptedPhoneNumber: z.string().min(1, 'encryptedPhoneNumber is required').max(512),
})
export const validateQuery = z.strictObject({
  authToken: z.string().min(1, 'authToken is required').max(100),
  otpToken: z
    .string()
    .max(4)
    .regex(/^\d{4}$/, 'otpToken is 4 digits'),
})

/** Spec 2 §7.3: `YYYY-MM-DD`. */
const day = z.iso.date('a date as YYYY-MM-DD')
export const workshopQuery = z.strictObject({
  workshopIdentifier: z.string().min(1, 'workshopIdentifier is required').max(50),
})
export const departmentQuery = z.strictObject({
  departmentIdentifier: z.string().min(1, 'departmentIdentifier is required').max(50),
})
/** regNo: the spec's UI sends the vehicle's brandCode here (spec 2 §3 "Vehicle"); the session names the vehicle. */
export const timeslotBody = z.strictObject({ startDate: day, endDate: day, regNo: z.string().max(20).optional() })

/** Spec 2 §5 "Tire hotel, booking". */
export const bookingBody = z.strictObject({
  /** Local date-time of the day (and time) chosen, e.g. 2026-12-01T08:00:00. */
  bookingDate: z
    .string()
    .max(23)
    .regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/,
      'bookingDate is a local date-time, e.g. 2026-12-01T08:00:00',
    ),
  /** The same value when a time is chosen, null when the day has none. */
  bookingStart: z
    .string()
    .max(23)
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/, 'bookingStart is a local date-time or null')
    .nullable(),
  regNo: z.string().min(1).max(20),
  freeText: z.string().max(500, 'freeText is at most 500 characters').optional().default(''),
  customer: z.strictObject({
    firstName: z.string().trim().min(1, 'firstName is required').max(100),
    lastName: z.string().trim().min(1, 'lastName is required').max(100),
    email: z
      .string()
      .max(254)
      .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, 'email is an e-mail address, e.g. anna@example.se'),
    phoneMobile: z
      .string()
      .max(40)
      .refine(
        (v) => /^[\d+]{8,15}$/.test(v.replace(/[^\d+]/g, '')),
        'phoneMobile is 8 to 15 digits, with an optional plus',
      ),
  }),
})
/** The booking call's body as the browser sends it (freeText may be left out), and as the handler reads it. */
export type BookingRequest = z.input<typeof bookingBody>
export type ParsedBookingRequest = z.output<typeof bookingBody>

/** Spec 2 §3 "Review": rating 1 to 5, comment, date (ISO). */
export const reviewBody = z.strictObject({
  rating: z.number().int('rating is a whole number').min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5'),
  comment: z.string().max(1000, 'comment is at most 1000 characters').optional().default(''),
  date: z.union([z.iso.datetime({ offset: true }), z.iso.date()], 'date is an ISO date or date-time'),
})
export type ReviewRequest = z.input<typeof reviewBody>
export type ParsedReviewRequest = z.output<typeof reviewBody>

/** Search answer: the agreement's phone number, encrypted for the login call and obfuscated for display. */
export type Customer = { encryptedPhoneNumber: string; obfuscatedPhoneNumber: string; regNo: string }

/** Login answer: the token the code is validated against, and what to tell the customer. */
export type Credentials = { authorizationToken: string; message: string }

export type Station = { locationName: string; departmentName: string; erpId: string; phone: string; email: string }

export type Wheel = {
  name: string
  rimDiameter: number
  sectionWidth: number
  threadPattern: string
  /** Tread depth in mm. */
  threadDepth: number
  aspectRatio: number
  /** 0 fine; above 0 a warning icon; 1 replacement recommended (spec 2 §8). */
  threadStatusId: number
  threadStatusMessage: string
}

export type Tire = { equipmentPosition: string; wheel: Wheel }

export type Vehicle = {
  regNo: string
  name: string
  brand: string
  brandCode: string
  model: string
  productId: string
  packageLevel: string
  location: Station
  tires: Tire[]
}

/** Validate answer; status 0 means signed in (spec 2 §3), and this server answers no other. */
export type ValidatedSession = { status: number; vehicles: Vehicle[] }

export type BookingConfirmation = {
  bookingConfirmationId: string
  appointmentTime: string
  isFullDay: boolean
  services: { name: string }[]
  workshop: { name: string; address: string; email: string; phoneNumber: string }
  freeText: string
  customerBase: { firstName: string; lastName: string; email: string; phoneMobile: string }
}
