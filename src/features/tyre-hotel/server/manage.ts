/**
 * A wheel change as its customer manages it by link (src/features/booking-manage), as a service booking is
 * (src/features/service-booking/server/manage.ts): what the manage page shows; the free times of its station; the
 * cancellation — the booking cancelled and closed (the vehicle may book again), its capacity unit freed and the
 * customer's and the station's e-mails enqueued with the calendar file's METHOD:CANCEL; and the move to another time
 * — the old unit given back and the new one taken under the station's lock, the booking and its links moved, the two
 * e-mails with the raised SEQUENCE and the new time's reminder enqueued. Each is one transaction after the booking row
 * is locked, so a repeat (a double click, two tabs) finds the change made and sends nothing more.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/cms/locales'
import type { TirehotelBooking } from '@/payload-types'
import { InputError, NotFoundError } from '@/platform/errors'
import { enqueueEmail } from '@/platform/messaging/topics'
import { inTransaction, type Transaction } from '@/platform/transactions'
import type { ManagedBooking } from '@/features/booking-manage/contract'
import { moveManageLink, type ManageLink } from '@/features/booking-manage/links'
import { manageAllowance } from '@/features/booking-manage/rules'
import { releaseReservation } from '@/features/service-booking/capacity/reservations'
import type { ParsedRescheduleRequest } from '@/features/service-booking/contract'
import { choiceOf } from '@/features/service-booking/server/book'
import { bookingEmails } from '@/features/service-booking/server/emails'
import { requireAllowed } from '@/features/service-booking/server/manage'
import type { BookingApiMessages } from '@/features/service-booking/server/strings'
import { freeDays, takeStationSlot, timeslotDate } from './booking'
import { bookingWindow, inWindow } from './booking-window'
import { bookingReservationRef } from './capacity-keys'
import { scheduleWheelChangeReminder } from './reminders'
import {
  fullDayOpen,
  startsAtOf,
  stationOf,
  WHEEL_CHANGE_CODE,
  wheelChangeFacts,
  type Station,
} from './station-booking'
import type { TyreHotelMessages } from './strings'

/** What a manage call on a wheel change needs: the database and the texts of the link's site and language. */
export type WheelChangeScope = { payload: Payload; messages: BookingApiMessages; strings: TyreHotelMessages }

type Loaded = { booking: TirehotelBooking; station: Station }

const lockBooking = (tx: Transaction, reference: string) =>
  tx.execute(sql`select id from tirehotel_bookings where booking_confirmation_id = ${reference} for update`)

async function load(scope: WheelChangeScope, link: ManageLink, req?: Partial<PayloadRequest>): Promise<Loaded> {
  const { docs } = await scope.payload.find({
    collection: 'tirehotel-bookings',
    where: { bookingConfirmationId: { equals: link.reference } },
    limit: 1,
    depth: 1,
    req,
  })
  const booking = docs[0]
  if (!booking || typeof booking.station !== 'object') throw new NotFoundError(scope.messages.manageLinkInvalid)
  return { booking, station: stationOf(booking.station) }
}

const allowanceOf = ({ booking, station }: Loaded, now: Date) =>
  manageAllowance(
    {
      status: booking.cancelledAt ? 'cancelled' : 'booked',
      startsAt: startsAtOf(booking, station),
      rescheduleCount: booking.rescheduleCount ?? 0,
      lateChangeHours: station.lateChangeHours,
      maxReschedules: station.maxReschedules,
    },
    now,
  )

const contactOf = (station: Station) => ({ ...station.place, maxReschedules: station.maxReschedules })

function view(loaded: Loaded, now: Date, scope: WheelChangeScope): ManagedBooking {
  const { booking, station } = loaded
  const allowance = allowanceOf(loaded, now)
  const facts = wheelChangeFacts(booking, station, scope.strings.bookingService, booking.calendarSequence ?? 0)
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
    services: [{ code: WHEEL_CHANGE_CODE, name: scope.strings.bookingService, units: 1, price: null }],
    total: null,
    canCancel: allowance.canCancel,
    canReschedule: allowance.canReschedule,
    refusal: allowance.refusal ?? null,
    lateChangeHours: station.lateChangeHours,
    reschedulesLeft: Math.max(0, station.maxReschedules - (booking.rescheduleCount ?? 0)),
  }
}

