/**
 * The reminder of a booking a customer manages by link (a service booking or a wheel change): an e-mail and an SMS
 * some hours before the visit (the site's lead time, else BOOKING_REMINDER_HOURS, 24 by default), scheduled durably
 * in the outbox and sent exactly once.
 *
 * Booking and every move enqueue one entry in their own transaction, due at the reminder time (`runAt`) and keyed by
 * the appointment's time, so a move schedules a reminder of its own and a repeated move schedules nothing more. The
 * entry holds no personal data and no token: the reference, the time it is for, and the booking page the link opens.
 * At delivery the flow locks its booking; a cancelled booking, one moved from that time, or one already begun gets
 * nothing. Otherwise a fresh manage link is issued and the e-mail and the SMS enqueued under keys derived from the
 * entry's, all in one transaction: a redelivery (two workers after a lost lease, a crash after the commit) finds them
 * queued and issues and sends nothing more.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'
import { query, type InTransaction } from '@/platform/db'
import type { EmailInput, Sms } from '@/platform/messaging/messages'
import { enqueueEmail, enqueueSms } from '@/platform/messaging/topics'
import { enqueue } from '@/platform/outbox/enqueue'
import { inTransaction, type Transaction } from '@/platform/transactions'
import { bookingLinkSite, issueManageLink, type BookingFlow, type ManageLink } from './links'
import { reminderApplies, reminderHoursSetting, reminderSchedule } from './rules'

export const reminderData = z.strictObject({
  reference: z.string().regex(/^(TH-)?[0-9A-Z]{10}$/),
  startsAt: z.iso.datetime(),
  page: z.url().max(2000),
})
type ReminderData = z.infer<typeof reminderData>

export type ReminderPlan = {
  /** The outbox topic of the flow's reminders and the prefix of the flow's outbox keys. */
  topic: string
  keyPrefix: string
  reference: string
  startsAt: Date
  /** The site's booking page (absolute), which the reminder's manage link opens. */
  page: string
  /** When the booking was made or moved. */
  now: Date
  /** Hours ahead (the site's setting); BOOKING_REMINDER_HOURS when not given. */
  hours?: number | null
}

/** The entry's key: one reminder per booking and appointment time. */
export const reminderKey = (keyPrefix: string, reference: string, startsAt: Date) =>
  `${keyPrefix}:${reference}:reminder:${startsAt.toISOString()}`

/** Enqueues the reminder in the transaction that books or moves the appointment; none when off or too close. */
export async function scheduleReminder(payload: Payload, req: InTransaction, plan: ReminderPlan): Promise<void> {
  const runAt = reminderSchedule(plan.startsAt, plan.now, plan.hours ?? reminderHoursSetting())
  if (!runAt) return
  const data: ReminderData = { reference: plan.reference, startsAt: plan.startsAt.toISOString(), page: plan.page }
  const key = reminderKey(plan.keyPrefix, plan.reference, plan.startsAt)
  await enqueue(payload, { topic: plan.topic, key, data, runAt }, req)
}

/** A booking as its reminder sees it, locked by the flow in the reminder's transaction. */
export type ReminderBooking = {
  startsAt: Date
  cancelled: boolean
  /** The reminder's e-mail and SMS (none without a usable mobile number) with the link `manageUrl`. */
  messages: (
    site: Pick<ManageLink, 'siteKey' | 'locale'>,
    manageUrl: string,
    now: Date,
  ) => Promise<{ email: EmailInput; sms: Sms | null }>
}

export type ReminderDelivery = {
  flow: BookingFlow
  key: string
  entry: ReminderData
  now: () => Date
  /**
   * Locks the booking of the reference (the lock a cancel or move by link takes first) and reads it; null when it or
   * its workshop is gone.
   */
  lockAndLoad: (reference: string, at: { req: InTransaction; tx: Transaction }) => Promise<ReminderBooking | null>
}

const queued = async (payload: Payload, req: InTransaction, key: string) =>
  (await query(payload, sql`select 1 from outbox where idempotency_key = ${key}`, req)).length > 0

/** Sends the reminder of one outbox entry, once: see the module's comment. */
export async function deliverReminder(payload: Payload, delivery: ReminderDelivery): Promise<void> {
  const { entry, flow } = delivery
  const keys = { email: `${delivery.key}:email`, sms: `${delivery.key}:sms` }
  await inTransaction(payload, async ({ req, tx }) => {
    // Either a cancel or move by link waits for this reminder, or this sees it made.
    const booking = await delivery.lockAndLoad(entry.reference, { req, tx })
    if (!booking) return
    const now = delivery.now()
    const status = booking.cancelled ? 'cancelled' : 'booked'
    if (!reminderApplies({ status, startsAt: booking.startsAt }, new Date(entry.startsAt), now)) return
    if (await queued(payload, req, keys.email)) return
    const site = await bookingLinkSite(payload, { flow, reference: entry.reference }, req)
    if (!site) return
    const token = await issueManageLink(payload, req, {
      flow,
      reference: entry.reference,
      ...site,
      expiresAt: booking.startsAt,
    })
    const messages = await booking.messages(site, `${entry.page}?manage=${token}`, now)
    await enqueueEmail(payload, messages.email, { key: keys.email, req })
    if (messages.sms) await enqueueSms(payload, messages.sms, { key: keys.sms, req })
  })
}
