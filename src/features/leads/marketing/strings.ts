import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * The marketing form block's own texts (an editor's form brings its labels, send text and thanks).
 * 'Missing FormId' is the spec's text for a block without a form (spec 1 §9), the same in every locale.
 */
export const marketingFormStrings = defineCatalogue('marketingForm', {
  'sv-SE': {
    missingFormId: 'Missing FormId',
    send: 'Skicka',
    thanks: 'Tack! Vi har tagit emot dina uppgifter.',
    failed: 'Det gick inte att skicka just nu. Försök igen om en stund.',
  },
  'nb-NO': {
    missingFormId: 'Missing FormId',
    send: 'Send',
    thanks: 'Takk! Vi har mottatt opplysningene dine.',
    failed: 'Vi kunne ikke sende akkurat nå. Prøv igjen om litt.',
  },
  'fi-FI': {
    missingFormId: 'Missing FormId',
    send: 'Lähetä',
    thanks: 'Kiitos! Olemme vastaanottaneet tietosi.',
    failed: 'Lähettäminen ei onnistunut juuri nyt. Yritä hetken kuluttua uudelleen.',
  },
  'sk-SK': {
    missingFormId: 'Missing FormId',
    send: 'Odoslať',
    thanks: 'Ďakujeme! Vaše údaje sme prijali.',
    failed: 'Odoslanie sa práve nepodarilo. Skúste to o chvíľu znova.',
  },
  'en-GB': {
    missingFormId: 'Missing FormId',
    send: 'Send',
    thanks: 'Thank you! We have received your details.',
    failed: 'We could not send it just now. Please try again in a moment.',
  },
})

export type MarketingFormMessages = MessagesOf<typeof marketingFormStrings>
