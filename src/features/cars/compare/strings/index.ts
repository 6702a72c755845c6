/**
 * The compare tray and modal's strings (spec 1 §2, §4 "Compare"). Editors override any of them in the
 * dictionary as `compare.<key>`, e.g. `compare.full`.
 */
import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

export const compareStrings = defineCatalogue('compare', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type CompareMessages = MessagesOf<typeof compareStrings>
