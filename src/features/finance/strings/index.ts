/**
 * The finance components' strings. Templates use named placeholders ('{n} mån'), so editors can
 * override any of them in the dictionary as `finance.<key>`. The UK card's strings (uk*) show on
 * the English UK site; the other locales carry them too, as every catalogue is complete.
 */
import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

export const financeStrings = defineCatalogue('finance', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type FinanceMessages = MessagesOf<typeof financeStrings>
