/**
 * Annuity arithmetic shared by the car generator (default monthly costs stored on a car) and the
 * calculators (spec 1 §9): rates are percent values divided by 100, the monthly cost is the annuity
 * of the financed amount less the discounted balloon (residual), rounded to whole currency units.
 */

/** Monthly rate of a nominal annual rate in percent (5.95 → 0.0595 / 12). */
export const monthlyRateOfNominal = (annualRatePercent: number): number => annualRatePercent / 100 / 12

/**
 * Unrounded payment per period of an annuity with a balloon due with the last payment:
 * principal = payment · (1 − v^n) / r + balloon · v^n with v = 1 / (1 + r).
 */
export function annuityPaymentAtRate(principal: number, rate: number, periods: number, balloon = 0): number {
  if (periods <= 0) throw new RangeError('months must be positive')
  // Below 1e-12 a month the interest is less than the rounding error of the straight-line split.
  if (Math.abs(rate) < 1e-12) return (principal - balloon) / periods
  // (1 + r)^n − 1 through expm1/log1p: stable for rates near zero, where the naive form divides 0 by 0.
  const grown = Math.expm1(periods * Math.log1p(rate))
  return ((principal * (1 + grown) - balloon) * rate) / grown
}

/** Unrounded monthly payment at a nominal annual rate in percent. */
export function annuityPayment(principal: number, annualRatePercent: number, months: number, balloon = 0): number {
  return annuityPaymentAtRate(principal, monthlyRateOfNominal(annualRatePercent), months, balloon)
}

export type AnnuityInput = {
  /** Price the finance is computed from. */
  price: number
  /** Down payment (kontantinsats), percent of price. */
  cashPercent: number
  /** Balloon (restvärde) due with the last payment, percent of price. */
  residualPercent: number
  months: number
  /** Nominal annual rate, percent (5.95 means 5.95 %). */
  interestRate: number
}

/** Monthly cost of a loan or lease, without fees, rounded to whole currency units. */
export function monthlyCost({ price, cashPercent, residualPercent, months, interestRate }: AnnuityInput): number {
  const principal = price * (1 - cashPercent / 100)
  const balloon = price * (residualPercent / 100)
  return Math.max(0, Math.round(annuityPayment(principal, interestRate, months, balloon)))
}
