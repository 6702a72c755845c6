/** The request shapes of /api/tirehotel/* (spec 2 §3, §7.3): strict, every string bounded. */
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
export type BookingRequest = z.infer<typeof bookingBody>

/** Spec 2 §3 "Review": rating 1 to 5, comment, date (ISO). */
export const reviewBody = z.strictObject({
  rating: z.number().int('rating is a whole number').min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5'),
  comment: z.string().max(1000, 'comment is at most 1000 characters').optional().default(''),
  date: z.union([z.iso.datetime({ offset: true }), z.iso.date()], 'date is an ISO date or date-time'),
})
export type ReviewRequest = z.infer<typeof reviewBody>
