import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The tirehotelApi catalogue's Finnish texts. */
export const fiFI = {
  notFound: 'Tälle rekisterinumerolle ei löydy rengashotellisopimusta.',
  searchExpired: 'Haku on vanhentunut. Hae rekisterinumerolla uudelleen.',
  codeSent: 'Lähetimme koodin tekstiviestillä numeroon {phone}. Koodi on voimassa 10 minuuttia.',
  codeSms: '{code} on rengashotellin koodisi. Se on voimassa 10 minuuttia. Älä kerro sitä kenellekään.',
  tooManyCodes: 'Tälle rekisterinumerolle on pyydetty liian monta koodia. Yritä myöhemmin uudelleen.',
  tooManyRequests: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  wrongCode: 'Väärä koodi. Sinulla on {left, plural, one {# yritys} other {# yritystä}} jäljellä.',
  codeDead: 'Koodia ei voi enää käyttää. Pyydä uusi koodi.',
  codeExpired: 'Koodi on vanhentunut. Pyydä uusi koodi.',
  sessionMissing: 'Kirjautumisesi on vanhentunut. Hae rekisterinumerolla uudelleen.',
  otherVehicle: 'Kirjautuminen koskee toista rekisterinumeroa. Kirjaudu ulos ja hae tällä numerolla.',
  otherWorkshop: 'Tämä korjaamo ei kuulu rengashotellisopimukseesi.',
  outsideWindow: 'Valitse päivä 3 päivän ja 3 kuukauden väliltä.',
  slotTaken: 'Aika ei ole enää vapaana. Valitse toinen aika.',
  alreadyBooked:
    'Autolla on jo varattu renkaanvaihto: {when}. Soita korjaamolle numeroon {phone}, jos haluat muuttaa sitä.',
  timeRequired: 'Valitse jokin päivän ajoista.',
  bookingService: 'Renkaanvaihto',
  bookingSms:
    'Kiitos renkaanvaihdon varauksesta ajoneuvolle {regNo}: {workshop}, {when}. Varausnumero {id}. Muuta tai peru: {manageUrl}',
  bookingNoTime: '{date} – korjaamo ottaa yhteyttä ja sopii ajan',
  reviewNeedsBooking: 'Arvion voi antaa varauksen jälkeen.',
  reviewDone: 'Olet jo arvioinut tämän varauksen.',
  reviewThanks: 'Kiitos arviostasi!',
} satisfies LocaleTexts<typeof svSE>
