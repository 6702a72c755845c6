/** The error catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  pageErrorTitle: 'Något gick fel',
  pageErrorText: 'Sidan kunde inte visas just nu. Försök igen om en stund.',
  tryAgain: 'Försök igen',
  siteUnavailableTitle: 'Sajten är tillfälligt otillgänglig',
  siteUnavailableText: 'Vi kunde inte visa sidan. Försök igen om en stund.',
} as const
