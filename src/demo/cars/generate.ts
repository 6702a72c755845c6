/**
 * Demo cars for the search index (spec 1 §3), spread over the dealer sites.
 *
 * Car `i` is built from its own PRNG stream, seeded from (seed, i), so it is the same whether it is
 * generated alone, in a batch of 10 or of 10 000, and `iterateCars` can stream 200 000 cars into
 * the database without holding them. Nothing reads the clock or Math.random: `now` defaults to a
 * fixed date.
 */
import type { DealerSummary } from '@/features/dealers/summary'
import { createRng, type Rng } from '../random'
import { INDEX_CURRENCY, SEARCH_INDICES, type SearchIndex } from '@/sites/markets'
import {
  inYears,
  MARKET_BRANDS,
  modelName,
  modelsForSellerBrands,
  modelsOfBrands,
  newCarListPrice,
  slugPart,
  TRADE_IN_SHARE,
  versionName,
  type CarBrand,
  type CarModel,
  type Engine,
  type Trim,
} from './catalog'
import { equipmentChoices } from './equipment'
import { buildFinance } from './finance-options'
import { CAR_IMAGE_VARIANTS, CAR_IMAGE_VIEWS, carImagePath, colorBlurDataUrl } from './images'
import {
  BODY_LABELS,
  COLOR_LABELS,
  CONDITION_LABELS,
  DRIVE_LABELS,
  FUEL_LABELS,
  GEARBOX_LABELS,
  PRICE_TITLES,
} from './labels'
import {
  formatPercent,
  formatPrice,
  INDEX_LANG,
  INDEX_ODOMETER_UNIT,
  INDEX_VAT_PERCENT,
  KM_PER_MILE,
  roundListPrice,
  type CarLang,
} from '@/sites/format'
import { registrationNumber, vin } from './regno'
import {
  accelerationText,
  CAMPAIGN_TEXTS,
  co2Text,
  consumptionText,
  describeCar,
  fuelText,
  type DescriptionInput,
  hpText,
  kgText,
  kwhText,
  kwh100Text,
  kwText,
  litresText,
  mmText,
  ncapText,
  odometerText,
  rangeText,
} from './texts'
import type { CarRecord } from '@/features/cars/types'
import { COLOR_KEYS, type BodyKey, type ColorKey, type FuelKey } from '@/features/cars/vocabulary'

export type GenerateCarsOptions = {
  count: number
  /** Dealer sites the cars belong to (toDealerSummary of the seeded dealers). */
  dealers: readonly DealerSummary[]
  seed?: number
  /** Reference time: model years, registrations and publish dates are relative to it. */
  now?: Date
}

export const DEFAULT_CAR_SEED = 20_261_101
export const DEFAULT_CAR_NOW = '2026-11-01T00:00:00.000Z'
/** car_id of car i is String(CAR_ID_BASE + i + 1): '1000001', '1000002', … */
export const CAR_ID_BASE = 1_000_000
export const DEFAULT_BATCH_SIZE = 1000

/** Share of a new-car dealer's cars that are new (the rest are used). */
export const NEW_CAR_SHARE: Readonly<Record<SearchIndex, number>> = {
  se: 0.45,
  bb: 0,
  no: 0.4,
  fi: 0.4,
  sk: 0.5,
  uk: 0.4,
}
/** Share of a new-car dealer's cars that are new-model samples (about 3 % of all cars). */
export const SAMPLE_SHARE = 0.04
export const CAR_OF_THE_WEEK_SHARE = 0.02
export const CAMPAIGN_PRICE_SHARE = 0.15
/** Swedish price base amount (prisbasbelopp) 2026 and the government borrowing rate for benefit values. */
export const PRICE_BASE_AMOUNT_SE = 59_200
const GOVERNMENT_RATE_SE = 2.55

const DAY_MS = 86_400_000
const YEAR_MS = 365.25 * DAY_MS
const PUBLISH_WINDOW_DAYS = 120

/** Used cars are model years 2015 .. 2025 (never after the reference year). */
const USED_YEAR_MIN = 2015
const USED_YEAR_MAX = 2025

// ---------------------------------------------------------------------------------------------
// Weighted choices
// ---------------------------------------------------------------------------------------------

type Weighted<T> = { items: T[]; cumulative: number[]; total: number }

function weighted<T>(items: readonly T[], weight: (item: T) => number): Weighted<T> {
  const out: Weighted<T> = { items: [], cumulative: [], total: 0 }
  for (const item of items) {
    const w = weight(item)
    if (!(w > 0)) continue
    out.total += w
    out.items.push(item)
    out.cumulative.push(out.total)
  }
  return out
}

