import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The carListDistance catalogue's English texts. */
export const enGB = {
  distance: 'Distance',
  place: 'Town',
  choosePlace: 'Choose a town',
  nearMe: 'Near me',
  locating: 'Finding your location …',
  locationDenied:
    'The site was not allowed to use your location. Allow location access in your browser or choose a town.',
  locationUnavailable: 'Your location could not be found. Choose a town instead.',
  anyDistance: 'Any distance',
  within: 'Within {distance}',
  km: '{n} km',
  miles: '{n, plural, one {# mile} other {# miles}}',
  yourPosition: 'your location',
  chipNear: 'Near {place}',
  chipWithin: 'Within {distance} of {place}',
} satisfies LocaleTexts<typeof svSE>
