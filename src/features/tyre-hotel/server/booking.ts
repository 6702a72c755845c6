/**
 * Wheel-change booking (spec 2 §4.3 "Booking screen", §7.3) on the workshop capacity model
 * (src/features/service-booking/capacity): a station is a capacity resource (capacity-keys.ts), its days and
 * times are that model's free slots, and a booking takes a unit with `reserveSlot` in the same
 * transaction as the booking and its confirmation SMS and e-mail — so a slot is never booked twice
 * (the model's lock and exclusion constraint) and a stored booking is always confirmed.
 */
import { randomBytes } from 'node:crypto'
import type { Locale } from '@/cms/locales'
import { enqueueEmail, enqueueSms } from '@/platform/messaging/topics'
import { ConflictError, InputError } from '@/platform/errors'
import { inTransaction } from '@/platform/transactions'
import { translator } from '@/i18n/catalogue'
import { issueManageLink } from '@/features/booking-manage/links'
import type { Payload } from 'payload'
import type { InTransaction } from '@/platform/db'
import {
  availableDays,
  moveReservation,
  reserveSlot,
  SlotUnavailableError,
  TimesLeftError,
  type HeldReservation,
} from '@/features/service-booking/capacity/reservations'
import type { SlotChoice, SlotDay } from '@/features/service-booking/capacity/slots'
import { customerEmail } from '@/features/service-booking/server/emails'
import type { BookingApiMessages } from '@/features/service-booking/server/strings'
import { wallClock } from '@/features/service-booking/capacity/invitation'
import { agreementById, type AgreementWithStation } from './agreements'
import { bookingWindow, clampToWindow, inWindow, localToday, STATION_TIME_ZONE } from './booking-window'
import { bookingReservationRef, stationResource } from './capacity-keys'
import type { TyreHotelContext } from './context'
import type { SessionClaims } from './crypto'
import { SessionError } from './errors'
import { normalizeMobile, normalizePlate } from './identity'
import { openBookingOf, type OpenBooking } from './open-booking'
import { scheduleWheelChangeReminder } from './reminders'
import { fullDayOpen, startsAtOf, stationOf, wheelChangeFacts, type Station } from './station-booking'
import type { TyreHotelMessages } from './strings'
import type { BookingConfirmation, ParsedBookingRequest } from '../contract'

/** The site a booking is made on: its key and language, the tyre-hotel page (absolute) its manage link opens, its
 * reminder lead time (blank: BOOKING_REMINDER_HOURS), and the booking messages' texts in its language. */
export type BookingSite = {
  key: string
  locale: Locale
  page: string
  reminderHours: number | null | undefined
  messages: BookingApiMessages
}

/** The session's agreement and its station, refused when the call names another station (no other station's data without its code). */
async function sessionStation(
  ctx: TyreHotelContext,
  session: SessionClaims,
  erpId: string,
): Promise<{ agreement: AgreementWithStation; station: Station }> {
  const agreement = await agreementById(ctx.payload, session.agreement)
  if (!agreement || !agreement.vehicles?.some((v) => v.regNo === session.plate))
    throw new SessionError(401, ctx.strings.sessionMissing)
  if (agreement.station.erpId !== erpId) throw new SessionError(403, ctx.strings.otherWorkshop)
  return { agreement, station: stationOf(agreement.station) }
}

/** A day is offered when it still takes a booking: a free time, or (stations without times, or a day without times left) the full day. */
const bookable = (station: Station, day: SlotDay) =>
  (station.offersTimes && day.availableSlots.length > 0) || fullDayOpen(station, day)

type Clocked = Pick<TyreHotelContext, 'payload' | 'now'>

/** A station's days within [start, end] ∩ the booking window, with their free times and full days. */
export async function freeDays(ctx: Clocked, station: Station, start: string, end: string): Promise<SlotDay[]> {
  const range = clampToWindow(start, end, bookingWindow(ctx.now()))
  if (!range) return []
  return availableDays(ctx.payload, {
    resource: stationResource(station.doc),
    calendar: station.calendar,
    from: range.from,
    days: range.days,
    lengthMinutes: station.lengthMinutes,
    now: ctx.now(),
  })
}

