/**
 * The service booking's wire contract (spec 2 §3, §5, §7.1, §9), one module for the route handlers
 * (src/app/api/mechmate) and the page's client (ui/client.ts), DESIGN §6. Requests are strict: unknown fields are
 * errors that name the field. Answers are parsed in the browser with the schemas below, so a malformed answer
 * becomes a handled failure, not a broken page; unknown fields pass (the server may add some).
 */
import { z } from 'zod'
import { isCalendarDate } from '@/platform/time/zoned-time'
import { normalizePhone, PHONE_PATTERN, phoneSchema } from '@/platform/phone'
import { normaliseRegistration, REGISTRATION_PATTERN } from './registration'

/** spec 2 §9: message at most 80 characters. */
export const MESSAGE_MAX = 80
/** Codes of chosen offerings per request. */
export const OFFERINGS_MAX = 20
const CODE = /^[A-Za-z0-9_.-]{1,40}$/

export const registrationSchema = z
  .string()
  .max(20, 'is at most 6 letters and digits')
  .transform(normaliseRegistration)
  .pipe(
    z
      .string()
      .max(6, 'is at most 6 letters and digits')
      .regex(REGISTRATION_PATTERN, 'is at most 6 letters and digits, e.g. ABC123'),
  )

/** GET authorized-workshop/{brand}: a brand name as the registry writes it. */
export const brandSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N} .&'+-]+$/u)

const latitude = z.coerce.number().min(-90, 'is a latitude (−90 to 90)').max(90, 'is a latitude (−90 to 90)')
const longitude = z.coerce.number().min(-180, 'is a longitude (−180 to 180)').max(180, 'is a longitude (−180 to 180)')

/** `a,b,c` (spec 2 §7.1: "serviceOfferings are comma-joined codes"), also accepted as a repeated parameter. */
export const offeringCodesSchema = z
  .union([z.string().max(1000), z.array(z.string().max(1000)).max(OFFERINGS_MAX)])
  .transform((value) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(40).regex(CODE, 'are offering codes (letters, digits, . _ -)'))
      .min(1, 'needs at least one offering code')
      .max(OFFERINGS_MAX, `holds at most ${OFFERINGS_MAX} codes`),
  )

/** GET services|addons/{reg}?lat&lng[&departmentId]: the place for the median prices, or one department's prices. */
export const servicesQuerySchema = z.strictObject({
  lat: latitude,
  lng: longitude,
  departmentId: z.coerce.number().int().positive().optional(),
  locale: z.string().max(10).optional(),
  site: z.string().max(40).optional(),
})

export const STREAM_SORTS = ['distance', 'firstAvailable'] as const

/** GET departments/closestAvailable (spec 2 §7.1). */
export const closestQuerySchema = z.strictObject({
  regNo: registrationSchema,
  serviceOfferings: offeringCodesSchema,
  latitude,
  longitude,
  cursor: z.coerce.number().int().positive().optional(),
  sort: z.enum(STREAM_SORTS).default('distance'),
  locale: z.string().max(10).optional(),
  site: z.string().max(40).optional(),
})

/** GET timeslots/from/{reg}/{departmentId}/{date}/?serviceOfferings. */
export const timeslotsParamsSchema = z.strictObject({
  registrationNumber: registrationSchema,
  departmentId: z.coerce.number().int().positive().max(2_147_483_647),
  date: z.string().max(10, 'is a date, YYYY-MM-DD').refine(isCalendarDate, 'is a date, YYYY-MM-DD'),
})
export const timeslotsQuerySchema = z.strictObject({
  serviceOfferings: offeringCodesSchema,
  locale: z.string().max(10).optional(),
  site: z.string().max(40).optional(),
})

const TIME_SLOT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/

/** Local date-time in the workshop's zone, 'YYYY-MM-DDTHH:mm'; for a full day the date (any time part is ignored). */
const timeSlotSchema = z
  .string()
  .max(16, 'is a local date-time, YYYY-MM-DDTHH:mm')
  .regex(TIME_SLOT, 'is a local date-time, YYYY-MM-DDTHH:mm')
  .refine((v) => isCalendarDate(v.slice(0, 10)), 'is a local date-time, YYYY-MM-DDTHH:mm')

