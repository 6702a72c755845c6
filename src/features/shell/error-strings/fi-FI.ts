import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The error catalogue's Finnish texts. */
export const fiFI = {
  pageErrorTitle: 'Jokin meni vikaan',
  pageErrorText: 'Sivua ei voitu näyttää juuri nyt. Yritä hetken päästä uudelleen.',
  tryAgain: 'Yritä uudelleen',
  siteUnavailableTitle: 'Sivusto ei ole tilapäisesti käytettävissä',
  siteUnavailableText: 'Emme voineet näyttää sivua. Yritä hetken päästä uudelleen.',
} satisfies LocaleTexts<typeof svSE>
