/**
 * A service booking as its customer manages it by link (src/features/booking-manage): what the manage page shows; the
 * cancellation — the booking cancelled, its capacity unit freed (the collection's releaseOnCancel hook) and the two
 * e-mails enqueued; and the move to another time — the old unit given back and the new one taken under the
 * workshop's lock, the booking and its link moved and the two e-mails enqueued. Each is one transaction, whole or not
 * at all, after the booking row is locked, so a repeat (a double click, two tabs) finds the change made and sends
 * nothing more.
 */
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Locale } from '@/cms/locales'
import type { WorkshopBooking } from '@/payload-types'
import { ConflictError, NotFoundError } from '@/platform/errors'
import { enqueueEmail } from '@/platform/messaging/topics'
import { inTransaction } from '@/platform/transactions'
import { translator } from '@/i18n/catalogue'
import type { ManagedBooking } from '@/features/booking-manage/contract'
import type { ManageLink } from '@/features/booking-manage/links'
import type { ManageRefusal } from '@/features/booking-manage/contract'
import { moveManageLink } from '@/features/booking-manage/links'
import { manageAllowance, type ManageAllowance } from '@/features/booking-manage/rules'
import { moveReservation } from '@/features/service-booking/capacity/reservations'
import type { ParsedRescheduleRequest } from '../contract'
import { choiceOf, heldFields } from './book'
import { bookingEmails, bookingFacts } from './emails'
import { scheduleWorkshopReminder } from './reminders'
import type { BookingScope } from './lookups'
import { departmentResource, type Department } from './model'
import type { BookedService } from './services'
import type { BookingApiMessages } from './strings'
import { lengthAt } from './timeslots'

/** A change the booking's state or the department's rules refuse: 409 with the reason in the site's language. */
export class ManageRefusedError extends ConflictError {
  constructor(
    message: string,
    readonly refusal: ManageRefusal,
  ) {
    super(message)
    this.name = 'ManageRefusedError'
  }
}

type Loaded = { booking: WorkshopBooking; department: Department }

async function load(scope: BookingScope, link: ManageLink, req?: Partial<PayloadRequest>): Promise<Loaded> {
  const { docs } = await scope.payload.find({
    collection: 'workshop-bookings',
    where: { reference: { equals: link.reference } },
    limit: 1,
    depth: 0,
    req,
  })
  const booking = docs[0]
  const departmentId = typeof booking?.department === 'object' ? booking.department.id : booking?.department
  const department = scope.catalogue.departments.find((d) => d.docId === departmentId)
  if (!booking || !department) throw new NotFoundError(scope.messages.manageLinkInvalid)
  return { booking, department }
}

const allowanceOf = ({ booking, department }: Loaded, now: Date) =>
  manageAllowance(
    {
      status: booking.status === 'cancelled' ? 'cancelled' : 'booked',
      startsAt: new Date(booking.startsAt),
      rescheduleCount: booking.rescheduleCount ?? 0,
      lateChangeHours: department.lateChangeHours,
      maxReschedules: department.maxReschedules,
    },
    now,
  )

function view(loaded: Loaded, now: Date, scope: BookingScope): ManagedBooking {
  const { booking, department: d } = loaded
  const allowance = allowanceOf(loaded, now)
  const say = scope.say ?? ((text: string) => text)
  return {
    flow: 'workshop',
    reference: booking.reference,
    status: booking.status,
    start: new Date(booking.startsAt).toISOString(),
    end: new Date(booking.endsAt).toISOString(),
    isFullDay: booking.isFullDay ?? false,
    timeZone: d.calendar.timeZone,
    departmentId: d.departmentId,
    workshop: { name: say(d.name), address: `${d.street}, ${d.zip} ${d.city}`, phone: d.phone, email: d.email },
    vehicle: booking.vehicle ?? '',
    registrationNumber: booking.registrationNumber,
    services: (booking.services as BookedService[]).map((s) => ({
      code: s.code,
      name: say(s.name),
      units: s.units,
      price: s.priceDiscount ?? s.price,
    })),
    total: booking.total ?? null,
    canCancel: allowance.canCancel,
    canReschedule: allowance.canReschedule,
    refusal: allowance.refusal ?? null,
    lateChangeHours: d.lateChangeHours,
    reschedulesLeft: Math.max(0, d.maxReschedules - (booking.rescheduleCount ?? 0)),
  }
}

/** The booking a link opens, as the manage page shows it. */
export async function managedBooking(scope: BookingScope, link: ManageLink, now: Date): Promise<ManagedBooking> {
  return view(await load(scope, link), now, scope)
}

/** Whom the customer calls or mails instead, and the moves allowed: the department's or the station's. */
export type ManageContact = { phone: string | null; email: string; maxReschedules: number }

function refusalMessage(messages: BookingApiMessages, refusal: ManageRefusal, place: ManageContact): string {
  const t = translator(messages)
  const contact = { phone: place.phone ?? place.email, email: place.email }
  if (refusal === 'cancelled') return t('manageCancelled')
  if (refusal === 'past') return t('managePast')
  if (refusal === 'reschedule-limit') return t('manageRescheduleLimit', { max: place.maxReschedules, ...contact })
  return t('manageTooLate', contact)
}

/** 409 with the reason unless the rules still allow the change by link (`allowance`, at the request's time). */
export function requireAllowed(
  messages: BookingApiMessages,
  allowance: ManageAllowance,
  change: 'canCancel' | 'canReschedule',
  place: ManageContact,
) {
  if (allowance[change]) return
  const refusal = allowance.refusal ?? 'too-late'
  throw new ManageRefusedError(refusalMessage(messages, refusal, place), refusal)
}