/** POST booking/GetTimeslotDays: the dates within [startDate, endDate] ∩ [today + 3 days, today + 3 months] that take a booking. */
export async function timeslotDays(
  ctx: TyreHotelContext,
  session: SessionClaims,
  erpId: string,
  dates: { startDate: string; endDate: string },
) {
  const { station } = await sessionStation(ctx, session, erpId)
  const days = await freeDays(ctx, station, dates.startDate, dates.endDate)
  return { availableDates: days.filter((d) => bookable(station, d)).map((d) => ({ date: d.date })) }
}

/** POST booking/GetTimeslots: each day's free start times as local date-times (YYYY-MM-DDTHH:mm:ss, station time); none for stations without times. */
export async function timeslots(
  ctx: TyreHotelContext,
  session: SessionClaims,
  erpId: string,
  dates: { startDate: string; endDate: string },
) {
  const { station } = await sessionStation(ctx, session, erpId)
  return stationTimes(ctx, station, dates)
}

/** A day's free start times as GetTimeslots answers them: local date-times, none at a station without times. */
export const timeslotDate = (station: Station, day: SlotDay) => ({
  date: day.date,
  startTime: station.offersTimes ? day.availableSlots.map((t) => `${day.date}T${t}:00`) : [],
})

/** A station's free start times per day within the window, as GetTimeslots answers them. */
async function stationTimes(ctx: Clocked, station: Station, dates: { startDate: string; endDate: string }) {
  const days = await freeDays(ctx, station, dates.startDate, dates.endDate)
  return { availableTimeSlotDates: days.map((d) => timeslotDate(station, d)) }
}

type StationHold = {
  choice: SlotChoice
  /** The booking's reservation (capacity-keys.ts `bookingReservationRef`). */
  ref: string
  now: Date
  /** The request's field a full day refused for a time left is named by (400). */
  field: string
  strings: Pick<TyreHotelMessages, 'timeRequired' | 'slotTaken'>
  /** The booking's reservation moves from its old unit (`moveReservation`), else a new one is taken. */
  move?: boolean
}

/**
 * Takes the station's unit for a wheel change in the caller's transaction, for a new booking or a move, under the
 * station's lock: a full day at a station that offers times is refused while its day has a time left (400 naming
 * `hold.field`), a taken time is SlotUnavailableError (409) in the site's language.
 */
export async function takeStationSlot(
  payload: Payload,
  req: InTransaction,
  station: Station,
  hold: StationHold,
): Promise<HeldReservation> {
  const take = hold.move ? moveReservation : reserveSlot
  try {
    return await take(payload, req, {
      resource: stationResource(station.doc),
      calendar: station.calendar,
      choice: hold.choice,
      lengthMinutes: station.lengthMinutes,
      ref: hold.ref,
      now: hold.now,
      fullDayOnlyWithoutTimes: station.offersTimes,
    })
  } catch (error) {
    if (error instanceof TimesLeftError) throw new InputError(hold.field, hold.strings.timeRequired)
    if (error instanceof SlotUnavailableError) throw new SlotUnavailableError(hold.strings.slotTaken)
    throw error
  }
}

/** TH- and 10 characters of 50 random bits: not guessable, easy to read out on the phone. */
const newConfirmationId = () =>
  `TH-${randomBytes(8).readBigUInt64BE().toString(36).toUpperCase().padStart(13, '0').slice(-10)}`

/** When an existing booking is, as its confirmation says it. */
function bookedWhen(ctx: TyreHotelContext, booking: OpenBooking): string {
  if (!booking.appointmentTime) return translator(ctx.strings)('bookingNoTime', { date: booking.bookingDate })
  return wallClock(booking.appointmentTime, STATION_TIME_ZONE).slice(0, 16).replace('T', ' ')
}

/** The booking request's day and time, checked against the window and each other. */
function requestedChoice(ctx: TyreHotelContext, request: ParsedBookingRequest): { date: string; time: string | null } {
  const date = request.bookingDate.slice(0, 10)
  if (!inWindow(date, bookingWindow(ctx.now()))) throw new InputError('bookingDate', ctx.strings.outsideWindow)
  if (request.bookingStart === null) return { date, time: null }
  if (request.bookingStart.slice(0, 10) !== date) throw new InputError('bookingStart', 'is the same day as bookingDate')
  return { date, time: request.bookingStart.slice(11, 16) }
}

/**
 * POST booking/create: the wheel change for the session's vehicle at its station. With a time, that
 * slot; without one (spec 2 §4.3: "If the chosen day has no timeslots … booking is then allowed
 * without a time"), the day's full-day unit — refused when the day still has times to choose from.
 * The session cookie is renewed with the confirmation, which the rating is stored against.
 */
