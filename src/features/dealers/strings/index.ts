import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/** Strings of the site list, site detail and workshop grid. Editors override them as `dealers.<key>`. */
export const dealerStrings = defineCatalogue('dealers', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type DealerMessages = MessagesOf<typeof dealerStrings>
