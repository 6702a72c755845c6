import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The ui catalogue's Slovak texts. */
export const skSK = {
  required: 'Vyplňte toto pole.',
  tooShort: 'Zadajte aspoň {min, plural, one {# znak} few {# znaky} many {# znaku} other {# znakov}}.',
  tooLong: 'Zadajte najviac {max, plural, one {# znak} few {# znaky} many {# znaku} other {# znakov}}.',
  tooSmall: 'Zadajte aspoň {min}.',
  tooBig: 'Zadajte najviac {max}.',
  notANumber: 'Zadajte číslo.',
  notAWholeNumber: 'Zadajte celé číslo.',
  invalidEmail: 'Zadajte platnú e-mailovú adresu.',
  invalidFormat: 'Skontrolujte formát.',
  invalidChoice: 'Vyberte jednu z možností.',
  mustAccept: 'Ak chcete pokračovať, musíte súhlasiť.',
  invalid: 'Skontrolujte údaj.',
  submitting: 'Odosiela sa…',
  submitted: 'Ďakujeme! Vaše údaje sme prijali.',
  submitFailed: 'Odoslanie sa teraz nepodarilo. Skúste to o chvíľu znova.',
  fixErrors: 'Opravte označené polia a skúste to znova.',
} satisfies LocaleTexts<typeof svSE>
