import type { SearchIndex } from '@/sites/markets'

import type { DepartmentGroup } from '@/features/dealers/options'
import type { DayRule } from './dates'

/**
 * Hand-written facts behind the generated dealer sites: places, addresses, coordinates, names,
 * titles, opening hours and public holidays per market. Everything here is fictional but shaped
 * like the real thing (postcode formats, area codes, local names), so the pages look plausible.
 * `generate.ts` combines these with a seeded PRNG; nothing here is random. Holidays are rules, not
 * dates: the seeding day resolves them (dates.ts), so the demo never runs out of coming days.
 *
 * Phone templates: each '#' becomes a digit. Where a country reserves numbers for fiction they are
 * used (Sweden's PTS ranges, Ofcom's drama numbers), so no real business is ever dialled.
 */

/** Brand names as the car search shows them (car_brand), with the code departments carry. */
export const BRAND_CODES = {
  Volvo: 'VOLVO',
  Polestar: 'POLESTAR',
  Volkswagen: 'VW',
  Audi: 'AUDI',
  Skoda: 'SKODA',
  Kia: 'KIA',
  Toyota: 'TOYOTA',
  Renault: 'RENAULT',
  Dacia: 'DACIA',
  Hyundai: 'HYUNDAI',
  BMW: 'BMW',
  MINI: 'MINI',
  'Mercedes-Benz': 'MB',
  'Mercedes-Benz Vans': 'MBV',
  smart: 'SMART',
  Tesla: 'TESLA',
} as const
export type BrandName = keyof typeof BRAND_CODES

/** A word that differs by grammatical gender (Slovak surnames and titles); a plain string otherwise. */
export type Gendered = string | { m: string; f: string }

export type HoursRow = { day: string; options: string[] }

/** A public holiday or other deviation day; `on` names its day in any year (dates.ts). */
export type Holiday = { on: DayRule; displayText: string; closed: boolean }

export type MarketProfile = {
  index: SearchIndex
  /** Numbering base of site_id; market N owns N001..N999 so ids never collide across markets. */
  siteIdBase: number
  companyErpId: string
  domain: string
  accent: string
  departmentNames: Record<DepartmentGroup, string>
  /** Local part of department mailboxes, e.g. verkstad.uppsala@… */
  departmentMailboxes: Record<DepartmentGroup, string>
  titles: Record<DepartmentGroup, { lead: Gendered; staff: Gendered[] }>
  people: { male: string[]; female: string[]; surnames: Gendered[] }
  mobiles: string[]
  hours: { sales: HoursRow[]; workshop: HoursRow[]; parts: HoursRow[] }
  /** The Christmas period and its days as 'MM-DD'; an end before the start falls in the next year. */
  christmas: { title: string; start: string; end: string; days: [monthDay: string, text: string][] }
  holidays: Holiday[]
  /** A stocktaking day each site keeps a few weeks after the seeding day, so its coming weeks always list a deviation. */
  stocktaking: { displayText: string; closed: boolean }
}

export type DealerPlace = {
  /** ASCII place key for slugs and mailboxes. */
  place: string
  slug: string
  name: string
  street: string
  zip: string
  city: string
  region: string
  websiteCity: string
  lat: number
  lng: number
  phone: string
  brands: BrandName[]
  departments: DepartmentGroup[]
}

const FULL: DepartmentGroup[] = ['New cars', 'Used cars', 'Workshop', 'Parts', 'Body work']
const NO_BODY: DepartmentGroup[] = ['New cars', 'Used cars', 'Workshop', 'Parts']
const USED_AND_SERVICE: DepartmentGroup[] = ['Used cars', 'Workshop']

// ---------------------------------------------------------------------------------------------
// Sweden: the multi-brand group (se) and the budget used-car brand (bb) share language and holidays.

const SV_NAMES = {
  male: ['Erik', 'Lars', 'Johan', 'Anders', 'Mikael', 'Fredrik', 'Oskar', 'Henrik', 'Per', 'Niklas', 'Magnus', 'Jonas'],
  female: ['Anna', 'Maria', 'Karin', 'Sara', 'Emma', 'Elin', 'Linnea', 'Sofia', 'Ida', 'Maja', 'Johanna', 'Frida'],
  surnames: [
    'Andersson',
    'Johansson',
    'Karlsson',
    'Nilsson',
    'Eriksson',
    'Larsson',
    'Olsson',
    'Persson',
    'Svensson',
    'Gustafsson',
    'Pettersson',
    'Lindberg',
    'Lindqvist',
    'Bergström',
    'Holm',
    'Sandberg',
    'Åberg',
    'Öberg',
    'Ström',
    'Wikström',
  ],
}

const SV_TITLES: MarketProfile['titles'] = {
  'New cars': { lead: 'Försäljningschef', staff: ['Bilförsäljare', 'Bilförsäljare', 'Företagssäljare', 'Säljsupport'] },
  'Used cars': { lead: 'Begagnatchef', staff: ['Bilförsäljare', 'Begagnatsäljare', 'Inköpare'] },
  Workshop: { lead: 'Verkstadschef', staff: ['Servicerådgivare', 'Kundmottagare', 'Garantiansvarig'] },
  Parts: { lead: 'Reservdelschef', staff: ['Reservdelssäljare', 'Tillbehörssäljare'] },
  'Body work': { lead: 'Skadechef', staff: ['Skadehandläggare', 'Skadekalkylator'] },
}

