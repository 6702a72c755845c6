/** The workshopBooking catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  badRegistration: 'Ange ett registreringsnummer med högst 6 bokstäver och siffror, t.ex. ABC123.',
  unknownVehicle: 'Vi hittar inget fordon med det registreringsnumret. Kontrollera numret och försök igen.',
  unsupportedBrand: 'Du bokar din service, däckbyte och verkstad för {brand} via länken högst upp på sidan.',
  unknownDepartment: 'Verkstaden finns inte längre. Välj en annan verkstad.',
  unknownOffering: 'En av de valda tjänsterna finns inte längre. Välj tjänster igen.',
  offeringUnavailable: '{name} är inte tillgänglig för denna bilmodell',
  departmentCannot: 'Verkstaden kan inte utföra alla valda tjänster för {brand}. Välj en annan verkstad.',
  mileageRequired: 'Ange miltal',
  userInputRequired: 'Ange meddelande',
  unitsOutOfRange: 'Välj {min}–{max} {unit} för {name}.',
  slotTaken: 'Tiden är inte längre ledig. Välj en annan tid.',
  idempotencyReused: 'Den här bokningen har redan skickats med andra uppgifter. Ladda om sidan och boka igen.',
  unavailable: 'Bokningen kunde inte tas emot just nu. Försök igen om en stund.',
  streamFailed: 'Verkstäderna kunde inte hämtas just nu. Försök igen om en stund.',
  damageInspection: 'Skadebesiktning',
  damageInspectionText: 'Skadebesiktning bokas efter att du anmält skadan till ditt försäkringsbolag.',
  fullDay: 'Heldag – lämna bilen före {time}',
  customerSubject: 'Bokningsbekräftelse: {workshop} {when}',
  customerText:
    'Hej {name}!\n\nTack för din bokning. Välkommen till {workshop}, {address}, {when}.\n\nBil: {vehicle}\nTjänster:\n{services}\n\nBokningsnummer: {reference}\nÄndra tid eller avboka fram till {hours, plural, one {# timme} other {# timmar}} före besöket: {manageUrl}\nDärefter når du oss på {phone} eller genom att svara på detta e-postmeddelande.\n\nVänliga hälsningar\n{workshop}',
  workshopSubject: 'Ny bokning {registration} {when}',
  workshopText:
    'Ny bokning via webbplatsen.\n\nTid: {when}\nBil: {vehicle}\nMiltal: {mileage}\nTjänster:\n{services}\nMeddelande: {message}\n\nKund: {name}\nTelefon: {phone}\nE-post: {email}\n\nBokningsnummer: {reference}',
  invitationSummary: 'Verkstadsbesök {registration} – {workshop}',
  priceUnknown: 'Pris saknas*',
  cancelSubject: 'Avbokad: {workshop} {when}',
  cancelText:
    'Hej {name}!\n\nDin bokning hos {workshop}, {when}, är avbokad och tiden är ledig för andra.\n\nBil: {vehicle}\nBokningsnummer: {reference}\n\nVälkommen åter!\n{workshop}',
  workshopCancelSubject: 'Avbokad {registration} {when}',
  workshopCancelText:
    'Kunden har avbokat via webbplatsen. Tiden är ledig igen.\n\nTid: {when}\nBil: {vehicle}\nKund: {name}\nTelefon: {phone}\n\nBokningsnummer: {reference}',
  rescheduleSubject: 'Ny tid: {workshop} {when}',
  rescheduleText:
    'Hej {name}!\n\nDin bokning hos {workshop}, {address}, är flyttad till {when}. Den tidigare tiden, {previous}, gäller inte längre.\n\nBil: {vehicle}\nTjänster:\n{services}\n\nBokningsnummer: {reference}\nÄndra tid eller avboka fram till {hours, plural, one {# timme} other {# timmar}} före besöket: {manageUrl}\nDärefter når du oss på {phone} eller genom att svara på detta e-postmeddelande.\n\nVänliga hälsningar\n{workshop}',
  workshopRescheduleSubject: 'Ombokad {registration} {when}',
  workshopRescheduleText:
    'Kunden har flyttat bokningen via webbplatsen.\n\nNy tid: {when}\nTidigare tid: {previous}\nBil: {vehicle}\nMiltal: {mileage}\nTjänster:\n{services}\nMeddelande: {message}\n\nKund: {name}\nTelefon: {phone}\nE-post: {email}\n\nBokningsnummer: {reference}',
  reminderSubject: 'Påminnelse: {workshop} {when}',
  reminderText:
    'Hej {name}!\n\nVälkommen till {workshop}, {address}, {when}.\n\nBil: {vehicle}\nTjänster:\n{services}\n\nBokningsnummer: {reference}\nDin bokning: {manageUrl}\nTiden kan ändras eller avbokas via länken fram till {hours, plural, one {# timme} other {# timmar}} före besöket. Därefter når du oss på {phone} eller genom att svara på detta e-postmeddelande.\n\nVänliga hälsningar\n{workshop}',
  reminderSms: 'Påminnelse: välkommen till {workshop} {when}. Din bokning: {manageUrl}',
  manageLinkInvalid: 'Länken gäller inte längre. Ring verkstaden för att ändra din bokning.',
  manageTooLate: 'Bokningen kan inte längre ändras eller avbokas på webben. Ring {phone} eller mejla {email}.',
  manageCancelled: 'Bokningen är redan avbokad.',
  managePast: 'Tiden för besöket är redan förbi.',
  manageRescheduleLimit:
    'Bokningen har redan flyttats {max, plural, one {# gång} other {# gånger}}. Ring {phone} eller mejla {email} för att ändra tiden igen.',
} as const
