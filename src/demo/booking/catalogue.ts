/**
 * The demo booking catalogue: brands, offering categories and offerings with durations,
 * prices per brand and service-agreement discounts. Fictional but shaped like a Swedish workshop
 * chain's price list (SEK incl. VAT, durations in minutes).
 */
import type { WorkshopCategory } from '@/payload-types'

export type DemoBrand = { name: string; supported: boolean; bookingUrl?: string }

/** Bookable brands, and the four the spec's page header sends elsewhere (spec 2 §2.1). */
export const DEMO_BRANDS: DemoBrand[] = [
  ...[
    'Volvo',
    'Polestar',
    'Volkswagen',
    'Audi',
    'Skoda',
    'Kia',
    'Toyota',
    'Renault',
    'Dacia',
    'Hyundai',
    'Ford',
    'Peugeot',
    'Nissan',
    'Seat',
    'Cupra',
  ].map((name) => ({ name, supported: true })),
  { name: 'BMW', supported: false, bookingUrl: 'https://www.bmw.se/sv/topics/owners/service-booking.html' },
  {
    name: 'Mercedes-Benz',
    supported: false,
    bookingUrl: 'https://www.mercedes-benz.se/passengercars/services/service-booking.html',
  },
  { name: 'Ferrari', supported: false, bookingUrl: '/service-och-verkstad/ferrari' },
  { name: 'Scania', supported: false, bookingUrl: '/service-och-verkstad/lastbil' },
]

export type DemoCategory = {
  key: string
  name: string
  kind: 'service' | 'addon'
  selectionType: 'single' | 'multiple'
  icon: WorkshopCategory['icon']
  sortOrder: number
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  { key: 'service', name: 'Service', kind: 'service', selectionType: 'single', icon: 'wrench', sortOrder: 10 },
  {
    key: 'repair',
    name: 'Reparation och felsökning',
    kind: 'service',
    selectionType: 'multiple',
    icon: 'brakes',
    sortOrder: 20,
  },
  { key: 'tyres', name: 'Däck och hjul', kind: 'service', selectionType: 'multiple', icon: 'tyre', sortOrder: 30 },
  { key: 'climate', name: 'AC och klimat', kind: 'service', selectionType: 'multiple', icon: 'ac', sortOrder: 40 },
  {
    key: 'glass',
    name: 'Glas och vindruta',
    kind: 'service',
    selectionType: 'multiple',
    icon: 'windshield',
    sortOrder: 50,
  },
  { key: 'care', name: 'Tvätt och rekond', kind: 'addon', selectionType: 'multiple', icon: 'wash', sortOrder: 60 },
  {
    key: 'checks',
    name: 'Kontroller och tillbehör',
    kind: 'addon',
    selectionType: 'multiple',
    icon: 'inspection',
    sortOrder: 70,
  },
]

export type DemoOffering = {
  code: string
  name: string
  category: string
  description: string
  durationMinutes: number
  /** SEK; `'*'` is every brand without its own row. */
  prices: Record<string, number>
  notKnownPriceText?: string
  agreementDiscountPercent?: number
  requiresAuthorisation?: boolean
  requiresMileage?: boolean
  allowUserInput?: boolean
  brands?: string[]
  unavailableModels?: [brand: string, model: string][]
  unitPrice?: { minimum: number; maximum: number; unit: string; unitAbbreviation: string; postfix: string }
  sortOrder: number
}

/** Models without a combustion engine: no oil change, no exhaust work. */
const ELECTRIC: [string, string][] = [
  ['Volvo', 'EX30'],
  ['Volvo', 'EX40'],
  ['Volvo', 'EX90'],
  ['Polestar', '2'],
  ['Polestar', '3'],
  ['Volkswagen', 'ID.3'],
  ['Volkswagen', 'ID.4'],
  ['Audi', 'Q4 e-tron'],
  ['Skoda', 'Enyaq'],
  ['Kia', 'EV6'],
  ['Kia', 'Niro EV'],
  ['Hyundai', 'Ioniq 5'],
  ['Renault', 'Megane E-Tech'],
  ['Toyota', 'bZ4X'],
]