const SV_HOURS: MarketProfile['hours'] = {
  sales: [
    { day: 'Måndag–fredag', options: ['09:00–18:00', '09:00–18:00', '10:00–18:00', '09:00–19:00'] },
    { day: 'Lördag', options: ['10:00–15:00', '11:00–15:00', '10:00–14:00'] },
    { day: 'Söndag', options: ['Stängt', 'Stängt', '11:00–15:00'] },
  ],
  workshop: [
    { day: 'Måndag–fredag', options: ['07:00–17:00', '07:00–16:30', '07:30–17:00'] },
    { day: 'Lördag–söndag', options: ['Stängt'] },
  ],
  parts: [
    { day: 'Måndag–fredag', options: ['07:30–17:00', '08:00–17:00'] },
    { day: 'Lördag–söndag', options: ['Stängt'] },
  ],
}

const SV_CHRISTMAS: MarketProfile['christmas'] = {
  title: 'Jul och nyår',
  start: '12-24',
  end: '01-06',
  days: [
    ['12-24', 'Julafton: stängt'],
    ['12-25', 'Juldagen: stängt'],
    ['12-26', 'Annandag jul: stängt'],
    ['12-28', '10:00–15:00'],
    ['12-29', '10:00–15:00'],
    ['12-30', '10:00–15:00'],
    ['12-31', 'Nyårsafton: stängt'],
    ['01-01', 'Nyårsdagen: stängt'],
    ['01-06', 'Trettondedag jul: stängt'],
  ],
}

const SV_HOLIDAYS: Holiday[] = [
  { on: { easter: -2 }, displayText: 'Långfredag: stängt', closed: true },
  { on: { easter: 1 }, displayText: 'Annandag påsk: stängt', closed: true },
  { on: '04-30', displayText: 'Valborgsmässoafton: 09:00–14:00', closed: false },
  { on: { easter: 39 }, displayText: 'Kristi himmelsfärdsdag: stängt', closed: true },
  { on: { weekday: 5, from: '06-19' }, displayText: 'Midsommarafton: stängt', closed: true },
  { on: { weekday: 6, from: '10-31' }, displayText: 'Alla helgons dag: stängt', closed: true },
]

// PTS reserves 070-174 06 05 to 070-174 06 99 for fiction.
const SV_MOBILES = ['070 174 06 5#', '070 174 06 6#', '070 174 06 7#', '070 174 06 8#', '070 174 06 9#']

const se: MarketProfile = {
  index: 'se',
  siteIdBase: 1000,
  companyErpId: '110',
  domain: 'bilgruppen.example',
  accent: '#0b3d6e',
  departmentNames: {
    'New cars': 'Nybilsförsäljning',
    'Used cars': 'Begagnatförsäljning',
    Workshop: 'Verkstad',
    Parts: 'Reservdelar',
    'Body work': 'Skadeverkstad',
  },
  departmentMailboxes: {
    'New cars': 'nybil',
    'Used cars': 'begagnat',
    Workshop: 'verkstad',
    Parts: 'reservdelar',
    'Body work': 'skadeverkstad',
  },
  titles: SV_TITLES,
  people: SV_NAMES,
  mobiles: SV_MOBILES,
  hours: SV_HOURS,
  christmas: SV_CHRISTMAS,
  holidays: SV_HOLIDAYS,
  stocktaking: { displayText: 'Inventering: 09:00–14:00', closed: false },
}

const bb: MarketProfile = {
  ...se,
  index: 'bb',
  siteIdBase: 2000,
  companyErpId: '120',
  domain: 'bilbudget.example',
  accent: '#e2601a',
}

