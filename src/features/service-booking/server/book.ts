/**
 * POST /api/mechmate/book (spec 2 §3 "Booking request/response", §7.1): the booking, its
 * capacity reservation, its manage link, its two e-mails and its reminder (reminders.ts) commit in one transaction, so a confirmed booking always
 * holds its unit and is always mailed, and a failed one leaves nothing. Of concurrent requests for
 * the last unit of a slot exactly one wins (src/features/service-booking/capacity/reservations.ts); the others get
 * SlotUnavailableError (409, with fresh slots from the route).
 *
 * Idempotency: the client's Idempotency-Key (or a fresh one) is stored unique with a hash of the
 * request. Requests with one key queue on an advisory lock; a repeat finds the first booking and
 * gets its answer again, a different request under a used key is refused.
 */
import { createHash, randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Locale } from '@/cms/locales'
import { enqueueEmail } from '@/platform/messaging/topics'
import { issueManageLink } from '@/features/booking-manage/links'
import { inTransaction } from '@/platform/transactions'
import { reserveSlot, type HeldReservation } from '@/features/service-booking/capacity/reservations'
import type { SlotChoice } from '@/features/service-booking/capacity/slots'
import { epochToZoned, formatClock } from '@/platform/time/zoned-time'
import { bookingEmails } from './emails'
import { scheduleWorkshopReminder } from './reminders'
import { BookingRuleError } from './errors'
import { bookableCar, findDepartment, findOfferings, type BookingScope } from './lookups'
import { departmentResource, type Department } from './model'
import type { ParsedBookingRequest } from '../contract'
import { bookedServices, bookingTotal } from './services'
import { lengthAt, requireServes } from './timeslots'

/** spec 2 §3 "Booking response". `kobraProductIds` are the booked offerings' codes. */
export type BookingResponse = { id: string; registrationNumber: string; kobraProductIds: string[] }

export type BookOptions = {
  idempotencyKey: string | null
  now: Date
  locale: Locale
  /** The site's booking page (absolute) that the confirmation's manage link opens, and the site's key. */
  managePage: { url: string; siteKey: string }
  /** Hours before the visit the reminder goes (the site's setting); BOOKING_REMINDER_HOURS when not given. */
  reminderHours?: number | null
}

/** Ten characters without look-alikes (no 0/O, 1/I/L): read out over the phone. */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
function newReference(): string {
  return [...randomBytes(10)].map((b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')
}

const requestHash = (request: ParsedBookingRequest) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex')

/** The capacity model's choice of a request's local `timeSlot` (a booking's or a move's). */
export const choiceOf = (request: { timeSlot: string; isFullDay: boolean }): SlotChoice =>
  request.isFullDay
    ? { date: request.timeSlot.slice(0, 10), fullDay: true }
    : { date: request.timeSlot.slice(0, 10), time: request.timeSlot.slice(11, 16) }

/** A booking's fields that follow from the unit it holds: its time in the workshop's zone and the admin's title. */
export function heldFields(held: HeldReservation, department: Department, registration: string, isFullDay: boolean) {
  const local = epochToZoned(held.start.getTime(), department.calendar.timeZone)
  return {
    summary: `${registration} · ${department.name} · ${local.date} ${isFullDay ? 'heldag' : formatClock(local.minutes)}`,
    timeSlot: `${local.date}T${formatClock(local.minutes)}`,
    isFullDay,
    startsAt: held.start.toISOString(),
    endsAt: held.end.toISOString(),
  }
}

export async function book(
  scope: BookingScope,
  request: ParsedBookingRequest,
  options: BookOptions,
): Promise<{ response: BookingResponse; created: boolean }> {
  const { payload, catalogue, messages } = scope
  const car = await bookableCar(scope, request.registrationNumber)
  const department = findDepartment(scope, request.departmentId)
  const offerings = findOfferings(
    scope,
    request.serviceOfferingRequests.map((r) => r.kobraId),
    'serviceOfferingRequests',
  )
  requireServes(scope, department, offerings, car)
  const services = bookedServices(catalogue, messages, car, department, request)
  const key = options.idempotencyKey ?? `server:${newReference()}${newReference()}`
  const hash = requestHash(request)

  return inTransaction(payload, async ({ req, tx }) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workshop-booking:${key}`}))`)
    const { docs } = await payload.find({
      collection: 'workshop-bookings',
      where: { idempotencyKey: { equals: key } },
      limit: 1,
      depth: 0,
      req,
    })
    const first = docs[0]
    if (first) {
      if (first.requestHash !== hash) throw new BookingRuleError('Idempotency-Key', messages.idempotencyReused)
      const codes = (first.services as { code: string }[]).map((s) => s.code)
      return {
        response: { id: first.reference, registrationNumber: first.registrationNumber, kobraProductIds: codes },
        created: false,
      }
    }

    const reference = newReference()
    const held = await reserveSlot(payload, req, {
      resource: departmentResource(department),
      calendar: department.calendar,
      choice: choiceOf(request),
      lengthMinutes: lengthAt(department.calendar, offerings),
      ref: `workshop-booking:${reference}`,
      now: options.now,
    })
    const total = bookingTotal(services)
    const vehicle = `${car.brand} ${car.model} (${car.buildYear})`
    const freeText = request.freeText?.trim() || null
    await payload.create({
      collection: 'workshop-bookings',
      req,
      data: {
        reference,
        ...heldFields(held, department, car.registrationNumber, request.isFullDay),
        status: 'confirmed',
        department: department.docId,
        registrationNumber: car.registrationNumber,
        vehicle,
        mileage: request.mileage ?? null,
        customer: request.customer,
        freeText,
        services,
        total,
        reservationRef: held.ref,
        idempotencyKey: key,
        requestHash: hash,
      },
    })
    const token = await issueManageLink(payload, req, {
      flow: 'workshop',
      reference,
      siteKey: options.managePage.siteKey,
      locale: options.locale,
      expiresAt: held.start,
    })
    const mails = bookingEmails(
      {
        kind: 'confirmation',
        manage: { url: `${options.managePage.url}?manage=${token}`, lateChangeHours: department.lateChangeHours },
      },
      {
        reference,
        department,
        start: held.start,
        end: held.end,
        isFullDay: request.isFullDay,
        vehicle,
        registrationNumber: car.registrationNumber,
        mileage: request.mileage ?? null,
        services,
        total,
        freeText,
        customer: request.customer,
        sequence: 0,
      },
      options.locale,
      messages,
      options.now,
    )
    await enqueueEmail(payload, mails.customer, { key: `workshop-booking:${reference}:customer`, req })
    await enqueueEmail(payload, mails.workshop, { key: `workshop-booking:${reference}:workshop`, req })
    await scheduleWorkshopReminder(payload, req, {
      reference,
      startsAt: held.start,
      page: options.managePage.url,
      now: options.now,
      hours: options.reminderHours,
    })
    return {
      response: {
        id: reference,
        registrationNumber: car.registrationNumber,
        kobraProductIds: services.map((s) => s.code),
      },
      created: true,
    }
  })
}
