/**
 * Shapes of the brand/model catalogue and the small builders the model tables use. Kept apart from
 * catalog.ts so the model tables (catalog-models-*.ts) and catalog.ts do not import each other.
 *
 * Prices are in EUR, the entry price of the model in a mid-priced EU market (VAT included);
 * catalog.ts converts them per market currency. Engines and trims add to that price.
 */
import type { CarLang } from '@/sites/format'
import type { BodyKey, DriveKey, FuelKey, GearboxKey } from '@/features/cars/vocabulary'

export const CAR_BRANDS = [
  'Volvo',
  'Polestar',
  'Volkswagen',
  'Audi',
  'Skoda',
  'Cupra',
  'BMW',
  'MINI',
  'Mercedes-Benz',
  'smart',
  'Kia',
  'Hyundai',
  'Toyota',
  'Tesla',
  'Renault',
  'Dacia',
  'Peugeot',
  'Ford',
  'Nissan',
] as const
export type CarBrand = (typeof CAR_BRANDS)[number]

/** Inclusive range of model years. */
export type Years = readonly [from: number, to: number]

/** `to` of a model, engine or trim that is still on sale (orderable as a new car). */
export const ON_SALE = 9999

export type EvData = {
  /** Gross battery capacity, kWh. */
  battery: number
  /** WLTP electric range, km (for plug-in hybrids: the electric-only range). */
  range: number
  /** WLTP electric consumption, kWh/100 km. */
  kwh100: number
  /** On-board AC charger, kW. */
  ac: number
  /** Peak DC fast-charging power, kW; null when the car cannot DC-charge. */
  dc: number | null
}

export type Engine = {
  /** First part of car_version, e.g. 'B4 AWD', '2.0 TDI 4Motion', 'Long Range AWD'. */
  code: string
  fuel: FuelKey
  hp: number
  kw: number
  drive: DriveKey
  gearbox: GearboxKey
  /** 0-100 km/h, s. */
  accel: number
  /** WLTP combined fuel consumption, l/100 km; null for pure EVs. */
  l100: number | null
  /** WLTP combined CO2, g/km. */
  co2: number
  /** Battery data of EVs and plug-in hybrids. */
  ev: EvData | null
  /** EUR on top of the model's entry price. */
  addEur: number
  /** Model years the engine was offered; null = the model's years. */
  years: Years | null
  /** Kerb weight on top of the model's, kg. */
  kg: number
  /** Fuel tank, litres, when it differs from the model's; EVs have none. */
  tank: number | null
  /** Relative popularity within the model. */
  w: number
}

export type Trim = {
  name: string
  /** 0 entry, 1 mid, 2 top: drives price and the amount of equipment. */
  level: 0 | 1 | 2
  addEur: number
  years: Years | null
}

export type CarModel = {
  /** Unique catalogue key, e.g. 'volvo-xc60'. */
  key: string
  brand: CarBrand
  /** Brand name a dealer site lists to sell this model (dealer.brands); usually the brand itself. */
  seller: string
  name: string
  /** Market-language model names where they differ (Mercedes-Benz classes). */
  names: Partial<Record<CarLang, string>>
  bodies: readonly BodyKey[]
  years: Years
  /** Entry price in EUR incl. VAT (cheapest engine and trim, current model year). */
  priceEur: number
  seats: number
  doors: number
  length: number
  width: number
  height: number
  curb: number
  gross: number
  cargo: number
  /** Braked trailer weight, kg; null when the car is not approved for towing. */
  trailer: number | null
  /** Fuel tank of the combustion versions, litres. */
  tank: number | null
  ncap: number | null
  /** Light commercial vehicle: priced without VAT. */
  lcv: boolean
  trims: readonly Trim[]
  engines: readonly Engine[]
  /** Relative popularity within the brand. */
  w: number
}

// ---------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------

type EngineOpts = {
  add?: number
  years?: Years
  kg?: number
  tank?: number
  w?: number
}

const CO2_PER_LITRE = { petrol: 23.2, diesel: 26.4 } as const

const kwOf = (hp: number) => Math.round(hp / 1.35962)

const engineBase = (o: EngineOpts) => ({
  addEur: o.add ?? 0,
  years: o.years ?? null,
  kg: o.kg ?? 0,
  tank: o.tank ?? null,
  w: o.w ?? 1,
})