/** Swedish multi-brand group; slugs are the group prefix plus the place (spec 2 §2.7). */
const SE_PLACES: DealerPlace[] = [
  {
    place: 'kungenskurva',
    slug: 'bilgruppen-kungens-kurva',
    name: 'Bilgruppen Kungens Kurva',
    street: 'Ekgårdsvägen 2',
    zip: '141 75',
    city: 'Kungens Kurva',
    region: 'Stockholm',
    websiteCity: 'Stockholm',
    lat: 59.27061,
    lng: 17.91992,
    phone: '08 465 004 ##',
    brands: ['Volvo', 'Polestar', 'Renault', 'Dacia'],
    departments: FULL,
  },
  {
    place: 'goteborg',
    slug: 'bilgruppen-goteborg',
    name: 'Bilgruppen Göteborg',
    street: 'Almedalsvägen 12',
    zip: '412 63',
    city: 'Göteborg',
    region: 'Västra Götaland',
    websiteCity: 'Göteborg',
    lat: 57.68912,
    lng: 11.99361,
    phone: '031 390 06 ##',
    brands: ['Volkswagen', 'Audi', 'Skoda'],
    departments: FULL,
  },
  {
    place: 'malmo',
    slug: 'bilgruppen-malmo',
    name: 'Bilgruppen Malmö',
    street: 'Jägersrovägen 180',
    zip: '213 75',
    city: 'Malmö',
    region: 'Skåne',
    websiteCity: 'Malmö',
    lat: 55.57902,
    lng: 13.06475,
    phone: '040 628 04 ##',
    brands: ['Toyota', 'Kia'],
    departments: FULL,
  },
  {
    place: 'uppsala',
    slug: 'bilgruppen-uppsala',
    name: 'Bilgruppen Uppsala',
    street: 'Bolandsgatan 6',
    zip: '753 23',
    city: 'Uppsala',
    region: 'Uppsala',
    websiteCity: 'Uppsala',
    lat: 59.84928,
    lng: 17.67291,
    phone: '018 ## ## ##',
    brands: ['Volvo', 'Renault', 'Dacia'],
    departments: FULL,
  },
  {
    place: 'vasteras',
    slug: 'bilgruppen-vasteras',
    name: 'Bilgruppen Västerås',
    street: 'Stockholmsvägen 140',
    zip: '721 34',
    city: 'Västerås',
    region: 'Västmanland',
    websiteCity: 'Västerås',
    lat: 59.61463,
    lng: 16.5849,
    phone: '021 ## ## ##',
    brands: ['Volkswagen', 'Audi', 'Skoda'],
    departments: NO_BODY,
  },
  {
    place: 'orebro',
    slug: 'bilgruppen-orebro',
    name: 'Bilgruppen Örebro',
    street: 'Bettorpsgatan 4',
    zip: '703 69',
    city: 'Örebro',
    region: 'Örebro',
    websiteCity: 'Örebro',
    lat: 59.29102,
    lng: 15.24503,
    phone: '019 ## ## ##',
    brands: ['Kia', 'Skoda', 'Toyota'],
    departments: NO_BODY,
  },
  {
    place: 'linkoping',
    slug: 'bilgruppen-linkoping',
    name: 'Bilgruppen Linköping',
    street: 'Roxtorpsgatan 9',
    zip: '582 77',
    city: 'Linköping',
    region: 'Östergötland',
    websiteCity: 'Linköping',
    lat: 58.43471,
    lng: 15.58462,
    phone: '013 ## ## ##',
    brands: ['Volvo', 'Polestar', 'Renault'],
    departments: FULL,
  },
  {
    place: 'jonkoping',
    slug: 'bilgruppen-jonkoping',
    name: 'Bilgruppen Jönköping',
    street: 'Solåsvägen 3',
    zip: '553 03',
    city: 'Jönköping',
    region: 'Jönköping',
    websiteCity: 'Jönköping',
    lat: 57.74903,
    lng: 14.1917,
    phone: '036 ## ## ##',
    brands: ['Toyota', 'Kia'],
    departments: NO_BODY,
  },
  {
    place: 'umea',
    slug: 'bilgruppen-umea',
    name: 'Bilgruppen Umeå',
    street: 'Förrådsvägen 17',
    zip: '901 32',
    city: 'Umeå',
    region: 'Västerbotten',
    websiteCity: 'Umeå',
    lat: 63.83004,
    lng: 20.21302,
    phone: '090 ## ## ##',
    brands: ['Volvo', 'Volkswagen', 'Skoda'],
    departments: NO_BODY,
  },
  {
    place: 'sundsvall',
    slug: 'bilgruppen-sundsvall',
    name: 'Bilgruppen Sundsvall',
    street: 'Birstavägen 1',
    zip: '863 41',
    city: 'Sundsvall',
    region: 'Västernorrland',
    websiteCity: 'Sundsvall',
    lat: 62.44692,
    lng: 17.33057,
    phone: '060 ## ## ##',
    brands: ['Volvo', 'Renault', 'Dacia', 'Kia'],
    departments: FULL,
  },
]

/** Budget used-car brand: /hitta-oss/{kungens-kurva, malmo, molndal} (spec 2 §2.7). */
const BB_PLACES: DealerPlace[] = [
  {
    place: 'kungenskurva',
    slug: 'kungens-kurva',
    name: 'Bilbudget Kungens Kurva',
    street: 'Månskärarvägen 11',
    zip: '141 75',
    city: 'Kungens Kurva',
    region: 'Stockholm',
    websiteCity: 'Stockholm',
    lat: 59.26934,
    lng: 17.91548,
    phone: '08 465 004 ##',
    brands: ['Volvo', 'Volkswagen', 'Toyota', 'Kia'],
    departments: USED_AND_SERVICE,
  },
  {
    place: 'malmo',
    slug: 'malmo',
    name: 'Bilbudget Malmö',
    street: 'Stenyxegatan 14',
    zip: '213 76',
    city: 'Malmö',
    region: 'Skåne',
    websiteCity: 'Malmö',
    lat: 55.56941,
    lng: 13.04602,
    phone: '040 628 04 ##',
    brands: ['Volvo', 'Volkswagen', 'Toyota', 'Skoda'],
    departments: USED_AND_SERVICE,
  },
  {
    place: 'molndal',
    slug: 'molndal',
    name: 'Bilbudget Mölndal',
    street: 'Flöjelbergsgatan 16',
    zip: '431 37',
    city: 'Mölndal',
    region: 'Västra Götaland',
    websiteCity: 'Göteborg',
    lat: 57.65662,
    lng: 12.00983,
    phone: '031 390 06 ##',
    brands: ['Volvo', 'Volkswagen', 'Kia', 'Renault'],
    departments: USED_AND_SERVICE,
  },
]

// ---------------------------------------------------------------------------------------------
// Norway: used premium cars (/vare-bilmerker lists bmw, tesla, mercedes-benz, audi).

