import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The ui catalogue's Norwegian texts. */
export const nbNO = {
  required: 'Fyll ut dette feltet.',
  tooShort: 'Skriv minst {min} tegn.',
  tooLong: 'Skriv høyst {max} tegn.',
  tooSmall: 'Oppgi minst {min}.',
  tooBig: 'Oppgi høyst {max}.',
  notANumber: 'Oppgi et tall.',
  notAWholeNumber: 'Oppgi et heltall.',
  invalidEmail: 'Oppgi en gyldig e-postadresse.',
  invalidFormat: 'Kontroller formatet.',
  invalidChoice: 'Velg ett av alternativene.',
  mustAccept: 'Du må godta for å fortsette.',
  invalid: 'Kontroller opplysningen.',
  submitting: 'Sender…',
  submitted: 'Takk! Vi har mottatt det du sendte.',
  submitFailed: 'Vi kunne ikke sende akkurat nå. Prøv igjen om litt.',
  fixErrors: 'Rett opp de merkede feltene og prøv igjen.',
} satisfies LocaleTexts<typeof svSE>
