/**
 * The steps a booking's customer takes by link (src/features/booking-manage), the same for a service booking
 * (./manage.ts) and a wheel change (src/features/tyre-hotel/server/manage.ts), kept beside the e-mail builder they
 * share: each flow says how its booking is locked, loaded, shown, cancelled and moved (`ManagedFlow`), and this module
 * holds the order of the steps and the rules around them. A cancel or a move is one transaction, whole or not at all, after the
 * booking row is locked, so a repeat (a double click, two tabs) finds the change made and sends nothing more; the
 * late-change rules are checked under that lock; every change raises the calendar SEQUENCE and enqueues the
 * customer's and the workshop's e-mails from the one builder, and a move its link's new expiry and its reminder.
 */
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import type { InTransaction } from '@/platform/db'
import { ConflictError } from '@/platform/errors'
import { enqueueEmail } from '@/platform/messaging/topics'
import { inTransaction, type Transaction } from '@/platform/transactions'
import { translator } from '@/i18n/catalogue'
import type { ManagedBooking, ManageRefusal } from '@/features/booking-manage/contract'
import { moveManageLink, type BookingFlow, type ManageLink } from '@/features/booking-manage/links'
import type { ReminderPlan } from '@/features/booking-manage/reminders'
import { manageAllowance, type ManageAllowance } from '@/features/booking-manage/rules'
import type { ParsedRescheduleRequest } from '../contract'
import { bookingEmails, type BookingFacts } from './emails'
import type { BookingApiMessages } from './strings'

/** A change the booking's state or the workshop's rules refuse: 409 with the reason in the site's language. */
export class ManageRefusedError extends ConflictError {
  constructor(
    message: string,
    readonly refusal: ManageRefusal,
  ) {
    super(message)
    this.name = 'ManageRefusedError'
  }
}

/** Whom the customer calls or mails instead, and the moves allowed: the department's or the station's. */
export type ManageContact = { phone: string | null; email: string; maxReschedules: number }

/** A booking as the rules for changes by link see it. */
export type ManageState = {
  cancelled: boolean
  startsAt: Date
  isFullDay: boolean
  rescheduleCount: number
  calendarSequence: number
  lateChangeHours: number
  contact: ManageContact
}

/** A flow's changed booking: as it now stands, and its facts for the e-mails at the raised SEQUENCE. */
export type Changed<L> = { loaded: L; facts: BookingFacts }

type Change = { req: InTransaction; now: Date; sequence: number }

/** What each flow gives the shared steps about its bookings (`L`: one booking as the flow loads it). */
export type ManagedFlow<L> = {
  flow: BookingFlow
  messages: BookingApiMessages
  /** Locks the booking's row in the transaction: the lock a change by link and a reminder take first. */
  lock: (tx: Transaction, reference: string) => Promise<unknown>
  /** The booking of the reference; NotFoundError (404, the link's message) when it or its place is gone. */
  load: (reference: string, req?: InTransaction) => Promise<L>
  state: (loaded: L) => ManageState
  /** The booking as the manage page shows it; `fields` are the rules' answers at the request's time. */
  view: (loaded: L, fields: ManageFields) => ManagedBooking
  /** The prefix of the outbox keys of the booking's e-mails. */
  messageKey: (loaded: L) => string
  /** Cancels the booking (and frees its unit) in the transaction. */
  cancel: (loaded: L, change: Change) => Promise<Changed<L>>
  /** The booking already stands at the choice (a repeated request): nothing to move. */
  standsAt: (loaded: L, choice: ParsedRescheduleRequest) => boolean
  /**
   * Checks what the flow alone asks of a new time, then gives the old unit back and takes the new one, and stores the
   * booking's new time with the raised SEQUENCE and one more move; SlotUnavailableError (409) when it is not free.
   */
  move: (loaded: L, choice: ParsedRescheduleRequest, change: Change) => Promise<Changed<L>>
  /** Enqueues the flow's reminder of the booking's new time. */
  scheduleReminder: (
    payload: Payload,
    req: InTransaction,
    plan: Omit<ReminderPlan, 'topic' | 'keyPrefix'>,
  ) => Promise<void>
}

const allowanceOf = (state: ManageState, now: Date) =>
  manageAllowance(
    {
      status: state.cancelled ? 'cancelled' : 'booked',
      startsAt: state.startsAt,
      rescheduleCount: state.rescheduleCount,
      lateChangeHours: state.lateChangeHours,
      maxReschedules: state.contact.maxReschedules,
    },
    now,
  )

/** The manage page's answers of the rules: what the link may still do, and why not. */
export type ManageFields = Pick<
  ManagedBooking,
  'canCancel' | 'canReschedule' | 'refusal' | 'lateChangeHours' | 'reschedulesLeft'
>

function fieldsOf(state: ManageState, now: Date): ManageFields {
  const allowance = allowanceOf(state, now)
  return {
    canCancel: allowance.canCancel,
    canReschedule: allowance.canReschedule,
    refusal: allowance.refusal ?? null,
    lateChangeHours: state.lateChangeHours,
    reschedulesLeft: Math.max(0, state.contact.maxReschedules - state.rescheduleCount),
  }
}

