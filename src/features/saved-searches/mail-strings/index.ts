/**
 * What saved searches say in their e-mails (issue 37 §1: the confirmation and the digests) and on the site's pages
 * their links end on (../link-pages.ts), rendered on the server. Editors override any of them as
 * `savedSearchMail.<key>`; the dialog's texts are the savedSearch catalogue (../strings), which the browser gets.
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
