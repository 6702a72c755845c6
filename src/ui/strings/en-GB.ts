import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The ui catalogue's English texts. */
export const enGB = {
  required: 'Please fill in this field.',
  tooShort: 'Please write at least {min, plural, one {# character} other {# characters}}.',
  tooLong: 'Please write no more than {max, plural, one {# character} other {# characters}}.',
  tooSmall: 'Please enter at least {min}.',
  tooBig: 'Please enter no more than {max}.',
  notANumber: 'Please enter a number.',
  notAWholeNumber: 'Please enter a whole number.',
  invalidEmail: 'Please enter a valid e-mail address.',
  invalidFormat: 'Please check the format.',
  invalidChoice: 'Please choose one of the options.',
  mustAccept: 'Please accept to continue.',
  invalid: 'Please check this value.',
  submitting: 'Sending…',
  submitted: 'Thank you! We have received what you sent.',
  submitFailed: 'We could not send it just now. Please try again in a moment.',
  fixErrors: 'Please correct the marked fields and try again.',
} satisfies LocaleTexts<typeof svSE>
