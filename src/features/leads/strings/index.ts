import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/** Texts of the e-mails a lead sends: the dealer's notice and the visitor's receipt. Editors override them as `leads.<key>`. */
export const leadStrings = defineCatalogue('leads', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type LeadMessages = MessagesOf<typeof leadStrings>
