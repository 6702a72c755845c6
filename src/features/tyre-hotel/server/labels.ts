/** The tyre hotel's labels, help texts and messages in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

const regNo = { label: C.registrationNumber }

/** The tyre hotel's collections' descriptions, shown above their lists. */
export const TYRE_HOTEL_DESCRIPTIONS = {
  stations: t(
    'Tyre hotel stations. Average rating and number of reviews are kept up to date from the reviews.',
    'Däckhotellets stationer. Snittbetyg och antal omdömen hålls uppdaterade från omdömena.',
    'Dekkhotellets stasjoner. Gjennomsnittlig vurdering og antall omtaler holdes oppdatert fra omtalene.',
    'Stanice pneuhotela. Priemerné hodnotenie a počet hodnotení sa aktualizujú z hodnotení.',
  ),
  agreements: t(
    'One-time codes for a plate go to this mobile number; nobody sees the vehicle or tyres without the code.',
    'Engångskoder för ett registreringsnummer går till detta mobilnummer; ingen ser fordonet eller däcken utan koden.',
    'Engangskoder for et registreringsnummer går til dette mobilnummeret; ingen ser kjøretøyet eller dekkene uten koden.',
    'Jednorazové kódy pre evidenčné číslo idú na toto číslo mobilu; bez kódu nikto nevidí vozidlo ani pneumatiky.',
  ),
  bookings: t(
    'Wheel changes booked by customers. Confirmation SMS and e-mail are outbox entries with keys tirehotel:booking:<id>:…. Deleting a booking frees its time.',
    'Hjulbyten som kunder bokat. Bekräftelse per sms och e-post är utkorgsposter med nycklarna tirehotel:booking:<id>:…. Att radera en bokning frigör dess tid.',
    'Hjulskift kunder har bestilt. Bekreftelse på SMS og e-post er utboksposter med nøklene tirehotel:booking:<id>:…. Å slette en bestilling frigjør tiden.',
    'Výmeny kolies rezervované zákazníkmi. Potvrdenia SMS a e-mailom sú záznamy fronty s kľúčmi tirehotel:booking:<id>:…. Odstránenie rezervácie uvoľní jej čas.',
  ),
  reviews: t(
    'Ratings after a wheel change. The averages per station are in Tyre hotel › Stations.',
    'Betyg efter ett hjulbyte. Snitten per station finns under Däckhotell › Stationer.',
    'Vurderinger etter et hjulskift. Gjennomsnittene per stasjon er under Dekkhotell › Stasjoner.',
    'Hodnotenia po výmene kolies. Priemery podľa staníc sú v Pneuhotel › Stanice.',
  ),
}