const no: MarketProfile = {
  index: 'no',
  siteIdBase: 3000,
  companyErpId: '210',
  domain: 'bilsenteret.example',
  accent: '#12343b',
  departmentNames: {
    'New cars': 'Nybilsalg',
    'Used cars': 'Bruktbilsalg',
    Workshop: 'Verksted',
    Parts: 'Deler og tilbehør',
    'Body work': 'Skadesenter',
  },
  departmentMailboxes: {
    'New cars': 'nybil',
    'Used cars': 'bruktbil',
    Workshop: 'verksted',
    Parts: 'deler',
    'Body work': 'skade',
  },
  titles: {
    'New cars': { lead: 'Salgssjef', staff: ['Bilselger', 'Bedriftsrådgiver'] },
    'Used cars': { lead: 'Bruktbilsjef', staff: ['Bruktbilselger', 'Bilselger', 'Innkjøper'] },
    Workshop: { lead: 'Verkstedsjef', staff: ['Servicerådgiver', 'Kundemottaker'] },
    Parts: { lead: 'Delesjef', staff: ['Delerådgiver'] },
    'Body work': { lead: 'Skadesjef', staff: ['Skaderådgiver', 'Takstmann'] },
  },
  people: {
    male: [
      'Ole',
      'Lars',
      'Magnus',
      'Henrik',
      'Anders',
      'Espen',
      'Jonas',
      'Thomas',
      'Kristian',
      'Eirik',
      'Håkon',
      'Sindre',
    ],
    female: [
      'Ingrid',
      'Kari',
      'Silje',
      'Nora',
      'Ida',
      'Marte',
      'Hanne',
      'Ingvild',
      'Kristine',
      'Tone',
      'Ragnhild',
      'Åse',
    ],
    surnames: [
      'Hansen',
      'Johansen',
      'Olsen',
      'Larsen',
      'Andersen',
      'Pedersen',
      'Nilsen',
      'Kristiansen',
      'Jensen',
      'Karlsen',
      'Haugen',
      'Berg',
      'Solberg',
      'Bakke',
      'Dahl',
      'Lie',
      'Strand',
      'Haugland',
      'Sæther',
      'Løken',
    ],
  },
  mobiles: ['4## ## ###', '9## ## ###'],
  hours: {
    sales: [
      { day: 'Mandag–fredag', options: ['09:00–17:00', '09:00–18:00', '10:00–18:00'] },
      { day: 'Lørdag', options: ['10:00–15:00', '10:00–14:00'] },
      { day: 'Søndag', options: ['Stengt'] },
    ],
    workshop: [
      { day: 'Mandag–fredag', options: ['07:30–16:00', '07:00–16:00', '07:30–16:30'] },
      { day: 'Lørdag–søndag', options: ['Stengt'] },
    ],
    parts: [
      { day: 'Mandag–fredag', options: ['08:00–16:00', '07:30–16:00'] },
      { day: 'Lørdag–søndag', options: ['Stengt'] },
    ],
  },
  christmas: {
    title: 'Jul og nyttår',
    start: '12-24',
    end: '01-01',
    days: [
      ['12-24', 'Julaften: stengt'],
      ['12-25', '1. juledag: stengt'],
      ['12-26', '2. juledag: stengt'],
      ['12-28', '10:00–15:00'],
      ['12-29', '10:00–15:00'],
      ['12-30', '10:00–15:00'],
      ['12-31', 'Nyttårsaften: stengt'],
      ['01-01', '1. nyttårsdag: stengt'],
    ],
  },
  holidays: [
    { on: { easter: -3 }, displayText: 'Skjærtorsdag: stengt', closed: true },
    { on: { easter: -2 }, displayText: 'Langfredag: stengt', closed: true },
    { on: { easter: 1 }, displayText: '2. påskedag: stengt', closed: true },
    { on: '05-01', displayText: 'Arbeidernes dag: stengt', closed: true },
    { on: { easter: 39 }, displayText: 'Kristi himmelfartsdag: stengt', closed: true },
    { on: { easter: 50 }, displayText: '2. pinsedag: stengt', closed: true },
    { on: '05-17', displayText: 'Grunnlovsdag: stengt', closed: true },
  ],
  stocktaking: { displayText: 'Varetelling: 09:00–14:00', closed: false },
}

/** /finn-oss/{outlet, lillestrom, kristiansand, stavanger} (spec 2 §2.7), plus Bergen. */
const NO_PLACES: DealerPlace[] = [
  {
    place: 'outlet',
    slug: 'oslo-outlet',
    name: 'Bilsenteret Outlet Oslo',
    street: 'Alfasetveien 20',
    zip: '0668',
    city: 'Oslo',
    region: 'Oslo',
    websiteCity: 'Oslo',
    lat: 59.93004,
    lng: 10.85602,
    phone: '22 ## ## ##',
    brands: ['BMW', 'Tesla', 'Mercedes-Benz', 'Audi'],
    departments: ['Used cars'],
  },
  {
    place: 'lillestrom',
    slug: 'lillestrom',
    name: 'Bilsenteret Lillestrøm',
    street: 'Nesgata 5',
    zip: '2004',
    city: 'Lillestrøm',
    region: 'Akershus',
    websiteCity: 'Lillestrøm',
    lat: 59.95602,
    lng: 11.04903,
    phone: '63 8# ## ##',
    brands: ['BMW', 'Tesla', 'Mercedes-Benz', 'Audi'],
    departments: ['Used cars', 'Workshop', 'Body work'],
  },
  {
    place: 'kristiansand',
    slug: 'kristiansand',
    name: 'Bilsenteret Kristiansand',
    street: 'Barstølveien 40',
    zip: '4636',
    city: 'Kristiansand',
    region: 'Agder',
    websiteCity: 'Kristiansand',
    lat: 58.16022,
    lng: 8.06497,
    phone: '38 ## ## ##',
    brands: ['BMW', 'Tesla', 'Audi'],
    departments: USED_AND_SERVICE,
  },
  {
    place: 'stavanger',
    slug: 'stavanger',
    name: 'Bilsenteret Stavanger',
    street: 'Forusbeen 25',
    zip: '4033',
    city: 'Stavanger',
    region: 'Rogaland',
    websiteCity: 'Stavanger',
    lat: 58.89302,
    lng: 5.73104,
    phone: '51 ## ## ##',
    brands: ['BMW', 'Mercedes-Benz', 'Tesla'],
    departments: USED_AND_SERVICE,
  },
  {
    place: 'bergen',
    slug: 'bergen',
    name: 'Bilsenteret Bergen',
    street: 'Kokstadvegen 30',
    zip: '5257',
    city: 'Kokstad',
    region: 'Vestland',
    websiteCity: 'Bergen',
    lat: 60.29401,
    lng: 5.26003,
    phone: '55 ## ## ##',
    brands: ['Mercedes-Benz', 'Audi', 'Tesla'],
    departments: ['Used cars', 'Workshop', 'Body work'],
  },
]

