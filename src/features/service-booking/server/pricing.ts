/**
 * Prices (spec 2 §9 "Currency SEK … Prices are median values"; §6 "Cars with a service agreement
 * see discounted prices"): an offering's price for a brand, a department's local price, the median
 * over the departments near the customer, and the service-agreement price.
 */
import type { Offering } from './model'

const same = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'accent' }) === 0

/** The brand's own price row, else the row for every brand, else null (price not known). */
export function basePrice(offering: Pick<Offering, 'prices'>, brand: string): number | null {
  const own = offering.prices.find((p) => p.brand !== null && same(p.brand, brand))
  return (own ?? offering.prices.find((p) => p.brand === null))?.price ?? null
}

/** A department's price: the base times its price factor, to whole tens of kronor. */
export function departmentPrice(base: number, priceFactor: number): number {
  return Math.round((base * priceFactor) / 10) * 10
}

/** The median, to whole kronor; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

/** The price a car with a service agreement pays, or null when no discount applies. */
export function agreementPrice(
  price: number | null,
  discountPercent: number,
  hasServiceAgreement: boolean,
): number | null {
  if (price === null || !hasServiceAgreement || discountPercent <= 0) return null
  return Math.round(price * (1 - Math.min(100, discountPercent) / 100))
}
