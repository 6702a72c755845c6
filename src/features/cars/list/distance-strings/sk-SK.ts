import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The carListDistance catalogue's Slovak texts. */
export const skSK = {
  distance: 'Vzdialenosť',
  place: 'Miesto',
  choosePlace: 'Vyberte miesto',
  nearMe: 'V mojej blízkosti',
  locating: 'Zisťujeme vašu polohu …',
  locationDenied: 'Stránka nemohla použiť vašu polohu. Povoľte prístup k polohe v prehliadači alebo vyberte miesto.',
  locationUnavailable: 'Vašu polohu sa nepodarilo zistiť. Vyberte radšej miesto.',
  anyDistance: 'Všetky vzdialenosti',
  within: 'Do {distance}',
  km: '{n} km',
  miles: '{n, plural, one {# míľa} few {# míle} many {# míle} other {# míľ}}',
  yourPosition: 'vašej polohy',
  chipNear: 'Blízko: {place}',
  chipWithin: 'Do {distance} od {place}',
} satisfies LocaleTexts<typeof svSE>