function pickWeighted<T>(rng: Rng, list: Weighted<T>): T {
  const x = rng.next() * list.total
  let lo = 0
  let hi = list.items.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (list.cumulative[mid] > x) hi = mid
    else lo = mid + 1
  }
  return list.items[lo]
}

/** Relative volume of each seller brand in a dealer's stock. */
const SELLER_WEIGHT: Record<string, number> = {
  Volvo: 3,
  Polestar: 0.6,
  Volkswagen: 2.5,
  Audi: 1.5,
  Skoda: 2,
  Cupra: 0.7,
  BMW: 2,
  MINI: 1,
  'Mercedes-Benz': 2.2,
  'Mercedes-Benz Vans': 0.7,
  smart: 0.7,
  Kia: 1.6,
  Hyundai: 1.3,
  Toyota: 2.5,
  Tesla: 1.6,
  Renault: 1,
  Dacia: 0.9,
  Peugeot: 0.8,
  Ford: 1,
  Nissan: 0.8,
}

/** Fuel mix per market: Norway is mostly electric, Slovakia mostly diesel and petrol. */
const FUEL_WEIGHT: Record<SearchIndex, Record<FuelKey, number>> = {
  se: { petrol: 1, diesel: 0.9, hybrid: 1, phev: 1.5, electric: 1.4 },
  bb: { petrol: 1.1, diesel: 1.2, hybrid: 1, phev: 1, electric: 0.9 },
  no: { petrol: 0.3, diesel: 0.4, hybrid: 0.8, phev: 1.2, electric: 6 },
  fi: { petrol: 1, diesel: 0.8, hybrid: 1.6, phev: 1.3, electric: 1 },
  sk: { petrol: 1.3, diesel: 1.8, hybrid: 0.8, phev: 0.5, electric: 0.4 },
  uk: { petrol: 1.3, diesel: 0.9, hybrid: 1, phev: 1.2, electric: 1 },
}

const TRIM_WEIGHT = [1, 1.2, 0.6] as const

const COLOR_WEIGHT: Record<ColorKey, number> = {
  grey: 20,
  black: 18,
  white: 17,
  silver: 12,
  darkblue: 8,
  blue: 7,
  red: 6,
  green: 4,
  beige: 3,
  brown: 3,
}
const COLORS = weighted(COLOR_KEYS, (c) => COLOR_WEIGHT[c])

/** Model weights that give every seller brand of the list its SELLER_WEIGHT share. */
function modelList(models: readonly CarModel[]): Weighted<CarModel> {
  const brandTotals = new Map<string, number>()
  for (const m of models) brandTotals.set(m.seller, (brandTotals.get(m.seller) ?? 0) + m.w)
  return weighted(models, (m) => ((SELLER_WEIGHT[m.seller] ?? 1) * m.w) / (brandTotals.get(m.seller) ?? 1))
}

// ---------------------------------------------------------------------------------------------
// Per-run context
// ---------------------------------------------------------------------------------------------

type DealerPlan = {
  dealer: DealerSummary
  sellsNew: boolean
  newModels: Weighted<CarModel>
  usedModels: Weighted<CarModel>
  tradeIns: Weighted<CarModel> | null
}

type Context = {
  seed: number
  nowMs: number
  nowYear: number
  usedMin: number
  usedMax: number
  dealers: readonly DealerSummary[]
  plans: Map<number, DealerPlan>
}

const isOnSale = (model: CarModel, year: number) => inYears(model.years, year)
const hasUsedYears = (model: CarModel, ctx: Context) => model.years[0] <= ctx.usedMax && model.years[1] >= ctx.usedMin

/**
 * What a dealer sells. New cars only at sites with a new-car department: the budget chain (bb)
 * sells used cars only, and a site whose sales ERP id is a used-car department ('…-USED', see
 * features/dealers/summary.ts) has no new-car department.
 */
