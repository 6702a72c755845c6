/**
 * The brand/model catalogue of the demo dealer group and what each market sells, with price
 * conversion from the catalogue's EUR to each market's currency.
 *
 * Model tables live in catalog-models-*.ts; their shapes and builders in catalog-types.ts.
 */
import { INDEX_CURRENCY, type SearchIndex } from '@/sites/markets'
import { MODELS_PREMIUM } from './catalog-models-premium'
import { MODELS_VAG_VOLVO } from './catalog-models-vag-volvo'
import { MODELS_VOLUME } from './catalog-models-volume'
import { CAR_BRANDS, type CarBrand, type CarModel, type Engine, type Trim, type Years } from './catalog-types'
import { roundListPrice, type CarLang } from '@/sites/format'
import type { FuelKey } from '@/features/cars/vocabulary'

export * from './catalog-types'

export const CAR_MODELS: readonly CarModel[] = [...MODELS_VAG_VOLVO, ...MODELS_PREMIUM, ...MODELS_VOLUME]

export const MODELS_BY_BRAND: Readonly<Record<CarBrand, readonly CarModel[]>> = Object.fromEntries(
  CAR_BRANDS.map((brand) => [brand, CAR_MODELS.filter((m) => m.brand === brand)]),
) as Record<CarBrand, CarModel[]>

/**
 * Brands a market's cars come from when a dealer's own brands are unknown, and (for bb, the budget
 * used-car chain) the trade-in brands it also sells. se: the multi-brand group; bb: used cars of
 * most brands; no: used premium cars; fi/sk: the franchises of their dealers; uk: the four
 * Mercedes-Benz, smart, BMW and MINI themes.
 */
export const MARKET_BRANDS: Readonly<Record<SearchIndex, readonly CarBrand[]>> = {
  se: ['Volvo', 'Polestar', 'Volkswagen', 'Audi', 'Skoda', 'Kia', 'Toyota', 'Renault', 'Dacia', 'Cupra'],
  bb: [
    'Volvo',
    'Volkswagen',
    'Audi',
    'Skoda',
    'Toyota',
    'Kia',
    'BMW',
    'Mercedes-Benz',
    'Tesla',
    'Polestar',
    'Renault',
    'Peugeot',
    'Ford',
    'Hyundai',
    'Nissan',
    'Cupra',
    'Dacia',
    'MINI',
  ],
  no: ['BMW', 'Tesla', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Polestar'],
  fi: ['Toyota', 'Volvo', 'Polestar', 'Volkswagen', 'Audi', 'Skoda', 'Kia'],
  sk: ['Skoda', 'Volkswagen', 'Hyundai', 'Kia'],
  uk: ['Mercedes-Benz', 'smart', 'BMW', 'MINI'],
}

/**
 * Share of a market's used cars that are trade-ins of brands outside the dealer's franchises
 * (drawn from MARKET_BRANDS). Only the budget chain sells across brands; the franchised dealers of
 * the other markets sell their own brands only.
 */
export const TRADE_IN_SHARE: Readonly<Record<SearchIndex, number>> = {
  se: 0,
  bb: 0.4,
  no: 0,
  fi: 0,
  sk: 0,
  uk: 0,
}

/** Units of the market currency per EUR (rounded 2025/26 levels; the seed needs plausibility, not a feed). */
export const EUR_RATE: Readonly<Record<'SEK' | 'NOK' | 'EUR' | 'GBP', number>> = {
  SEK: 11.2,
  NOK: 11.7,
  EUR: 1,
  GBP: 0.86,
}

/**
 * Market price level relative to the catalogue, per fuel. Norway taxes combustion cars heavily
 * (registration tax) and EVs lightly; Finland's car tax lifts prices a little; Slovakia is cheaper.
 */
const MARKET_PRICE_FACTOR: Readonly<Record<SearchIndex, Readonly<Record<FuelKey, number>>>> = {
  se: { petrol: 1, diesel: 1, hybrid: 1, phev: 1, electric: 1 },
  bb: { petrol: 1, diesel: 1, hybrid: 1, phev: 1, electric: 1 },
  no: { petrol: 1.45, diesel: 1.45, hybrid: 1.3, phev: 1.15, electric: 0.95 },
  fi: { petrol: 1.07, diesel: 1.08, hybrid: 1.05, phev: 1.03, electric: 1 },
  sk: { petrol: 0.95, diesel: 0.95, hybrid: 0.95, phev: 0.95, electric: 0.97 },
  uk: { petrol: 1, diesel: 1, hybrid: 1, phev: 1, electric: 1 },
}

/** Whether `year` lies in the inclusive range. */
export const inYears = (years: Years | null, year: number): boolean => !years || (years[0] <= year && year <= years[1])

/** The model name as the market writes it ('C-Klass' in Sweden, 'C-Class' in the UK). */
export function modelName(model: CarModel, lang: CarLang): string {
  return model.names[lang] ?? model.name
}

/** car_version: the engine code plus the trim, e.g. 'B4 AWD Plus Bright'. */
export function versionName(engine: Engine, trim: Trim): string {
  return trim.name ? `${engine.code} ${trim.name}` : engine.code
}

/** The new-car price of a configuration in EUR, before market adjustments. */
export function configurationPriceEur(model: CarModel, engine: Engine, trim: Trim): number {
  return model.priceEur + engine.addEur + trim.addEur
}

/** A EUR amount in the market's currency and price level, unrounded. */
export function toMarketCurrency(eur: number, index: SearchIndex, fuel: FuelKey): number {
  return eur * EUR_RATE[INDEX_CURRENCY[index]] * MARKET_PRICE_FACTOR[index][fuel]
}

/** The list price (incl. VAT) of a new configuration in the market, rounded the way dealers list it. */
export function newCarListPrice(model: CarModel, engine: Engine, trim: Trim, index: SearchIndex): number {
  return roundListPrice(toMarketCurrency(configurationPriceEur(model, engine, trim), index, engine.fuel), index)
}

/**
 * Models a dealer can sell: those whose seller brand (the brand itself, or 'Mercedes-Benz Vans'
 * for Mercedes vans) is in the dealer's brand list.
 */
export function modelsForSellerBrands(brands: readonly string[]): CarModel[] {
  const wanted = new Set(brands)
  return CAR_MODELS.filter((m) => wanted.has(m.seller))
}

/** Models of the given catalogue brands, whatever sells them. */
export function modelsOfBrands(brands: readonly CarBrand[]): CarModel[] {
  const wanted = new Set<string>(brands)
  return CAR_MODELS.filter((m) => wanted.has(m.brand))
}
