/** The ui catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  required: 'Fyll i det här fältet.',
  tooShort: 'Skriv minst {min} tecken.',
  tooLong: 'Skriv högst {max} tecken.',
  tooSmall: 'Ange minst {min}.',
  tooBig: 'Ange högst {max}.',
  notANumber: 'Ange ett tal.',
  notAWholeNumber: 'Ange ett heltal.',
  invalidEmail: 'Ange en giltig e-postadress.',
  invalidFormat: 'Kontrollera formatet.',
  invalidChoice: 'Välj ett av alternativen.',
  mustAccept: 'Du behöver godkänna för att fortsätta.',
  invalid: 'Kontrollera uppgiften.',
  submitting: 'Skickar…',
  submitted: 'Tack! Vi har tagit emot det du skickade.',
  submitFailed: 'Det gick inte att skicka just nu. Försök igen om en stund.',
  fixErrors: 'Rätta de markerade fälten och försök igen.',
} as const
