/**
 * GET timeslots/from/{reg}/{departmentId}/{date}/?serviceOfferings (spec 2 §3 "Time-slot day",
 * §7.1): four weeks of days from the date at one department, for a job as long as the chosen
 * offerings together (src/features/service-booking/capacity).
 */
import { translator } from '@/i18n/catalogue'
import type { CapacityCalendar } from '@/features/service-booking/capacity/calendar'
import { availableDays } from '@/features/service-booking/capacity/reservations'
import { jobLength, type SlotDay } from '@/features/service-booking/capacity/slots'
import { BookingRuleError } from './errors'
import { bookableCar, findDepartment, findOfferings, type BookingScope } from './lookups'
import { departmentResource, type Car, type Department, type Offering } from './model'
import { canServe } from './rules'

/** spec 2 §9 "4 week tabs are loaded at a time". */
export const SLOT_DAYS = 28

/** The job's length at a department: the offerings' durations, rounded up to its slot grid. */
export const lengthAt = (calendar: CapacityCalendar, offerings: readonly Pick<Offering, 'durationMinutes'>[]) =>
  jobLength(
    offerings.map((o) => o.durationMinutes),
    calendar.stepMinutes,
  )

/** The department must do every offering for the car's brand (422 otherwise). */
export function requireServes(
  scope: BookingScope,
  department: Department,
  offerings: readonly Offering[],
  car: Car,
): void {
  if (!offerings.every((o) => canServe(department, o, car.brand))) {
    throw new BookingRuleError('serviceOfferings', translator(scope.messages)('departmentCannot', { brand: car.brand }))
  }
}

export type TimeSlotQuery = {
  registrationNumber: string
  departmentId: number
  date: string
  codes: readonly string[]
  now: Date
}

export async function timeSlotDays(scope: BookingScope, q: TimeSlotQuery): Promise<SlotDay[]> {
  const car = await bookableCar(scope, q.registrationNumber)
  const department = findDepartment(scope, q.departmentId)
  const offerings = findOfferings(scope, q.codes)
  requireServes(scope, department, offerings, car)
  return availableDays(scope.payload, {
    resource: departmentResource(department),
    calendar: department.calendar,
    from: q.date,
    days: SLOT_DAYS,
    lengthMinutes: lengthAt(department.calendar, offerings),
    now: q.now,
  })
}
