import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The favourites catalogue's Norwegian texts. */
export const nbNO = {
  toggleCar: 'Lagre {car} som favoritt',
  headerLink: '{count, plural, =0 {Favoritter} one {Favoritter, # bil} other {Favoritter, # biler}}',
  full: 'Du kan lagre høyst {max, plural, one {# favoritt} other {# favoritter}}. Fjern en for å lagre en ny.',
  saved: '{count, plural, one {# lagret bil} other {# lagrede biler}}',
  empty: 'Du har ingen favoritter ennå. Trykk på hjertet på en bil, så lagres den her, i denne nettleseren.',
  shared: 'En delt liste med {count, plural, one {# bil} other {# biler}}.',
  keepShared: 'Lagre bilene blant mine favoritter',
  showMine: 'Vis mine favoritter',
  share: 'Kopier lenke til listen',
  shareHint: 'Lenken åpner de samme bilene på en annen enhet.',
  copied: 'Lenken er kopiert.',
  loading: 'Henter gjeldende priser …',
  loadError: 'De gjeldende prisene kunne ikke hentes akkurat nå.',
  sold: 'Solgt',
  soldText: 'Bilen er solgt eller ikke lenger til salgs.',
  unknownCar: 'Bil {id}',
  remove: 'Fjern {car} fra favorittene',
  recentTitle: 'Sist viste biler',
} satisfies LocaleTexts<typeof svSE>