function planFor(ctx: Context, position: number): DealerPlan {
  let plan = ctx.plans.get(position)
  if (plan) return plan
  const dealer = ctx.dealers[position]
  const market = MARKET_BRANDS[dealer.index]
  let own = modelsForSellerBrands(dealer.brands)
  if (own.length === 0) own = modelsOfBrands(market)
  const newModels = modelList(own.filter((m) => isOnSale(m, ctx.nowYear)))
  let usedOwn = own.filter((m) => hasUsedYears(m, ctx))
  if (usedOwn.length === 0) usedOwn = modelsOfBrands(market).filter((m) => hasUsedYears(m, ctx))
  const tradeInBrands = market.filter((b: CarBrand) => !dealer.brands.includes(b))
  const tradeIns =
    TRADE_IN_SHARE[dealer.index] > 0 && tradeInBrands.length > 0
      ? modelList(modelsOfBrands(tradeInBrands).filter((m) => hasUsedYears(m, ctx)))
      : null
  if (newModels.items.length === 0 && usedOwn.length === 0) {
    throw new Error(`No catalogue model fits dealer ${dealer.site_id} (${dealer.brands.join(', ')}) in ${ctx.nowYear}`)
  }
  plan = {
    dealer,
    sellsNew:
      NEW_CAR_SHARE[dealer.index] > 0 && !dealer.department_erp_id.endsWith('-USED') && newModels.items.length > 0,
    newModels,
    usedModels: modelList(usedOwn),
    tradeIns: tradeIns && tradeIns.items.length > 0 ? tradeIns : null,
  }
  ctx.plans.set(position, plan)
  return plan
}

