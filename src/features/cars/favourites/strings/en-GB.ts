import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The favourites catalogue's English texts. */
export const enGB = {
  toggleCar: 'Save {car} to favourites',
  headerLink: '{count, plural, =0 {Favourites} one {Favourites, # car} other {Favourites, # cars}}',
  full: 'You can save at most {max, plural, one {# favourite} other {# favourites}}. Remove one to save another.',
  saved: '{count, plural, one {# saved car} other {# saved cars}}',
  empty: 'You have no favourites yet. Press the heart on a car and it is kept here, in this browser.',
  shared: 'A shared list of {count, plural, one {# car} other {# cars}}.',
  keepShared: 'Save these cars to my favourites',
  showMine: 'Show my favourites',
  share: 'Copy a link to this list',
  shareHint: 'The link opens the same cars on another device.',
  copied: 'The link is copied.',
  loading: 'Getting the current prices …',
  loadError: 'The current prices could not be fetched just now.',
  sold: 'Sold',
  soldText: 'This car is sold or no longer for sale.',
  unknownCar: 'Car {id}',
  remove: 'Remove {car} from favourites',
  recentTitle: 'Recently viewed cars',
} satisfies LocaleTexts<typeof svSE>
