/**
 * A dealer's UK products applied to one vehicle (pure): the ranges the default call offers and the
 * quotation the cfd call makes, from the product's rate, fees and future-value table.
 */
import type { FinanceProduct } from '@/payload-types'
import { InputError } from '@/platform/errors'
import { roundMoney } from '../money'
import { quoteUk, UK_TERMS, type UkQuote, type UkQuoteInput } from '../uk-quote'
import type { Parameters, Vehicle } from './schemas'

export type Range = { Min: number; Max: number; Step: number; Default: number }

/** Whole years since first registration on `today` (a car registered 11 months ago is 0). */
export function vehicleAgeYears(registrationDate: string, today: Date): number {
  const [y, m, d] = registrationDate.split('-').map(Number)
  let age = today.getUTCFullYear() - y
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--
  return age
}

/**
 * The registration date a stored car is quoted with (YYYY-MM-DD): its first registration, or `today` for a car not
 * yet registered (age 0). The detail page's finance card (features/cars/finance-view.ts) and the monthly budget's PCP
 * figure (../pcp-budget.ts) both read it here, so both see the same age.
 */
export function registrationDateOf(firstRegistration: string | null | undefined, today: Date): string {
  return firstRegistration?.slice(0, 10) ?? today.toISOString().slice(0, 10)
}

/**
 * Guaranteed future value in percent of the cash price: the row for the term and annual mileage
 * whose age band (up to maxAgeYears) is the first to include the vehicle's age; null if none.
 */
export function futureValuePercent(
  product: Pick<FinanceProduct, 'futureValues'>,
  age: number,
  annualMileage: number,
  term: number,
): number | null {
  const rows = (product.futureValues ?? [])
    .filter((r) => r.term === term && r.annualMileage === annualMileage && r.maxAgeYears >= age)
    .sort((a, b) => a.maxAgeYears - b.maxAgeYears)
  return rows[0]?.percent ?? null
}

const onGrid = (value: number, r: { min: number; max: number; step: number }) =>
  value >= r.min && value <= r.max && (value - r.min) % r.step === 0

/** The product's term range within what the engine offers. */
export function termRange(product: FinanceProduct): Range {
  const limits = UK_TERMS[product.type]
  return {
    Min: Math.max(product.term.min, limits.min),
    Max: Math.min(product.term.max, limits.max),
    Step: product.term.step,
    Default: product.term.default,
  }
}

export function depositRange(product: FinanceProduct, price: number): Range {
  const pounds = (percent: number) => Math.round((price * percent) / 100)
  return {
    Min: pounds(product.depositPercent.min),
    Max: pounds(product.depositPercent.max),
    Step: 1,
    Default: pounds(product.depositPercent.default),
  }
}

export function mileageRange(product: FinanceProduct): Range | null {
  const m = product.annualMileage
  if (product.type !== 'PCP' || m?.min == null || m.max == null || m.step == null || m.default == null) return null
  return { Min: m.min, Max: m.max, Step: m.step, Default: m.default }
}

export type QuoteRequest = Pick<
  Parameters,
  'Term' | 'CashDeposit' | 'RegularPayment' | 'AnnualMileage' | 'CalculationType'
>

/**
 * The engine input for a product, a vehicle and the visitor's parameters; input the product does not
 * offer is a InputError naming the parameter (relative to Parameters / Vehicle).
 */
