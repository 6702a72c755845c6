import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The leads catalogue's Slovak texts. */
export const skSK = {
  choose: 'Vyberte…',
  regno: 'Evidenčné číslo',
  milage: 'Stav tachometra (km)',
  option: 'Čo chcete urobiť?',
  optionSell: 'Predať auto',
  optionTradeIn: 'Dať auto na protiúčet',
  other: 'Ďalšie informácie o aute',
  contactHeading: 'Kontaktujte predajcu',
  contactIntro: 'Pošlite nám otázku o aute a ozveme sa vám.',
  name: 'Meno',
  phone: 'Telefón',
  email: 'E-mail',
  message: 'Správa',
  quote: 'Mám záujem o cenovú ponuku',
  testDrive: 'Chcem sa previezť na skúšobnej jazde',
  dealer: 'Predajňa',
  dealerPlaceholder: 'Vyberte predajňu *',
  send: 'Odoslať',
  popupOpen: 'Napísať správu',
  popupClose: 'Zavrieť',
  sent: 'Ďakujeme! Váš dopyt sme prijali a čoskoro sa ozveme.',
  sendFailed: 'Odoslanie sa práve nepodarilo. Skúste to o chvíľu znova alebo nám zavolajte.',
  dealerSubject: 'Nový dopyt zo stránky {site}: {summary}',
  dealerIntro: 'Návštevník poslal dopyt cez stránku {site}. Odpovedzte zákazníkovi priamo podľa údajov nižšie.',
  receiptSubject: 'Ďakujeme za váš dopyt: {site}',
  receiptText:
    'Dobrý deň, {name}!\n\nĎakujeme, váš dopyt sme prijali a ozveme sa vám čo najskôr.\n\nS pozdravom\n{site}',
} satisfies LocaleTexts<typeof svSE>