// ---------------------------------------------------------------------------------------------
// Finland: Finnish writes times with dots (9.00–18.00).

const fi: MarketProfile = {
  index: 'fi',
  siteIdBase: 4000,
  companyErpId: '310',
  domain: 'autotalo.example',
  accent: '#1b4f8a',
  departmentNames: {
    'New cars': 'Uudet autot',
    'Used cars': 'Vaihtoautot',
    Workshop: 'Huolto',
    Parts: 'Varaosat ja tarvikkeet',
    'Body work': 'Korikorjaamo',
  },
  departmentMailboxes: {
    'New cars': 'uudetautot',
    'Used cars': 'vaihtoautot',
    Workshop: 'huolto',
    Parts: 'varaosat',
    'Body work': 'korikorjaamo',
  },
  titles: {
    'New cars': { lead: 'Myyntipäällikkö', staff: ['Automyyjä', 'Yritysmyyjä'] },
    'Used cars': { lead: 'Vaihtoautopäällikkö', staff: ['Vaihtoautomyyjä', 'Automyyjä'] },
    Workshop: { lead: 'Huoltopäällikkö', staff: ['Huoltoneuvoja', 'Asiakasneuvoja'] },
    Parts: { lead: 'Varaosapäällikkö', staff: ['Varaosamyyjä'] },
    'Body work': { lead: 'Korjaamopäällikkö', staff: ['Vahinkotarkastaja', 'Korjaamoneuvoja'] },
  },
  people: {
    male: ['Mikko', 'Juha', 'Timo', 'Jari', 'Antti', 'Ville', 'Tuomas', 'Janne', 'Matti', 'Petri', 'Sami', 'Jukka'],
    female: [
      'Anna',
      'Laura',
      'Hanna',
      'Riikka',
      'Elina',
      'Maria',
      'Sanna',
      'Katja',
      'Johanna',
      'Tiina',
      'Minna',
      'Päivi',
    ],
    surnames: [
      'Korhonen',
      'Virtanen',
      'Mäkinen',
      'Nieminen',
      'Mäkelä',
      'Hämäläinen',
      'Laine',
      'Heikkinen',
      'Koskinen',
      'Järvinen',
      'Lehtonen',
      'Lehtinen',
      'Saarinen',
      'Salminen',
      'Heinonen',
      'Niemi',
    ],
  },
  mobiles: ['040 ### ####', '050 ### ####', '044 ### ####'],
  hours: {
    sales: [
      { day: 'Maanantai–perjantai', options: ['9.00–18.00', '9.00–17.00', '10.00–18.00'] },
      { day: 'Lauantai', options: ['10.00–15.00', '10.00–14.00'] },
      { day: 'Sunnuntai', options: ['Suljettu'] },
    ],
    workshop: [
      { day: 'Maanantai–perjantai', options: ['7.30–16.30', '7.00–16.00', '7.30–17.00'] },
      { day: 'Lauantai–sunnuntai', options: ['Suljettu'] },
    ],
    parts: [
      { day: 'Maanantai–perjantai', options: ['8.00–16.30', '7.30–16.00'] },
      { day: 'Lauantai–sunnuntai', options: ['Suljettu'] },
    ],
  },
  christmas: {
    title: 'Joulu ja uusivuosi',
    start: '12-24',
    end: '01-06',
    days: [
      ['12-24', 'Jouluaatto: suljettu'],
      ['12-25', 'Joulupäivä: suljettu'],
      ['12-26', 'Tapaninpäivä: suljettu'],
      ['12-31', 'Uudenvuodenaatto: 9.00–14.00'],
      ['01-01', 'Uudenvuodenpäivä: suljettu'],
      ['01-06', 'Loppiainen: suljettu'],
    ],
  },
  holidays: [
    { on: { easter: -2 }, displayText: 'Pitkäperjantai: suljettu', closed: true },
    { on: { easter: 1 }, displayText: '2. pääsiäispäivä: suljettu', closed: true },
    { on: '04-30', displayText: 'Vappuaatto: 9.00–15.00', closed: false },
    { on: '05-01', displayText: 'Vappu: suljettu', closed: true },
    { on: { easter: 39 }, displayText: 'Helatorstai: suljettu', closed: true },
    { on: { weekday: 5, from: '06-19' }, displayText: 'Juhannusaatto: suljettu', closed: true },
  ],
  stocktaking: { displayText: 'Inventaario: 9.00–14.00', closed: false },
}

