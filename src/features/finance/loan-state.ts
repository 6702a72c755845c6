/**
 * State rules of the loan calculator (spec 1 §4 "Loan calculator", §5): the period moves in
 * 12-month steps between the smallest and largest configured durations; changing it sets the
 * residual from that duration, recomputes the down-payment bounds (multiples of 1000) and lowers
 * the down payment if it is above the new maximum.
 */
import type { LoanContractDuration, LoanOption } from '@/features/finance/option-schemas'
import { DISCLAIMER_PLACEHOLDERS } from '@/features/finance/option-schemas'
import type { LoanInput } from './loan'

export const LOAN_PERIOD_STEP = 12
export const DOWN_PAYMENT_STEP = 1000

export type LoanState = { months: number; residualPercent: number; downPayment: number }
export type Bounds = { min: number; max: number; step: number }

/** Periods offered: 12-month steps from the smallest to the largest configured duration. */
export function loanPeriods(option: Pick<LoanOption, 'contract_durations'>): number[] {
  const months = option.contract_durations.map((d) => d.months)
  const first = Math.min(...months)
  const last = Math.max(...months)
  const out: number[] = []
  for (let m = first; m <= last; m += LOAN_PERIOD_STEP) out.push(m)
  return out
}

/** The configured duration for a period: the exact one, else the longest one shorter than it. */
export function durationFor(option: Pick<LoanOption, 'contract_durations'>, months: number): LoanContractDuration {
  const sorted = [...option.contract_durations].sort((a, b) => a.months - b.months)
  return sorted.filter((d) => d.months <= months).at(-1) ?? sorted[0]
}

/**
 * Down-payment bounds in money: the percentages of the price, the maximum rounded down and the
 * minimum up to whole thousands so that both stay within the percentages; when they cross (a very
 * cheap car), the range collapses to the minimum percentage's amount and the slider is hidden.
 */
export function downPaymentBounds(
  price: number,
  duration: Pick<LoanContractDuration, 'cash_amount_min_percentage' | 'cash_amount_max_percentage'>,
): Bounds {
  const max = Math.floor((price * duration.cash_amount_max_percentage) / 100 / DOWN_PAYMENT_STEP) * DOWN_PAYMENT_STEP
  const min = Math.ceil((price * duration.cash_amount_min_percentage) / 100 / DOWN_PAYMENT_STEP) * DOWN_PAYMENT_STEP
  return min <= max ? { min, max, step: DOWN_PAYMENT_STEP } : { min, max: min, step: DOWN_PAYMENT_STEP }
}

/** A value snapped to the step grid starting at min and kept within the bounds. */
export function clampToBounds(value: number, { min, max, step }: Bounds): number {
  if (!Number.isFinite(value)) return min
  const snapped = min + Math.round((value - min) / step) * step
  return Math.min(max, Math.max(min, snapped))
}

/** A slider only makes sense with a range (spec 1 §4: hidden if min equals max). */
export const showSlider = (bounds: Bounds): boolean => bounds.max > bounds.min

export function initialLoanState(option: LoanOption, price: number = option.price): LoanState {
  const duration = durationFor(option, option.default_contract_duration.months)
  const bounds = downPaymentBounds(price, duration)
  const downPayment = clampToBounds((price * option.default_contract_duration.cash_amount_min_percentage) / 100, bounds)
  return { months: duration.months, residualPercent: duration.residual_percentage, downPayment }
}

export function loanBounds(option: LoanOption, state: Pick<LoanState, 'months'>, price: number = option.price): Bounds {
  return downPaymentBounds(price, durationFor(option, state.months))
}

/** Period change: residual from the new duration; the down payment lowered (or raised) into the new bounds. */
export function changePeriod(
  option: LoanOption,
  state: LoanState,
  months: number,
  price: number = option.price,
): LoanState {
  const periods = loanPeriods(option)
  const chosen = periods.includes(months) ? months : state.months
  const duration = durationFor(option, chosen)
  const bounds = downPaymentBounds(price, duration)
  return {
    months: chosen,
    residualPercent: duration.residual_percentage,
    downPayment: clampToBounds(state.downPayment, bounds),
  }
}

export function changeDownPayment(
  option: LoanOption,
  state: LoanState,
  downPayment: number,
  price: number = option.price,
): LoanState {
  return { ...state, downPayment: clampToBounds(downPayment, loanBounds(option, state, price)) }
}

/** The request the calculator sends to POST /api/finance/loan. */
export function loanRequest(option: LoanOption, state: LoanState, price: number = option.price): LoanInput {
  return {
    price,
    downPayment: state.downPayment,
    months: state.months,
    residualPercent: state.residualPercent,
    interestRatePercent: option.interest_rate,
    startFee: option.start_fee,
    invoiceFee: option.invoice_fee,
  }
}

export type DisclaimerValues = {
  period: string
  cashPercent: string
  cashAmount: string
  residualPercent: string
  interestRate: string
}

/** Fills a disclaimer template (spec 1 §9): period, down payment percent and amount, residual percent, rate. */
export function fillDisclaimer(template: string, values: DisclaimerValues): string {
  let out = template
  for (const key of Object.keys(DISCLAIMER_PLACEHOLDERS) as (keyof DisclaimerValues)[]) {
    out = out.split(DISCLAIMER_PLACEHOLDERS[key]).join(values[key])
  }
  return out
}