export const DEMO_OFFERINGS: DemoOffering[] = [
  {
    code: 'SRV-ORIGINAL',
    name: 'Originalservice',
    category: 'service',
    sortOrder: 10,
    durationMinutes: 180,
    requiresAuthorisation: true,
    requiresMileage: true,
    agreementDiscountPercent: 20,
    description: 'Service enligt tillverkarens serviceprogram med originaldelar. Nyttjandegarantin behålls.',
    prices: {
      Volvo: 4990,
      Polestar: 3990,
      Volkswagen: 4590,
      Audi: 5290,
      Skoda: 4290,
      Kia: 3990,
      Toyota: 4190,
      Renault: 3890,
      Dacia: 3490,
    },
  },
  {
    code: 'SRV-BASIC',
    name: 'Basservice',
    category: 'service',
    sortOrder: 20,
    durationMinutes: 90,
    agreementDiscountPercent: 15,
    unavailableModels: ELECTRIC,
    description: 'Oljebyte med filter, kontroll av bromsar, vätskor, belysning och däck.',
    prices: { '*': 2690, Audi: 2990 },
  },
  {
    code: 'SRV-OIL',
    name: 'Oljebyte',
    category: 'service',
    sortOrder: 30,
    durationMinutes: 45,
    agreementDiscountPercent: 10,
    unavailableModels: ELECTRIC,
    description: 'Byte av motorolja och oljefilter.',
    prices: { '*': 1490 },
  },
  {
    code: 'REP-DIAG',
    name: 'Felsökning',
    category: 'repair',
    sortOrder: 10,
    durationMinutes: 60,
    allowUserInput: true,
    notKnownPriceText: 'Pris efter felsökning',
    description: 'Beskriv felet kort, så felsöker en tekniker bilen och ringer dig innan något åtgärdas.',
    prices: {},
  },
  {
    code: 'REP-BRAKES',
    name: 'Byte av bromsbelägg fram',
    category: 'repair',
    sortOrder: 20,
    durationMinutes: 90,
    agreementDiscountPercent: 10,
    description: 'Nya bromsbelägg på framaxeln, inklusive kontroll av skivor.',
    prices: { '*': 2890, Audi: 3390, Volvo: 3190 },
  },
  {
    code: 'REP-BATTERY',
    name: 'Byte av startbatteri',
    category: 'repair',
    sortOrder: 30,
    durationMinutes: 30,
    description: 'Test av laddsystemet och byte av 12-voltsbatteriet.',
    prices: { '*': 2390 },
  },
  {
    code: 'REP-EXHAUST',
    name: 'Avgassystem',
    category: 'repair',
    sortOrder: 40,
    durationMinutes: 120,
    allowUserInput: true,
    notKnownPriceText: 'Pris efter kontroll',
    unavailableModels: ELECTRIC,
    description: 'Kontroll och reparation av avgassystemet.',
    prices: {},
  },
  {
    code: 'TYR-CHANGE',
    name: 'Hjulskifte',
    category: 'tyres',
    sortOrder: 10,
    durationMinutes: 30,
    description: 'Byte mellan sommar- och vinterhjul, inklusive lufttryck och åtdragning.',
    prices: { '*': 495 },
  },
  {
    code: 'TYR-ALIGN',
    name: 'Hjulinställning',
    category: 'tyres',
    sortOrder: 20,
    durationMinutes: 60,
    agreementDiscountPercent: 10,
    description: 'Mätning och justering av hjulvinklar fram och bak.',
    prices: { '*': 1290 },
  },
  {
    code: 'TYR-REPAIR',
    name: 'Däcklagning',
    category: 'tyres',
    sortOrder: 30,
    durationMinutes: 30,
    description: 'Lagning av punktering inifrån, per däck.',
    prices: { '*': 395 },
    unitPrice: { minimum: 1, maximum: 4, unit: 'däck', unitAbbreviation: 'st', postfix: '/st' },
  },
  {
    code: 'AC-SERVICE',
    name: 'AC-service',
    category: 'climate',
    sortOrder: 10,
    durationMinutes: 60,
    agreementDiscountPercent: 10,
    description: 'Tömning, tryckprov och påfyllning av köldmedium, byte av kupéfilter.',
    prices: { '*': 1595 },
  },
  {
    code: 'GLS-CHIP',
    name: 'Stenskottslagning',
    category: 'glass',
    sortOrder: 10,
    durationMinutes: 30,
    description: 'Lagning av stenskott i vindrutan, per skada. Ofta utan kostnad via försäkringen.',
    prices: { '*': 450 },
    unitPrice: { minimum: 1, maximum: 3, unit: 'skador', unitAbbreviation: 'st', postfix: '/st' },
  },
  {
    code: 'GLS-WINDSHIELD',
    name: 'Byte av vindruta',
    category: 'glass',
    sortOrder: 20,
    durationMinutes: 180,
    notKnownPriceText: 'Pris beror på modell och försäkring',
    description: 'Ny vindruta med kalibrering av kamera och sensorer.',
    prices: {},
  },
  {
    code: 'ADD-WASH',
    name: 'Utvändig tvätt',
    category: 'care',
    sortOrder: 10,
    durationMinutes: 20,
    description: 'Handtvätt utvändigt medan bilen är hos oss.',
    prices: { '*': 295 },
  },
  {
    code: 'ADD-INTERIOR',
    name: 'Invändig rengöring',
    category: 'care',
    sortOrder: 20,
    durationMinutes: 45,
    description: 'Dammsugning, torkning av ytor och fönster invändigt.',
    prices: { '*': 695 },
  },
  {
    code: 'ADD-WIPERS',
    name: 'Nya torkarblad',
    category: 'checks',
    sortOrder: 10,
    durationMinutes: 10,
    description: 'Byte av torkarblad, per blad.',
    prices: { '*': 249 },
    unitPrice: { minimum: 1, maximum: 3, unit: 'blad', unitAbbreviation: 'st', postfix: '/st' },
  },
  {
    code: 'ADD-LIGHTS',
    name: 'Lampkontroll',
    category: 'checks',
    sortOrder: 20,
    durationMinutes: 15,
    description: 'Kontroll och byte av trasiga glödlampor (lampor tillkommer).',
    prices: { '*': 195 },
  },
  {
    code: 'ADD-EVCHECK',
    name: 'Batterikontroll elbil',
    category: 'checks',
    sortOrder: 30,
    durationMinutes: 30,
    description: 'Hälsokontroll av drivbatteriet med rapport.',
    prices: { '*': 795 },
    brands: ['Volvo', 'Polestar', 'Volkswagen', 'Audi', 'Skoda', 'Kia', 'Hyundai', 'Renault', 'Toyota'],
  },
]

/** What every demo workshop does; some also do glass and wheel alignment (see workshops.ts). */
export const BASE_OFFERINGS = DEMO_OFFERINGS.map((o) => o.code).filter(
  (code) => !['GLS-WINDSHIELD', 'TYR-ALIGN', 'AC-SERVICE'].includes(code),
)
