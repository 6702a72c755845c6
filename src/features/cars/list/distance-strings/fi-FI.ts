import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The carListDistance catalogue's Finnish texts. */
export const fiFI = {
  distance: 'Etäisyys',
  place: 'Paikkakunta',
  choosePlace: 'Valitse paikkakunta',
  nearMe: 'Lähelläni',
  locating: 'Haetaan sijaintiasi …',
  locationDenied: 'Sivusto ei saanut käyttää sijaintiasi. Salli sijainti selaimessa tai valitse paikkakunta.',
  locationUnavailable: 'Sijaintiasi ei saatu haettua. Valitse paikkakunta.',
  anyDistance: 'Kaikki etäisyydet',
  within: 'Enintään {distance}',
  km: '{n} km',
  miles: '{n, plural, one {# maili} other {# mailia}}',
  yourPosition: 'sijainnistasi',
  chipNear: 'Lähellä: {place}',
  chipWithin: 'Enintään {distance}: {place}',
} satisfies LocaleTexts<typeof svSE>
