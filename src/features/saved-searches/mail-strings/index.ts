/**
 * What saved searches say outside the site's pages (issue 37 §1): the confirmation and digest e-mails and the pages
 * their links open. Editors override any of them as `savedSearchMail.<key>`; the dialog's texts are the savedSearch
 * catalogue (../strings), which the browser gets.
 */
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'
import { enGB } from './en-GB'
import { fiFI } from './fi-FI'
import { nbNO } from './nb-NO'
import { skSK } from './sk-SK'
import { svSE } from './sv-SE'

export const savedSearchMailStrings = defineCatalogue('savedSearchMail', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type SavedSearchMailMessages = MessagesOf<typeof savedSearchMailStrings>
