/**
 * Registration numbers in each market's format and 17-character VINs. Random but shaped like the
 * real thing, so search by regno, the media lookup (GET /api/{name}/{regNo}) and the admin list
 * look plausible.
 */
import type { Rng } from '../random'
import type { SearchIndex } from '@/sites/markets'
import type { CarBrand } from './catalog-types'

/** Letters used on plates: no I, O, Q (read as 1 and 0) and no V or W (not used on Swedish plates). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUXYZ'
/** Finnish plates skip the letters that only appear in Finnish/Swedish words (Å, Ä, Ö) and Q, W. */
const FI_LETTERS = 'ABCDEFGHIJKLMNOPRSTUVXYZ'

const letters = (rng: Rng, n: number, alphabet = PLATE_LETTERS) => {
  let out = ''
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rng.next() * alphabet.length)]
  return out
}
const digits = (rng: Rng, n: number) => {
  let out = ''
  for (let i = 0; i < n; i++) out += String(Math.floor(rng.next() * 10))
  return out
}

/** Norwegian EV series (EL, EK, EV, EB, EC, ED, EE, EF, EH, EJ): Norway gave electric cars their own. */
const NO_EV_PREFIXES = ['EL', 'EK', 'EV', 'EB', 'EC', 'ED', 'EE', 'EF', 'EH', 'EJ']

/** Slovak district codes by the dealer's region; Bratislava when unknown. */
const SK_DISTRICTS: Record<string, readonly string[]> = {
  'Bratislavský kraj': ['BA', 'BL', 'BT', 'PK', 'SC'],
  'Košický kraj': ['KE', 'KC', 'KS', 'MI', 'SN'],
}

/** DVLA local memory tag (first letter) by region: L London, B Birmingham, M Manchester, Y Leeds. */
const UK_MEMORY_TAGS: Record<string, string> = {
  London: 'L',
  'West Midlands': 'B',
  'Greater Manchester': 'M',
  'West Yorkshire': 'Y',
}

/** UK age identifier: March-August registrations carry the year (24), September-February year + 50 (74). */
export function ukAgeIdentifier(registered: Date): string {
  const year = registered.getUTCFullYear()
  const month = registered.getUTCMonth() + 1
  const code = month >= 3 && month <= 8 ? year % 100 : month >= 9 ? (year % 100) + 50 : ((year - 1) % 100) + 50
  return String(code).padStart(2, '0')
}

export type RegnoInput = {
  index: SearchIndex
  /** Date of first registration (or import for a new car in stock). */
  registered: Date
  electric: boolean
  /** The dealer's region, which picks the Slovak district code and the UK memory tag. */
  region: string
}

/**
 * A registration number in the market's format: Sweden 'ABC 123' (or 'ABC12D' from 2019), Norway
 * 'AB 12345', Finland 'ABC-123', Slovakia 'BA-123AB', UK 'AB12 CDE'.
 */
export function registrationNumber(rng: Rng, { index, registered, electric, region }: RegnoInput): string {
  switch (index) {
    case 'se':
    case 'bb':
      // Since 2019 the last character may be a letter (not O).
      return registered.getUTCFullYear() >= 2019 && rng.chance(0.5)
        ? `${letters(rng, 3)}${digits(rng, 2)}${letters(rng, 1, 'ABCDEFGHJKLMNPRSTUXYZ')}`
        : `${letters(rng, 3)} ${rng.int(1, 9)}${digits(rng, 2)}`
    case 'no':
      return `${electric ? rng.pick(NO_EV_PREFIXES) : letters(rng, 2)} ${rng.int(1, 9)}${digits(rng, 4)}`
    case 'fi':
      return `${letters(rng, 3, FI_LETTERS)}-${rng.int(1, 999)}`
    case 'sk':
      return `${rng.pick(SK_DISTRICTS[region] ?? SK_DISTRICTS['Bratislavský kraj'])}-${rng.int(1, 9)}${digits(rng, 2)}${letters(rng, 2)}`
    case 'uk': {
      const tag = UK_MEMORY_TAGS[region] ?? letters(rng, 1)
      return `${tag}${letters(rng, 1, 'ABCDEFGHJKLMNPRSTUVWXY')}${ukAgeIdentifier(registered)} ${letters(rng, 3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`
    }
  }
}

/** World manufacturer identifiers (first three VIN characters) by brand. */
const WMI: Record<CarBrand, readonly string[]> = {
  Volvo: ['YV1', 'YV4'],
  Polestar: ['LPS', 'YSM'],
  Volkswagen: ['WVW', 'WVG', 'WV2'],
  Audi: ['WAU', 'WA1'],
  Skoda: ['TMB'],
  Cupra: ['VSS'],
  BMW: ['WBA', 'WBY'],
  MINI: ['WMW'],
  'Mercedes-Benz': ['W1K', 'W1N', 'W1V'],
  smart: ['WME', 'HES'],
  Kia: ['KNA', 'U5Y'],
  Hyundai: ['TMA', 'KMH'],
  Toyota: ['JTD', 'SB1', 'JTM'],
  Tesla: ['5YJ', 'XP7', 'LRW'],
  Renault: ['VF1'],
  Dacia: ['UU1'],
  Peugeot: ['VR3'],
  Ford: ['WF0'],
  Nissan: ['SJN', 'JN1'],
}

/** VIN characters exclude I, O and Q. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
/** Model-year code (VIN position 10); 2015 = F … 2030 = Y, skipping I, O, Q, U, Z. */
const YEAR_CODES = 'FGHJKLMNPRSTVWXY'

/**
 * A 17-character VIN: manufacturer (3), vehicle descriptor (5, the last one counting millions of
 * `serial`), a check digit, the model-year code, a plant code and a six-digit serial. `serial`
 * (the car's position) keeps VINs unique.
 */
export function vin(rng: Rng, brand: CarBrand, year: number, serial: number): string {
  let descriptor = ''
  for (let i = 0; i < 4; i++) descriptor += VIN_CHARS[Math.floor(rng.next() * VIN_CHARS.length)]
  const yearCode = YEAR_CODES[Math.min(Math.max(year - 2015, 0), YEAR_CODES.length - 1)]
  const plant = VIN_CHARS[Math.floor(rng.next() * 23)]
  const serialPart = String(serial % 1_000_000).padStart(6, '0')
  // Position 8 counts millions, so serials stay unique past 999 999 cars.
  const block = VIN_CHARS[Math.floor(serial / 1_000_000) % VIN_CHARS.length]
  return `${rng.pick(WMI[brand])}${descriptor}${block}${rng.int(0, 9)}${yearCode}${plant}${serialPart}`
}
