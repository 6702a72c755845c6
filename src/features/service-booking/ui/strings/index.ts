import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * Texts of the service booking (spec 2 §2.1, §5, §8). A Swedish-market flow: sv-SE is the text the
 * spec gives; the other locales translate it. Editors override entries as `serviceBooking.<key>`.
 */
export const serviceBookingStrings = defineCatalogue('serviceBooking', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type ServiceBookingMessages = MessagesOf<typeof serviceBookingStrings>
