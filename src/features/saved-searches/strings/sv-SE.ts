/** The saved-search dialog's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  open: 'Spara sökning',
  title: 'Spara sökningen',
  intro:
    'Vi mejlar dig när nya bilar matchar sökningen ({filters, plural, =0 {alla bilar} one {# filter} other {# filter}}) eller sänks i pris.',
  email: 'E-postadress',
  submit: 'Spara',
  cancel: 'Stäng',
  sent: 'Klart! Öppna länken i mejlet vi skickade för att bekräfta sökningen.',
  invalidEmail: 'Skriv en giltig e-postadress.',
  tooMany: 'Du har sparat för många sökningar just nu. Försök igen senare.',
  failed: 'Sökningen kunde inte sparas. Försök igen om en stund.',
} as const