function createContext(opts: GenerateCarsOptions): Context {
  const { count, dealers } = opts
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number >= 0, got ${count}`)
  if (count > 0 && dealers.length === 0) throw new Error('generateCars needs at least one dealer')
  const now = opts.now ?? new Date(DEFAULT_CAR_NOW)
  const nowMs = now.getTime()
  if (Number.isNaN(nowMs)) throw new RangeError('now is not a valid date')
  const nowYear = now.getUTCFullYear()
  const usedMax = Math.min(USED_YEAR_MAX, nowYear - 1)
  return {
    seed: (opts.seed ?? DEFAULT_CAR_SEED) >>> 0,
    nowMs,
    nowYear,
    usedMax,
    usedMin: Math.min(USED_YEAR_MIN, usedMax),
    dealers,
    plans: new Map(),
  }
}

/** Seed of car i's stream: a 32-bit hash of (seed, i), so neighbouring cars are uncorrelated. */
function carSeed(seed: number, i: number): number {
  let h = (seed ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

// ---------------------------------------------------------------------------------------------
// One car
// ---------------------------------------------------------------------------------------------

const iso = (ms: number) => new Date(ms).toISOString()
/** A date-only value at 12:00Z, as Payload's day picker stores them. */
const isoDay = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T12:00:00.000Z`

/** Memoises a per-model choice list by a numeric key (model year, market). */
function perModel<T>(
  cache: WeakMap<CarModel, Map<number, Weighted<T>>>,
  model: CarModel,
  key: number,
  build: () => Weighted<T>,
) {
  let byKey = cache.get(model)
  if (!byKey) {
    byKey = new Map()
    cache.set(model, byKey)
  }
  let list = byKey.get(key)
  if (!list) {
    list = build()
    byKey.set(key, list)
  }
  return list
}

const engineLists = new WeakMap<CarModel, Map<number, Weighted<Engine>>>()
const trimLists = new WeakMap<CarModel, Map<number, Weighted<Trim>>>()
const MARKET_NO = Object.fromEntries(SEARCH_INDICES.map((index, no) => [index, no])) as Record<SearchIndex, number>

/** An engine offered in the model year, weighted by its popularity and the market's fuel mix. */
function pickEngine(rng: Rng, model: CarModel, year: number, index: SearchIndex): Engine {
  const list = perModel(engineLists, model, year * 8 + MARKET_NO[index], () => {
    let engines = model.engines.filter((e) => inYears(e.years, year))
    if (engines.length === 0) engines = [...model.engines]
    return weighted(engines, (e) => e.w * FUEL_WEIGHT[index][e.fuel])
  })
  return pickWeighted(rng, list)
}

function pickTrim(rng: Rng, model: CarModel, year: number): Trim {
  const list = perModel(trimLists, model, year, () => {
    let trims = model.trims.filter((t) => inYears(t.years, year))
    if (trims.length === 0) trims = [...model.trims]
    return weighted(trims, (t) => TRIM_WEIGHT[t.level])
  })
  return pickWeighted(rng, list)
}

/** A used car's model year: franchise stock is mostly young, the budget chain's older. */
function usedYear(rng: Rng, model: CarModel, ctx: Context, index: SearchIndex): number {
  const lo = Math.max(ctx.usedMin, model.years[0])
  const hi = Math.min(ctx.usedMax, model.years[1])
  const skew = index === 'bb' ? 0.7 : 1.6
  return hi - Math.floor((hi - lo + 1) * rng.next() ** skew)
}

/** Annual distance in km by market (the budget chain's cars have worked harder). */
const KM_PER_YEAR: Record<SearchIndex, readonly [number, number]> = {
  se: [11000, 18000],
  bb: [15000, 24000],
  no: [11000, 17000],
  fi: [13000, 20000],
  sk: [13000, 22000],
  uk: [11000, 17500],
}

/** Lowest listed price of a used car, per currency. */
const PRICE_FLOOR = { SEK: 25_000, NOK: 30_000, EUR: 2_500, GBP: 2_000 } as const

const blurCache = new Map<ColorKey, string>()
const blurOf = (color: ColorKey) => {
  let blur = blurCache.get(color)
  if (!blur) {
    blur = colorBlurDataUrl(color)
    blurCache.set(color, blur)
  }
  return blur
}

type Naming = { name: string; version: string; title: string; slug: string }
const namings = new WeakMap<Engine, Map<Trim, Partial<Record<CarLang, Naming>>>>()

/** Model name, version, title ('Volvo XC60 B4 Plus Bright') and slug of a configuration, memoised. */
function naming(model: CarModel, engine: Engine, trim: Trim, lang: CarLang): Naming {
  let byTrim = namings.get(engine)
  if (!byTrim) {
    byTrim = new Map()
    namings.set(engine, byTrim)
  }
  let byLang = byTrim.get(trim)
  if (!byLang) {
    byLang = {}
    byTrim.set(trim, byLang)
  }
  let out = byLang[lang]
  if (!out) {
    const name = modelName(model, lang)
    const version = versionName(engine, trim)
    const title = `${model.brand} ${name} ${version}`
    out = { name, version, title, slug: slugPart(title) }
    byLang[lang] = out
  }
  return out
}

/** The technical data of a configuration with its market-language texts (shared by many cars). */
type TechBlock = {
  accel: string
  hp: string
  kw: string
  co2: string
  curb: number
  curbText: string
  gross: number
  grossText: string
  cargoText: string
  trailerText: string | null
  lengthText: string
  widthText: string
  heightText: string
  tank: number | null
  tankText: string | null
  fuelCombinedText: string | null
  consumption: number | null
  consumptionText: string | null
  ncapText: string | null
  batteryText: string | null
  acText: string | null
  dcText: string | null
  rangeText: string | null
  wltpConsText: string | null
  /** For the description. */
  descFuel: string | null
  descBattery: DescriptionInput['battery']
  fuel: string
  drive: string
  gearbox: string
}
const techBlocks = new WeakMap<Engine, Partial<Record<CarLang, TechBlock>>>()

const opt = <T>(value: T | null, text: (v: T) => string): string | null => (value === null ? null : text(value))

function techBlock(model: CarModel, engine: Engine, lang: CarLang): TechBlock {
  let byLang = techBlocks.get(engine)
  if (!byLang) {
    byLang = {}
    techBlocks.set(engine, byLang)
  }
  let block = byLang[lang]
  if (block) return block
  const electric = engine.fuel === 'electric'
  const ev = engine.ev
  const tank = electric ? null : (engine.tank ?? model.tank)
  const consumption = electric && ev ? ev.kwh100 : engine.l100
  const curb = model.curb + engine.kg
  const gross = model.gross + engine.kg
  block = {
    accel: accelerationText(engine.accel, lang),
    hp: hpText(engine.hp, lang),
    kw: kwText(engine.kw, lang),
    co2: co2Text(engine.co2, lang),
    curb,
    curbText: kgText(curb, lang),
    gross,
    grossText: kgText(gross, lang),
    cargoText: litresText(model.cargo, lang),
    trailerText: opt(model.trailer, (v) => kgText(v, lang)),
    lengthText: mmText(model.length, lang),
    widthText: mmText(model.width, lang),
    heightText: mmText(model.height, lang),
    tank,
    tankText: opt(tank, (v) => litresText(v, lang)),
    fuelCombinedText: opt(engine.l100, (v) => fuelText(v, lang)),
    consumption,
    consumptionText: opt(consumption, (v) => consumptionText(v, electric, lang)),
    ncapText: opt(model.ncap, (v) => ncapText(v, lang)),
    batteryText: ev ? kwhText(ev.battery, lang) : null,
    acText: ev ? kwText(ev.ac, lang) : null,
    dcText: ev ? opt(ev.dc, (v) => kwText(v, lang)) : null,
    rangeText: ev ? rangeText(ev.range, lang) : null,
    wltpConsText: ev ? kwh100Text(ev.kwh100, lang) : null,
    descFuel: opt(engine.l100, (v) => (lang === 'en' ? consumptionText(v, false, lang) : fuelText(v, lang))),
    descBattery: ev ? { kwh: kwhText(ev.battery, lang), range: rangeText(ev.range, lang), phev: !electric } : null,
    fuel: FUEL_LABELS[engine.fuel][lang],
    drive: DRIVE_LABELS[engine.drive][lang],
    gearbox: GEARBOX_LABELS[engine.gearbox][lang],
  }
  byLang[lang] = block
  return block
}

/** Every picture path, precomputed: body -> colour -> view. */
const IMAGE_PATHS = new Map<string, string>(
  CAR_IMAGE_VARIANTS.map((v) => [`${v.body}|${v.colorKey}|${v.view}`, v.path]),
)
const imagePaths = new Map<string, readonly string[]>()
function imagesOf(body: BodyKey, color: ColorKey): readonly string[] {
  const key = `${body}|${color}`
  let paths = imagePaths.get(key)
  if (!paths) {
    paths = CAR_IMAGE_VIEWS.map((view) => IMAGE_PATHS.get(`${key}|${view}`) ?? carImagePath(body, color, view))
    imagePaths.set(key, paths)
  }
  return paths
}

const scratch: number[] = []

/** `n` distinct random positions of a list of `size`, in random order (partial Fisher-Yates). */
function sample(rng: Rng, size: number, n: number): number[] {
  for (let k = 0; k < size; k++) scratch[k] = k
  const take = Math.min(n, size)
  for (let k = 0; k < take; k++) {
    const j = k + Math.floor(rng.next() * (size - k))
    const t = scratch[k]
    scratch[k] = scratch[j]
    scratch[j] = t
  }
  return scratch.slice(0, take)
}

function buildCar(ctx: Context, i: number): CarRecord {
  const rng = createRng(carSeed(ctx.seed, i))
  const plan = planFor(ctx, Math.floor(rng.next() * ctx.dealers.length))
  const dealer = plan.dealer
  const index = dealer.index
  const lang: CarLang = INDEX_LANG[index]
  const currency = INDEX_CURRENCY[index]
  const vatFactor = 1 + INDEX_VAT_PERCENT[index] / 100

  // --- condition, model and configuration
  // (A reference date before the catalogue's used years leaves only new cars.)
  const isNew = plan.usedModels.items.length === 0 || (plan.sellsNew && rng.chance(NEW_CAR_SHARE[index]))
  const isSample = plan.sellsNew && isNew && rng.chance(SAMPLE_SHARE / NEW_CAR_SHARE[index])
  const models = isNew
    ? plan.newModels
    : plan.tradeIns && rng.chance(TRADE_IN_SHARE[index])
      ? plan.tradeIns
      : plan.usedModels
  const model = pickWeighted(rng, models)
  const year = isNew ? ctx.nowYear : usedYear(rng, model, ctx, index)
  const engine = pickEngine(rng, model, year, index)
  const trim = pickTrim(rng, model, year)
  const body = model.bodies.length === 1 ? model.bodies[0] : rng.pick(model.bodies)
  const color = pickWeighted(rng, COLORS)
  const names = naming(model, engine, trim, lang)
  const tech = techBlock(model, engine, lang)
  const electric = engine.fuel === 'electric'
  const ev = engine.ev
  const age = ctx.nowYear - year
  const lcv = model.lcv

  // --- registration and usage
  let firstRegMs: number | null = null
  let odometer: number | null = null
  let mileageKm: number | null = null
  const unit = INDEX_ODOMETER_UNIT[index]
  if (!isNew) {
    firstRegMs = Date.UTC(year, rng.int(0, 11), rng.int(1, 28), 12)
    // A late registration of last year's model must still lie well before now.
    if (firstRegMs > ctx.nowMs - 30 * DAY_MS) firstRegMs = ctx.nowMs - rng.int(30, 120) * DAY_MS
    const [kmMin, kmMax] = KM_PER_YEAR[index]
    const years = Math.max(0.25, (ctx.nowMs - firstRegMs) / YEAR_MS)
    const km = Math.round(years * (kmMin + rng.next() * (kmMax - kmMin)) * (0.6 + 0.8 * rng.next()))
    odometer = unit === 'mil' ? Math.round(km / 10) : unit === 'miles' ? Math.round(km / KM_PER_MILE) : km
  } else if (!isSample) {
    // Delivery distance of a new car in stock.
    odometer = unit === 'mil' ? rng.int(0, 3) : unit === 'miles' ? rng.int(5, 25) : rng.int(5, 40)
  }
  if (odometer !== null) {
    mileageKm = unit === 'mil' ? odometer * 10 : unit === 'miles' ? Math.round(odometer * KM_PER_MILE) : odometer
  }
  // New cars in stock are registered on import (the UK age identifier and Swedish format need a date).
  const registeredMs = firstRegMs ?? ctx.nowMs - rng.int(1, 90) * DAY_MS
  const regno = isSample
    ? null
    : registrationNumber(rng, { index, registered: new Date(registeredMs), electric, region: dealer.site_region })
  const chassino = isSample ? null : vin(rng, model.brand, year, i)

  // --- price
  const newPrice = newCarListPrice(model, engine, trim, index)
  let retail = newPrice
  if (!isNew) {
    // About 18 % off in the first year and 11 % a year after that, from the price the car had new
    // (1.5 % a year below today's list price), adjusted for distance above or below 15 000 km a year.
    const expectedKm = 15_000 * Math.max(1, age)
    const wear = Math.min(1.08, Math.max(0.75, 1 - ((mileageKm ?? 0) - expectedKm) / 400_000))
    const value = newPrice * (1 - 0.015 * age) * 0.82 * 0.89 ** (age - 1) * wear * (0.93 + 0.14 * rng.next())
    retail = roundListPrice(Math.max(value, PRICE_FLOOR[currency]), index)
  }
  // Vans are listed without VAT: the ex-VAT price is the round one.
  let retailExVat: number | null = null
  if (lcv) {
    retailExVat = roundListPrice(retail / vatFactor, index)
    retail = Math.round(retailExVat * vatFactor)
  }
  let campaign: number | null = null
  let campaignExVat: number | null = null
  if (rng.chance(CAMPAIGN_PRICE_SHARE)) {
    const cut = 0.03 + 0.09 * rng.next()
    if (retailExVat !== null) {
      campaignExVat = roundListPrice(retailExVat * (1 - cut), index)
      campaign = Math.round(campaignExVat * vatFactor)
    } else {
      campaign = roundListPrice(retail * (1 - cut), index)
    }
    if (campaign >= retail) {
      campaign = null
      campaignExVat = null
    }
  }
  const hasCampaign = campaign !== null
  const priceInclVat = campaign ?? retail
  const priceExVat = retailExVat !== null ? (campaignExVat ?? retailExVat) : Math.round(priceInclVat / vatFactor)
  const carPrice = lcv ? priceExVat : priceInclVat
  const swedish = index === 'se' || index === 'bb'

  // --- finance
  const finance = buildFinance(rng, { index, price: priceInclVat, priceExVat, isNew, lcv, age })

  // --- campaign lines
  const campaigns: string[] = []
  const campaignTexts = CAMPAIGN_TEXTS[lang]
  if (campaign !== null) {
    const saving = retailExVat !== null && campaignExVat !== null ? retailExVat - campaignExVat : retail - campaign
    campaigns.push(campaignTexts.saving(formatPrice(saving, index)))
    if (rng.chance(0.5))
      campaigns.push(electric && rng.chance(0.5) ? campaignTexts.evExtra : rng.pick(campaignTexts.extras))
  }
  if (finance.campaignLoan && finance.loan) {
    campaigns.push(campaignTexts.loanRate(formatPercent(finance.loan.interest_rate, lang)))
  }
  if (finance.campaignPrivate) campaigns.push(campaignTexts.privateLeasing)

  // --- equipment and description
  const choices = equipmentChoices(lang, { plug: ev !== null, ev: electric, van: lcv, used: !isNew })
  const picked = sample(rng, choices.length, 6 + trim.level * 4 + rng.int(0, 6) + (isNew ? 3 : 0))
  const highlights = [choices[picked[0]], choices[picked[1]], choices[picked[2]]]
  const equipment = picked.sort((a, b) => a - b).map((k) => choices[k])
  const colorLabel = COLOR_LABELS[color][lang]
  const mileageText = odometer === null ? null : odometerText(odometer, index)
  const description = describeCar(
    {
      lang,
      title: names.title,
      year,
      color: colorLabel,
      drive: tech.drive,
      gearbox: engine.gearbox,
      gearboxLabel: tech.gearbox,
      hp: engine.hp,
      kw: engine.kw,
      condition: isSample ? 'sample' : isNew ? 'new' : 'used',
      mileage: isNew ? null : mileageText,
      battery: tech.descBattery,
      fuel: tech.descFuel,
      highlights,
      site: dealer.site_official_name,
      city: dealer.site_city,
    },
    rng.next(),
  )

  // --- media: side, front, rear and (mostly) interior
  const blur = blurOf(color)
  const paths = imagesOf(body, color)
  const images = paths.slice(0, rng.chance(0.7) ? 4 : 3).map((original) => ({ original, blur_data_url: blur }))

  // --- sellers: one to three of the site's sales staff
  const sellers = dealer.sellers.length
    ? sample(rng, dealer.sellers.length, rng.int(1, 3)).map((k) => ({ ...dealer.sellers[k] }))
    : []

  // --- dates: published within the last 120 days, indexed since
  const publishRaw = ctx.nowMs - Math.floor(rng.next() * PUBLISH_WINDOW_DAYS * DAY_MS)
  const publish = publishRaw - (publishRaw % 60_000)
  const indexedRaw = publish + Math.floor(rng.next() * (ctx.nowMs - publish))
  const indexed = Math.max(publish, indexedRaw - (indexedRaw % 60_000))

  return {
    car_id: String(CAR_ID_BASE + i + 1),
    slug: names.slug,
    index,
    car_publishdate: iso(publish),
    indexed_at: iso(indexed),

    car_brand: model.brand,
    car_model: names.name,
    car_model_text: names.title,
    car_version: names.version,
    car_trim_package: isSample ? trim.name || engine.code : null,
    car_body: BODY_LABELS[body][lang],
    car_drive: tech.drive,
    car_color: colorLabel,
    car_year: year,
    car_fuel: tech.fuel,
    car_gearbox: tech.gearbox,
    car_seats: model.seats,
    car_doors: model.doors,
    car_chassino: chassino,
    car_regno: regno,
    car_condition: CONDITION_LABELS[isNew ? 'new' : 'used'][lang],
    car_is_used: !isNew,
    car_is_sample: isSample,
    caroftheweek: rng.chance(CAR_OF_THE_WEEK_SHARE),
    autos_on_show: regno !== null && rng.chance(0.3),
    car_description: description,
    car_equipment: equipment,
    car_campaigns: campaigns,

    car_images: images,
    car_primary_image: { thumbnail_url: paths[0], blur_data_url: blur },

    car_odometer: odometer,
    car_odometer_unit: odometer === null ? null : unit,
    car_mileage: mileageKm,
    car_mileage_text: mileageText,
    car_firstregistration: firstRegMs === null ? null : isoDay(firstRegMs),

    car_vehicle_type_code: lcv ? 'LCV' : 'PC',
    car_vat_eligible: lcv || (!isNew && age <= 3 && rng.chance(0.35)),
    car_price: carPrice,
    car_price_text: formatPrice(carPrice, index),
    car_price_title: PRICE_TITLES[lcv ? 'exVat' : hasCampaign ? 'campaign' : 'price'][lang],
    car_price_currency: currency,
    car_retail_price: retail,
    car_retail_price_text: formatPrice(retail, index),
    car_retail_price_exkl_vat: retailExVat,
    car_campaign_price: campaign,
    car_campaign_price_text: campaign === null ? null : formatPrice(campaign, index),
    car_campaign_price_exkl_vat: campaignExVat,
    car_has_campaign_price: hasCampaign,
    car_pbbratio: swedish && !lcv ? Math.round((newPrice / PRICE_BASE_AMOUNT_SE) * 100) / 100 : null,
    car_beneficial_value: swedish && !lcv ? beneficialValue(newPrice) : null,

    car_has_campaign_loan: finance.campaignLoan,
    car_has_campaign_companyleasing: finance.campaignCompany,
    car_has_campaign_privateleasing: finance.campaignPrivate,
    car_has_companyleasing: finance.hasCompanyLeasing,
    car_has_privateleasing: finance.hasPrivateLeasing,
    car_loan_option: finance.loan,
    car_leasing_options: finance.items,
    car_company_leasing_option: finance.company,
    car_private_leasing_option: finance.private,
    car_loan_monthly_cost: finance.loan ? finance.loan.default_monthly_cost : null,
    car_loan_description: finance.loanSummary,
    car_loan_rate: finance.loan ? finance.loan.interest_rate : null,
    car_loan_duration: finance.loan ? finance.loan.default_contract_duration.months : null,

    car_sellers: sellers,
    car_site_id: dealer.site_id,
    car_site_name: dealer.site_official_name,
    car_site_region: dealer.site_region,
    car_site_city: dealer.site_city,
    car_site_leads_email: dealer.leads_email,
    car_companyerpid: dealer.company_erp_id,
    car_departmenterpid: dealer.department_erp_id,

    car_acceleration: engine.accel,
    car_acceleration_text: tech.accel,
    car_cargo_volume: model.cargo,
    car_cargo_volume_text: tech.cargoText,
    car_curb_weight: tech.curb,
    car_curb_weight_text: tech.curbText,
    car_gross_weight: tech.gross,
    car_gross_weight_text: tech.grossText,
    car_max_trailer_weight: model.trailer,
    car_max_trailer_weight_text: tech.trailerText,
    car_length: model.length,
    car_length_text: tech.lengthText,
    car_width: model.width,
    car_width_text: tech.widthText,
    car_height: model.height,
    car_height_text: tech.heightText,
    car_fuel_tank: tech.tank,
    car_fuel_tank_text: tech.tankText,
    car_fuel_combined: engine.l100,
    car_fuel_combined_text: tech.fuelCombinedText,
    car_consumption: tech.consumption,
    car_consumption_text: tech.consumptionText,
    car_co2_emission: engine.co2,
    car_co2_emission_text: tech.co2,
    car_power_hp: engine.hp,
    car_power_hp_text: tech.hp,
    car_power_kw: engine.kw,
    car_power_kw_text: tech.kw,
    car_ncap_stars: model.ncap,
    car_ncap_stars_text: tech.ncapText,

    car_battery_size: ev ? ev.battery : null,
    car_battery_size_text: tech.batteryText,
    car_ac_charging_speed: ev ? ev.ac : null,
    car_ac_charging_speed_text: tech.acText,
    car_dc_charging_speed: ev ? ev.dc : null,
    car_dc_charging_speed_text: tech.dcText,
    car_wltp_range: ev ? ev.range : null,
    car_wltp_range_text: tech.rangeText,
    car_wltp_consumption: ev ? ev.kwh100 : null,
    car_wltp_consumption_text: tech.wltpConsText,
  }
}

/**
 * Swedish monthly taxable benefit (förmånsvärde) from the new-car price: 0.29 price base amounts
 * plus the price times (0.7 x government rate + 1 %) plus 13 % of the price, per year. An estimate:
 * the temporary reductions for environmental cars are left out.
 */
export function beneficialValue(newCarPrice: number): number {
  const yearly =
    0.29 * PRICE_BASE_AMOUNT_SE + newCarPrice * (0.7 * (GOVERNMENT_RATE_SE / 100) + 0.01) + 0.13 * newCarPrice
  return Math.round(yearly / 12)
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/**
 * A function that builds car `i` of a run (0 <= i < count is not enforced). Use it to build single
 * cars or custom batches; generateCars and iterateCars are built on it.
 */
export function createCarFactory(opts: Omit<GenerateCarsOptions, 'count'>): (i: number) => CarRecord {
  const ctx = createContext({ ...opts, count: 0 })
  if (opts.dealers.length === 0) throw new Error('generateCars needs at least one dealer')
  return (i) => buildCar(ctx, i)
}

/** `count` cars spread over `dealers`; the same options always give deep-equal cars. */
export function generateCars(opts: GenerateCarsOptions): CarRecord[] {
  const ctx = createContext(opts)
  const out: CarRecord[] = new Array(opts.count)
  for (let i = 0; i < opts.count; i++) out[i] = buildCar(ctx, i)
  return out
}

/**
 * The cars of generateCars in batches of `batchSize` (default 1000), built lazily so a seeder can
 * insert 200 000 cars while holding one batch. Car i is identical to generateCars' car i.
 */
export function* iterateCars(
  opts: GenerateCarsOptions & { batchSize?: number },
): Generator<CarRecord[], void, undefined> {
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE
  if (!Number.isInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batchSize must be a whole number >= 1, got ${batchSize}`)
  const ctx = createContext(opts)
  for (let start = 0; start < opts.count; start += batchSize) {
    const end = Math.min(opts.count, start + batchSize)
    const batch: CarRecord[] = new Array(end - start)
    for (let i = start; i < end; i++) batch[i - start] = buildCar(ctx, i)
    yield batch
  }
}