const viewOf = <L>(flow: ManagedFlow<L>, loaded: L, now: Date) => flow.view(loaded, fieldsOf(flow.state(loaded), now))

function refusalMessage(messages: BookingApiMessages, refusal: ManageRefusal, place: ManageContact): string {
  const t = translator(messages)
  const contact = { phone: place.phone ?? place.email, email: place.email }
  if (refusal === 'cancelled') return t('manageCancelled')
  if (refusal === 'past') return t('managePast')
  if (refusal === 'reschedule-limit') return t('manageRescheduleLimit', { max: place.maxReschedules, ...contact })
  return t('manageTooLate', contact)
}

/** 409 with the reason unless the rules still allow the change by link (`allowance`, at the request's time). */
function requireAllowed(
  messages: BookingApiMessages,
  allowance: ManageAllowance,
  change: 'canCancel' | 'canReschedule',
  place: ManageContact,
) {
  if (allowance[change]) return
  const refusal = allowance.refusal ?? 'too-late'
  throw new ManageRefusedError(refusalMessage(messages, refusal, place), refusal)
}

/** The booking a link opens, as the manage page shows it. */
export async function managedByLink<L>(flow: ManagedFlow<L>, link: ManageLink, now: Date): Promise<ManagedBooking> {
  return viewOf(flow, await flow.load(link.reference), now)
}

/**
 * Cancels the booking of a link: refused (409 with the reason) within the notice or after the appointment; a booking
 * already cancelled is shown as it is. The customer's and the workshop's e-mails carry the calendar's METHOD:CANCEL.
 */
export async function cancelManaged<L>(
  payload: Payload,
  flow: ManagedFlow<L>,
  link: ManageLink,
  options: { now: Date; locale: Locale },
): Promise<ManagedBooking> {
  return inTransaction(payload, async ({ req, tx }) => {
    await flow.lock(tx, link.reference)
    const loaded = await flow.load(link.reference, req)
    const state = flow.state(loaded)
    if (state.cancelled) return viewOf(flow, loaded, options.now)
    requireAllowed(flow.messages, allowanceOf(state, options.now), 'canCancel', state.contact)
    const sequence = state.calendarSequence + 1
    const cancelled = await flow.cancel(loaded, { req, now: options.now, sequence })
    const mails = bookingEmails({ kind: 'cancel' }, cancelled.facts, options.locale, flow.messages, options.now)
    const key = `${flow.messageKey(loaded)}:cancel`
    await enqueueEmail(payload, mails.customer, { key: `${key}:customer`, req })
    await enqueueEmail(payload, mails.workshop, { key: `${key}:workshop`, req })
    return viewOf(flow, cancelled.loaded, options.now)
  })
}

export type RescheduleOptions = {
  now: Date
  locale: Locale
  /** The site's booking page (absolute) and the token the request came with: the link repeated in the e-mail. */
  managePage: string
  token: string
  /** Hours before the visit the new time's reminder goes (the site's setting); BOOKING_REMINDER_HOURS when not given. */
  reminderHours?: number | null
}

/**
 * Moves the booking of a link to another time: refused (409 with the reason) after a cancel, within the notice,
 * after the appointment or after its number of moves; the flow's own refusals and SlotUnavailableError (409) when
 * the time is not free, and then nothing changes. In one transaction the booking moves (`flow.move`), its links
 * expire at the new time, the customer's and the workshop's e-mails with the updated invitation (METHOD:REQUEST,
 * same UID) are enqueued, and the new time's reminder (the old time's finds the booking moved and sends nothing).
 */
export async function rescheduleManaged<L>(
  payload: Payload,
  flow: ManagedFlow<L>,
  link: ManageLink,
  choice: ParsedRescheduleRequest,
  options: RescheduleOptions,
): Promise<ManagedBooking> {
  return inTransaction(payload, async ({ req, tx }) => {
    await flow.lock(tx, link.reference)
    const loaded = await flow.load(link.reference, req)
    const state = flow.state(loaded)
    if (!state.cancelled && flow.standsAt(loaded, choice)) return viewOf(flow, loaded, options.now)
    requireAllowed(flow.messages, allowanceOf(state, options.now), 'canReschedule', state.contact)
    const sequence = state.calendarSequence + 1
    const moved = await flow.move(loaded, choice, { req, now: options.now, sequence })
    const startsAt = moved.facts.start
    await moveManageLink(payload, req, { flow: flow.flow, reference: link.reference, expiresAt: startsAt })
    const mails = bookingEmails(
      {
        kind: 'update',
        manage: { url: `${options.managePage}?manage=${options.token}`, lateChangeHours: state.lateChangeHours },
        previous: { start: state.startsAt, isFullDay: state.isFullDay },
      },
      moved.facts,
      options.locale,
      flow.messages,
      options.now,
    )
    const key = `${flow.messageKey(loaded)}:update:${sequence}`
    await enqueueEmail(payload, mails.customer, { key: `${key}:customer`, req })
    await enqueueEmail(payload, mails.workshop, { key: `${key}:workshop`, req })
    await flow.scheduleReminder(payload, req, {
      reference: link.reference,
      startsAt,
      page: options.managePage,
      now: options.now,
      hours: options.reminderHours,
    })
    return viewOf(flow, moved.loaded, options.now)
  })
}
