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
    'Hei {name}!\n\nTakk for bestillingen. Velkommen til {workshop}, {address}, {when}.\n\nBil: {vehicle}\nTjenester:\n{services}\n\nBestillingsnummer: {reference}\nEndre tid eller avbestill frem til {hours, plural, one {# time} other {# timer}} før besøket: {manageUrl}\nEtter det når du oss på {phone} eller ved å svare på denne e-posten.\n\nVennlig hilsen\n{workshop}',
  workshopSubject: 'Ny bestilling {registration} {when}',
  workshopText:
    'Ny bestilling via nettstedet.\n\nTid: {when}\nBil: {vehicle}\nKilometerstand: {mileage}\nTjenester:\n{services}\nMelding: {message}\n\nKunde: {name}\nTelefon: {phone}\nE-post: {email}\n\nBestillingsnummer: {reference}',
  invitationSummary: 'Verkstedbesøk {registration} – {workshop}',
  priceUnknown: 'Pris mangler*',
  cancelSubject: 'Avbestilt: {workshop} {when}',
  cancelText:
    'Hei {name}!\n\nBestillingen din hos {workshop}, {when}, er avbestilt, og tiden er ledig for andre.\n\nBil: {vehicle}\nBestillingsnummer: {reference}\n\nVelkommen tilbake!\n{workshop}',
  workshopCancelSubject: 'Avbestilt {registration} {when}',
  workshopCancelText:
    'Kunden har avbestilt på nettsiden. Tiden er ledig igjen.\n\nTid: {when}\nBil: {vehicle}\nKunde: {name}\nTelefon: {phone}\n\nBestillingsnummer: {reference}',
  rescheduleSubject: 'Ny tid: {workshop} {when}',
  rescheduleText:
    'Hei {name}!\n\nBestillingen din hos {workshop}, {address}, er flyttet til {when}. Den tidligere tiden, {previous}, gjelder ikke lenger.\n\nBil: {vehicle}\nTjenester:\n{services}\n\nBestillingsnummer: {reference}\nEndre tid eller avbestill frem til {hours, plural, one {# time} other {# timer}} før besøket: {manageUrl}\nEtter det når du oss på {phone} eller ved å svare på denne e-posten.\n\nVennlig hilsen\n{workshop}',
  workshopRescheduleSubject: 'Flyttet {registration} {when}',
  workshopRescheduleText:
    'Kunden har flyttet bestillingen på nettsiden.\n\nNy tid: {when}\nTidligere tid: {previous}\nBil: {vehicle}\nKilometerstand: {mileage}\nTjenester:\n{services}\nMelding: {message}\n\nKunde: {name}\nTelefon: {phone}\nE-post: {email}\n\nBestillingsnummer: {reference}',
  reminderSubject: 'Påminnelse: {workshop} {when}',
  reminderText:
    'Hei {name}!\n\nVelkommen til {workshop}, {address}, {when}.\n\nBil: {vehicle}\nTjenester:\n{services}\n\nBestillingsnummer: {reference}\nDin bestilling: {manageUrl}\nTiden kan endres eller avbestilles via lenken frem til {hours, plural, one {# time} other {# timer}} før besøket. Etter det når du oss på {phone} eller ved å svare på denne e-posten.\n\nVennlig hilsen\n{workshop}',
  reminderSms: 'Påminnelse: velkommen til {workshop} {when}. Din bestilling: {manageUrl}',
  manageLinkInvalid: 'Lenken gjelder ikke lenger. Ring verkstedet for å endre bestillingen.',
  manageTooLate:
    'Bestillingen kan ikke lenger endres eller avbestilles på nett. Ring {phone} eller send e-post til {email}.',
  manageCancelled: 'Bestillingen er allerede avbestilt.',
  managePast: 'Tiden for besøket har allerede passert.',
  manageRescheduleLimit:
    'Bestillingen er allerede flyttet {max, plural, one {# gang} other {# ganger}}. Ring {phone} eller send e-post til {email} for å endre tiden igjen.',
} satisfies LocaleTexts<typeof svSE>
