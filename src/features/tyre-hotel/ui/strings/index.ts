import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * The tyre hotel's texts (spec 2 §2.5, §4.3, §8). A Swedish-market flow: sv-SE carries the spec's own
 * texts; the other locales translate them. Editors override them as `tyreHotel.<key>`.
 */
export const tyreHotelStrings = defineCatalogue('tyreHotel', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type TyreHotelMessages = MessagesOf<typeof tyreHotelStrings>
