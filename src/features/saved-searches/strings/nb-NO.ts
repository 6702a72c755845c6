import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const nbNO = {
  open: 'Lagre søk',
  title: 'Lagre søket',
  intro:
    'Vi sender deg e-post når nye biler passer søket ({filters, plural, =0 {alle biler} one {# filter} other {# filtre}}) eller settes ned i pris.',
  email: 'E-postadresse',
  submit: 'Lagre',
  cancel: 'Lukk',
  sent: 'Ferdig! Åpne lenken i e-posten vi sendte for å bekrefte søket.',
  invalidEmail: 'Skriv inn en gyldig e-postadresse.',
  tooMany: 'Du har lagret for mange søk akkurat nå. Prøv igjen senere.',
  failed: 'Søket kunne ikke lagres. Prøv igjen om litt.',
} satisfies LocaleTexts<typeof svSE>