export const TYRE_STATION_TEXTS: FieldTexts = {
  locationName: { label: t('Location', 'Anläggning', 'Anlegg', 'Prevádzka') },
  departmentName: { label: C.department },
  erpId: {
    label: t('Workshop id', 'Verkstads-id', 'Verksteds-id', 'ID dielne'),
    description: t(
      'The workshop identifier the booking calls use (workshopIdentifier).',
      'Verkstadens identifierare i bokningsanropen (workshopIdentifier).',
      'Verkstedets identifikator i bestillingskallene (workshopIdentifier).',
      'Identifikátor dielne, ktorý používajú volania rezervácií (workshopIdentifier).',
    ),
  },
  phone: { label: C.phone },
  email: { label: C.email },
  street: { label: C.street },
  zip: { label: C.zip },
  city: { label: C.city },
  wheelChangeMinutes: {
    label: t('Wheel change (minutes)', 'Hjulbyte (minuter)', 'Hjulskift (minutter)', 'Výmena kolies (minúty)'),
    description: t(
      'How long a wheel change takes; a booking holds one unit this long.',
      'Hur lång tid ett hjulbyte tar; en bokning håller en enhet så länge.',
      'Hvor lang tid et hjulskift tar; en bestilling holder én enhet så lenge.',
      'Ako dlho trvá výmena kolies; rezervácia drží jednu jednotku tak dlho.',
    ),
  },
  offersTimes: {
    label: t('Offers times', 'Erbjuder tider', 'Tilbyr tidspunkter', 'Ponúka časy'),
    description: t(
      'Off: customers book a day and leave the car before it opens; the station calls back with a time (spec 2 §4.3).',
      'Av: kunden bokar en dag och lämnar bilen före öppning; stationen ringer upp med en tid (spec 2 §4.3).',
      'Av: kunden bestiller en dag og leverer bilen før åpning; stasjonen ringer tilbake med et tidspunkt (spec 2 §4.3).',
      'Vypnuté: zákazník si rezervuje deň a odovzdá auto pred otvorením; stanica zavolá s časom (spec 2 §4.3).',
    ),
  },
  lateChangeHours: {
    label: C.lateChangeHours,
    description: t(
      'Customers cannot change or cancel by link within this many hours of the wheel change; the page then shows the phone and e-mail.',
      'Så många timmar före hjulbytet kan kunden inte ändra eller avboka via länken; sidan visar då telefon och e-post.',
      'Så mange timer før hjulskiftet kan kunden ikke endre eller avbestille via lenken; siden viser da telefon og e-post.',
      'Toľko hodín pred výmenou kolies nemôže zákazník zmeniť ani zrušiť rezerváciu cez odkaz; stránka potom ukáže telefón a e-mail.',
    ),
  },
  maxReschedules: { label: C.maxReschedules, description: C.maxReschedulesDescription },
  ratingAverage: {
    label: t('Average rating', 'Snittbetyg', 'Gjennomsnittlig vurdering', 'Priemerné hodnotenie'),
    description: t(
      'Average of the reviews, 1–5.',
      'Genomsnitt av omdömena, 1–5.',
      'Gjennomsnitt av omtalene, 1–5.',
      'Priemer hodnotení, 1–5.',
    ),
  },
  reviewCount: { label: t('Reviews', 'Omdömen', 'Omtaler', 'Hodnotenia') },
}

export const TYRE_TEXTS = {
  positions: {
    LF: t('Front left', 'Vänster fram', 'Venstre foran', 'Ľavé predné'),
    RF: t('Front right', 'Höger fram', 'Høyre foran', 'Pravé predné'),
    LR: t('Rear left', 'Vänster bak', 'Venstre bak', 'Ľavé zadné'),
    RR: t('Rear right', 'Höger bak', 'Høyre bak', 'Pravé zadné'),
    SP: t('Spare', 'Reservhjul', 'Reservehjul', 'Rezerva'),
  },
  treadStatuses: {
    '0': t('0 – fine', '0 – bra', '0 – bra', '0 – v poriadku'),
    '1': t('1 – replacement recommended', '1 – byte rekommenderas', '1 – bytte anbefales', '1 – odporúča sa výmena'),
    '2': t(
      '2 – check at next change',
      '2 – kontrollera vid nästa byte',
      '2 – kontroller ved neste skift',
      '2 – skontrolovať pri ďalšej výmene',
    ),
  },
  tyreName: t('Tyre', 'Däck', 'Dekk', 'Pneumatika'),
  tyreNameDescription: t(
    'E.g. the tyre brand and model.',
    'T.ex. däckets märke och modell.',
    'F.eks. dekkets merke og modell.',
    'Napr. značka a model pneumatiky.',
  ),
  mobileFormat: t(
    'A mobile number, e.g. 070-174 06 05 or +46 70 174 06 05',
    'Ett mobilnummer, t.ex. 070-174 06 05 eller +46 70 174 06 05',
    'Et mobilnummer, f.eks. 070-174 06 05 eller +46 70 174 06 05',
    'Číslo mobilu, napr. 070-174 06 05 alebo +46 70 174 06 05',
  ),
  plateFormat: t(
    'A registration number of 2–7 letters and digits',
    'Ett registreringsnummer med 2–7 bokstäver och siffror',
    'Et registreringsnummer med 2–7 bokstaver og sifre',
    'Evidenčné číslo s 2–7 písmenami a číslicami',
  ),
  plateListed: t(
    'This plate is already listed above',
    'Registreringsnumret finns redan ovan',
    'Registreringsnummeret står allerede ovenfor',
    'Toto evidenčné číslo je už uvedené vyššie',
  ),
  plateTaken: t(
    'This plate belongs to another agreement',
    'Registreringsnumret hör till ett annat avtal',
    'Registreringsnummeret hører til en annen avtale',
    'Toto evidenčné číslo patrí k inej zmluve',
  ),
}

