import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The marketingForm catalogue's English texts. */
export const enGB = {
  missingFormId: 'Missing FormId',
  send: 'Send',
  thanks: 'Thank you! We have received your details.',
  failed: 'We could not send it just now. Please try again in a moment.',
} satisfies LocaleTexts<typeof svSE>
