/**
 * State rules of the company leasing calculator (spec 1 §4, §5): choosing a mileage loads its
 * durations and its default cash percentage and contract length; changing the contract length resets
 * the residual and the cash bounds and clamps the cash percent; cash moves in steps of 1 percent.
 */
import type { CompanyLeasingDuration, CompanyLeasingOption } from '@/features/finance/option-schemas'
import { monthlyCost } from './annuity'
import { clampToBounds, type Bounds } from './loan-state'

export const CASH_PERCENT_STEP = 1

export type CompanyLeasingState = { mileage: number; months: number; residualPercent: number; cashPercent: number }

export const leasingMileages = (option: CompanyLeasingOption): number[] =>
  Object.keys(option.company_leasing_options)
    .map(Number)
    .sort((a, b) => a - b)

export function leasingDurations(option: CompanyLeasingOption, mileage: number): CompanyLeasingDuration[] {
  return [...(option.company_leasing_options[String(mileage)] ?? [])].sort((a, b) => a.months - b.months)
}

export function cashBounds(duration: CompanyLeasingDuration): Bounds {
  return { min: duration.cash_amount_min_percentage, max: duration.cash_amount_max_percentage, step: CASH_PERCENT_STEP }
}

function durationOf(option: CompanyLeasingOption, mileage: number, months: number): CompanyLeasingDuration {
  const durations = leasingDurations(option, mileage)
  return durations.find((d) => d.months === months) ?? durations[0]
}

export function selectMileage(option: CompanyLeasingOption, mileage: number): CompanyLeasingState {
  const chosen = String(mileage) in option.company_leasing_options ? mileage : option.default_company_leasing_mileage
  const defaults = option.default_company_leasing_option[String(chosen)]
  const duration = durationOf(option, chosen, defaults.contract_length)
  return {
    mileage: chosen,
    months: duration.months,
    residualPercent: duration.residual_percentage,
    cashPercent: clampToBounds(defaults.cash_amount, cashBounds(duration)),
  }
}

export const initialCompanyLeasingState = (option: CompanyLeasingOption): CompanyLeasingState =>
  selectMileage(option, option.default_company_leasing_mileage)

export function changeContractLength(
  option: CompanyLeasingOption,
  state: CompanyLeasingState,
  months: number,
): CompanyLeasingState {
  const duration = durationOf(option, state.mileage, months)
  return {
    ...state,
    months: duration.months,
    residualPercent: duration.residual_percentage,
    cashPercent: clampToBounds(state.cashPercent, cashBounds(duration)),
  }
}

export function changeCashPercent(
  option: CompanyLeasingOption,
  state: CompanyLeasingState,
  cashPercent: number,
): CompanyLeasingState {
  return {
    ...state,
    cashPercent: clampToBounds(cashPercent, cashBounds(durationOf(option, state.mileage, state.months))),
  }
}

export const currentCashBounds = (option: CompanyLeasingOption, state: CompanyLeasingState): Bounds =>
  cashBounds(durationOf(option, state.mileage, state.months))

/** Monthly cost excl. VAT and fees, on the price base amount (like the car's default_monthly_cost). */
export function companyLeasingMonthly(option: CompanyLeasingOption, state: CompanyLeasingState): number {
  return monthlyCost({
    price: option.price_base_amount,
    cashPercent: state.cashPercent,
    residualPercent: state.residualPercent,
    months: state.months,
    interestRate: option.interest_rate,
  })
}
