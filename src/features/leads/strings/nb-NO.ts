import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The leads catalogue's Norwegian texts. */
export const nbNO = {
  choose: 'Velg …',
  regno: 'Registreringsnummer',
  milage: 'Kilometerstand',
  option: 'Hva vil du gjøre?',
  optionSell: 'Selge bilen',
  optionTradeIn: 'Bytte inn bilen',
  other: 'Annet om bilen',
  contactHeading: 'Kontakt selgeren',
  contactIntro: 'Send et spørsmål om bilen, så tar vi kontakt.',
  name: 'Navn',
  phone: 'Telefon',
  email: 'E-post',
  message: 'Melding',
  quote: 'Jeg vil ha et tilbud',
  testDrive: 'Jeg vil prøvekjøre bilen',
  dealer: 'Forhandler',
  dealerPlaceholder: 'Velg forhandler *',
  send: 'Send',
  popupOpen: 'Skriv en melding',
  popupClose: 'Lukk',
  sent: 'Takk! Vi har mottatt henvendelsen din og tar kontakt snart.',
  sendFailed: 'Vi kunne ikke sende akkurat nå. Prøv igjen om litt eller ring oss.',
  dealerSubject: 'Ny henvendelse fra {site}: {summary}',
  dealerIntro: 'En besøkende har sendt en henvendelse via {site}. Svar kunden direkte på opplysningene nedenfor.',
  receiptSubject: 'Takk for din henvendelse til {site}',
  receiptText:
    'Hei {name}!\n\nTakk, vi har mottatt henvendelsen din og tar kontakt så snart vi kan.\n\nVennlig hilsen\n{site}',
} satisfies LocaleTexts<typeof svSE>
