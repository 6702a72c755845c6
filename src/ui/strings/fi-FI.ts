import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The ui catalogue's Finnish texts. */
export const fiFI = {
  required: 'Täytä tämä kenttä.',
  tooShort: 'Kirjoita vähintään {min, plural, one {# merkki} other {# merkkiä}}.',
  tooLong: 'Kirjoita enintään {max, plural, one {# merkki} other {# merkkiä}}.',
  tooSmall: 'Anna vähintään {min}.',
  tooBig: 'Anna enintään {max}.',
  notANumber: 'Anna luku.',
  notAWholeNumber: 'Anna kokonaisluku.',
  invalidEmail: 'Anna kelvollinen sähköpostiosoite.',
  invalidFormat: 'Tarkista muoto.',
  invalidChoice: 'Valitse jokin vaihtoehdoista.',
  mustAccept: 'Hyväksy jatkaaksesi.',
  invalid: 'Tarkista tieto.',
  submitting: 'Lähetetään…',
  submitted: 'Kiitos! Olemme vastaanottaneet lähettämäsi tiedot.',
  submitFailed: 'Lähettäminen ei onnistunut juuri nyt. Yritä hetken päästä uudelleen.',
  fixErrors: 'Korjaa merkityt kentät ja yritä uudelleen.',
} satisfies LocaleTexts<typeof svSE>
