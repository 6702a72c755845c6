/**
 * A wheel change as the shared booking messages (src/features/service-booking/server/emails.ts) and the manage rules
 * (src/features/booking-manage) see it: its station as the place of the visit, its calendar, and when it begins — the
 * booked time, or for a day without a time the station's drop-off time that morning.
 */
import type { TirehotelBooking, TirehotelStation } from '@/payload-types'
import type { CapacityCalendar } from '@/features/service-booking/capacity/calendar'
import type { SlotDay } from '@/features/service-booking/capacity/slots'
import { calendarFromStored } from '@/features/service-booking/capacity/calendar-schema'
import { zonedToEpoch } from '@/platform/time/zoned-time'
import { MANAGE_DEFAULTS } from '@/features/booking-manage/rules'
import type { BookingFacts, BookingPlace } from '@/features/service-booking/server/emails'
import { STATION_TIME_ZONE } from './booking-window'

/** The code the manage page lists the wheel change under. */
export const WHEEL_CHANGE_CODE = 'WHEEL-CHANGE'

export type Station = {
  doc: TirehotelStation
  calendar: CapacityCalendar
  lengthMinutes: number
  /** Whether the station books times; else days only, each without a time (spec 2 §4.3). */
  offersTimes: boolean
  place: BookingPlace
  lateChangeHours: number
  maxReschedules: number
}

export function stationOf(doc: TirehotelStation): Station {
  const calendar = calendarFromStored(doc.capacity, STATION_TIME_ZONE)
  return {
    doc,
    calendar,
    lengthMinutes: doc.wheelChangeMinutes,
    offersTimes: doc.offersTimes !== false,
    place: {
      name: doc.locationName,
      street: doc.street,
      zip: doc.zip,
      city: doc.city,
      email: doc.email,
      phone: doc.phone,
      calendar,
    },
    lateChangeHours: doc.lateChangeHours ?? MANAGE_DEFAULTS.lateChangeHours,
    maxReschedules: doc.maxReschedules ?? MANAGE_DEFAULTS.maxReschedules,
  }
}

/**
 * Whether a day of the station takes a booking without a time: its full day is free and, at a station that offers
 * times, no time is left (spec 2 §4.3: "If the chosen day has no timeslots … booking is then allowed without a time").
 */
export const fullDayOpen = (station: Pick<Station, 'offersTimes'>, day: SlotDay) =>
  day.allDaySlotAvailable && !(station.offersTimes && day.availableSlots.length > 0)

type When = Pick<TirehotelBooking, 'appointmentTime' | 'bookingDate'>

/** When the wheel change begins: its time, or the drop-off time of its day. */
export function startsAtOf(booking: When, station: Station): Date {
  if (booking.appointmentTime) return new Date(booking.appointmentTime)
  const { timeZone, fullDayDropOffBefore } = station.calendar
  return new Date(zonedToEpoch(booking.bookingDate, fullDayDropOffBefore, timeZone) ?? Date.parse(booking.bookingDate))
}

type Booked = When & Pick<TirehotelBooking, 'bookingConfirmationId' | 'regNo' | 'isFullDay' | 'freeText' | 'customer'>

/** The facts of a wheel change for the booking messages, at the calendar revision `sequence`. */
export function wheelChangeFacts(
  booking: Booked,
  station: Station,
  serviceName: string,
  sequence: number,
): BookingFacts {
  const start = startsAtOf(booking, station)
  const { customer } = booking
  return {
    reference: booking.bookingConfirmationId,
    department: station.place,
    start,
    end: new Date(start.getTime() + station.lengthMinutes * 60_000),
    isFullDay: booking.isFullDay ?? false,
    vehicle: booking.regNo,
    registrationNumber: booking.regNo,
    mileage: null,
    services: [
      {
        code: WHEEL_CHANGE_CODE,
        name: serviceName,
        category: serviceName,
        units: 1,
        userInput: null,
        price: null,
        priceDiscount: null,
        durationMinutes: station.lengthMinutes,
      },
    ],
    priced: false,
    total: null,
    freeText: booking.freeText ?? null,
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.phoneMobile,
      email: customer.email,
    },
    sequence,
  }
}
