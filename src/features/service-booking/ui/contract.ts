/**
 * The service-booking HTTP contract as the browser reads it (spec 2 §3, §7.1). Answers are parsed
 * with these schemas so a malformed answer becomes a handled failure, not a broken page; unknown
 * fields pass (the server may add some).
 */
import { z } from 'zod'
import { phoneSchema } from '@/platform/phone'

/** Spec 2 §5 / §9: registration number, upper-cased, at most 6 characters. */
export const PLATE_MAX = 6
/** Spec 2 §5 / §9: message and free-text user input, at most 80 characters. */
export const MESSAGE_MAX = 80

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
  email: z.string().trim().max(200).pipe(z.email()),
  message: z.string().trim().max(MESSAGE_MAX),
})
export type Contact = z.output<typeof contactSchema>

/** Spec 2 §3 booking request. */
export type BookingRequest = {
  customer: { firstName: string; lastName: string; phone: string; email: string }
  freeText: string
  departmentId: number
  timeSlot: string
  isFullDay: boolean
  registrationNumber: string
  mileage: number | null
  serviceOfferingRequests: { kobraId: string; unitsSelected: number; userInput: string | null }[]
}

/** `{ error }` (the app's error shape) or `{ message }`: the text to show the visitor, if any. */
export function errorMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as { error?: unknown; message?: unknown }
  const text =
    typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : null
  return text && text.trim() ? text.trim().slice(0, 300) : null
}
