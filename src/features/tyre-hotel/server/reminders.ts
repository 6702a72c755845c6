/**
 * The reminder of a wheel change (src/features/booking-manage/reminders.ts): scheduled with the booking and each move
 * by link, delivered once as an e-mail and an SMS with a fresh manage link, never after a cancel or for a time the
 * booking moved from.
 */
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import type { InTransaction } from '@/platform/db'
import type { OutboxHandlers } from '@/platform/outbox/worker'
import { deliverReminder, reminderData, scheduleReminder, type ReminderPlan } from '@/features/booking-manage/reminders'
import { customerEmail, reminderSmsText } from '@/features/service-booking/server/emails'
import type { BookingApiMessages } from '@/features/service-booking/server/strings'
import { startsAtOf, wheelChangeFacts } from './station-booking'
import { findWheelChange, lockWheelChange } from './stored-booking'
import type { TyreHotelMessages } from './strings'

export const WHEEL_CHANGE_REMINDER_TOPIC = 'tyre-hotel-booking.reminder'

/** Enqueues the wheel change's reminder in the transaction that books or moves it. */
export const scheduleWheelChangeReminder = (
  payload: Payload,
  req: InTransaction,
  plan: Omit<ReminderPlan, 'topic' | 'keyPrefix'>,
) => scheduleReminder(payload, req, { ...plan, topic: WHEEL_CHANGE_REMINDER_TOPIC, keyPrefix: 'tirehotel:booking' })

export type WheelChangeReminderDeps = {
  payload: Payload
  /** The booking messages' and the tyre hotel's texts of a site in a language. */
  texts: (siteKey: string, locale: Locale) => Promise<{ messages: BookingApiMessages; strings: TyreHotelMessages }>
  clock?: () => Date
}

/** The outbox handler of the wheel changes' reminders (src/platform/runtime.ts runs it through the domain handlers). */
export function wheelChangeReminderHandlers(deps: WheelChangeReminderDeps): OutboxHandlers {
  const { payload } = deps
  return {
    [WHEEL_CHANGE_REMINDER_TOPIC]: async ({ key, data }) =>
      deliverReminder(payload, {
        flow: 'tyre-hotel',
        key,
        entry: reminderData.parse(data),
        now: deps.clock ?? (() => new Date()),
        lockAndLoad: async (reference, { req, tx }) => {
          await lockWheelChange(tx, reference)
          const stored = await findWheelChange(payload, reference, req)
          if (!stored) return null
          const { booking, station } = stored
          const sequence = booking.calendarSequence ?? 0
          return {
            startsAt: startsAtOf(booking, station),
            cancelled: Boolean(booking.cancelledAt),
            messages: async (site, manageUrl, now) => {
              const { messages, strings } = await deps.texts(site.siteKey, site.locale)
              const facts = wheelChangeFacts(booking, station, strings.bookingService, sequence)
              const manage = { url: manageUrl, lateChangeHours: station.lateChangeHours }
              return {
                email: customerEmail({ kind: 'reminder', manage }, facts, site.locale, messages, now),
                sms: {
                  to: booking.customer.phoneMobile,
                  text: reminderSmsText(facts, manageUrl, site.locale, messages),
                },
              }
            },
          }
        },
      }),
  }
}
