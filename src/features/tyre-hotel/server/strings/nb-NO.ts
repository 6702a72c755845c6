import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The tirehotelApi catalogue's Norwegian texts. */
export const nbNO = {
  notFound: 'Vi finner ingen dekkhotellavtale for dette registreringsnummeret.',
  searchExpired: 'Søket er utløpt. Søk på registreringsnummeret igjen.',
  codeSent: 'Vi har sendt en kode på SMS til {phone}. Koden gjelder i 10 minutter.',
  codeSms: '{code} er koden din til dekkhotellet. Den gjelder i 10 minutter. Ikke del den med noen.',
  tooManyCodes: 'Det er bedt om for mange koder for dette registreringsnummeret. Prøv igjen senere.',
  tooManyRequests: 'For mange forsøk. Vent litt og prøv igjen.',
  wrongCode: 'Feil kode. Du har {left} forsøk igjen.',
  codeDead: 'Koden kan ikke lenger brukes. Be om en ny kode.',
  codeExpired: 'Koden er utløpt. Be om en ny kode.',
  sessionMissing: 'Innloggingen din er utløpt. Søk på registreringsnummeret igjen.',
  otherVehicle: 'Innloggingen gjelder et annet registreringsnummer. Logg ut og søk på dette nummeret.',
  otherWorkshop: 'Dette verkstedet hører ikke til dekkhotellavtalen din.',
  outsideWindow: 'Velg en dag mellom 3 dager og 3 måneder fram i tid.',
  slotTaken: 'Tiden er ikke lenger ledig. Velg en annen tid.',
  alreadyBooked:
    'Bilen har allerede en bestilt time for hjulskift: {when}. Ring verkstedet på {phone} hvis du vil endre den.',
  timeRequired: 'Velg en av dagens tider.',
  bookingService: 'Hjulskift',
  bookingSms:
    'Takk for bestillingen av hjulskift for {regNo} hos {workshop}, {when}. Bestillingsnummer {id}. Endre eller avbestill: {manageUrl}',
  bookingNoTime: '{date} – verkstedet kontakter deg med en tid',
  reviewNeedsBooking: 'Du kan gi en vurdering etter en bestilling.',
  reviewDone: 'Du har allerede vurdert denne bestillingen.',
  reviewThanks: 'Takk for vurderingen!',
} satisfies LocaleTexts<typeof svSE>