/** A timed choice needs its time; a full day only its date. */
const requireTime = (value: { timeSlot: string; isFullDay: boolean }, ctx: z.RefinementCtx) => {
  if (!value.isFullDay && !/T\d{2}:\d{2}$/.test(value.timeSlot))
    ctx.addIssue({ code: 'custom', path: ['timeSlot'], message: 'needs a time, YYYY-MM-DDTHH:mm' })
}

const name = z.string().trim().min(1, 'is required').max(50, 'is at most 50 characters')

/** POST book (spec 2 §3 "Booking request"; §5 contact form rules). */
export const bookingRequestSchema = z
  .strictObject({
    customer: z.strictObject({
      firstName: name,
      lastName: name,
      phone: z
        .string()
        .max(40, 'is 6–20 digits or spaces, optionally after a +')
        .transform(normalizePhone)
        .pipe(z.string().regex(PHONE_PATTERN, 'is 6–20 digits or spaces, optionally after a +').max(21)),
      email: z.email('is an e-mail address').max(254),
    }),
    freeText: z.string().max(MESSAGE_MAX, `is at most ${MESSAGE_MAX} characters`).nullish(),
    departmentId: z.number().int().positive().max(2_147_483_647),
    timeSlot: timeSlotSchema,
    isFullDay: z.boolean().default(false),
    registrationNumber: registrationSchema,
    mileage: z
      .number()
      .int('is a whole number of Swedish miles')
      .positive('is a positive number')
      .max(1_000_000)
      .nullish(),
    serviceOfferingRequests: z
      .array(
        z.strictObject({
          kobraId: z.string().max(40, 'is an offering code').regex(CODE, 'is an offering code'),
          unitsSelected: z.number().int().min(1).max(1000).nullish(),
          userInput: z.string().max(MESSAGE_MAX, `is at most ${MESSAGE_MAX} characters`).nullish(),
        }),
      )
      .min(1, 'needs at least one service')
      .max(OFFERINGS_MAX, `holds at most ${OFFERINGS_MAX} services`),
  })
  .superRefine((value, ctx) => {
    requireTime(value, ctx)
    const codes = value.serviceOfferingRequests.map((r) => r.kobraId)
    if (new Set(codes).size !== codes.length)
      ctx.addIssue({ code: 'custom', path: ['serviceOfferingRequests'], message: 'names an offering twice' })
  })

/** The booking call's body as the page sends it, and as the handler reads it. */
export type BookingRequest = z.input<typeof bookingRequestSchema>
export type ParsedBookingRequest = z.output<typeof bookingRequestSchema>

/**
 * POST /api/bookings/manage/reschedule (docs/api.md "Bookings managed by link"): the booking's new time at the same
 * workshop for the same services, chosen as the booking request's is.
 */
export const rescheduleRequestSchema = z
  .strictObject({ timeSlot: timeSlotSchema, isFullDay: z.boolean().default(false) })
  .superRefine(requireTime)
export type RescheduleRequest = z.input<typeof rescheduleRequestSchema>
export type ParsedRescheduleRequest = z.output<typeof rescheduleRequestSchema>

/** The Idempotency-Key header: a client's id for one booking attempt, so a retry returns the first answer. */
export const idempotencyKeySchema = z
  .string()
  .max(100, 'is 8–100 letters, digits or . _ : -')
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'is 8–100 letters, digits or . _ : -')

// The answers, as the browser reads them.

/** Spec 2 §5 / §9: registration number, upper-cased, at most 6 characters. */
export const PLATE_MAX = 6

export const normalisePlate = (raw: string) => raw.replace(/\s+/g, '').toUpperCase().slice(0, PLATE_MAX)

export const carSchema = z.object({
  registrationNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  buildYear: z.number().int().nullable().optional(),
  hasServiceAgreement: z.boolean(),
  isSupported: z.boolean(),
})
export type Car = z.infer<typeof carSchema>

