/** The tyre hotel's background work, started with the instance's (src/instrumentation.ts, src/platform/runtime.ts). */
import 'server-only'
import type { Payload } from 'payload'
import type { DomainHandlers } from '@/platform/runtime'
import { loadStrings } from '@/i18n/dictionary/load'
import { siteByKey } from '@/sites/resolve'
import { bookingApiStrings } from '@/features/service-booking/server/strings'
import { wheelChangeReminderHandlers, type WheelChangeReminderDeps } from './reminders'
import { tyreHotelApiStrings } from './strings'

/** What the reminders read: the booking messages' and the tyre hotel's texts of the site the booking was made on. */
export const wheelChangeReminderDeps = (payload: Payload, clock?: () => Date): WheelChangeReminderDeps => ({
  payload,
  texts: async (siteKey, locale) => {
    const siteId = (await siteByKey(siteKey))?.id ?? null
    const [messages, strings] = await Promise.all([
      loadStrings(bookingApiStrings, siteId, locale),
      loadStrings(tyreHotelApiStrings, siteId, locale),
    ])
    return { messages, strings }
  },
  clock,
})

export const tyreHotelDeliveries: DomainHandlers = (payload) =>
  wheelChangeReminderHandlers(wheelChangeReminderDeps(payload))
