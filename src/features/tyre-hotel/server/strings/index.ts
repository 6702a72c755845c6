import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * What the tyre hotel's API says to the customer: the `message` of its answers (shown in red under
 * the form or the code boxes, spec 2 §8), the code SMS and the booking confirmation. The tyre hotel is
 * a Swedish flow (spec 2 §1); the other locales are there for every site. Editors override them as
 * `tirehotelApi.<key>`.
 */
export const tyreHotelApiStrings = defineCatalogue('tirehotelApi', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type TyreHotelMessages = MessagesOf<typeof tyreHotelApiStrings>
