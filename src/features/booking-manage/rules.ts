import { createHash, randomBytes } from 'node:crypto'
import type { ManageRefusal } from './contract'

/**
 * Rules for bookings a customer manages by link: the link's token, whether a change or cancel by link is still
 * allowed, and when a reminder is due. Free of React and Payload so handlers, jobs and tests share one truth.
 */

/** Defaults a workshop may override in the admin. */
export const MANAGE_DEFAULTS = { lateChangeHours: 24, maxReschedules: 3, reminderHours: 24 } as const

const HOUR_MS = 3_600_000

/** 32 random bytes, base64url: long enough that guessing is hopeless; only its hash is ever stored. */
export function newManageToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The stored form of a token; lookups compare hashes, so a leaked table gives no working link. */
export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

export interface ManageState {
  status: 'booked' | 'cancelled'
  startsAt: Date
  rescheduleCount: number
  lateChangeHours: number
  maxReschedules: number
}

export interface ManageAllowance {
  canCancel: boolean
  canReschedule: boolean
  /** Why a change is refused; the page then shows the workshop's phone and e-mail. */
  refusal?: ManageRefusal
}

/** Whether the customer may still cancel or reschedule by link at `now`. */
export function manageAllowance(state: ManageState, now: Date): ManageAllowance {
  if (state.status === 'cancelled') return { canCancel: false, canReschedule: false, refusal: 'cancelled' }
  const msLeft = state.startsAt.getTime() - now.getTime()
  if (msLeft <= 0) return { canCancel: false, canReschedule: false, refusal: 'past' }
  if (msLeft < state.lateChangeHours * HOUR_MS) return { canCancel: false, canReschedule: false, refusal: 'too-late' }
  if (state.rescheduleCount >= state.maxReschedules) {
    return { canCancel: true, canReschedule: false, refusal: 'reschedule-limit' }
  }
  return { canCancel: true, canReschedule: true }
}

/** A token opens its booking only until the appointment has begun. */
export function tokenUsable(startsAt: Date, now: Date): boolean {
  return now.getTime() < startsAt.getTime()
}

/**
 * When the reminder for an appointment is due: `hours` real hours before it (a daylight-saving change in between
 * moves the local clock time, not the interval), or none when the booking was made less than that ahead.
 */
export function reminderDueAt(startsAt: Date, bookedAt: Date, hours: number): Date | null {
  const due = new Date(startsAt.getTime() - hours * HOUR_MS)
  return due.getTime() > bookedAt.getTime() ? due : null
}

/** The most a reminder may come ahead: a week. */
const MAX_REMINDER_HOURS = 168

/**
 * BOOKING_REMINDER_HOURS: how many hours before the appointment the reminder goes (whole hours, 0 turns reminders off,
 * at most a week); anything else is the default, so a typo cannot silence them.
 */
export function reminderHoursSetting(env: Record<string, string | undefined> = process.env): number {
  const raw = env.BOOKING_REMINDER_HOURS?.trim()
  const value = raw ? Number(raw) : NaN
  return Number.isInteger(value) && value >= 0 && value <= MAX_REMINDER_HOURS ? value : MANAGE_DEFAULTS.reminderHours
}

/** When the reminder of an appointment booked or moved at `now` is due, or null: none (turned off, or too close). */
export function reminderSchedule(startsAt: Date, now: Date, hours: number): Date | null {
  return hours > 0 ? reminderDueAt(startsAt, now, hours) : null
}

/**
 * Whether a reminder scheduled for the appointment at `scheduledFor` is still to be sent at `now`: not after a cancel,
 * not for a time the booking has moved from (the move scheduled its own), not once the appointment has begun.
 */
export function reminderApplies(
  booking: { status: 'booked' | 'cancelled'; startsAt: Date },
  scheduledFor: Date,
  now: Date,
): boolean {
  return (
    booking.status === 'booked' &&
    booking.startsAt.getTime() === scheduledFor.getTime() &&
    now.getTime() < booking.startsAt.getTime()
  )
}
