/** The marketingForm catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  missingFormId: 'Missing FormId',
  send: 'Skicka',
  thanks: 'Tack! Vi har tagit emot dina uppgifter.',
  failed: 'Det gick inte att skicka just nu. Försök igen om en stund.',
} as const
