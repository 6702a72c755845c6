import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * Texts of the page error boundary (error.tsx) and the last-resort page (global-error.tsx). Kept
 * apart from the shell catalogue because both are client components: this small catalogue is the
 * only one whose defaults ship to the browser. Editors override them as `error.<key>`.
 */
export const errorStrings = defineCatalogue('error', {
  'sv-SE': {
    pageErrorTitle: 'Något gick fel',
    pageErrorText: 'Sidan kunde inte visas just nu. Försök igen om en stund.',
    tryAgain: 'Försök igen',
    siteUnavailableTitle: 'Sajten är tillfälligt otillgänglig',
    siteUnavailableText: 'Vi kunde inte visa sidan. Försök igen om en stund.',
  },
  'nb-NO': {
    pageErrorTitle: 'Noe gikk galt',
    pageErrorText: 'Siden kunne ikke vises akkurat nå. Prøv igjen om litt.',
    tryAgain: 'Prøv igjen',
    siteUnavailableTitle: 'Nettstedet er midlertidig utilgjengelig',
    siteUnavailableText: 'Vi kunne ikke vise siden. Prøv igjen om litt.',
  },
  'fi-FI': {
    pageErrorTitle: 'Jokin meni vikaan',
    pageErrorText: 'Sivua ei voitu näyttää juuri nyt. Yritä hetken päästä uudelleen.',
    tryAgain: 'Yritä uudelleen',
    siteUnavailableTitle: 'Sivusto ei ole tilapäisesti käytettävissä',
    siteUnavailableText: 'Emme voineet näyttää sivua. Yritä hetken päästä uudelleen.',
  },
  'sk-SK': {
    pageErrorTitle: 'Niečo sa pokazilo',
    pageErrorText: 'Stránku sa teraz nepodarilo zobraziť. Skúste to o chvíľu znova.',
    tryAgain: 'Skúsiť znova',
    siteUnavailableTitle: 'Stránka je dočasne nedostupná',
    siteUnavailableText: 'Stránku sa nepodarilo zobraziť. Skúste to o chvíľu znova.',
  },
  'en-GB': {
    pageErrorTitle: 'Something went wrong',
    pageErrorText: 'The page could not be loaded right now. Please try again in a moment.',
    tryAgain: 'Try again',
    siteUnavailableTitle: 'The site is temporarily unavailable',
    siteUnavailableText: 'We could not load this page. Please try again in a moment.',
  },
})

export type ErrorMessages = MessagesOf<typeof errorStrings>
