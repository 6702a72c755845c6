/**
 * Favourites and recently viewed (issue 37 §3): the heart on cards and the car page, the header's count, the
 * favourites page and the recently viewed list. Editors override any of them in the dictionary as
 * `favourites.<key>`, e.g. `favourites.empty`.
 */
import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

export const favouritesStrings = defineCatalogue('favourites', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type FavouritesMessages = MessagesOf<typeof favouritesStrings>