export async function createBooking(
  ctx: TyreHotelContext,
  session: SessionClaims,
  erpId: string,
  request: ParsedBookingRequest,
  site: BookingSite,
): Promise<{ confirmation: BookingConfirmation; session: SessionClaims }> {
  if (normalizePlate(request.regNo) !== session.plate) throw new SessionError(403, ctx.strings.otherVehicle)
  const { agreement, station } = await sessionStation(ctx, session, erpId)
  const mobile = normalizeMobile(request.customer.phoneMobile)
  if (!mobile) throw new InputError('customer.phoneMobile', 'is 8 to 15 digits, with an optional plus')
  const wanted = requestedChoice(ctx, request)
  if (wanted.time && !station.offersTimes)
    throw new InputError('bookingStart', 'is null: this station books days without a time')
  const now = ctx.now()
  const bookingConfirmationId = newConfirmationId()
  const t = translator(ctx.strings)
  const s = station.doc
  const workshop = {
    name: s.locationName,
    address: `${s.street}, ${s.zip} ${s.city}`,
    email: s.email,
    phoneNumber: s.phone,
  }
  const customer = {
    firstName: request.customer.firstName,
    lastName: request.customer.lastName,
    email: request.customer.email,
    phoneMobile: mobile,
  }

  const held = await inTransaction(ctx.payload, async ({ req, tx }) => {
    // One open wheel change per vehicle (./open-booking.ts): a second is refused with the first one's time.
    const open = await openBookingOf(tx, { agreement: agreement.id, plate: session.plate }, localToday(now))
    if (open) throw new ConflictError(t('alreadyBooked', { when: bookedWhen(ctx, open), phone: s.phone }))
    const reservation = await takeStationSlot(ctx.payload, req, station, {
      choice: wanted.time ? { date: wanted.date, time: wanted.time } : { date: wanted.date, fullDay: true },
      ref: bookingReservationRef(bookingConfirmationId),
      now,
      field: 'bookingStart',
      strings: ctx.strings,
    })
    const booking = await ctx.payload.create({
      collection: 'tirehotel-bookings',
      data: {
        bookingConfirmationId,
        regNo: session.plate,
        agreement: agreement.id,
        station: s.id,
        bookingDate: wanted.date,
        appointmentTime: reservation.fullDay ? null : reservation.start.toISOString(),
        isFullDay: reservation.fullDay,
        freeText: request.freeText,
        customer,
      },
      req,
      depth: 0,
    })
    const when = reservation.fullDay ? t('bookingNoTime', { date: wanted.date }) : `${wanted.date} ${wanted.time}`
    const startsAt = startsAtOf(booking, station)
    const token = await issueManageLink(ctx.payload, req, {
      flow: 'tyre-hotel',
      reference: bookingConfirmationId,
      siteKey: site.key,
      locale: site.locale,
      expiresAt: startsAt,
    })
    const manage = { url: `${site.page}?manage=${token}`, lateChangeHours: station.lateChangeHours }
    const key = `tirehotel:booking:${booking.id}`
    const sms = t('bookingSms', {
      regNo: session.plate,
      workshop: s.locationName,
      when,
      id: bookingConfirmationId,
      manageUrl: manage.url,
    })
    await enqueueSms(ctx.payload, { to: mobile, text: sms }, { key: `${key}:sms`, req })
    const facts = wheelChangeFacts(booking, station, ctx.strings.bookingService, 0)
    const email = customerEmail({ kind: 'confirmation', manage }, facts, site.locale, site.messages, now)
    await enqueueEmail(ctx.payload, email, { key: `${key}:email`, req })
    await scheduleWheelChangeReminder(ctx.payload, req, {
      reference: bookingConfirmationId,
      startsAt,
      page: site.page,
      now,
      hours: site.reminderHours,
    })
    return reservation
  })

  return {
    confirmation: {
      bookingConfirmationId,
      appointmentTime: wallClock(held.start, STATION_TIME_ZONE),
      isFullDay: held.fullDay,
      services: [{ name: ctx.strings.bookingService }],
      workshop,
      freeText: request.freeText,
      customerBase: customer,
    },
    session: { ...session, confirmation: bookingConfirmationId },
  }
}
