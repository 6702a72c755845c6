import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The workshopBooking catalogue's Norwegian texts. */
export const nbNO = {
  badRegistration: 'Oppgi et registreringsnummer på høyst 6 bokstaver og sifre, f.eks. ABC123.',
  unknownVehicle: 'Vi finner ikke noe kjøretøy med det registreringsnummeret. Kontroller nummeret og prøv igjen.',
  unsupportedBrand: 'Du bestiller service, dekkskift og verksted for {brand} via lenken øverst på siden.',
  unknownDepartment: 'Verkstedet finnes ikke lenger. Velg et annet verksted.',
  unknownOffering: 'En av de valgte tjenestene finnes ikke lenger. Velg tjenester på nytt.',
  offeringUnavailable: '{name} er ikke tilgjengelig for denne bilmodellen',
  departmentCannot: 'Verkstedet kan ikke utføre alle valgte tjenester for {brand}. Velg et annet verksted.',
  mileageRequired: 'Oppgi kilometerstand',
  userInputRequired: 'Oppgi melding',
  unitsOutOfRange: 'Velg {min}–{max} {unit} for {name}.',
  slotTaken: 'Tiden er ikke lenger ledig. Velg en annen tid.',
  idempotencyReused:
    'Denne bestillingen er allerede sendt med andre opplysninger. Last inn siden på nytt og bestill igjen.',
  unavailable: 'Bestillingen kan ikke tas imot akkurat nå. Prøv igjen om litt.',
  streamFailed: 'Verkstedene kunne ikke hentes akkurat nå. Prøv igjen om litt.',
  damageInspection: 'Skadetakst',
  damageInspectionText: 'Skadetakst bestilles etter at du har meldt skaden til forsikringsselskapet.',
  fullDay: 'Hel dag – lever bilen før {time}',
  customerSubject: 'Bestillingsbekreftelse: {workshop} {when}',
  customerText:
    'Hei {name}!\n\nTakk for bestillingen. Velkommen til {workshop}, {address}, {when}.\n\nBil: {vehicle}\nTjenester:\n{services}\n\nBestillingsnummer: {reference}\nVil du endre eller avbestille? Ring oss på {phone} eller svar på denne e-posten.\n\nVennlig hilsen\n{workshop}',
  workshopSubject: 'Ny bestilling {registration} {when}',
  workshopText:
    'Ny bestilling via nettstedet.\n\nTid: {when}\nBil: {vehicle}\nKilometerstand: {mileage}\nTjenester:\n{services}\nMelding: {message}\n\nKunde: {name}\nTelefon: {phone}\nE-post: {email}\n\nBestillingsnummer: {reference}',
  invitationSummary: 'Verkstedbesøk {registration} – {workshop}',
  priceUnknown: 'Pris mangler*',
} satisfies LocaleTexts<typeof svSE>
