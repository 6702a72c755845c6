import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The error catalogue's Slovak texts. */
export const skSK = {
  pageErrorTitle: 'Niečo sa pokazilo',
  pageErrorText: 'Stránku sa teraz nepodarilo zobraziť. Skúste to o chvíľu znova.',
  tryAgain: 'Skúsiť znova',
  siteUnavailableTitle: 'Stránka je dočasne nedostupná',
  siteUnavailableText: 'Stránku sa nepodarilo zobraziť. Skúste to o chvíľu znova.',
} satisfies LocaleTexts<typeof svSE>
