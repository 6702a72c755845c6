import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * Strings of the shared UI kit: dialogs, loading states and the forms kit's validation messages
 * (src/ui/form/issues.ts maps zod issues to these keys). Editors override them as `ui.<key>`.
 */
export const uiStrings = defineCatalogue('ui', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type UiMessages = MessagesOf<typeof uiStrings>
export type UiKey = keyof UiMessages & string
