import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * Texts of the page error boundary (error.tsx) and the last-resort page (global-error.tsx). Kept
 * apart from the shell catalogue because both are client components: this small catalogue is the
 * only one whose defaults ship to the browser. Editors override them as `error.<key>`.
 */
export const errorStrings = defineCatalogue('error', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type ErrorMessages = MessagesOf<typeof errorStrings>
