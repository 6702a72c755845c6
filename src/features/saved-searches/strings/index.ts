/** The saved-search dialog's strings (issue 37 §1). Editors override any of them as `savedSearch.<key>`. */
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'
import { enGB } from './en-GB'
import { fiFI } from './fi-FI'
import { nbNO } from './nb-NO'
import { skSK } from './sk-SK'
import { svSE } from './sv-SE'

export const savedSearchStrings = defineCatalogue('savedSearch', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type SavedSearchMessages = MessagesOf<typeof savedSearchStrings>
