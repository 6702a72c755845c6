/**
 * The booking state in sessionStorage, one entry per field under the spec's names (spec 2 §3: lat,
 * lng, car, milage, bookingState, services, maxBookingState, region, displayState, bookingInfo,
 * location), each as JSON. A value that does not read back as its field's type is ignored, so a
 * tampered or old entry falls back to the default instead of breaking the page.
 */
import { z } from 'zod'
import { carSchema, locationSchema, workshopSchema } from './contract'
import { clampStep, INITIAL, type BookingSession } from './state'

export const STORAGE_KEYS = [
  'lat',
  'lng',
  'car',
  'milage',
  'bookingState',
  'services',
  'maxBookingState',
  'region',
  'displayState',
  'bookingInfo',
  'location',
] as const satisfies readonly (keyof BookingSession)[]

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const selectedSchema = z.object({
  name: z.string(),
  price: z.number().nullable(),
  priceKnown: z.boolean(),
  priceDiscount: z.number().nullable(),
  category: z.string().nullable(),
  unit: z.number().int().min(1),
  userInput: z.string().nullable(),
  type: z.enum(['service', 'addon']),
  unitAbbreviation: z.string().nullable(),
  unitPrice: z.number().nullable(),
  requiresMileage: z.boolean(),
})

const bookingInfoSchema = z.object({
  workshop: z.object({ ...workshopSchema.shape, departmentId: z.string(), siteId: z.string() }),
  date: z.string(),
  time: z.string().nullable(),
  isFullDay: z.boolean(),
  confirmation: z
    .object({
      id: z.string(),
      registrationNumber: z.string(),
      kobraProductIds: z.array(z.union([z.string(), z.number()])),
      email: z.string(),
    })
    .optional(),
})

const FIELDS: { [K in (typeof STORAGE_KEYS)[number]]: z.ZodType<BookingSession[K]> } = {
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  car: carSchema.nullable() as z.ZodType<BookingSession['car']>,
  milage: z.number().int().positive().nullable(),
  bookingState: z.number().int().min(0).max(5),
  services: z.record(z.string(), selectedSchema),
  maxBookingState: z.number().int().min(1).max(5),
  region: z.string().nullable(),
  displayState: z.number().int().transform(clampStep),
  bookingInfo: bookingInfoSchema.nullable() as z.ZodType<BookingSession['bookingInfo']>,
  location: locationSchema.nullable(),
}

function read<K extends keyof typeof FIELDS>(storage: KeyValueStorage, key: K): BookingSession[K] | undefined {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    const parsed = FIELDS[key].safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The stored session; a step that was not reached (edited storage) falls back to the furthest reached. */
export function loadSession(storage: KeyValueStorage): BookingSession {
  const session: Record<string, unknown> = { ...INITIAL }
  for (const key of STORAGE_KEYS) {
    const value = read(storage, key)
    if (value !== undefined) session[key] = value
  }
  const loaded = session as BookingSession
  if (!loaded.car || !loaded.location) return INITIAL
  if (loaded.displayState > Math.max(1, loaded.bookingState))
    loaded.displayState = clampStep(Math.max(1, loaded.bookingState))
  if (loaded.displayState === 5 && !loaded.bookingInfo?.confirmation)
    loaded.displayState = clampStep(Math.min(4, loaded.bookingState))
  return loaded
}

/** Writes every field (null fields as JSON null). */
export function saveSession(storage: KeyValueStorage, session: BookingSession): void {
  for (const key of STORAGE_KEYS) storage.setItem(key, JSON.stringify(session[key]))
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of STORAGE_KEYS) storage.removeItem(key)
}
