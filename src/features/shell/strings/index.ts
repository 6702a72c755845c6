import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * The site shell's strings (header, menus, footer, consent, 404, section error box, preview).
 * Editors override them per site in the dictionary under `shell.<key>` or, as before namespaces
 * existed, the bare key (`skipToContent`).
 */
export const shellStrings = defineCatalogue(
  'shell',
  {
    'sv-SE': svSE,
    'nb-NO': nbNO,
    'fi-FI': fiFI,
    'sk-SK': skSK,
    'en-GB': enGB,
  },
  { unprefixedOverrides: true },
)

export type ShellMessages = MessagesOf<typeof shellStrings>
export type ShellKey = keyof ShellMessages & string