export const TYRE_AGREEMENT_TEXTS: FieldTexts = {
  title: {
    label: C.title,
    description: t(
      'Customer and plates, filled in on save.',
      'Kund och registreringsnummer, fylls i när du sparar.',
      'Kunde og registreringsnumre, fylles ut når du lagrer.',
      'Zákazník a evidenčné čísla, doplní sa pri uložení.',
    ),
  },
  customer: { label: C.customer },
  firstName: { label: C.firstName },
  lastName: { label: C.lastName },
  email: { label: C.email },
  mobile: {
    label: C.mobile,
    description: t(
      'Receives the one-time codes. Stored in international form (+46…).',
      'Tar emot engångskoderna. Sparas i internationellt format (+46…).',
      'Mottar engangskodene. Lagres i internasjonalt format (+46…).',
      'Dostáva jednorazové kódy. Uloží sa v medzinárodnom tvare (+46…).',
    ),
  },
  station: { label: C.station },
  vehicles: {
    label: t('Vehicles', 'Fordon', 'Kjøretøy', 'Vozidlá'),
    labels: { singular: C.vehicle, plural: t('Vehicles', 'Fordon', 'Kjøretøy', 'Vozidlá') },
  },
  regNo: {
    ...regNo,
    description: t(
      'Registration number, stored without spaces in upper case.',
      'Registreringsnumret, sparas utan mellanslag med versaler.',
      'Registreringsnummeret, lagres uten mellomrom med store bokstaver.',
      'Evidenčné číslo, uloží sa bez medzier veľkými písmenami.',
    ),
  },
  name: { label: C.name },
  brand: { label: C.brand },
  brandCode: { label: t('Brand code', 'Märkeskod', 'Merkekode', 'Kód značky') },
  model: { label: C.model },
  productId: { label: t('Product id', 'Produkt-id', 'Produkt-id', 'ID produktu') },
  packageLevel: {
    label: t('Package', 'Paket', 'Pakke', 'Balík'),
    description: t(
      'The tyre hotel package, e.g. Bas, Plus, Premium.',
      'Däckhotellspaketet, t.ex. Bas, Plus, Premium.',
      'Dekkhotellpakken, f.eks. Bas, Plus, Premium.',
      'Balík pneuhotela, napr. Bas, Plus, Premium.',
    ),
  },
  tires: {
    label: t('Tyres', 'Däck', 'Dekk', 'Pneumatiky'),
    labels: { singular: t('Tyre', 'Däck', 'Dekk', 'Pneumatika'), plural: t('Tyres', 'Däck', 'Dekk', 'Pneumatiky') },
  },
  equipmentPosition: { label: t('Position', 'Position', 'Posisjon', 'Pozícia') },
  wheel: { label: t('Wheel', 'Hjul', 'Hjul', 'Koleso') },
  rimDiameter: {
    label: t('Rim diameter', 'Fälgdiameter', 'Felgdiameter', 'Priemer disku'),
    description: t('Inches', 'Tum', 'Tommer', 'Palce'),
  },
  sectionWidth: {
    label: t('Tyre width', 'Däckbredd', 'Dekkbredde', 'Šírka pneumatiky'),
    description: t('mm', 'mm', 'mm', 'mm'),
  },
  aspectRatio: { label: t('Aspect ratio', 'Profil', 'Profil', 'Profil'), description: t('%', '%', '%', '%') },
  threadPattern: { label: t('Tread pattern', 'Mönster', 'Mønster', 'Dezén') },
  threadDepth: {
    label: t('Tread depth', 'Mönsterdjup', 'Mønsterdybde', 'Hĺbka dezénu'),
    description: t('Tread depth, mm', 'Mönsterdjup, mm', 'Mønsterdybde, mm', 'Hĺbka dezénu, mm'),
  },
  threadStatusId: { label: t('Tyre condition', 'Däckets skick', 'Dekkets tilstand', 'Stav pneumatiky') },
  threadStatusMessage: {
    label: t('Condition note', 'Kommentar om skick', 'Kommentar om tilstand', 'Poznámka o stave'),
    description: t(
      'Shown to the customer beside the tyre, e.g. why it should be replaced.',
      'Visas för kunden bredvid däcket, t.ex. varför det bör bytas.',
      'Vises for kunden ved siden av dekket, f.eks. hvorfor det bør byttes.',
      'Zobrazí sa zákazníkovi pri pneumatike, napr. prečo by sa mala vymeniť.',
    ),
  },
}

