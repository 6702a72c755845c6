import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/** Strings of the car detail page and its media viewer. Editors override them as `carDetail.<key>`. */
export const carDetailStrings = defineCatalogue('carDetail', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type CarDetailMessages = MessagesOf<typeof carDetailStrings>
