/**
 * A wheel change as its customer manages it by link (src/features/service-booking/server/by-link.ts holds the steps
 * both flows share): what the manage page shows; the free times of its station; the cancellation — the booking
 * cancelled and closed (the vehicle may book again) and its capacity unit freed; and the move to another time within
 * the tyre hotel's window — the old unit given back and the new one taken under the station's lock, by the booking's
 * own rule for a day without a time.
 */
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import type { InTransaction } from '@/platform/db'
import { InputError, NotFoundError } from '@/platform/errors'
import type { ManagedBooking } from '@/features/booking-manage/contract'
import {
  cancelManaged,
  managedByLink,
  rescheduleManaged,
  type ManagedFlow,
  type RescheduleOptions,
} from '@/features/service-booking/server/by-link'
import type { ManageLink } from '@/features/booking-manage/links'
import { releaseReservation } from '@/features/service-booking/capacity/reservations'
import type { ParsedRescheduleRequest } from '@/features/service-booking/contract'
import { choiceOf } from '@/features/service-booking/server/book'
import type { BookingApiMessages } from '@/features/service-booking/server/strings'
import { freeDays, takeStationSlot, timeslotDate } from './booking'
import { bookingWindow, inWindow } from './booking-window'
import { bookingReservationRef } from './capacity-keys'
import { scheduleWheelChangeReminder } from './reminders'
import { fullDayOpen, startsAtOf, WHEEL_CHANGE_CODE, wheelChangeFacts } from './station-booking'
import { findWheelChange, lockWheelChange, type StoredWheelChange } from './stored-booking'
import type { TyreHotelMessages } from './strings'

/** What a manage call on a wheel change needs: the database and the texts of the link's site and language. */
export type WheelChangeScope = { payload: Payload; messages: BookingApiMessages; strings: TyreHotelMessages }

type Loaded = StoredWheelChange

/** The booking already stands at the choice (a repeated request): nothing to move. */
function standsAt({ booking, station }: Loaded, choice: ParsedRescheduleRequest) {
  const fullDay = booking.isFullDay ?? false
  if (fullDay !== choice.isFullDay) return false
  if (fullDay) return booking.bookingDate === choice.timeSlot.slice(0, 10)
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: station.calendar.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(startsAtOf(booking, station))
  return local.replace(' ', 'T') === choice.timeSlot
}

async function load(scope: WheelChangeScope, reference: string, req?: InTransaction): Promise<Loaded> {
  const stored = await findWheelChange(scope.payload, reference, req)
  if (!stored) throw new NotFoundError(scope.messages.manageLinkInvalid)
  return stored
}