/**
 * Cancels the booking of a link: refused (409) within the department's notice or after the appointment; the booking
 * row is locked first, so two cancels (a double click, two tabs) send one pair of e-mails.
 */
export async function cancelByLink(
  scope: BookingScope,
  link: ManageLink,
  options: { now: Date; locale: Locale },
): Promise<ManagedBooking> {
  const { payload } = scope
  return inTransaction(payload, async ({ req, tx }) => {
    await tx.execute(sql`select id from workshop_bookings where reference = ${link.reference} for update`)
    const loaded = await load(scope, link, req)
    if (loaded.booking.status === 'cancelled') return view(loaded, options.now, scope)
    requireAllowed(scope.messages, allowanceOf(loaded, options.now), 'canCancel', loaded.department)
    const sequence = (loaded.booking.calendarSequence ?? 0) + 1
    // The collection's releaseOnCancel hook gives the capacity unit back in this transaction.
    const booking = await payload.update({
      collection: 'workshop-bookings',
      id: loaded.booking.id,
      data: { status: 'cancelled', cancelledAt: options.now.toISOString(), calendarSequence: sequence },
      depth: 0,
      req,
    })
    const cancelled = { booking, department: loaded.department }
    const mails = bookingEmails(
      { kind: 'cancel' },
      bookingFacts(booking, loaded.department, sequence),
      options.locale,
      scope.messages,
      options.now,
    )
    const key = `workshop-booking:${booking.reference}:cancel`
    await enqueueEmail(payload, mails.customer, { key: `${key}:customer`, req })
    await enqueueEmail(payload, mails.workshop, { key: `${key}:workshop`, req })
    return view(cancelled, options.now, scope)
  })
}

/** The booking already stands at the choice (a repeated request): nothing to move. */
function standsAt(booking: WorkshopBooking, choice: ParsedRescheduleRequest): boolean {
  const fullDay = booking.isFullDay ?? false
  if (fullDay !== choice.isFullDay) return false
  return fullDay ? booking.timeSlot.slice(0, 10) === choice.timeSlot.slice(0, 10) : booking.timeSlot === choice.timeSlot
}

type RescheduleOptions = {
  now: Date
  locale: Locale
  /** The site's booking page (absolute) and the token the request came with: the link repeated in the e-mail. */
  managePage: string
  token: string
  /** Hours before the visit the new time's reminder goes (the site's setting); BOOKING_REMINDER_HOURS when not given. */
  reminderHours?: number | null
}

/**
 * Moves the booking of a link to another time at the same workshop for the same services (their booked durations):
 * refused (409 with the reason) after a cancel, within the department's notice, after the appointment or after its
 * number of moves; SlotUnavailableError (409) when the time is not free, and then nothing changes. In one
 * transaction the old unit is given back and the new one taken, the booking gets its new time, a raised calendar
 * SEQUENCE and one more move, its links expire at the new time, the customer's and the workshop's e-mails with the
 * updated invitation (METHOD:REQUEST, same UID) are enqueued, and the new time's reminder (the old time's finds the
 * booking moved and sends nothing).
 */
export async function rescheduleByLink(
  scope: BookingScope,
  link: ManageLink,
  choice: ParsedRescheduleRequest,
  options: RescheduleOptions,
): Promise<ManagedBooking> {
  const { payload } = scope
  return inTransaction(payload, async ({ req, tx }) => {
    await tx.execute(sql`select id from workshop_bookings where reference = ${link.reference} for update`)
    const loaded = await load(scope, link, req)
    const { booking, department } = loaded
    if (booking.status === 'confirmed' && standsAt(booking, choice)) return view(loaded, options.now, scope)
    requireAllowed(scope.messages, allowanceOf(loaded, options.now), 'canReschedule', department)
    const services = booking.services as BookedService[]
    const held = await moveReservation(payload, req, {
      resource: departmentResource(department),
      calendar: department.calendar,
      choice: choiceOf(choice),
      lengthMinutes: lengthAt(department.calendar, services),
      ref: booking.reservationRef,
      now: options.now,
    })
    const sequence = (booking.calendarSequence ?? 0) + 1
    const moved = await payload.update({
      collection: 'workshop-bookings',
      id: booking.id,
      data: {
        ...heldFields(held, department, booking.registrationNumber, choice.isFullDay),
        calendarSequence: sequence,
        rescheduleCount: (booking.rescheduleCount ?? 0) + 1,
      },
      depth: 0,
      req,
    })
    await moveManageLink(payload, req, { flow: 'workshop', reference: booking.reference, expiresAt: held.start })
    const after = { booking: moved, department }
    const mails = bookingEmails(
      {
        kind: 'update',
        manage: { url: `${options.managePage}?manage=${options.token}`, lateChangeHours: department.lateChangeHours },
        previous: { start: new Date(booking.startsAt), isFullDay: booking.isFullDay ?? false },
      },
      bookingFacts(moved, department, sequence),
      options.locale,
      scope.messages,
      options.now,
    )
    const key = `workshop-booking:${booking.reference}:update:${sequence}`
    await enqueueEmail(payload, mails.customer, { key: `${key}:customer`, req })
    await enqueueEmail(payload, mails.workshop, { key: `${key}:workshop`, req })
    await scheduleWorkshopReminder(payload, req, {
      reference: booking.reference,
      startsAt: held.start,
      page: options.managePage,
      now: options.now,
      hours: options.reminderHours,
    })
    return view(after, options.now, scope)
  })
}
