/**
 * The reminder of a service booking (src/features/booking-manage/reminders.ts): scheduled with the booking and each
 * move, delivered once as an e-mail and an SMS with a fresh manage link, never after a cancel or for a time the
 * booking moved from.
 */
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import type { InTransaction } from '@/platform/db'
import type { OutboxHandlers } from '@/platform/outbox/worker'
import { toE164 } from '@/platform/phone'
import { deliverReminder, reminderData, scheduleReminder, type ReminderPlan } from '@/features/booking-manage/reminders'
import { bookingFacts, customerEmail, reminderSmsText } from './emails'
import type { Catalogue } from './model'
import { findStoredBooking, lockStoredBooking } from './stored-booking'
import type { BookingApiMessages } from './strings'

export const REMINDER_TOPIC = 'workshop-booking.reminder'

/** The workshops are Swedish: a number written without its country code is a Swedish one. */
const WORKSHOP_CALLING_CODE = '46'

/** Enqueues the service booking's reminder in the transaction that books or moves it. */
export const scheduleWorkshopReminder = (
  payload: Payload,
  req: InTransaction,
  plan: Omit<ReminderPlan, 'topic' | 'keyPrefix'>,
) => scheduleReminder(payload, req, { ...plan, topic: REMINDER_TOPIC, keyPrefix: 'workshop-booking' })

export type ReminderDeps = {
  payload: Payload
  catalogue: (payload: Payload) => Promise<Catalogue>
  /** The booking texts of a site in a language (the code's, under the editors' dictionary). */
  messages: (siteKey: string, locale: Locale) => Promise<BookingApiMessages>
  clock?: () => Date
}

/** The outbox handler of the reminders (src/platform/runtime.ts runs it through the domain handlers). */
export function reminderHandlers(deps: ReminderDeps): OutboxHandlers {
  const { payload } = deps
  return {
    [REMINDER_TOPIC]: async ({ key, data }) => {
      const { departments } = await deps.catalogue(payload)
      await deliverReminder(payload, {
        flow: 'workshop',
        key,
        entry: reminderData.parse(data),
        now: deps.clock ?? (() => new Date()),
        lockAndLoad: async (reference, { req, tx }) => {
          await lockStoredBooking(tx, reference)
          const stored = await findStoredBooking(payload, departments, reference, req)
          if (!stored) return null
          const { booking, department } = stored
          const facts = bookingFacts(booking, department, booking.calendarSequence ?? 0)
          return {
            startsAt: facts.start,
            cancelled: booking.status === 'cancelled',
            messages: async (site, manageUrl, now) => {
              const texts = await deps.messages(site.siteKey, site.locale)
              const manage = { url: manageUrl, lateChangeHours: department.lateChangeHours }
              const to = toE164(booking.customer.phone, WORKSHOP_CALLING_CODE)
              return {
                email: customerEmail({ kind: 'reminder', manage }, facts, site.locale, texts, now),
                sms: to ? { to, text: reminderSmsText(facts, manageUrl, site.locale, texts) } : null,
              }
            },
          }
        },
      })
    },
  }
}
