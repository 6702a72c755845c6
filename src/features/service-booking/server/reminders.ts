/**
 * The reminder of a service booking: an e-mail and an SMS to the customer some hours before the visit
 * (BOOKING_REMINDER_HOURS, 24 by default), scheduled durably in the outbox and sent exactly once.
 *
 * Booking and every move enqueue one entry in their own transaction, due at the reminder time (`runAt`) and keyed by
 * the appointment's time, so a move schedules a reminder of its own and a repeated move schedules nothing more. The
 * entry holds no personal data and no token: the reference, the time it is for, and the booking page the link opens.
 * At delivery the handler locks the booking; a cancelled booking, one moved from that time, or one already begun gets
 * nothing. Otherwise it issues a fresh manage link and enqueues the e-mail and the SMS under keys derived from the
 * entry's, all in one transaction: a redelivery (two workers after a lost lease, a crash after the commit) finds them
 * queued and issues and sends nothing more.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { Locale } from '@/cms/locales'
import { query, type InTransaction } from '@/platform/db'
import { enqueue } from '@/platform/outbox/enqueue'
import type { OutboxHandlers } from '@/platform/outbox/worker'
import { enqueueEmail, enqueueSms } from '@/platform/messaging/topics'
import { toE164 } from '@/platform/phone'
import { inTransaction } from '@/platform/transactions'
import { bookingLinkSite, issueManageLink } from '@/features/booking-manage/links'
import { reminderApplies, reminderHoursSetting, reminderSchedule } from '@/features/booking-manage/rules'
import { bookingFacts, customerEmail, reminderSmsText } from './emails'
import type { Catalogue } from './model'
import type { BookingApiMessages } from './strings'

export const REMINDER_TOPIC = 'workshop-booking.reminder'

/** The workshops are Swedish: a number written without its country code is a Swedish one. */
const WORKSHOP_CALLING_CODE = '46'

const reminderData = z.strictObject({
  reference: z.string().regex(/^[2-9A-Z]{10}$/),
  startsAt: z.iso.datetime(),
  page: z.url().max(2000),
})
type ReminderData = z.infer<typeof reminderData>

/** The entry's key: one reminder per booking and appointment time. */
export const reminderKey = (reference: string, startsAt: Date) =>
  `workshop-booking:${reference}:reminder:${startsAt.toISOString()}`

export type ReminderPlan = {
  reference: string
  startsAt: Date
  /** The site's booking page (absolute), which the reminder's manage link opens. */
  page: string
  /** When the booking was made or moved. */
  now: Date
  /** Hours ahead; BOOKING_REMINDER_HOURS when not given. */
  hours?: number
}

/** Enqueues the reminder in the transaction that books or moves the appointment; none when off or too close. */
export async function scheduleReminder(payload: Payload, req: InTransaction, plan: ReminderPlan): Promise<void> {
  const runAt = reminderSchedule(plan.startsAt, plan.now, plan.hours ?? reminderHoursSetting())
  if (!runAt) return
  const data: ReminderData = { reference: plan.reference, startsAt: plan.startsAt.toISOString(), page: plan.page }
  await enqueue(payload, { topic: REMINDER_TOPIC, key: reminderKey(plan.reference, plan.startsAt), data, runAt }, req)
}

export type ReminderDeps = {
  payload: Payload
  catalogue: (payload: Payload) => Promise<Catalogue>
  /** The booking texts of a site in a language (the code's, under the editors' dictionary). */
  messages: (siteKey: string, locale: Locale) => Promise<BookingApiMessages>
  clock?: () => Date
}

const queued = async (payload: Payload, req: InTransaction, key: string) =>
  (await query(payload, sql`select 1 from outbox where idempotency_key = ${key}`, req)).length > 0

async function deliver(deps: ReminderDeps, key: string, entry: ReminderData): Promise<void> {
  const { payload } = deps
  const clock = deps.clock ?? (() => new Date())
  const { departments } = await deps.catalogue(payload)
  const keys = { email: `${key}:email`, sms: `${key}:sms` }
  await inTransaction(payload, async ({ req, tx }) => {
    // The lock a cancel or move by link takes first: either it waits for this reminder, or this sees it made.
    await tx.execute(sql`select id from workshop_bookings where reference = ${entry.reference} for update`)
    const { docs } = await payload.find({
      collection: 'workshop-bookings',
      where: { reference: { equals: entry.reference } },
      limit: 1,
      depth: 0,
      req,
    })
    const booking = docs[0]
    if (!booking) return
    const startsAt = new Date(booking.startsAt)
    const status = booking.status === 'cancelled' ? 'cancelled' : 'booked'
    if (!reminderApplies({ status, startsAt }, new Date(entry.startsAt), clock())) return
    if (await queued(payload, req, keys.email)) return
    const departmentId = typeof booking.department === 'object' ? booking.department.id : booking.department
    const department = departments.find((d) => d.docId === departmentId)
    const site = await bookingLinkSite(payload, { flow: 'workshop', reference: booking.reference }, req)
    if (!department || !site) return
    const messages = await deps.messages(site.siteKey, site.locale)
    const token = await issueManageLink(payload, req, {
      flow: 'workshop',
      reference: booking.reference,
      ...site,
      expiresAt: startsAt,
    })
    const manage = { url: `${entry.page}?manage=${token}`, lateChangeHours: department.lateChangeHours }
    const facts = bookingFacts(booking, department, booking.calendarSequence ?? 0)
    const email = customerEmail({ kind: 'reminder', manage }, facts, site.locale, messages, clock())
    await enqueueEmail(payload, email, { key: keys.email, req })
    const to = toE164(booking.customer.phone, WORKSHOP_CALLING_CODE)
    if (to) {
      const text = reminderSmsText(facts, manage.url, site.locale, messages)
      await enqueueSms(payload, { to, text }, { key: keys.sms, req })
    }
  })
}

/** The outbox handler of the reminders (src/platform/runtime.ts runs it through the domain handlers). */
export function reminderHandlers(deps: ReminderDeps): OutboxHandlers {
  return { [REMINDER_TOPIC]: async ({ key, data }) => deliver(deps, key, reminderData.parse(data)) }
}