/** The wheel change a link opens, as the manage page shows it. */
export async function managedWheelChange(
  scope: WheelChangeScope,
  link: ManageLink,
  now: Date,
): Promise<ManagedBooking> {
  return view(await load(scope, link), now, scope)
}

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
  const { station } = await load(scope, link)
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
export async function cancelWheelChange(
  scope: WheelChangeScope,
  link: ManageLink,
  options: { now: Date; locale: Locale },
): Promise<ManagedBooking> {
  const { payload } = scope
  return inTransaction(payload, async ({ req, tx }) => {
    await lockBooking(tx, link.reference)
    const loaded = await load(scope, link, req)
    if (loaded.booking.cancelledAt) return view(loaded, options.now, scope)
    requireAllowed(scope.messages, allowanceOf(loaded, options.now), 'canCancel', contactOf(loaded.station))
    await releaseReservation(payload, bookingReservationRef(loaded.booking.bookingConfirmationId), req)
    const sequence = (loaded.booking.calendarSequence ?? 0) + 1
    const booking = await payload.update({
      collection: 'tirehotel-bookings',
      id: loaded.booking.id,
      data: { cancelledAt: options.now.toISOString(), calendarSequence: sequence, open: false },
      depth: 0,
      req,
    })
    const cancelled = { booking, station: loaded.station }
    const facts = wheelChangeFacts(booking, loaded.station, scope.strings.bookingService, sequence)
    const mails = bookingEmails({ kind: 'cancel' }, facts, options.locale, scope.messages, options.now)
    const key = `tirehotel:booking:${booking.id}:cancel`
    await enqueueEmail(payload, mails.customer, { key: `${key}:customer`, req })
    await enqueueEmail(payload, mails.workshop, { key: `${key}:workshop`, req })
    return view(cancelled, options.now, scope)
  })
}

/** The booking already stands at the choice (a repeated request): nothing to move. */
function standsAt(booking: TirehotelBooking, start: Date, choice: ParsedRescheduleRequest, station: Station) {
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
  }).format(start)
  return local.replace(' ', 'T') === choice.timeSlot
}

type RescheduleOptions = {
  now: Date
  locale: Locale
  /** The site's tyre-hotel page (absolute) and the token the request came with: the link repeated in the e-mail. */
  managePage: string
  token: string
  /** Hours before the visit the new time's reminder goes (the site's setting); BOOKING_REMINDER_HOURS when not given. */
  reminderHours?: number | null
}

/**
 * Moves the wheel change of a link to another time at the same station: refused (409 with the reason) after a
 * cancel, within the station's notice, after the appointment or after its number of moves; 400 naming `timeSlot` for
 * a day outside the tyre hotel's window or a time at a station that books days only; SlotUnavailableError (409)
 * when the time is not free, and then nothing changes.
 */
export async function rescheduleWheelChange(
  scope: WheelChangeScope,
  link: ManageLink,
  choice: ParsedRescheduleRequest,
  options: RescheduleOptions,
): Promise<ManagedBooking> {
  const { payload } = scope
  return inTransaction(payload, async ({ req, tx }) => {
    await lockBooking(tx, link.reference)
    const loaded = await load(scope, link, req)
    const { booking, station } = loaded
    const before = startsAtOf(booking, station)
    if (!booking.cancelledAt && standsAt(booking, before, choice, station)) return view(loaded, options.now, scope)
    requireAllowed(scope.messages, allowanceOf(loaded, options.now), 'canReschedule', contactOf(station))
    const date = choice.timeSlot.slice(0, 10)
    if (!inWindow(date, bookingWindow(options.now))) throw new InputError('timeSlot', scope.strings.outsideWindow)
    if (!choice.isFullDay && !station.offersTimes)
      throw new InputError('timeSlot', 'is a day without a time: this station books days only')
    const held = await takeStationSlot(payload, req, station, {
      choice: choiceOf(choice),
      ref: bookingReservationRef(booking.bookingConfirmationId),
      now: options.now,
      field: 'timeSlot',
      strings: scope.strings,
      move: true,
    })
    const sequence = (booking.calendarSequence ?? 0) + 1
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
    const startsAt = startsAtOf(moved, station)
    await moveManageLink(payload, req, { flow: 'tyre-hotel', reference: link.reference, expiresAt: startsAt })
    const facts = wheelChangeFacts(moved, station, scope.strings.bookingService, sequence)
    const manage = { url: `${options.managePage}?manage=${options.token}`, lateChangeHours: station.lateChangeHours }
    const previous = { start: before, isFullDay: booking.isFullDay ?? false }
    const mails = bookingEmails(
      { kind: 'update', manage, previous },
      facts,
      options.locale,
      scope.messages,
      options.now,
    )
    const key = `tirehotel:booking:${booking.id}:update:${sequence}`
    await enqueueEmail(payload, mails.customer, { key: `${key}:customer`, req })
    await enqueueEmail(payload, mails.workshop, { key: `${key}:workshop`, req })
    await scheduleWheelChangeReminder(payload, req, {
      reference: link.reference,
      startsAt,
      page: options.managePage,
      now: options.now,
      hours: options.reminderHours,
    })
    return view({ booking: moved, station }, options.now, scope)
  })
}
