/** Service booking's background work, started with the instance's (src/instrumentation.ts, src/platform/runtime.ts). */
import 'server-only'
import type { Payload } from 'payload'
import type { DomainHandlers } from '@/platform/runtime'
import { loadStrings } from '@/i18n/dictionary/load'
import { siteByKey } from '@/sites/resolve'
import { catalogue } from './catalogue'
import { reminderHandlers, type ReminderDeps } from './reminders'
import { bookingApiStrings } from './strings'

/** What the reminders read: the catalogue, and the texts and dictionary of the site the booking was made on. */
export const reminderDeps = (payload: Payload, clock?: () => Date): ReminderDeps => ({
  payload,
  catalogue,
  messages: async (siteKey, locale) => loadStrings(bookingApiStrings, (await siteByKey(siteKey))?.id ?? null, locale),
  clock,
})

export const serviceBookingDeliveries: DomainHandlers = (payload) => reminderHandlers(reminderDeps(payload))