/** Spec 2 §3 Location. */
export const locationSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  placeId: z.string(),
  region: z.string(),
})
export type Location = z.infer<typeof locationSchema>

export const unitPriceSchema = z.object({
  minimum: z.number(),
  maximum: z.number(),
  /** The unit's name ('liter'); the offering's price is per unit. */
  unit: z.union([z.string(), z.number()]).nullable().optional(),
  unitAbbreviation: z.string().nullable().optional(),
  postfix: z.string().nullable().optional(),
})

export const offeringSchema = z.object({
  code: z.string(),
  name: z.string(),
  price: z.number().nullable().optional(),
  priceKnown: z.boolean(),
  notKnownPriceText: z.string().nullable().optional(),
  priceDiscount: z.number().nullable().optional(),
  description: z.string().nullable().optional(),
  isAvailable: z.boolean(),
  allowUserInput: z.boolean().optional().default(false),
  unitPrice: unitPriceSchema.nullable().optional(),
  category: z.string().nullable().optional(),
  /** Set on the offering that needs the mileage (the car maker's original service, spec 2 §5). */
  requiresMileage: z.boolean().optional(),
})
export type Offering = z.infer<typeof offeringSchema>

export const categorySchema = z.object({
  name: z.string(),
  icon: z.string().nullable().optional(),
  /** 'single', 'multiple', or 'link': damage inspection, the fixed extra category that links out (spec 2 §2.1). */
  selectionType: z.string().nullable().optional(),
  offerings: z.array(offeringSchema),
  link: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
})
export type OfferingCategory = z.infer<typeof categorySchema>

export const offeringsAnswerSchema = z.object({ serviceOfferingCategories: z.array(categorySchema) })

export const workshopSchema = z.object({
  departmentId: z.union([z.string(), z.number()]).transform(String),
  siteId: z.union([z.string(), z.number()]).transform(String),
  siteName: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  brands: z.array(z.string()).default([]),
  firstTimeSlot: z.string().nullable().optional(),
  distanceKm: z.number().nullable().optional(),
})
export type Workshop = z.infer<typeof workshopSchema>

export const timeSlotDaySchema = z.object({
  date: z.string(),
  availableSlots: z.array(z.string()),
  allDaySlotAvailable: z.boolean(),
})
export type TimeSlotDay = z.infer<typeof timeSlotDaySchema>
export const timeSlotDaysSchema = z.array(timeSlotDaySchema)

/** POST book's 409: the time was taken meanwhile; the workshop's fresh times from the chosen date. */
export const slotTakenSchema = z.object({ timeSlots: timeSlotDaysSchema })

export const hasBrandSchema = z.object({ hasBrand: z.boolean() })

/** GET /api/places: a name to complete, or a position (Sweden's bounding box, with a margin) to name. */
export const placesQuerySchema = z.union([
  z.strictObject({ q: z.string().trim().min(1).max(60) }),
  z.strictObject({ lat: z.coerce.number().min(54).max(70), lng: z.coerce.number().min(9).max(25) }),
])
export const placesSchema = z.object({ places: z.array(locationSchema) })

export const bookingResponseSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  registrationNumber: z.string(),
  kobraProductIds: z.array(z.union([z.string(), z.number()])).default([]),
})
export type BookingResponse = z.infer<typeof bookingResponseSchema>

/** The contact form (spec 2 §5): names, phone and e-mail required; message at most 80. */
export const contactSchema = z.strictObject({
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  phone: phoneSchema(),
  email: z.string().trim().max(200).pipe(z.email().max(200)),
  message: z.string().trim().max(MESSAGE_MAX),
})
export type Contact = z.output<typeof contactSchema>

/** `{ error }` (the app's error shape) or `{ message }`: the text to show the visitor, if any. */
export function errorMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as { error?: unknown; message?: unknown }
  const text =
    typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : null
  return text && text.trim() ? text.trim().slice(0, 300) : null
}
