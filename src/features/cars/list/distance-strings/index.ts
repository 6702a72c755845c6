/**
 * The car list's distance texts. Editors override any of them in the dictionary as
 * `carListDistance.<key>`. `km` and `miles` are the market's unit (miles on the UK site), in every language.
 */
import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

export const distanceStrings = defineCatalogue('carListDistance', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type DistanceMessages = MessagesOf<typeof distanceStrings>