/** A combustion engine: petrol, diesel or self-charging (full/mild) hybrid. */
export function ice(
  code: string,
  fuel: 'petrol' | 'diesel' | 'hybrid',
  hp: number,
  drive: DriveKey,
  gearbox: GearboxKey,
  accel: number,
  l100: number,
  o: EngineOpts = {},
): Engine {
  const co2 = Math.round(l100 * CO2_PER_LITRE[fuel === 'diesel' ? 'diesel' : 'petrol'])
  return { code, fuel, hp, kw: kwOf(hp), drive, gearbox, accel, l100, co2, ev: null, ...engineBase(o) }
}

/** A plug-in hybrid: petrol engine plus a battery with an electric-only WLTP range. */
export function phev(
  code: string,
  hp: number,
  drive: DriveKey,
  accel: number,
  l100: number,
  battery: number,
  range: number,
  o: EngineOpts & { kwh100?: number; ac?: number; dc?: number } = {},
): Engine {
  return {
    code,
    fuel: 'phev',
    hp,
    kw: kwOf(hp),
    drive,
    gearbox: 'automatic',
    accel,
    l100,
    co2: Math.round(l100 * CO2_PER_LITRE.petrol),
    ev: { battery, range, kwh100: o.kwh100 ?? 18.5, ac: o.ac ?? 7.4, dc: o.dc ?? null },
    ...engineBase(o),
  }
}

/** A battery-electric drivetrain. */
export function bev(
  code: string,
  hp: number,
  drive: DriveKey,
  accel: number,
  battery: number,
  range: number,
  kwh100: number,
  ac: number,
  dc: number | null,
  o: EngineOpts = {},
): Engine {
  return {
    code,
    fuel: 'electric',
    hp,
    kw: kwOf(hp),
    drive,
    gearbox: 'automatic',
    accel,
    l100: null,
    co2: 0,
    ev: { battery, range, kwh100, ac, dc },
    ...engineBase(o),
  }
}

/** A trim; `[name, level, addEur, years?]` keeps the tables short. */
export type TrimInput = readonly [name: string, level: 0 | 1 | 2, addEur: number, years?: Years]

export const trims = (list: readonly TrimInput[]): Trim[] =>
  list.map(([name, level, addEur, years]) => ({ name, level, addEur, years: years ?? null }))

export type ModelInput = {
  brand: CarBrand
  name: string
  seller?: string
  names?: Partial<Record<CarLang, string>>
  body: BodyKey | readonly BodyKey[]
  years: Years
  price: number
  /** [length, width, height] in mm. */
  dims: readonly [number, number, number]
  curb: number
  cargo: number
  seats?: number
  doors?: number
  gross?: number
  trailer?: number | null
  tank?: number | null
  ncap?: number | null
  lcv?: boolean
  trims?: readonly Trim[]
  engines: readonly Engine[]
  w?: number
}

/** Fills a model's defaults; `brandTrims` is used when the model has no trims of its own. */
export function defineModel(input: ModelInput, brandTrims: readonly Trim[]): CarModel {
  const seats = input.seats ?? 5
  const allElectric = input.engines.every((e) => e.fuel === 'electric')
  return {
    key: slugPart(`${input.brand} ${input.name}`),
    brand: input.brand,
    seller: input.seller ?? input.brand,
    name: input.name,
    names: input.names ?? {},
    bodies: Array.isArray(input.body) ? input.body : [input.body as BodyKey],
    years: input.years,
    priceEur: input.price,
    seats,
    doors: input.doors ?? 5,
    length: input.dims[0],
    width: input.dims[1],
    height: input.dims[2],
    curb: input.curb,
    gross: input.gross ?? Math.round((input.curb + seats * 75 + 180) / 5) * 5,
    cargo: input.cargo,
    trailer: input.trailer === undefined ? 1500 : input.trailer,
    tank: allElectric ? null : (input.tank ?? 50),
    ncap: input.ncap === undefined ? (input.lcv ? null : 5) : input.ncap,
    lcv: input.lcv ?? false,
    trims: input.trims ?? brandTrims,
    engines: input.engines,
    w: input.w ?? 1,
  }
}

/**
 * Lower-case ASCII slug part: 'Škoda Octavia L&K' -> 'skoda-octavia-l-k', 'Citroën ë-C4' ->
 * 'citroen-e-c4'. Letters without a decomposition (ø, æ, ß, ł) are spelt out first.
 */
export function slugPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
