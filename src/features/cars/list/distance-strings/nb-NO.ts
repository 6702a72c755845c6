import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The carListDistance catalogue's Norwegian texts. */
export const nbNO = {
  distance: 'Avstand',
  place: 'Sted',
  choosePlace: 'Velg sted',
  nearMe: 'Nær meg',
  locating: 'Henter posisjonen din …',
  locationDenied: 'Nettstedet fikk ikke bruke posisjonen din. Tillat posisjon i nettleseren eller velg et sted.',
  locationUnavailable: 'Posisjonen din kunne ikke hentes. Velg et sted i stedet.',
  anyDistance: 'Alle avstander',
  within: 'Innen {distance}',
  km: '{n} km',
  miles: '{n, plural, one {# engelsk mil} other {# engelske mil}}',
  yourPosition: 'posisjonen din',
  chipNear: 'Nær {place}',
  chipWithin: 'Innen {distance} fra {place}',
} satisfies LocaleTexts<typeof svSE>
