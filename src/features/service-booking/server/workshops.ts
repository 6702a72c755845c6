/**
 * The workshop stream (spec 2 §2.1 "Workshops stream in", §4.1, §7.1 closestAvailable, §9 "closes
 * after 5 sites"): the departments that can do all chosen offerings for the car's brand, each with
 * its first free time, nearest first (or by first free time), five at a time from a cursor.
 *
 * An async generator, so the route sends each message as soon as it is computed and the work stops
 * when the client goes away (the signal) or five sites are out.
 */
import { InputError, NotFoundError } from '@/platform/errors'
import { epochToZoned } from '@/platform/time/zoned-time'
import { firstFreeSlots } from '@/features/service-booking/capacity/reservations'
import { BookingRuleError } from './errors'
import { bookableCar, findOfferings, type BookingScope } from './lookups'
import { departmentResource, type Department, type Position } from './model'
import { capableDepartments, nearestFirst } from './rules'
import { lengthAt } from './timeslots'
import { log } from '@/platform/log/logger'

/** spec 2 §9 "Site stream: … closes after 5 sites". */
export const STREAM_SITES = 5
/** How far ahead a department's first free time is looked for; a department with none is left out. */
export const FIRST_SLOT_HORIZON_DAYS = 56
/** Sorting by first free time ranks this many of the nearest departments (a free time 900 km away helps nobody). */
export const FIRST_AVAILABLE_POOL = 15

export type WorkshopSite = {
  departmentId: number
  siteId: string
  siteName: string
  address: string
  street: string
  zip: string
  city: string
  latitude: number
  longitude: number
  brands: string[]
  /** Local date-time 'YYYY-MM-DDTHH:mm' (Europe/Stockholm) of the first free slot. */
  firstTimeSlot: string
  distanceKm: number
  phone: string | null
}

/** One message of the stream: a site, an error, or the marker that there is none (more). */
export type StreamMessage = WorkshopSite | { error: string } | { nosites: true }

export type StreamQuery = {
  registrationNumber: string
  codes: readonly string[]
  position: Position
  cursor?: number
  sort: 'distance' | 'firstAvailable'
  now: Date
}

const site = (scope: BookingScope, department: Department, distanceKm: number, first: string): WorkshopSite => ({
  departmentId: department.departmentId,
  siteId: department.siteId,
  siteName: scope.say ? scope.say(department.name) : department.name,
  address: `${department.street}, ${department.zip} ${department.city}`,
  street: department.street,
  zip: department.zip,
  city: department.city,
  latitude: department.latitude,
  longitude: department.longitude,
  brands: department.brands,
  firstTimeSlot: first,
  distanceKm: Math.round(distanceKm * 10) / 10,
  phone: department.phone,
})

/** The customer-facing message of a failure before the stream could list anything. */
function failureMessage(scope: BookingScope, error: unknown): string {
  if (error instanceof BookingRuleError || error instanceof NotFoundError || error instanceof InputError)
    return error.message
  log.error({ err: error }, 'workshop stream failed')
  return scope.messages.streamFailed
}

/** Ranked after the cursor (the last department id the client got); nothing when the cursor is not in the ranking. */
function afterCursor<T extends { department: Department }>(ranked: readonly T[], cursor: number | undefined): T[] {
  if (cursor === undefined) return [...ranked]
  const at = ranked.findIndex((r) => r.department.departmentId === cursor)
  return at < 0 ? [] : ranked.slice(at + 1)
}

export async function* workshopStream(
  scope: BookingScope,
  q: StreamQuery,
  signal: AbortSignal,
): AsyncGenerator<StreamMessage> {
  let sent = 0
  try {
    const car = await bookableCar(scope, q.registrationNumber)
    const offerings = findOfferings(scope, q.codes)
    const ranked = nearestFirst(capableDepartments(scope.catalogue, offerings, car.brand), q.position)
    const today = epochToZoned(q.now.getTime(), 'Europe/Stockholm').date
    const horizon = { from: today, days: FIRST_SLOT_HORIZON_DAYS, now: q.now }

    const resourceOf = (department: Department) => ({
      resource: departmentResource(department),
      calendar: department.calendar,
      lengthMinutes: lengthAt(department.calendar, offerings),
    })

    if (q.sort === 'distance') {
      // One department at a time: the nearest is on its way before the next is computed.
      for (const { department, distanceKm } of afterCursor(ranked, q.cursor)) {
        if (signal.aborted || sent >= STREAM_SITES) return
        const resource = resourceOf(department)
        const first = (await firstFreeSlots(scope.payload, [resource], horizon)).get(resource.resource)
        if (!first || signal.aborted) continue
        sent += 1
        yield site(scope, department, distanceKm, first)
      }
    } else {
      const pool = ranked.slice(0, FIRST_AVAILABLE_POOL)
      const firsts = await firstFreeSlots(
        scope.payload,
        pool.map((e) => resourceOf(e.department)),
        horizon,
      )
      const byFirst = pool
        .flatMap((e) => {
          const first = firsts.get(departmentResource(e.department))
          return first ? [{ ...e, first }] : []
        })
        .sort(
          (a, b) =>
            a.first.localeCompare(b.first) ||
            a.distanceKm - b.distanceKm ||
            a.department.departmentId - b.department.departmentId,
        )
      for (const { department, distanceKm, first } of afterCursor(byFirst, q.cursor)) {
        if (signal.aborted || sent >= STREAM_SITES) return
        sent += 1
        yield site(scope, department, distanceKm, first)
      }
    }
    if (sent === 0 && !signal.aborted) yield { nosites: true }
  } catch (error) {
    if (!signal.aborted) yield { error: failureMessage(scope, error) }
  }
}
