/**
 * Annual percentage rate of charge per the Consumer Credit Directive 2008/48/EC, Annex I (the UK's
 * CONC App 1.2 states the same equation):
 *
 *   Σ_k C_k (1 + X)^(−s_k) = Σ_l D_l (1 + X)^(−t_l)
 *
 * with drawdowns C_k and payments D_l at times s_k, t_l in years from the first drawdown. With monthly
 * periods the directive lets a month count as 1/12 of a year, so a flow at month m is discounted by
 * (1 + X)^(−m/12).
 *
 * Written by hand: spreadsheet RATE/IRR functions assume equal periods and a single sign change
 * convention and stop at a loose tolerance; here the root is bracketed and bisected to the limit of
 * double precision, which the directive check in apr.test.ts holds to 1e-9.
 */
import { InputError } from '@/platform/errors'

export type CashFlow = {
  /** Months after the first drawdown. */
  month: number
  amount: number
}

/** Present value of flows at an annual rate X (fraction, 0.069 = 6.9 %). */
export function presentValue(flows: readonly CashFlow[], annualRate: number): number {
  const base = Math.log1p(annualRate)
  let sum = 0
  for (const { month, amount } of flows) sum += amount * Math.exp((-month / 12) * base)
  return sum
}

/**
 * The rate X (fraction) at which the payments are worth the credit. Credit is drawn no later than
 * any payment falls due, so the payments' excess value falls strictly as X rises and the root is
 * unique; it is bracketed between −99 % and a bound doubled until it holds.
 */
export function annualPercentageRate(credit: readonly CashFlow[], payments: readonly CashFlow[]): number {
  const excess = (x: number) => presentValue(payments, x) - presentValue(credit, x)
  let lo = -0.99
  let hi = 1
  if (excess(lo) < 0) throw new RangeError('the payments are worth less than the credit at any rate')
  while (excess(hi) > 0) {
    hi *= 2
    if (hi > 1e6) throw new RangeError('the payments exceed the credit beyond any plausible rate')
  }
  // Bisection to the limit of double precision (about 60 steps on this bracket).
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (mid === lo || mid === hi) break
    if (excess(mid) > 0) lo = mid
    else hi = mid
  }
  return Math.abs(excess(lo)) <= Math.abs(excess(hi)) ? lo : hi
}

/**
 * As annualPercentageRate, but input with no plausible rate (fees as large as the credit) is the
 * caller's mistake: an InputError naming `field`, answered 400 rather than a RangeError's 500.
 */
export function aprOfRequest(
  credit: readonly CashFlow[],
  payments: readonly CashFlow[],
  field: string,
  message: string,
): number {
  try {
    return annualPercentageRate(credit, payments)
  } catch (error) {
    if (error instanceof RangeError) throw new InputError(field, message)
    throw error
  }
}

/** Regular payments of equal size at months 1..n. */
export function monthlyFlows(amount: number, months: number, firstMonth = 1): CashFlow[] {
  return Array.from({ length: months }, (_, k) => ({ month: firstMonth + k, amount }))
}
