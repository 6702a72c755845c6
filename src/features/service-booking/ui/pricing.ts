/**
 * Summary prices (spec 2 §2.1, §6, §9): median prices in SEK, Swedish format; a car with a service
 * agreement pays the discounted price (shown in red with a note); an item without a known price shows
 * 'Pris saknas*' and counts nothing toward the total, which then carries the note.
 */
import { formatPrice } from '@/sites/format'
import type { Offering } from './contract'
import type { SelectedService, ServiceType } from './state'

export type LinePrice =
  | { known: false }
  | { known: true; amount: number; /** The ordinary price when a discount applies. */ ordinary: number | null }

/** A unit-priced offering's price is per unit (times the units chosen); others are one price. */
function base(entry: Pick<SelectedService, 'price' | 'unitPrice' | 'unit'>): number | null {
  if (entry.unitPrice !== null) return entry.unitPrice * entry.unit
  return entry.price
}

export function linePrice(entry: SelectedService, hasServiceAgreement: boolean): LinePrice {
  const ordinary = base(entry)
  if (!entry.priceKnown || ordinary === null) return { known: false }
  if (
    hasServiceAgreement &&
    entry.priceDiscount !== null &&
    entry.priceDiscount < (entry.unitPrice ?? entry.price ?? Infinity)
  ) {
    const discounted = entry.unitPrice !== null ? entry.priceDiscount * entry.unit : entry.priceDiscount
    return { known: true, amount: discounted, ordinary }
  }
  return { known: true, amount: ordinary, ordinary: null }
}

export type Totals = { total: number; anyUnknown: boolean; anyDiscount: boolean; count: number }

export function totals(services: Record<string, SelectedService>, hasServiceAgreement: boolean): Totals {
  let total = 0
  let anyUnknown = false
  let anyDiscount = false
  const entries = Object.values(services)
  for (const entry of entries) {
    const price = linePrice(entry, hasServiceAgreement)
    if (!price.known) anyUnknown = true
    else {
      total += price.amount
      if (price.ordinary !== null) anyDiscount = true
    }
  }
  return { total, anyUnknown, anyDiscount, count: entries.length }
}

/** '1 295 kr' (spec 2 §9: SEK in Swedish format). */
export const formatSek = (amount: number) => formatPrice(Math.round(amount), 'se')

/** The selected-service entry an offering becomes when ticked (spec 2 §3). */
export function selectedFrom(offering: Offering, type: ServiceType): SelectedService {
  return {
    name: offering.name,
    price: offering.price ?? null,
    priceKnown: offering.priceKnown,
    priceDiscount: offering.priceDiscount ?? null,
    category: offering.category ?? null,
    unit: offering.unitPrice ? Math.max(1, offering.unitPrice.minimum) : 1,
    userInput: offering.allowUserInput ? '' : null,
    type,
    unitAbbreviation: offering.unitPrice?.unitAbbreviation ?? null,
    unitPrice: offering.unitPrice ? (offering.price ?? null) : null,
    requiresMileage: offering.requiresMileage ?? false,
  }
}

/** The unit selector's choices, the offering's minimum to its maximum (spec 2 §5); at most 100. */
export function unitChoices(offering: Offering): number[] {
  if (!offering.unitPrice) return []
  const min = Math.max(1, Math.ceil(offering.unitPrice.minimum))
  const max = Math.min(min + 99, Math.floor(offering.unitPrice.maximum))
  return max >= min ? Array.from({ length: max - min + 1 }, (_, i) => min + i) : []
}

/** Prices of an offering list keyed by code, for the 'repriced' event. */
export function pricesByCode(
  offerings: Offering[],
): Record<string, Pick<SelectedService, 'price' | 'priceKnown' | 'priceDiscount' | 'unitPrice'>> {
  return Object.fromEntries(
    offerings.map((o) => [
      o.code,
      {
        price: o.price ?? null,
        priceKnown: o.priceKnown,
        priceDiscount: o.priceDiscount ?? null,
        unitPrice: o.unitPrice ? (o.price ?? null) : null,
      },
    ]),
  )
}
