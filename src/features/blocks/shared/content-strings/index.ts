import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * Strings of the hero banner, blurb, car model card, carousel and car teaser blocks. Editors override
 * them as `contentBlocks.<key>`.
 */
export const contentBlockStrings = defineCatalogue('contentBlocks', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type ContentBlockMessages = MessagesOf<typeof contentBlockStrings>
