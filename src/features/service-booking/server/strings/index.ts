import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * What the booking API says to people (error messages the page shows as they are, spec 2 §8
 * "the server's error message is shown") and the confirmation e-mails. Editors override entries as
 * `workshopBooking.<key>`. Service booking is a Swedish flow; every locale is filled all the same.
 */
export const bookingApiStrings = defineCatalogue('workshopBooking', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type BookingApiMessages = MessagesOf<typeof bookingApiStrings>