const FI_PLACES: DealerPlace[] = [
  {
    place: 'helsinki',
    slug: 'helsinki',
    name: 'Autotalo Helsinki',
    street: 'Ruosilantie 2',
    zip: '00390',
    city: 'Helsinki',
    region: 'Uusimaa',
    websiteCity: 'Helsinki',
    lat: 60.23852,
    lng: 24.85048,
    phone: '09 ### ####',
    brands: ['Toyota', 'Volvo', 'Polestar'],
    departments: FULL,
  },
  {
    place: 'espoo',
    slug: 'espoo',
    name: 'Autotalo Espoo',
    street: 'Karamalmintie 2',
    zip: '02630',
    city: 'Espoo',
    region: 'Uusimaa',
    websiteCity: 'Espoo',
    lat: 60.22196,
    lng: 24.75213,
    phone: '09 ### ####',
    brands: ['Volkswagen', 'Audi', 'Skoda'],
    departments: NO_BODY,
  },
  {
    place: 'vantaa',
    slug: 'vantaa',
    name: 'Autotalo Vantaa',
    street: 'Porttikaari 4',
    zip: '01200',
    city: 'Vantaa',
    region: 'Uusimaa',
    websiteCity: 'Vantaa',
    lat: 60.27903,
    lng: 25.11804,
    phone: '09 ### ####',
    brands: ['Kia', 'Toyota'],
    departments: NO_BODY,
  },
  {
    place: 'tampere',
    slug: 'tampere',
    name: 'Autotalo Tampere',
    street: 'Lahdesjärvenkatu 8',
    zip: '33820',
    city: 'Tampere',
    region: 'Pirkanmaa',
    websiteCity: 'Tampere',
    lat: 61.45302,
    lng: 23.84805,
    phone: '03 ### ####',
    brands: ['Volvo', 'Volkswagen', 'Skoda', 'Kia'],
    departments: FULL,
  },
]

// ---------------------------------------------------------------------------------------------
// Slovakia: surnames and job titles agree with the person's gender.

const sk: MarketProfile = {
  index: 'sk',
  siteIdBase: 5000,
  companyErpId: '410',
  domain: 'autocentrum.example',
  accent: '#7a1f2b',
  departmentNames: {
    'New cars': 'Predaj nových vozidiel',
    'Used cars': 'Predaj jazdených vozidiel',
    Workshop: 'Servis',
    Parts: 'Náhradné diely',
    'Body work': 'Karosáreň',
  },
  departmentMailboxes: {
    'New cars': 'predaj',
    'Used cars': 'jazdene',
    Workshop: 'servis',
    Parts: 'diely',
    'Body work': 'karosaren',
  },
  titles: {
    'New cars': {
      lead: { m: 'Vedúci predaja', f: 'Vedúca predaja' },
      staff: [
        { m: 'Predajca nových vozidiel', f: 'Predajkyňa nových vozidiel' },
        { m: 'Predajca pre firmy', f: 'Predajkyňa pre firmy' },
      ],
    },
    'Used cars': {
      lead: { m: 'Vedúci predaja jazdených vozidiel', f: 'Vedúca predaja jazdených vozidiel' },
      staff: [{ m: 'Predajca jazdených vozidiel', f: 'Predajkyňa jazdených vozidiel' }],
    },
    Workshop: {
      lead: { m: 'Vedúci servisu', f: 'Vedúca servisu' },
      staff: [{ m: 'Servisný poradca', f: 'Servisná poradkyňa' }],
    },
    Parts: {
      lead: { m: 'Vedúci skladu dielov', f: 'Vedúca skladu dielov' },
      staff: [{ m: 'Predajca náhradných dielov', f: 'Predajkyňa náhradných dielov' }],
    },
    'Body work': {
      lead: { m: 'Vedúci karosárne', f: 'Vedúca karosárne' },
      staff: [{ m: 'Likvidátor poistných udalostí', f: 'Likvidátorka poistných udalostí' }],
    },
  },
  people: {
    male: ['Peter', 'Martin', 'Tomáš', 'Michal', 'Ján', 'Marek', 'Lukáš', 'Juraj', 'Andrej', 'Róbert'],
    female: ['Zuzana', 'Jana', 'Katarína', 'Lucia', 'Monika', 'Eva', 'Petra', 'Veronika', 'Mária', 'Lenka'],
    surnames: [
      { m: 'Horváth', f: 'Horváthová' },
      { m: 'Kováč', f: 'Kováčová' },
      { m: 'Varga', f: 'Vargová' },
      { m: 'Tóth', f: 'Tóthová' },
      { m: 'Nagy', f: 'Nagyová' },
      { m: 'Baláž', f: 'Balážová' },
      { m: 'Molnár', f: 'Molnárová' },
      { m: 'Novák', f: 'Nováková' },
      { m: 'Lukáč', f: 'Lukáčová' },
      { m: 'Hudák', f: 'Hudáková' },
    ],
  },
  mobiles: ['0905 ### ###', '0907 ### ###', '0915 ### ###'],
  hours: {
    sales: [
      { day: 'Pondelok–piatok', options: ['8:00–18:00', '9:00–18:00'] },
      { day: 'Sobota', options: ['9:00–13:00', '9:00–12:00'] },
      { day: 'Nedeľa', options: ['Zatvorené'] },
    ],
    workshop: [
      { day: 'Pondelok–piatok', options: ['7:00–17:00', '7:30–16:30'] },
      { day: 'Sobota–nedeľa', options: ['Zatvorené'] },
    ],
    parts: [
      { day: 'Pondelok–piatok', options: ['7:30–16:30', '8:00–16:00'] },
      { day: 'Sobota–nedeľa', options: ['Zatvorené'] },
    ],
  },
  christmas: {
    title: 'Vianoce a Nový rok',
    start: '12-24',
    end: '01-06',
    days: [
      ['12-24', 'Štedrý deň: zatvorené'],
      ['12-25', 'Prvý sviatok vianočný: zatvorené'],
      ['12-26', 'Druhý sviatok vianočný: zatvorené'],
      ['12-31', 'Silvester: 8:00–12:00'],
      ['01-01', 'Nový rok: zatvorené'],
      ['01-06', 'Zjavenie Pána: zatvorené'],
    ],
  },
  holidays: [
    { on: { easter: -2 }, displayText: 'Veľký piatok: zatvorené', closed: true },
    { on: { easter: 1 }, displayText: 'Veľkonočný pondelok: zatvorené', closed: true },
    { on: '05-01', displayText: 'Sviatok práce: zatvorené', closed: true },
    { on: '08-29', displayText: 'Výročie SNP: zatvorené', closed: true },
    { on: '09-15', displayText: 'Sedembolestná Panna Mária: zatvorené', closed: true },
  ],
  stocktaking: { displayText: 'Inventúra: 8:00–12:00', closed: false },
}

