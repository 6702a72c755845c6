/**
 * The browser's calls of the booking contract (spec 2 §7.1) and the place search. Each answer is
 * parsed (contract.ts); failures become results the flow can show, with the server's message where
 * the spec says it is shown (lookup, booking).
 */
import type { z } from 'zod'
import { managedBookingSchema, manageTimesSchema, type ManagedBooking } from '@/features/booking-manage/contract'
import {
  bookingResponseSchema,
  carSchema,
  errorMessageOf,
  hasBrandSchema,
  offeringsAnswerSchema,
  placesSchema,
  slotTakenSchema,
  timeSlotDaysSchema,
  type BookingRequest,
  type BookingResponse,
  type Car,
  type Location,
  type OfferingCategory,
  type RescheduleRequest,
  type TimeSlotDay,
} from '../contract'
import { addDays } from './weeks'

export type Result<T> = { ok: true; value: T } | { ok: false; message: string | null; status: number; body?: unknown }

const MECHMATE = '/api/mechmate'

async function getJson<T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<Result<T>> {
  try {
    const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) return { ok: false, message: errorMessageOf(body), status: response.status, body }
    const parsed = schema.safeParse(body)
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: null, status: response.status }
  } catch (error) {
    if (init?.signal?.aborted) throw error
    return { ok: false, message: null, status: 0 }
  }
}

const coords = (lat: number, lng: number) => `lat=${encodeURIComponent(lat)}&lng=${encodeURIComponent(lng)}`
/** The page's language, so the server's messages (shown as they are) match it. */
const lang = (locale: string) => `locale=${encodeURIComponent(locale)}`

export const lookupCar = (plate: string, locale: string): Promise<Result<Car>> =>
  getJson(`${MECHMATE}/car/${encodeURIComponent(plate)}?${lang(locale)}`, carSchema)

/** Offerings priced as medians near the place, or at one workshop when `departmentId` is given. */
export async function fetchOfferings(
  kind: 'services' | 'addons',
  plate: string,
  lat: number,
  lng: number,
  locale: string,
  departmentId?: string,
): Promise<Result<OfferingCategory[]>> {
  const department = departmentId ? `&departmentId=${encodeURIComponent(departmentId)}` : ''
  const result = await getJson(
    `${MECHMATE}/${kind}/${encodeURIComponent(plate)}?${coords(lat, lng)}&${lang(locale)}${department}`,
    offeringsAnswerSchema,
  )
  return result.ok ? { ok: true, value: result.value.serviceOfferingCategories } : result
}

/** Whether the group has authorised workshops for the brand; unknown (null) when the call fails. */
export async function authorisedFor(brand: string): Promise<boolean | null> {
  const result = await getJson(`${MECHMATE}/authorized-workshop/${encodeURIComponent(brand)}`, hasBrandSchema)
  return result.ok ? result.value.hasBrand : null
}

/** Spec 2 §7.1: the product uses an empty array when the timeslot call fails. */
export async function fetchTimeSlots(
  plate: string,
  departmentId: string,
  from: string,
  codes: string[],
  locale: string,
  signal?: AbortSignal,
): Promise<TimeSlotDay[]> {
  const url = `${MECHMATE}/timeslots/from/${encodeURIComponent(plate)}/${encodeURIComponent(departmentId)}/${from}/?serviceOfferings=${encodeURIComponent(codes.join(','))}&${lang(locale)}`
  const result = await getJson(url, timeSlotDaysSchema, { signal })
  return result.ok ? result.value : []
}

export type BookingResult = Result<BookingResponse> & { freshSlots?: TimeSlotDay[] }

/**
 * POST /api/mechmate/book; the idempotency key makes a retried request answer as the first.
 * A 409 (the time was taken meanwhile) carries the workshop's fresh times from the chosen date.
 */
export async function book(request: BookingRequest, idempotencyKey: string, locale: string): Promise<BookingResult> {
  const result = await getJson(`${MECHMATE}/book?${lang(locale)}`, bookingResponseSchema, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
    body: JSON.stringify(request),
  })
  if (result.ok || result.status !== 409) return result
  const fresh = slotTakenSchema.safeParse(result.body)
  return { ...result, freshSlots: fresh.success ? fresh.data.timeSlots : [] }
}

const MANAGE = '/api/bookings/manage'

/** The manage API's calls carry the link's token in a header, never in their address (docs/api.md). */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The booking a manage link opens; a refusal's body carries `refusal` (409) or `field` (the time taken). */
export const fetchManaged = (token: string, locale: string): Promise<Result<ManagedBooking>> =>
  getJson(`${MANAGE}?${lang(locale)}`, managedBookingSchema, { headers: bearer(token) })

export const cancelManaged = (token: string, locale: string): Promise<Result<ManagedBooking>> =>
  getJson(`${MANAGE}/cancel?${lang(locale)}`, managedBookingSchema, { method: 'POST', headers: bearer(token) })

export const rescheduleManaged = (
  token: string,
  request: RescheduleRequest,
  locale: string,
): Promise<Result<ManagedBooking>> =>
  getJson(`${MANAGE}/reschedule?${lang(locale)}`, managedBookingSchema, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })

/** Days asked of the station at a time: 4 weeks, as the workshop's times are loaded. */
const STATION_DAYS = 28

/**
 * A wheel change's station's free times from `from` (POST /api/bookings/manage/timeslots), as the week tabs show
 * times: each day's `HH:mm`, and its full day when the station takes one that day.
 */
export async function fetchStationTimes(
  token: string,
  from: string,
  locale: string,
  signal?: AbortSignal,
): Promise<TimeSlotDay[]> {
  const result = await getJson(`${MANAGE}/timeslots?${lang(locale)}`, manageTimesSchema, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ startDate: from, endDate: addDays(from, STATION_DAYS - 1) }),
    signal,
  })
  if (!result.ok) return []
  return result.value.availableTimeSlotDates.map((d) => ({
    date: d.date,
    availableSlots: d.startTime.map((t) => t.slice(11, 16)),
    allDaySlotAvailable: d.allDaySlotAvailable,
  }))
}

/** Places matching the text, or null when the place search failed. */
export async function searchPlaces(q: string, signal: AbortSignal): Promise<Location[] | null> {
  const result = await getJson(`/api/places?q=${encodeURIComponent(q)}`, placesSchema, { signal })
  return result.ok ? result.value.places : null
}

/** The place nearest to the device's position (the place name and region the booking keeps). */
export async function nearestPlace(lat: number, lng: number): Promise<Location | null> {
  const result = await getJson(`/api/places?${coords(lat, lng)}`, placesSchema)
  return result.ok ? (result.value.places[0] ?? null) : null
}
