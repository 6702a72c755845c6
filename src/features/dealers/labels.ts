/** The dealer sites' labels, help texts, options and messages in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'
import type { DepartmentGroup } from './options'

export const DEALER_TEXTS = {
  website: t('Website', 'Webbplats', 'Nettsted', 'Web'),
  siteTab: t('Site', 'Anläggning', 'Anlegg', 'Prevádzka'),
  departmentsTab: t('Departments', 'Avdelningar', 'Avdelinger', 'Oddelenia'),
  groups: {
    'New cars': t('New cars', 'Nya bilar', 'Nye biler', 'Nové autá'),
    'Used cars': t('Used cars', 'Begagnade bilar', 'Bruktbiler', 'Jazdené autá'),
    Parts: t('Parts', 'Reservdelar', 'Deler', 'Náhradné diely'),
    Workshop: t('Workshop', 'Verkstad', 'Verksted', 'Servis'),
    'Body work': t('Body work', 'Skadeverkstad', 'Skadeverksted', 'Karosáreň'),
  } satisfies Record<DepartmentGroup, unknown>,
  phoneRequired: t(
    'A phone number is required.',
    'Ange ett telefonnummer.',
    'Oppgi et telefonnummer.',
    'Zadajte telefónne číslo.',
  ),
  phoneFormat: t(
    'Use digits and spaces with an optional leading +, 6 to 20 characters.',
    'Använd siffror och mellanslag, gärna med + först, 6 till 20 tecken.',
    'Bruk sifre og mellomrom, eventuelt med + først, 6 til 20 tegn.',
    'Použite číslice a medzery, voliteľne so znakom + na začiatku, 6 až 20 znakov.',
  ),
  positionRequired: t('A position is required.', 'Ange en position.', 'Oppgi en posisjon.', 'Zadajte polohu.'),
  positionFormat: t(
    "Enter 'latitude,longitude' in decimal degrees, e.g. 59.32930,18.06860.",
    "Ange 'latitud,longitud' i decimalgrader, t.ex. 59.32930,18.06860.",
    "Oppgi 'breddegrad,lengdegrad' i desimalgrader, f.eks. 59.32930,18.06860.",
    "Zadajte 'šírka,dĺžka' v desatinných stupňoch, napr. 59.32930,18.06860.",
  ),
  slugRequired: t('A slug is required.', 'Ange en slug.', 'Oppgi en slug.', 'Zadajte slug.'),
  slugFormat: t(
    'Use lower-case letters, digits and single hyphens, e.g. bilgruppen-uppsala.',
    'Använd gemener, siffror och enkla bindestreck, t.ex. bilgruppen-uppsala.',
    'Bruk små bokstaver, sifre og enkle bindestreker, f.eks. bilgruppen-uppsala.',
    'Použite malé písmená, číslice a jednoduché spojovníky, napr. bilgruppen-uppsala.',
  ),
}

export const DEALER_FIELD_TEXTS: FieldTexts = {
  index: {
    label: C.marketIndex,
    description: t(
      'Search index (market) the site is listed in.',
      'Sökindexet (marknaden) där anläggningen listas.',
      'Søkeindeksen (markedet) anlegget er oppført i.',
      'Vyhľadávací index (trh), v ktorom je prevádzka uvedená.',
    ),
  },
  website_sort_order: {
    label: C.sortOrder,
    description: t(
      'Position in the site list, ascending.',
      'Plats i anläggningslistan, stigande.',
      'Plass i anleggslisten, stigende.',
      'Poradie v zozname prevádzok, vzostupne.',
    ),
  },
  site_id: { label: t('Site id', 'Anläggnings-id', 'Anleggs-ID', 'ID prevádzky') },
  slug: { label: C.slug },
  site_official_name: { label: t('Official name', 'Officiellt namn', 'Offisielt navn', 'Oficiálny názov') },
  site_street: { label: C.street },
  site_zip: { label: C.zip },
  site_city: { label: C.city },
  site_region: { label: t('Region', 'Region', 'Region', 'Región') },
  website_city: {
    label: t('City in the car list', 'Ort i billistan', 'Sted i billisten', 'Mesto v zozname áut'),
    description: t(
      'City used by the car list filter, e.g. Stockholm for Kungens Kurva.',
      'Orten som billistans filter använder, t.ex. Stockholm för Kungens Kurva.',
      'Stedet billistens filter bruker, f.eks. Stockholm for Kungens Kurva.',
      'Mesto pre filter zoznamu áut, napr. Stockholm pre Kungens Kurva.',
    ),
  },
  site_geocoord: {
    label: t('Map position', 'Kartposition', 'Kartposisjon', 'Poloha na mape'),
    description: t(
      "'latitude,longitude' for the map.",
      "'latitud,longitud' för kartan.",
      "'breddegrad,lengdegrad' for kartet.",
      "'šírka,dĺžka' pre mapu.",
    ),
  },
  site_phone: { label: C.phone },
  site_email: { label: C.email },
  leads_email: {
    label: t('E-mail for leads', 'E-post för leads', 'E-post for leads', 'E-mail pre dopyty'),
    description: t(
      'Receives contact-form leads for cars of this site.',
      'Tar emot leads från kontaktformulär för anläggningens bilar.',
      'Mottar leads fra kontaktskjema for anleggets biler.',
      'Dostáva dopyty z kontaktného formulára k autám tejto prevádzky.',
    ),
  },
  company_erp_id: { label: t('Company ERP id', 'Bolagets ERP-id', 'Selskapets ERP-ID', 'ERP ID spoločnosti') },
  site_primary_image: { label: t('Main image', 'Huvudbild', 'Hovedbilde', 'Hlavný obrázok') },
  site_image_url: {
    label: t('Image address', 'Bildadress', 'Bildeadresse', 'Adresa obrázka'),
    description: t(
      'Used when no primary image is uploaded.',
      'Används när ingen huvudbild är uppladdad.',
      'Brukes når ingen hovedbilde er lastet opp.',
      'Použije sa, keď nie je nahraný hlavný obrázok.',
    ),
  },
  site_brands: { label: C.brands, labels: { singular: C.brand, plural: C.brands } },
  name: { label: C.name },
  brand_code: { label: t('Brand code', 'Märkeskod', 'Merkekode', 'Kód značky') },
  site_departments: {
    label: DEALER_TEXTS.departmentsTab,
    labels: { singular: C.department, plural: DEALER_TEXTS.departmentsTab },
  },
  official_name: { label: t('Official name', 'Officiellt namn', 'Offisielt navn', 'Oficiálny názov') },
  group: { label: t('Group', 'Grupp', 'Gruppe', 'Skupina') },
  department_type: { label: t('Department type', 'Avdelningstyp', 'Avdelingstype', 'Typ oddelenia') },
  service_name: {
    label: t('Service', 'Tjänst', 'Tjeneste', 'Služba'),
    description: t(
      'Filter key of the UK find-us list: servicing, parts or bodyshop.',
      'Filternyckel i den brittiska hitta-hit-listan: servicing, parts eller bodyshop.',
      'Filternøkkel i den britiske finn-oss-listen: servicing, parts eller bodyshop.',
      'Kľúč filtra britského zoznamu prevádzok: servicing, parts alebo bodyshop.',
    ),
  },
  phone: { label: C.phone },
  email: { label: C.email },
  erp_id: { label: t('ERP id', 'ERP-id', 'ERP-ID', 'ERP ID') },
  brands: { label: C.brands, labels: { singular: C.brand, plural: C.brands } },
  users: {
    label: t('Staff', 'Personal', 'Ansatte', 'Zamestnanci'),
    labels: {
      singular: t('Staff member', 'Medarbetare', 'Ansatt', 'Zamestnanec'),
      plural: t('Staff members', 'Medarbetare', 'Ansatte', 'Zamestnanci'),
    },
    description: t(
      'Staff. A seller is shown only with a phone or an e-mail (spec 1 §5).',
      'Personal. En säljare visas bara med telefon eller e-post (spec 1 §5).',
      'Ansatte. En selger vises bare med telefon eller e-post (spec 1 §5).',
      'Zamestnanci. Predajca sa zobrazí len s telefónom alebo e-mailom (spec 1 §5).',
    ),
  },
  first_name: { label: C.firstName },
  last_name: { label: C.lastName },
  title: { label: t('Job title', 'Titel', 'Stilling', 'Pozícia') },
  image: { label: C.image },
  openingschedule: { label: t('Opening hours', 'Öppettider', 'Åpningstider', 'Otváracie hodiny') },
  openinghours: {
    label: t('Regular hours', 'Ordinarie tider', 'Ordinære tider', 'Bežné hodiny'),
    labels: {
      singular: t('Opening time', 'Öppettid', 'Åpningstid', 'Otváracia doba'),
      plural: t('Opening times', 'Öppettider', 'Åpningstider', 'Otváracie doby'),
    },
    description: t(
      "One row per day or span of days, e.g. 'Måndag–fredag' / '09:00–18:00'.",
      "En rad per dag eller period av dagar, t.ex. 'Måndag–fredag' / '09:00–18:00'.",
      "Én rad per dag eller periode av dager, f.eks. 'Mandag–fredag' / '09:00–18:00'.",
      "Jeden riadok na deň alebo rozsah dní, napr. 'Pondelok–piatok' / '09:00–18:00'.",
    ),
  },
  day: { label: t('Day', 'Dag', 'Dag', 'Deň') },
  displayText: { label: t('Shown text', 'Visad text', 'Vist tekst', 'Zobrazený text') },
  vacationdays: {
    label: t('Holiday periods', 'Semesterperioder', 'Ferieperioder', 'Obdobia dovoleniek'),
    labels: {
      singular: t('Holiday period', 'Semesterperiod', 'Ferieperiode', 'Obdobie dovolenky'),
      plural: t('Holiday periods', 'Semesterperioder', 'Ferieperioder', 'Obdobia dovoleniek'),
    },
  },
  vacationtitle: { label: C.title },
  vacationstart: { label: C.startsAt },
  vacationend: { label: C.endsAt },
  days: {
    label: t('Days', 'Dagar', 'Dager', 'Dni'),
    labels: { singular: t('Day', 'Dag', 'Dag', 'Deň'), plural: t('Days', 'Dagar', 'Dager', 'Dni') },
    description: t(
      'Opening text for single days inside the period.',
      'Öppettext för enskilda dagar i perioden.',
      'Åpningstekst for enkeltdager i perioden.',
      'Text otváracích hodín pre jednotlivé dni obdobia.',
    ),
  },
  deviationdays: {
    label: t('Deviating days', 'Avvikande dagar', 'Avvikende dager', 'Odlišné dni'),
    labels: {
      singular: t('Deviating day', 'Avvikande dag', 'Avvikende dag', 'Odlišný deň'),
      plural: t('Deviating days', 'Avvikande dagar', 'Avvikende dager', 'Odlišné dni'),
    },
    description: t(
      'Single days with other hours than usual, such as public holidays.',
      'Enskilda dagar med andra tider än vanligt, till exempel helgdagar.',
      'Enkeltdager med andre tider enn vanlig, for eksempel helligdager.',
      'Jednotlivé dni s inými hodinami než obvykle, napríklad sviatky.',
    ),
  },
  date: { label: C.date },
  closed: { label: t('Closed', 'Stängt', 'Stengt', 'Zatvorené') },
}