/** /kontakty/{site}-bratislava (spec 2 §2.7), plus Košice. */
const SK_PLACES: DealerPlace[] = [
  {
    place: 'bratislava',
    slug: 'autocentrum-bratislava',
    name: 'Autocentrum Bratislava',
    street: 'Panónska cesta 33',
    zip: '851 04',
    city: 'Bratislava',
    region: 'Bratislavský kraj',
    websiteCity: 'Bratislava',
    lat: 48.11803,
    lng: 17.10104,
    phone: '02 #### ####',
    brands: ['Skoda', 'Volkswagen', 'Hyundai'],
    departments: NO_BODY,
  },
  {
    place: 'kosice',
    slug: 'autocentrum-kosice',
    name: 'Autocentrum Košice',
    street: 'Moldavská cesta 10',
    zip: '040 11',
    city: 'Košice',
    region: 'Košický kraj',
    websiteCity: 'Košice',
    lat: 48.69601,
    lng: 21.23502,
    phone: '055 ### ####',
    brands: ['Skoda', 'Hyundai', 'Kia'],
    departments: NO_BODY,
  },
]

// ---------------------------------------------------------------------------------------------
// United Kingdom: Mercedes-Benz, smart, BMW and MINI retailers (the four UK themes).

const uk: MarketProfile = {
  index: 'uk',
  siteIdBase: 6000,
  companyErpId: '510',
  domain: 'westwaymotors.example',
  accent: '#1c1c1c',
  departmentNames: {
    'New cars': 'New Cars',
    'Used cars': 'Used Cars',
    Workshop: 'Service',
    Parts: 'Parts',
    'Body work': 'Bodyshop',
  },
  departmentMailboxes: {
    'New cars': 'newcars',
    'Used cars': 'usedcars',
    Workshop: 'service',
    Parts: 'parts',
    'Body work': 'bodyshop',
  },
  titles: {
    'New cars': {
      lead: 'Sales Manager',
      staff: ['Sales Executive', 'Sales Executive', 'Business Manager', 'Product Genius'],
    },
    'Used cars': { lead: 'Used Car Manager', staff: ['Sales Executive', 'Used Car Sales Executive'] },
    Workshop: { lead: 'Aftersales Manager', staff: ['Service Advisor', 'Service Advisor', 'Service Receptionist'] },
    Parts: { lead: 'Parts Manager', staff: ['Parts Advisor'] },
    'Body work': { lead: 'Bodyshop Manager', staff: ['Bodyshop Estimator', 'Bodyshop Advisor'] },
  },
  people: {
    male: [
      'James',
      'Oliver',
      'Daniel',
      'Thomas',
      'Matthew',
      'Ryan',
      'Mohammed',
      'Jack',
      'Harry',
      'Arjun',
      'Liam',
      'George',
    ],
    female: [
      'Sarah',
      'Emma',
      'Charlotte',
      'Sophie',
      'Hannah',
      'Amelia',
      'Priya',
      'Chloe',
      'Olivia',
      'Jessica',
      'Aisha',
      'Lucy',
    ],
    surnames: [
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Johnson',
      'Davies',
      'Patel',
      'Wright',
      'Walker',
      'Thompson',
      'White',
      'Hughes',
      'Edwards',
      'Green',
      'Khan',
      'Murphy',
    ],
  },
  mobiles: ['07700 900 ###'],
  hours: {
    sales: [
      { day: 'Monday–Friday', options: ['08:30–19:00', '09:00–18:00', '08:30–18:00'] },
      { day: 'Saturday', options: ['09:00–17:00', '09:00–18:00'] },
      { day: 'Sunday', options: ['10:30–16:30', '11:00–17:00'] },
    ],
    workshop: [
      { day: 'Monday–Friday', options: ['07:30–18:00', '07:30–19:00'] },
      { day: 'Saturday', options: ['08:00–13:00', '08:00–16:00'] },
      { day: 'Sunday', options: ['Closed'] },
    ],
    parts: [
      { day: 'Monday–Friday', options: ['08:00–17:30', '08:00–18:00'] },
      { day: 'Saturday', options: ['08:30–12:30', 'Closed'] },
      { day: 'Sunday', options: ['Closed'] },
    ],
  },
  christmas: {
    title: 'Christmas and New Year',
    start: '12-24',
    end: '01-01',
    days: [
      ['12-24', 'Christmas Eve: 09:00–13:00'],
      ['12-25', 'Christmas Day: closed'],
      ['12-26', 'Boxing Day: closed'],
      ['12-31', "New Year's Eve: 09:00–15:00"],
      ['01-01', "New Year's Day: closed"],
    ],
  },
  holidays: [
    { on: { easter: -2 }, displayText: 'Good Friday: closed', closed: true },
    { on: { easter: 1 }, displayText: 'Easter Monday: 10:00–16:00', closed: false },
    { on: { weekday: 1, from: '05-01' }, displayText: 'Early May bank holiday: 10:00–16:00', closed: false },
    { on: { weekday: 1, from: '05-25' }, displayText: 'Spring bank holiday: 10:00–16:00', closed: false },
    { on: { weekday: 1, from: '08-25' }, displayText: 'Summer bank holiday: closed', closed: true },
    { on: { weekday: 0, from: '11-08' }, displayText: 'Remembrance Sunday: 11:00–16:00', closed: false },
  ],
  stocktaking: { displayText: 'Stocktaking: 09:00–14:00', closed: false },
}

