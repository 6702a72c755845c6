import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

export const enGB = {
  open: 'Save this search',
  title: 'Save this search',
  intro:
    'We will e-mail you when new cars match this search ({filters, plural, =0 {all cars} one {# filter} other {# filters}}) or drop in price.',
  email: 'E-mail address',
  submit: 'Save',
  cancel: 'Close',
  sent: 'Done! Open the link in the e-mail we sent you to confirm the search.',
  invalidEmail: 'Enter a valid e-mail address.',
  tooMany: 'You have saved too many searches for now. Please try again later.',
  failed: 'The search could not be saved. Please try again in a moment.',
} satisfies LocaleTexts<typeof svSE>
