import { defineCatalogue, type MessagesOf } from '@/strings/catalogue'

/** Texts of the e-mails a lead sends: the dealer's notice and the visitor's receipt. Editors override them as `leads.<key>`. */
export const leadStrings = defineCatalogue('leads', {
  'sv-SE': {
    dealerSubject: 'Ny förfrågan från {site}: {summary}',
    dealerIntro: 'En besökare har skickat en förfrågan via {site}. Svara kunden direkt på uppgifterna nedan.',
    receiptSubject: 'Tack för din förfrågan till {site}',
    receiptText: 'Hej {name}!\n\nTack, vi har tagit emot din förfrågan och hör av oss så snart vi kan.\n\nVänliga hälsningar\n{site}',
  },
  'nb-NO': {
    dealerSubject: 'Ny henvendelse fra {site}: {summary}',
    dealerIntro: 'En besøkende har sendt en henvendelse via {site}. Svar kunden direkte på opplysningene nedenfor.',
    receiptSubject: 'Takk for din henvendelse til {site}',
    receiptText: 'Hei {name}!\n\nTakk, vi har mottatt henvendelsen din og tar kontakt så snart vi kan.\n\nVennlig hilsen\n{site}',
  },
  'fi-FI': {
    dealerSubject: 'Uusi yhteydenotto sivustolta {site}: {summary}',
    dealerIntro: 'Kävijä on lähettänyt yhteydenoton sivuston {site} kautta. Vastaa asiakkaalle suoraan alla olevilla tiedoilla.',
    receiptSubject: 'Kiitos yhteydenotostasi: {site}',
    receiptText: 'Hei {name}!\n\nKiitos, olemme vastaanottaneet yhteydenottosi ja palaamme asiaan mahdollisimman pian.\n\nYstävällisin terveisin\n{site}',
  },
  'sk-SK': {
    dealerSubject: 'Nový dopyt zo stránky {site}: {summary}',
    dealerIntro: 'Návštevník poslal dopyt cez stránku {site}. Odpovedzte zákazníkovi priamo podľa údajov nižšie.',
    receiptSubject: 'Ďakujeme za váš dopyt: {site}',
    receiptText: 'Dobrý deň, {name}!\n\nĎakujeme, váš dopyt sme prijali a ozveme sa vám čo najskôr.\n\nS pozdravom\n{site}',
  },
  'en-GB': {
    dealerSubject: 'New enquiry from {site}: {summary}',
    dealerIntro: 'A visitor sent an enquiry through {site}. Reply to the customer directly using the details below.',
    receiptSubject: 'Thank you for your enquiry to {site}',
    receiptText: 'Hello {name},\n\nThank you, we have received your enquiry and will be in touch as soon as we can.\n\nKind regards\n{site}',
  },
})

export type LeadMessages = MessagesOf<typeof leadStrings>
