/** The service booking collections' labels, help texts and messages in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const BOOKING_TEXTS = {
  confirmed: t('Confirmed', 'Bekräftad', 'Bekreftet', 'Potvrdená'),
  cancelled: t('Cancelled', 'Avbokad', 'Avbestilt', 'Zrušená'),
  service: t('Service (step 2)', 'Service (steg 2)', 'Service (steg 2)', 'Servis (krok 2)'),
  addon: t('Add-on (step 3)', 'Tillägg (steg 3)', 'Tillegg (steg 3)', 'Doplnok (krok 3)'),
  single: t('One at most', 'Högst en', 'Høyst én', 'Najviac jedna'),
  multiple: t('Several', 'Flera', 'Flere', 'Viacero'),
  registrationFormat: t(
    'Upper-case letters and digits, at most 6, e.g. ABC123.',
    'Versaler och siffror, högst 6, t.ex. ABC123.',
    'Store bokstaver og sifre, høyst 6, f.eks. ABC123.',
    'Veľké písmená a číslice, najviac 6, napr. ABC123.',
  ),
}

export const WORKSHOP_BOOKINGS_DESCRIPTION = t(
  'Bookings made on the site. Setting one to cancelled frees its time.',
  'Bokningar gjorda på webbplatsen. Att sätta en till Avbokad frigör dess tid.',
  'Bestillinger gjort på nettstedet. Å sette en til Avbestilt frigjør tiden.',
  'Rezervácie urobené na webe. Nastavenie na Zrušená uvoľní jej čas.',
)

export const WORKSHOP_BOOKING_TEXTS: FieldTexts = {
  reference: {
    label: t('Reference', 'Referens', 'Referanse', 'Referencia'),
    description: t(
      'The id the customer was given.',
      'Id:t som kunden fick.',
      'ID-en kunden fikk.',
      'Identifikátor, ktorý dostal zákazník.',
    ),
  },
  summary: { label: C.summary },
  status: { label: C.status },
  department: { label: C.department },
  timeSlot: {
    label: t('Time', 'Tid', 'Tidspunkt', 'Čas'),
    description: t(
      'Local time (Europe/Stockholm), YYYY-MM-DDTHH:mm.',
      'Lokal tid (Europe/Stockholm), ÅÅÅÅ-MM-DDTtt:mm.',
      'Lokal tid (Europe/Stockholm), ÅÅÅÅ-MM-DDTtt:mm.',
      'Miestny čas (Europe/Stockholm), RRRR-MM-DDThh:mm.',
    ),
  },
  isFullDay: { label: C.isFullDay },
  startsAt: { label: C.startsAt },
  endsAt: { label: C.endsAt },
  registrationNumber: { label: C.registrationNumber },
  vehicle: { label: C.vehicle },
  mileage: { label: C.mileage },
  customer: { label: C.customer },
  firstName: { label: C.firstName },
  lastName: { label: C.lastName },
  phone: { label: C.phone },
  email: { label: C.email },
  freeText: { label: C.freeText },
  services: {
    label: t('Services', 'Tjänster', 'Tjenester', 'Služby'),
    description: t(
      'Booked offerings with units, input and price.',
      'Bokade tjänster med antal, inmatning och pris.',
      'Bestilte tjenester med antall, inndata og pris.',
      'Rezervované služby s jednotkami, údajmi a cenou.',
    ),
  },
  total: {
    label: t('Total', 'Totalt', 'Totalt', 'Spolu'),
    description: t(
      'SEK; blank when a price is not known.',
      'SEK; tomt när ett pris inte är känt.',
      'SEK; tomt når en pris ikke er kjent.',
      'SEK; prázdne, keď cena nie je známa.',
    ),
  },
  rescheduleCount: { label: C.rescheduleCount, description: C.movedByLink },
  cancelledAt: { label: C.cancelledAt },
}

export const WORKSHOP_BRAND_TEXTS: FieldTexts = {
  name: {
    label: C.brand,
    description: t(
      'As the vehicle registry spells it, e.g. Volvo.',
      'Som fordonsregistret stavar det, t.ex. Volvo.',
      'Slik kjøretøyregisteret staver det, f.eks. Volvo.',
      'Tak, ako ju píše register vozidiel, napr. Volvo.',
    ),
  },
  supported: {
    label: t('Supported', 'Stöds', 'Støttes', 'Podporovaná'),
    description: t(
      'Bookable here. Unsupported brands are told to book through the link at the top of the page.',
      'Kan bokas här. Märken som inte stöds hänvisas till länken högst upp på sidan.',
      'Kan bestilles her. Merker som ikke støttes, henvises til lenken øverst på siden.',
      'Dá sa rezervovať tu. Nepodporované značky sa odkážu na odkaz v hornej časti stránky.',
    ),
  },
  bookingUrl: {
    label: t('Booking address', 'Bokningsadress', 'Bestillingsadresse', 'Adresa rezervácie'),
    description: t(
      'Where an unsupported brand books instead (shown by the page header).',
      'Var ett märke som inte stöds bokar i stället (visas i sidhuvudet).',
      'Hvor et merke som ikke støttes, bestiller i stedet (vises i sidehodet).',
      'Kde sa rezervuje nepodporovaná značka (zobrazí sa v hlavičke stránky).',
    ),
  },
}

export const WORKSHOP_CATEGORY_TEXTS: FieldTexts = {
  name: { label: C.name },
  kind: { label: t('Kind', 'Sort', 'Type', 'Druh') },
  selectionType: {
    label: t('Selection', 'Urval', 'Utvalg', 'Výber'),
    description: t(
      'One at most: at most one offering of the category.',
      'Högst en: högst en tjänst i kategorin.',
      'Høyst én: høyst én tjeneste i kategorien.',
      'Najviac jedna: najviac jedna služba z kategórie.',
    ),
  },
  icon: { label: t('Icon', 'Ikon', 'Ikon', 'Ikona') },
  sortOrder: { label: C.sortOrder },
}

export const WORKSHOP_DEPARTMENT_TEXTS: FieldTexts = {
  name: { label: C.name },
  departmentId: {
    label: t('Department id', 'Avdelnings-id', 'Avdelings-id', 'ID oddelenia'),
    description: t(
      'Public id in the booking API.',
      'Publikt id i boknings-API:t.',
      'Offentlig ID i bestillings-API-et.',
      'Verejný identifikátor v rezervačnom API.',
    ),
  },
  active: { label: C.active },
  dealerSite: {
    label: t('Dealer site', 'Anläggning', 'Anlegg', 'Prevádzka predajcu'),
    description: t(
      'The dealer site this is the workshop of.',
      'Anläggningen som verkstaden hör till.',
      'Anlegget verkstedet hører til.',
      'Prevádzka predajcu, ku ktorej dielňa patrí.',
    ),
  },
  siteId: {
    label: t('Site id', 'Anläggnings-id', 'Anleggs-id', 'ID prevádzky'),
    description: t(
      'The site id of the booking API (the dealer site’s site_id where tied).',
      'Anläggnings-id:t i boknings-API:t (anläggningens site_id när de är kopplade).',
      'Anleggs-ID-en i bestillings-API-et (anleggets site_id når de er koblet).',
      'ID prevádzky v rezervačnom API (site_id prevádzky predajcu, ak sú prepojené).',
    ),
  },
  street: { label: C.street },
  zip: { label: C.zip },
  city: { label: C.city },
  latitude: { label: C.latitude },
  longitude: { label: C.longitude },
  email: {
    label: C.email,
    description: t(
      'Receives every booking.',
      'Tar emot varje bokning.',
      'Mottar hver bestilling.',
      'Dostáva každú rezerváciu.',
    ),
  },
  phone: { label: C.phone },
  authorisedBrands: {
    label: t('Authorised brands', 'Auktoriserade märken', 'Autoriserte merker', 'Autorizované značky'),
  },
  offerings: {
    label: t('Services', 'Tjänster', 'Tjenester', 'Služby'),
    description: t(
      'What this department does.',
      'Vad avdelningen utför.',
      'Hva avdelingen utfører.',
      'Čo toto oddelenie robí.',
    ),
  },
  priceFactor: {
    label: t('Price factor', 'Prisfaktor', 'Prisfaktor', 'Cenový koeficient'),
    description: t(
      'Local price level: the offering’s price times this.',
      'Lokal prisnivå: tjänstens pris gånger detta.',
      'Lokalt prisnivå: tjenestens pris ganger dette.',
      'Miestna cenová úroveň: cena služby krát toto číslo.',
    ),
  },
  lateChangeHours: {
    label: C.lateChangeHours,
    description: t(
      'Customers cannot change or cancel by link within this many hours of the appointment; the page then shows the phone and e-mail.',
      'Så många timmar före besöket kan kunden inte ändra eller avboka via länken; sidan visar då telefon och e-post.',
      'Så mange timer før timen kan kunden ikke endre eller avbestille via lenken; siden viser da telefon og e-post.',
      'Toľko hodín pred termínom nemôže zákazník zmeniť ani zrušiť rezerváciu cez odkaz; stránka potom ukáže telefón a e-mail.',
    ),
  },
  maxReschedules: { label: C.maxReschedules, description: C.maxReschedulesDescription },
}

export const WORKSHOP_OFFERING_TEXTS: FieldTexts = {
  code: {
    label: t('Code', 'Kod', 'Kode', 'Kód'),
    description: t(
      'Product id (the booking request’s kobraId).',
      'Produkt-id (bokningsanropets kobraId).',
      'Produkt-ID (bestillingskallets kobraId).',
      'ID produktu (kobraId v žiadosti o rezerváciu).',
    ),
  },
  name: { label: C.name },
  category: { label: t('Category', 'Kategori', 'Kategori', 'Kategória') },
  description: { label: C.description },
  durationMinutes: {
    label: t('Duration (minutes)', 'Tidsåtgång (minuter)', 'Varighet (minutter)', 'Trvanie (minúty)'),
  },
  sortOrder: { label: C.sortOrder },
  active: { label: C.active },
  prices: {
    label: t('Prices', 'Priser', 'Priser', 'Ceny'),
    labels: { singular: C.price, plural: t('Prices', 'Priser', 'Priser', 'Ceny') },
    description: t(
      'Price in SEK incl. VAT; a row without brand applies to every brand without its own row. No matching row: price not known.',
      'Pris i SEK inkl. moms; en rad utan märke gäller alla märken utan egen rad. Ingen matchande rad: priset är okänt.',
      'Pris i SEK inkl. mva; en rad uten merke gjelder alle merker uten egen rad. Ingen samsvarende rad: prisen er ukjent.',
      'Cena v SEK s DPH; riadok bez značky platí pre každú značku bez vlastného riadku. Žiadny zodpovedajúci riadok: cena nie je známa.',
    ),
  },
  brand: { label: C.brand },
  price: { label: C.price },
  notKnownPriceText: {
    label: t(
      'Text when price not known',
      'Text när priset är okänt',
      'Tekst når prisen er ukjent',
      'Text pri neznámej cene',
    ),
    description: t(
      'Shown when the price is not known, e.g. "Pris efter felsökning".',
      'Visas när priset inte är känt, t.ex. "Pris efter felsökning".',
      'Vises når prisen ikke er kjent, f.eks. "Pris efter felsökning".',
      'Zobrazí sa, keď cena nie je známa, napr. „Pris efter felsökning“.',
    ),
  },
  agreementDiscountPercent: {
    label: t('Agreement discount (%)', 'Avtalsrabatt (%)', 'Avtalerabatt (%)', 'Zľava zo zmluvy (%)'),
    description: t(
      'Discount for cars with a service agreement.',
      'Rabatt för bilar med serviceavtal.',
      'Rabatt for biler med serviceavtale.',
      'Zľava pre autá so servisnou zmluvou.',
    ),
  },
  requiresAuthorisation: {
    label: t('Requires authorisation', 'Kräver auktorisation', 'Krever autorisasjon', 'Vyžaduje autorizáciu'),
    description: t(
      'Only departments authorised for the car’s brand (original service).',
      'Endast avdelningar auktoriserade för bilens märke (originalservice).',
      'Bare avdelinger autorisert for bilens merke (originalservice).',
      'Len oddelenia autorizované pre značku auta (originálny servis).',
    ),
  },
  requiresMileage: {
    label: t('Asks for mileage', 'Frågar efter miltal', 'Spør etter kilometerstand', 'Pýta sa na počet km'),
    description: t(
      'Asks for the mileage ("Ange miltal").',
      'Frågar efter miltalet ("Ange miltal").',
      'Spør etter kilometerstanden ("Ange miltal").',
      'Pýta sa na počet najazdených km („Ange miltal“).',
    ),
  },
  allowUserInput: {
    label: t('Asks for a message', 'Frågar efter meddelande', 'Spør etter melding', 'Pýta sa na správu'),
    description: t(
      'Asks for a message of at most 80 characters ("Ange meddelande").',
      'Frågar efter ett meddelande på högst 80 tecken ("Ange meddelande").',
      'Spør etter en melding på høyst 80 tegn ("Ange meddelande").',
      'Pýta sa na správu s najviac 80 znakmi („Ange meddelande“).',
    ),
  },
  brands: {
    label: C.brands,
    description: t(
      'Only for these brands; empty: every brand.',
      'Endast för dessa märken; tomt: alla märken.',
      'Bare for disse merkene; tomt: alle merker.',
      'Len pre tieto značky; prázdne: všetky značky.',
    ),
  },
  unavailableModels: {
    label: t('Unavailable models', 'Ej tillgängliga modeller', 'Utilgjengelige modeller', 'Nedostupné modely'),
    labels: {
      singular: t('Unavailable model', 'Ej tillgänglig modell', 'Utilgjengelig modell', 'Nedostupný model'),
      plural: t('Unavailable models', 'Ej tillgängliga modeller', 'Utilgjengelige modeller', 'Nedostupné modely'),
    },
    description: t(
      'Models the offering is not available for ("… är inte tillgänglig för denna bilmodell").',
      'Modeller som tjänsten inte finns för ("… är inte tillgänglig för denna bilmodell").',
      'Modeller tjenesten ikke finnes for ("… är inte tillgänglig för denna bilmodell").',
      'Modely, pre ktoré služba nie je dostupná („… är inte tillgänglig för denna bilmodell“).',
    ),
  },
  model: { label: C.model },
  unitPrice: {
    label: t('Unit price', 'Styckpris', 'Stykkpris', 'Jednotková cena'),
    description: t(
      'For offerings sold by the unit (the price is per unit).',
      'För tjänster som säljs per enhet (priset gäller per enhet).',
      'For tjenester som selges per enhet (prisen gjelder per enhet).',
      'Pre služby predávané po jednotkách (cena je za jednotku).',
    ),
  },
  enabled: { label: t('Enabled', 'Aktiverad', 'Aktivert', 'Zapnuté') },
  minimum: { label: t('Minimum', 'Minst', 'Minst', 'Minimum') },
  maximum: { label: t('Maximum', 'Högst', 'Høyst', 'Maximum') },
  unit: { label: t('Unit', 'Enhet', 'Enhet', 'Jednotka') },
  unitAbbreviation: { label: t('Unit abbreviation', 'Enhetsförkortning', 'Enhetsforkortelse', 'Skratka jednotky') },
  postfix: { label: t('Text after the amount', 'Text efter antalet', 'Tekst etter antallet', 'Text za množstvom') },
}

export const VEHICLE_REGISTRY_TEXTS: FieldTexts = {
  registrationNumber: { label: C.registrationNumber },
  brand: { label: C.brand },
  model: { label: C.model },
  buildYear: { label: t('Model year', 'Årsmodell', 'Årsmodell', 'Rok výroby') },
  hasServiceAgreement: { label: t('Service agreement', 'Serviceavtal', 'Serviceavtale', 'Servisná zmluva') },
}
