/** The tirehotelApi catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  notFound: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
  searchExpired: 'Sökningen har gått ut. Sök på registreringsnumret igen.',
  codeSent: 'Vi har skickat en kod med SMS till {phone}. Koden gäller i 10 minuter.',
  codeSms: '{code} är din kod till däckhotellet. Den gäller i 10 minuter. Dela den inte med någon.',
  tooManyCodes: 'Du har begärt för många koder för det här registreringsnumret. Försök igen senare.',
  tooManyRequests: 'För många försök. Vänta en stund och försök igen.',
  wrongCode: 'Fel kod. Du har {left} försök kvar.',
  codeDead: 'Koden kan inte längre användas. Begär en ny kod.',
  codeExpired: 'Koden har gått ut. Begär en ny kod.',
  sessionMissing: 'Din inloggning har gått ut. Sök på registreringsnumret igen.',
  otherVehicle: 'Inloggningen gäller ett annat registreringsnummer. Logga ut och sök på det här numret.',
  otherWorkshop: 'Den här verkstaden hör inte till ditt däckhotellsavtal.',
  outsideWindow: 'Välj en dag mellan 3 dagar och 3 månader framåt.',
  slotTaken: 'Tiden är inte längre ledig. Välj en annan tid.',
  alreadyBooked:
    'Bilen har redan en bokad tid för hjulskifte: {when}. Ring verkstaden på {phone} om du vill ändra den.',
  timeRequired: 'Välj en av dagens tider.',
  bookingService: 'Hjulskifte',
  bookingSms:
    'Tack för din bokning av hjulskifte för {regNo} hos {workshop}, {when}. Bokningsnummer {id}. Ändra eller avboka: {manageUrl}',
  bookingNoTime: '{date} – verkstaden kontaktar dig med en tid',
  reviewNeedsBooking: 'Betyget kan lämnas efter en bokning.',
  reviewDone: 'Du har redan lämnat ett betyg för den här bokningen.',
  reviewThanks: 'Tack för ditt betyg!',
} as const
