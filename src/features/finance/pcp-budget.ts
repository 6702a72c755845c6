/**
 * The UK PCP figure of the monthly budget (./budget.ts): what a car costs a month under its dealer's PCP product at the
 * product's default deposit, default term and default annual mileage, quoted by the engine of the PCP quote endpoint
 * (./codeweaver/products.ts productQuoteInput → ./uk-quote.ts ukPayments, the first half of quoteUk), so a list's
 * figure is the endpoint's regular payment for the same inputs, to the penny. (The one quotation the endpoint refuses
 * and this does not is a product whose fees leave the agreement no APR: an editor's mistake the quote endpoint names.)
 *
 * The guaranteed future value (the balloon) depends on the car's age in whole years, which depends on the date: every
 * figure of one pricing is computed for one `today`, the UTC day of an injected clock (`pricingDay`), and the age comes
 * from the endpoint's own vehicleAgeYears on the endpoint's own registration date (registrationDateOf). A product that
 * has no future value for the car's age (or whose balloon leaves nothing to pay monthly) gives no offer: PCP does not
 * apply to that car and its other products decide.
 */
import type { FinanceProduct } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'
import { InputError } from '@/platform/errors'
import type { PcpBudgetOffer } from './budget'
import { depositRange, mileageRange, productQuoteInput, registrationDateOf, termRange } from './codeweaver/products'
import { ukPayments } from './uk-quote'

/** The UTC day a clock reading falls on, at midnight: the `today` of one pricing. */
export function pricingDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

/** 'YYYY-MM-DD' of a pricing day. */
export const dayKey = (day: Date): string => day.toISOString().slice(0, 10)

/** What of a car the PCP figure reads (a CarRecord has these; finance does not import the cars domain). */
export type PcpCar = { index: SearchIndex; car_price: number; car_firstregistration: string | null }

/** One PCP product's offer for a car on `today`; null when the product is no PCP or offers no future value for the car. */
export function pcpOffer(product: FinanceProduct, car: PcpCar, today: Date): PcpBudgetOffer | null {
  if (product.type !== 'PCP' || car.index !== 'uk' || !(car.car_price > 0)) return null
  const vehicle = { Price: car.car_price, RegistrationDate: registrationDateOf(car.car_firstregistration, today) }
  const months = termRange(product).Default
  const deposit = depositRange(product, car.car_price).Default
  const annualMileage = mileageRange(product)?.Default
  if (annualMileage === undefined) return null
  try {
    // The endpoint's input for the product's defaults (its checks: term, mileage, age band, deposit range), and the
    // payments quoteUk computes from it, without the APR it adds (a root search, ten times the rest of the cost).
    const quote = ukPayments(
      productQuoteInput(
        product,
        vehicle,
        { Term: months, CashDeposit: deposit, AnnualMileage: annualMileage, CalculationType: 'ToRegularPayment' },
        today,
      ),
    )
    return {
      product: 'pcp',
      monthly: quote.regularPayment,
      cashPercent: product.depositPercent.default,
      months,
      deposit: quote.deposit,
      annualMileage,
      finalPayment: quote.finalPayment,
    }
  } catch (error) {
    // No future value for the car's age, a registration in the future, a balloon above the credit: no PCP.
    if (error instanceof InputError) return null
    throw error
  }
}

/** The cheapest offer among a dealer's PCP products (a dealer may run more than one PCP family); null if none applies. */
export function dealerPcpOffer(
  products: readonly FinanceProduct[] | undefined,
  car: PcpCar,
  today: Date,
): PcpBudgetOffer | null {
  let best: PcpBudgetOffer | null = null
  for (const product of products ?? []) {
    const offer = pcpOffer(product, car, today)
    if (offer && (best === null || offer.monthly < best.monthly)) best = offer
  }
  return best
}

/** Two offers state the same figure and assumptions (a car whose offer did not change needs no re-indexing). */
export function sameOffer(a: PcpBudgetOffer | null | undefined, b: PcpBudgetOffer | null | undefined): boolean {
  if (!a || !b) return !a && !b
  return (
    a.monthly === b.monthly &&
    a.months === b.months &&
    a.deposit === b.deposit &&
    a.cashPercent === b.cashPercent &&
    a.annualMileage === b.annualMileage &&
    a.finalPayment === b.finalPayment
  )
}
