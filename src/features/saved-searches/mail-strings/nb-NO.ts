import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const nbNO = {
  confirmSubject: 'Bekreft det lagrede søket ditt hos {site}',
  confirmIntro: 'Du har bedt {site} om å sende deg e-post når nye biler passer søket ditt eller settes ned i pris.',
  confirmAction: 'Bekreft søket',
  confirmExpiry: 'Lenken gjelder i 7 dager og kan brukes én gang.',
  confirmIgnore: 'Var det ikke deg, kan du se bort fra denne e-posten; vi sender ikke mer.',
  digestNew: '{count, plural, one {# ny bil} other {# nye biler}}',
  digestDrops: '{count, plural, one {# prisnedsettelse} other {# prisnedsettelser}}',
  digestBoth: '{news} og {drops}',
  digestSubject: '{summary} – {site}',
  digestIntro: 'Nytt for det lagrede søket ditt:',
  lowered: 'Ny pris',
  newCar: 'Ny',
  unsubscribe: 'Avslutt varslene',
  manage: 'Administrer de lagrede søkene dine',
  unsubscribedTitle: 'Varslene er avsluttet',
  unsubscribedText: 'Du får ikke flere e-poster om dette søket.',
  invalidTitle: 'Lenken gjelder ikke lenger',
  invalidText: 'Lenken er allerede brukt, har utløpt eller er ikke vår. Lagre søket på nytt for å få en ny lenke.',
  manageTitle: 'Lagrede søk for {email}',
  none: 'Du har ingen lagrede søk igjen.',
  open: 'Vis bilene',
  remove: 'Slett',
  pending: 'venter på bekreftelse',
  filters: '{count, plural, one {# filter} other {# filtre}}',
} satisfies LocaleTexts<typeof svSE>