/** The tyre hotel's side of the steps by link, in the scope of a request (its site's texts). */
function wheelChangeFlow(scope: WheelChangeScope): ManagedFlow<Loaded> {
  const { payload, strings } = scope
  const factsOf = ({ booking, station }: Loaded, sequence: number) =>
    wheelChangeFacts(booking, station, strings.bookingService, sequence)

  return {
    flow: 'tyre-hotel',
    messages: scope.messages,
    lock: lockWheelChange,
    load: (reference, req) => load(scope, reference, req),
    state: ({ booking, station }) => ({
      cancelled: Boolean(booking.cancelledAt),
      startsAt: startsAtOf(booking, station),
      isFullDay: booking.isFullDay ?? false,
      rescheduleCount: booking.rescheduleCount ?? 0,
      calendarSequence: booking.calendarSequence ?? 0,
      lateChangeHours: station.lateChangeHours,
      contact: { ...station.place, maxReschedules: station.maxReschedules },
    }),
    view: (loaded, fields): ManagedBooking => {
      const { booking, station } = loaded
      const facts = factsOf(loaded, booking.calendarSequence ?? 0)
      const s = station.doc
      return {
        flow: 'tyre-hotel',
        reference: booking.bookingConfirmationId,
        status: booking.cancelledAt ? 'cancelled' : 'confirmed',
        start: facts.start.toISOString(),
        end: facts.end.toISOString(),
        isFullDay: facts.isFullDay,
        timeZone: station.calendar.timeZone,
        departmentId: null,
        workshop: { name: s.locationName, address: `${s.street}, ${s.zip} ${s.city}`, phone: s.phone, email: s.email },
        vehicle: '',
        registrationNumber: booking.regNo,
        services: [{ code: WHEEL_CHANGE_CODE, name: strings.bookingService, units: 1, price: null }],
        total: null,
        ...fields,
      }
    },
    messageKey: ({ booking }) => `tirehotel:booking:${booking.id}`,
    async cancel({ booking: before, station }, { req, now, sequence }) {
      await releaseReservation(payload, bookingReservationRef(before.bookingConfirmationId), req)
      const booking = await payload.update({
        collection: 'tirehotel-bookings',
        id: before.id,
        data: { cancelledAt: now.toISOString(), calendarSequence: sequence, open: false },
        depth: 0,
        req,
      })
      const loaded = { booking, station }
      return { loaded, facts: factsOf(loaded, sequence) }
    },
    standsAt,
    async move({ booking, station }, choice, { req, now, sequence }) {
      const date = choice.timeSlot.slice(0, 10)
      if (!inWindow(date, bookingWindow(now))) throw new InputError('timeSlot', strings.outsideWindow)
      if (!choice.isFullDay && !station.offersTimes)
        throw new InputError('timeSlot', 'is a day without a time: this station books days only')
      const held = await takeStationSlot(payload, req, station, {
        choice: choiceOf(choice),
        ref: bookingReservationRef(booking.bookingConfirmationId),
        now,
        field: 'timeSlot',
        strings,
        move: true,
      })
      const moved = await payload.update({
        collection: 'tirehotel-bookings',
        id: booking.id,
        data: {
          bookingDate: date,
          appointmentTime: held.fullDay ? null : held.start.toISOString(),
          isFullDay: held.fullDay,
          calendarSequence: sequence,
          rescheduleCount: (booking.rescheduleCount ?? 0) + 1,
        },
        depth: 0,
        req,
      })
      const loaded = { booking: moved, station }
      return { loaded, facts: factsOf(loaded, sequence) }
    },
    scheduleReminder: scheduleWheelChangeReminder,
  }
}

/** The wheel change a link opens, as the manage page shows it. */
export const managedWheelChange = (scope: WheelChangeScope, link: ManageLink, now: Date): Promise<ManagedBooking> =>
  managedByLink(wheelChangeFlow(scope), link, now)

/**
 * The free times of the link's station within the booking window, as the tyre hotel's GetTimeslots answers them,
 * and whether each day takes a booking without a time, as its booking does (GetTimeslotDays).
 */
export async function wheelChangeTimes(
  scope: WheelChangeScope,
  link: ManageLink,
  dates: { startDate: string; endDate: string },
  now: Date,
) {
  const { station } = await load(scope, link.reference)
  const days = await freeDays({ payload: scope.payload, now: () => now }, station, dates.startDate, dates.endDate)
  return {
    offersTimes: station.offersTimes,
    availableTimeSlotDates: days.map((d) => ({
      ...timeslotDate(station, d),
      allDaySlotAvailable: fullDayOpen(station, d),
    })),
  }
}

/**
 * Cancels the wheel change of a link: refused (409) within the station's notice or after the appointment. The unit
 * goes back to the station and the booking is closed, so the slot is offered again and the vehicle may book anew.
 */
export const cancelWheelChange = (
  scope: WheelChangeScope,
  link: ManageLink,
  options: { now: Date; locale: Locale },
): Promise<ManagedBooking> => cancelManaged(scope.payload, wheelChangeFlow(scope), link, options)

/**
 * Moves the wheel change of a link to another time at the same station: refused (409 with the reason) after a
 * cancel, within the station's notice, after the appointment or after its number of moves; 400 naming `timeSlot` for
 * a day outside the tyre hotel's window, a time at a station that books days only, or a day without a time while
 * the day has times left; SlotUnavailableError (409) when the time is not free, and then nothing changes.
 */
export const rescheduleWheelChange = (
  scope: WheelChangeScope,
  link: ManageLink,
  choice: ParsedRescheduleRequest,
  options: RescheduleOptions,
): Promise<ManagedBooking> => rescheduleManaged(scope.payload, wheelChangeFlow(scope), link, choice, options)
