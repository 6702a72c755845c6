import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * Strings of the content blocks (countdown, file list, sharing, video, disclaimer) and the
 * editing mode. Editors override them as `blocks.<key>`; a block's own label fields win over these.
 */
export const blockStrings = defineCatalogue('blocks', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type BlockMessages = MessagesOf<typeof blockStrings>
