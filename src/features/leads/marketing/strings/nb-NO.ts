import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The marketingForm catalogue's Norwegian texts. */
export const nbNO = {
  missingFormId: 'Missing FormId',
  send: 'Send',
  thanks: 'Takk! Vi har mottatt opplysningene dine.',
  failed: 'Vi kunne ikke sende akkurat nå. Prøv igjen om litt.',
} satisfies LocaleTexts<typeof svSE>
