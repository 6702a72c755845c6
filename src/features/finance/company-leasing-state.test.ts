import { describe, expect, it } from 'vitest'
import type { CompanyLeasingOption } from '@/features/finance/option-schemas'
import { monthlyCost } from './annuity'
import {
  changeCashPercent,
  changeContractLength,
  companyLeasingMonthly,
  currentCashBounds,
  initialCompanyLeasingState,
  leasingDurations,
  leasingMileages,
  selectMileage,
} from './company-leasing-state'

const option: CompanyLeasingOption = {
  title: 'Företagsleasing',
  sales_text: '',
  description: '',
  interest_rate: 4.95,
  default_monthly_cost: 0,
  default_company_leasing_mileage: 1500,
  company_leasing_options: {
    1500: [
      { months: 24, residual_percentage: 58, cash_amount_min_percentage: 0, cash_amount_max_percentage: 30 },
      { months: 36, residual_percentage: 50, cash_amount_min_percentage: 0, cash_amount_max_percentage: 30 },
    ],
    3000: [
      { months: 36, residual_percentage: 42, cash_amount_min_percentage: 5, cash_amount_max_percentage: 20 },
      { months: 48, residual_percentage: 34, cash_amount_min_percentage: 10, cash_amount_max_percentage: 10 },
    ],
  },
  default_company_leasing_option: {
    1500: { cash_amount: 25, contract_length: 36 },
    3000: { cash_amount: 15, contract_length: 36 },
  },
  price_base_amount: 320_000,
  start_fee: 695,
  invoice_fee: 49,
  has_fixed_interest_rate: true,
  disclaimer: '',
}

describe('company leasing state', () => {
  it('loads the default mileage with its default cash and length', () => {
    expect(leasingMileages(option)).toEqual([1500, 3000])
    expect(initialCompanyLeasingState(option)).toEqual({
      mileage: 1500,
      months: 36,
      residualPercent: 50,
      cashPercent: 25,
    })
  })

  it('choosing a mileage loads its durations and defaults', () => {
    expect(leasingDurations(option, 3000).map((d) => d.months)).toEqual([36, 48])
    expect(selectMileage(option, 3000)).toEqual({ mileage: 3000, months: 36, residualPercent: 42, cashPercent: 15 })
  })

  it('changing the length resets residual and bounds and clamps the cash percent', () => {
    const state = changeContractLength(option, selectMileage(option, 3000), 48)
    expect(state).toEqual({ mileage: 3000, months: 48, residualPercent: 34, cashPercent: 10 })
    expect(currentCashBounds(option, state)).toEqual({ min: 10, max: 10, step: 1 })
  })

  it('moves cash in whole percent within bounds and prices on the base amount', () => {
    const state = initialCompanyLeasingState(option)
    expect(changeCashPercent(option, state, 12.4).cashPercent).toBe(12)
    expect(changeCashPercent(option, state, 45).cashPercent).toBe(30)
    expect(companyLeasingMonthly(option, state)).toBe(
      monthlyCost({ price: 320_000, cashPercent: 25, residualPercent: 50, months: 36, interestRate: 4.95 }),
    )
  })
})
