import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/** Strings of the stories list, teaser and article page. Editors override them as `stories.<key>`. */
export const storyStrings = defineCatalogue('stories', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type StoryMessages = MessagesOf<typeof storyStrings>