/** /find-us/{location-slug}; Ofcom's drama ranges for London, Birmingham, Manchester and Leeds. */
const UK_PLACES: DealerPlace[] = [
  {
    place: 'westlondon',
    slug: 'mercedes-benz-west-london',
    name: 'Mercedes-Benz of West London',
    street: '200 Western Avenue',
    zip: 'W3 6EG',
    city: 'London',
    region: 'London',
    websiteCity: 'London',
    lat: 51.52203,
    lng: -0.26904,
    phone: '020 7946 0###',
    brands: ['Mercedes-Benz', 'Mercedes-Benz Vans', 'smart'],
    departments: FULL,
  },
  {
    place: 'croydon',
    slug: 'bmw-mini-croydon',
    name: 'Croydon BMW & MINI',
    street: '410 Purley Way',
    zip: 'CR0 4XJ',
    city: 'Croydon',
    region: 'London',
    websiteCity: 'London',
    lat: 51.36402,
    lng: -0.11703,
    phone: '020 7946 0###',
    brands: ['BMW', 'MINI'],
    departments: NO_BODY,
  },
  {
    place: 'enfield',
    slug: 'mercedes-benz-enfield',
    name: 'Mercedes-Benz of Enfield',
    street: '95 Great Cambridge Road',
    zip: 'EN1 1SJ',
    city: 'Enfield',
    region: 'London',
    websiteCity: 'London',
    lat: 51.64804,
    lng: -0.07002,
    phone: '020 7946 0###',
    brands: ['Mercedes-Benz', 'smart'],
    departments: NO_BODY,
  },
  {
    place: 'birmingham',
    slug: 'mercedes-benz-birmingham',
    name: 'Mercedes-Benz of Birmingham',
    street: '120 Lichfield Road',
    zip: 'B6 5RW',
    city: 'Birmingham',
    region: 'West Midlands',
    websiteCity: 'Birmingham',
    lat: 52.50302,
    lng: -1.87804,
    phone: '0121 496 0###',
    brands: ['Mercedes-Benz', 'Mercedes-Benz Vans', 'smart'],
    departments: FULL,
  },
  {
    place: 'manchester',
    slug: 'bmw-mini-manchester',
    name: 'Manchester BMW & MINI',
    street: '5 Trafford Park Road',
    zip: 'M17 1HG',
    city: 'Manchester',
    region: 'Greater Manchester',
    websiteCity: 'Manchester',
    lat: 53.46403,
    lng: -2.32702,
    phone: '0161 496 0###',
    brands: ['BMW', 'MINI'],
    departments: FULL,
  },
  {
    place: 'leeds',
    slug: 'mercedes-benz-leeds',
    name: 'Mercedes-Benz of Leeds',
    street: '1 Hunslet Road',
    zip: 'LS10 1JQ',
    city: 'Leeds',
    region: 'West Yorkshire',
    websiteCity: 'Leeds',
    lat: 53.77604,
    lng: -1.53502,
    phone: '0113 496 0###',
    brands: ['Mercedes-Benz', 'smart'],
    departments: NO_BODY,
  },
]

/** Markets in search-index order, each with its places in site-list order. */
export const DEALER_MARKETS: { profile: MarketProfile; places: DealerPlace[] }[] = [
  { profile: se, places: SE_PLACES },
  { profile: bb, places: BB_PLACES },
  { profile: no, places: NO_PLACES },
  { profile: fi, places: FI_PLACES },
  { profile: sk, places: SK_PLACES },
  { profile: uk, places: UK_PLACES },
]

/** UK find-us filter values (spec 2 §2.7), matching the /service-and-parts/{brand}/{…} areas. */
export const UK_SERVICE_NAMES: Partial<Record<DepartmentGroup, string>> = {
  Workshop: 'servicing',
  Parts: 'parts',
  'Body work': 'bodyshop',
}
