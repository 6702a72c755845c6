import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The error catalogue's Norwegian texts. */
export const nbNO = {
  pageErrorTitle: 'Noe gikk galt',
  pageErrorText: 'Siden kunne ikke vises akkurat nå. Prøv igjen om litt.',
  tryAgain: 'Prøv igjen',
  siteUnavailableTitle: 'Nettstedet er midlertidig utilgjengelig',
  siteUnavailableText: 'Vi kunne ikke vise siden. Prøv igjen om litt.',
} satisfies LocaleTexts<typeof svSE>