export const TYRE_BOOKING_TEXTS: FieldTexts = {
  bookingConfirmationId: { label: t('Confirmation id', 'Bokningsnummer', 'Bestillingsnummer', 'Číslo rezervácie') },
  regNo,
  agreement: { label: C.agreement },
  station: { label: C.station },
  bookingDate: {
    label: t('Day', 'Dag', 'Dag', 'Deň'),
    description: t(
      'The day (YYYY-MM-DD, station time).',
      'Dagen (ÅÅÅÅ-MM-DD, stationens tid).',
      'Dagen (ÅÅÅÅ-MM-DD, stasjonens tid).',
      'Deň (RRRR-MM-DD, čas stanice).',
    ),
  },
  appointmentTime: {
    label: t('Time', 'Tid', 'Tidspunkt', 'Čas'),
    description: t(
      'Empty when the day had no times: the workshop calls back with one.',
      'Tomt när dagen saknade tider: verkstaden ringer upp med en tid.',
      'Tomt når dagen ikke hadde tidspunkter: verkstedet ringer tilbake med et.',
      'Prázdne, keď deň nemal časy: dielňa zavolá s časom.',
    ),
  },
  isFullDay: { label: C.isFullDay },
  open: {
    label: t('Open', 'Öppen', 'Åpen', 'Otvorená'),
    description: t(
      'The vehicle’s coming wheel change: while it is open the customer cannot book another. Closed once its day has passed (at the vehicle’s next booking); deleting the booking cancels it.',
      'Fordonets kommande hjulbyte: så länge det är öppet kan kunden inte boka ett till. Stängs när dagen har passerat (vid fordonets nästa bokning); att radera bokningen avbokar den.',
      'Kjøretøyets kommende hjulskift: så lenge det er åpent kan kunden ikke bestille et nytt. Lukkes når dagen har passert (ved kjøretøyets neste bestilling); å slette bestillingen avbestiller den.',
      'Nadchádzajúca výmena kolies vozidla: kým je otvorená, zákazník si nemôže rezervovať ďalšiu. Uzavrie sa po uplynutí dňa (pri ďalšej rezervácii vozidla); odstránenie rezervácie ju zruší.',
    ),
  },
  rescheduleCount: { label: C.rescheduleCount, description: C.movedByLink },
  cancelledAt: {
    label: C.cancelledAt,
    description: t(
      'Set when the customer cancelled by link; the time was freed then.',
      'Sätts när kunden avbokade via länken; tiden frigjordes då.',
      'Settes når kunden avbestilte via lenken; tiden ble frigjort da.',
      'Nastaví sa, keď zákazník zrušil cez odkaz; čas sa vtedy uvoľnil.',
    ),
  },
  freeText: { label: C.freeText },
  customer: { label: C.customer },
  firstName: { label: C.firstName },
  lastName: { label: C.lastName },
  email: { label: C.email },
  phoneMobile: { label: C.mobile },
}

export const TYRE_REVIEW_TEXTS: FieldTexts = {
  booking: {
    label: t('Booking', 'Bokning', 'Bestilling', 'Rezervácia'),
    description: t(
      'Empty once the booking was deleted; the rating still counts for the station.',
      'Tomt när bokningen har raderats; betyget räknas fortfarande för stationen.',
      'Tomt når bestillingen er slettet; vurderingen teller fortsatt for stasjonen.',
      'Prázdne po odstránení rezervácie; hodnotenie sa stanici stále započítava.',
    ),
  },
  station: { label: C.station },
  regNo,
  rating: { label: t('Rating', 'Betyg', 'Vurdering', 'Hodnotenie') },
  date: { label: C.date },
  comment: { label: t('Comment', 'Kommentar', 'Kommentar', 'Komentár') },
}