export function productQuoteInput(
  product: FinanceProduct,
  vehicle: Pick<Vehicle, 'Price' | 'RegistrationDate'>,
  p: QuoteRequest,
  today: Date,
): UkQuoteInput {
  const price = vehicle.Price
  const terms = termRange(product)
  if (!onGrid(p.Term, { min: terms.Min, max: terms.Max, step: terms.Step })) {
    throw new InputError(
      'Parameters.Term',
      `${product.name} is offered over ${terms.Min} to ${terms.Max} payments in steps of ${terms.Step}`,
    )
  }
  let finalPayment: number | undefined
  if (product.type === 'PCP') {
    const mileage = mileageRange(product)
    const annual = p.AnnualMileage ?? mileage?.Default
    if (
      !mileage ||
      annual === undefined ||
      !onGrid(annual, { min: mileage.Min, max: mileage.Max, step: mileage.Step })
    ) {
      throw new InputError(
        'Parameters.AnnualMileage',
        mileage
          ? `must be ${mileage.Min} to ${mileage.Max} miles in steps of ${mileage.Step}`
          : `${product.name} has no annual mileages configured`,
      )
    }
    const age = vehicleAgeYears(vehicle.RegistrationDate, today)
    if (age < 0) throw new InputError('Vehicle.RegistrationDate', 'lies in the future')
    const percent = futureValuePercent(product, age, annual, p.Term)
    if (percent === null) {
      throw new InputError(
        'Parameters.Term',
        `${product.name} has no guaranteed future value for a ${age}-year-old vehicle at ${annual} miles a year over ${p.Term} payments`,
      )
    }
    finalPayment = roundMoney((price * percent) / 100)
  }
  const deposits = depositRange(product, price)
  if (p.CalculationType === 'ToRegularPayment' && (p.CashDeposit! < deposits.Min || p.CashDeposit! > deposits.Max)) {
    throw new InputError(
      'Parameters.CashDeposit',
      `must be between £${deposits.Min} and £${deposits.Max} for ${product.name}`,
    )
  }
  return {
    product: product.type,
    calculation: p.CalculationType,
    cashPrice: price,
    deposit: p.CalculationType === 'ToRegularPayment' ? p.CashDeposit : undefined,
    regularPayment: p.CalculationType === 'ToCashDeposit' ? p.RegularPayment : undefined,
    dealerContribution: Math.min(product.dealerContribution ?? 0, price / 2),
    term: p.Term,
    rate: { aprPercent: product.aprPercent },
    finalPayment,
    documentationFee: product.documentationFee ?? 0,
    optionToPurchaseFee: product.optionToPurchaseFee ?? 0,
  }
}

/** Quotes a product; a computed deposit outside the product's range is a InputError too. */
export function quoteProduct(
  product: FinanceProduct,
  vehicle: Pick<Vehicle, 'Price' | 'RegistrationDate'>,
  p: QuoteRequest,
  today: Date,
): { input: UkQuoteInput; quote: UkQuote } {
  const input = productQuoteInput(product, vehicle, p, today)
  let quote: UkQuote
  try {
    quote = quoteUk(input)
  } catch (error) {
    if (error instanceof InputError) {
      const field =
        error.field === 'regularPayment'
          ? 'Parameters.RegularPayment'
          : error.field === 'finalPayment'
            ? 'Parameters.Term'
            : `Parameters.${error.field}`
      throw new InputError(field, error.message)
    }
    throw error
  }
  const deposits = depositRange(product, vehicle.Price)
  if (p.CalculationType === 'ToCashDeposit' && (quote.deposit < deposits.Min || quote.deposit > deposits.Max)) {
    throw new InputError(
      'Parameters.RegularPayment',
      `needs a deposit of £${quote.deposit.toFixed(2)}; ${product.name} takes £${deposits.Min} to £${deposits.Max}`,
    )
  }
  return { input, quote }
}

/**
 * What the default call returns for a product: its ranges for this vehicle and the regular payments
 * they span at the default term (Payment Min at the highest deposit, Max at the lowest). A PCP
 * without a future value for the vehicle's age is not offered (null).
 */
export function productOffer(product: FinanceProduct, vehicle: Vehicle, today: Date) {
  const Term = termRange(product)
  const Deposit = depositRange(product, vehicle.Price)
  const AnnualMileage = mileageRange(product)
  const at = (CashDeposit: number) =>
    quoteProduct(
      product,
      vehicle,
      { Term: Term.Default, CashDeposit, AnnualMileage: AnnualMileage?.Default, CalculationType: 'ToRegularPayment' },
      today,
    ).quote
  let low: UkQuote
  let high: UkQuote
  let standard: UkQuote
  try {
    low = at(Deposit.Max)
    high = at(Deposit.Min)
    standard = at(Deposit.Default)
  } catch (error) {
    if (error instanceof InputError) return null
    throw error
  }
  return {
    Name: product.name,
    FamilyKey: product.familyKey,
    Type: product.type,
    Apr: product.aprPercent,
    Term,
    Deposit,
    Payment: { Min: low.regularPayment, Max: high.regularPayment },
    AnnualMileage,
    DefaultQuote: standard,
  }
}
