/**
 * Finance arithmetic shared by the generator (default monthly costs stored on a car) and the
 * calculators (spec 1 §9): rates are percent values divided by 100, the monthly cost is the
 * annuity of the financed amount less the discounted balloon (residual), rounded to whole currency
 * units; the effective rate includes the start fee and the monthly invoice fee.
 */

export type AnnuityInput = {
  /** Price the finance is computed from. */
  price: number
  /** Down payment (kontantinsats), percent of price. */
  cashPercent: number
  /** Balloon (restvärde) due after the last payment, percent of price. */
  residualPercent: number
  months: number
  /** Nominal annual rate, percent (5.95 means 5.95 %). */
  interestRate: number
}

/** Unrounded monthly payment of an annuity with a balloon. */
export function annuityPayment(principal: number, annualRatePercent: number, months: number, balloon = 0): number {
  if (months <= 0) throw new RangeError('months must be positive')
  const r = annualRatePercent / 100 / 12
  if (r === 0) return (principal - balloon) / months
  const growth = (1 + r) ** months
  return ((principal - balloon / growth) * r) / (1 - 1 / growth)
}

/** Monthly cost of a loan or lease, without fees, rounded to whole currency units. */
export function monthlyCost({ price, cashPercent, residualPercent, months, interestRate }: AnnuityInput): number {
  const principal = price * (1 - cashPercent / 100)
  const balloon = price * (residualPercent / 100)
  return Math.max(0, Math.round(annuityPayment(principal, interestRate, months, balloon)))
}

export type EffectiveRateInput = AnnuityInput & {
  /** One-off set-up fee, paid at the start. */
  startFee: number
  /** Fee added to every monthly payment. */
  invoiceFee: number
}

/**
 * Effective annual rate in percent (two decimals): the rate at which the payments plus fees and
 * the balloon are worth the financed amount. Solved by bisection on the monthly rate.
 */
export function effectiveAnnualRate(input: EffectiveRateInput): number {
  const { price, cashPercent, residualPercent, months, startFee, invoiceFee } = input
  const principal = price * (1 - cashPercent / 100)
  const balloon = price * (residualPercent / 100)
  const payment = annuityPayment(principal, input.interestRate, months, balloon) + invoiceFee
  const received = principal - startFee
  const presentValue = (monthly: number) => {
    let pv = 0
    let discount = 1
    for (let k = 1; k <= months; k++) {
      discount /= 1 + monthly
      pv += payment * discount
    }
    return pv + balloon * discount
  }
  let lo = 0
  let hi = 1
  if (presentValue(lo) <= received) return 0
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2
    if (presentValue(mid) > received) lo = mid
    else hi = mid
  }
  return Math.round(((1 + lo) ** 12 - 1) * 10000) / 100
}
