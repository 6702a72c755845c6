import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The error catalogue's English texts. */
export const enGB = {
  pageErrorTitle: 'Something went wrong',
  pageErrorText: 'The page could not be loaded right now. Please try again in a moment.',
  tryAgain: 'Try again',
  siteUnavailableTitle: 'The site is temporarily unavailable',
  siteUnavailableText: 'We could not load this page. Please try again in a moment.',
} satisfies LocaleTexts<typeof svSE>
