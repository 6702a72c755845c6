/**
 * A service booking as its customer manages it by link (./by-link.ts holds the steps both flows
 * share): what the manage page shows; the cancellation — the booking cancelled, its capacity unit freed by the
 * collection's releaseOnCancel hook; and the move to another time for the same services (their booked durations) —
 * the old unit given back and the new one taken under the workshop's lock.
 */
import type { Locale } from '@/cms/locales'
import type { InTransaction } from '@/platform/db'
import { NotFoundError } from '@/platform/errors'
import type { ManagedBooking } from '@/features/booking-manage/contract'
import { cancelManaged, managedByLink, rescheduleManaged, type ManagedFlow, type RescheduleOptions } from './by-link'
import type { ManageLink } from '@/features/booking-manage/links'
import { moveReservation } from '@/features/service-booking/capacity/reservations'
import type { ParsedRescheduleRequest } from '../contract'
import { choiceOf, heldFields } from './book'
import { bookingFacts } from './emails'
import { scheduleWorkshopReminder } from './reminders'
import type { BookingScope } from './lookups'
import { departmentResource } from './model'
import type { BookedService } from './services'
import { findStoredBooking, lockStoredBooking, type StoredBooking } from './stored-booking'
import { lengthAt } from './timeslots'

type Loaded = StoredBooking

/** The booking already stands at the choice (a repeated request): nothing to move. */
function standsAt({ booking }: Loaded, choice: ParsedRescheduleRequest): boolean {
  const fullDay = booking.isFullDay ?? false
  if (fullDay !== choice.isFullDay) return false
  return fullDay ? booking.timeSlot.slice(0, 10) === choice.timeSlot.slice(0, 10) : booking.timeSlot === choice.timeSlot
}

/** The service booking's side of the steps by link, in the scope of a request (its site's texts and labels). */
function workshopFlow(scope: BookingScope): ManagedFlow<Loaded> {
  const { payload } = scope
  const say = scope.say ?? ((text: string) => text)

  async function load(reference: string, req?: InTransaction): Promise<Loaded> {
    const stored = await findStoredBooking(payload, scope.catalogue.departments, reference, req)
    if (!stored) throw new NotFoundError(scope.messages.manageLinkInvalid)
    return stored
  }

  return {
    flow: 'workshop',
    messages: scope.messages,
    lock: lockStoredBooking,
    load,
    state: ({ booking, department }) => ({
      cancelled: booking.status === 'cancelled',
      startsAt: new Date(booking.startsAt),
      isFullDay: booking.isFullDay ?? false,
      rescheduleCount: booking.rescheduleCount ?? 0,
      calendarSequence: booking.calendarSequence ?? 0,
      lateChangeHours: department.lateChangeHours,
      contact: department,
    }),
    view: ({ booking, department: d }, fields): ManagedBooking => ({
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
      ...fields,
    }),
    messageKey: ({ booking }) => `workshop-booking:${booking.reference}`,
    async cancel({ booking: before, department }, { req, now, sequence }) {
      // The collection's releaseOnCancel hook gives the capacity unit back in this transaction.
      const booking = await payload.update({
        collection: 'workshop-bookings',
        id: before.id,
        data: { status: 'cancelled', cancelledAt: now.toISOString(), calendarSequence: sequence },
        depth: 0,
        req,
      })
      return { loaded: { booking, department }, facts: bookingFacts(booking, department, sequence) }
    },
    standsAt,
    async move({ booking, department }, choice, { req, now, sequence }) {
      const held = await moveReservation(payload, req, {
        resource: departmentResource(department),
        calendar: department.calendar,
        choice: choiceOf(choice),
        lengthMinutes: lengthAt(department.calendar, booking.services as BookedService[]),
        ref: booking.reservationRef,
        now,
      })
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
      return { loaded: { booking: moved, department }, facts: bookingFacts(moved, department, sequence) }
    },
    scheduleReminder: scheduleWorkshopReminder,
  }
}

/** The booking a link opens, as the manage page shows it. */
export const managedBooking = (scope: BookingScope, link: ManageLink, now: Date): Promise<ManagedBooking> =>
  managedByLink(workshopFlow(scope), link, now)

/** Cancels the booking of a link: refused (409) within the department's notice or after the appointment. */
export const cancelByLink = (
  scope: BookingScope,
  link: ManageLink,
  options: { now: Date; locale: Locale },
): Promise<ManagedBooking> => cancelManaged(scope.payload, workshopFlow(scope), link, options)

/**
 * Moves the booking of a link to another time at the same workshop for the same services: refused (409 with the
 * reason) after a cancel, within the department's notice, after the appointment or after its number of moves;
 * SlotUnavailableError (409) when the time is not free, and then nothing changes.
 */
export const rescheduleByLink = (
  scope: BookingScope,
  link: ManageLink,
  choice: ParsedRescheduleRequest,
  options: RescheduleOptions,
): Promise<ManagedBooking> => rescheduleManaged(scope.payload, workshopFlow(scope), link, choice, options)
