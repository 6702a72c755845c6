import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * The marketing form block's own texts (an editor's form brings its labels, send text and thanks).
 * 'Missing FormId' is the spec's text for a block without a form (spec 1 §9), the same in every locale.
 */
export const marketingFormStrings = defineCatalogue('marketingForm', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type MarketingFormMessages = MessagesOf<typeof marketingFormStrings>
