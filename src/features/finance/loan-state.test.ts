import { describe, expect, it } from 'vitest'
import type { LoanOption } from '@/features/finance/option-schemas'
import {
  changeDownPayment,
  changePeriod,
  clampToBounds,
  downPaymentBounds,
  durationFor,
  fillDisclaimer,
  initialLoanState,
  loanBounds,
  loanPeriods,
  loanRequest,
  showSlider,
} from './loan-state'

const option: LoanOption = {
  title: 'Billån',
  description: '',
  interest_rate: 5.95,
  disclaimer:
    'Räkneexempel: {period} mån, kontantinsats {cash_percent} % ({cash_amount}), restvärde {residual_percent} %, ränta {interest_rate} %.',
  price: 249_900,
  invoice_fee: 49,
  start_fee: 695,
  default_monthly_cost: 0,
  default_monthly_cost_text: '',
  default_contract_duration: { months: 36, residual_percentage: 40, cash_amount_min_percentage: 20 },
  contract_durations: [
    { months: 12, residual_percentage: 50, cash_amount_max_percentage: 45, cash_amount_min_percentage: 20 },
    { months: 36, residual_percentage: 40, cash_amount_max_percentage: 55, cash_amount_min_percentage: 20 },
    { months: 60, residual_percentage: 20, cash_amount_max_percentage: 75, cash_amount_min_percentage: 20 },
  ],
}

describe('loan calculator state', () => {
  it('offers 12-month steps between the smallest and largest durations', () => {
    expect(loanPeriods(option)).toEqual([12, 24, 36, 48, 60])
    expect(durationFor(option, 24).months).toBe(12)
    expect(durationFor(option, 48).months).toBe(36)
  })

  it('bounds the down payment by the percentages in whole thousands', () => {
    expect(downPaymentBounds(249_900, option.contract_durations[1])).toEqual({ min: 50_000, max: 137_000, step: 1000 })
    // 20 % of 249 900 is 49 980: the minimum rises to 50 000, the maximum 137 445 falls to 137 000.
    const tiny = downPaymentBounds(1_500, { cash_amount_min_percentage: 20, cash_amount_max_percentage: 30 })
    expect(tiny.min).toBe(tiny.max)
    expect(showSlider(tiny)).toBe(false)
    expect(clampToBounds(51_400, { min: 50_000, max: 137_000, step: 1000 })).toBe(51_000)
    expect(clampToBounds(999_999, { min: 50_000, max: 137_000, step: 1000 })).toBe(137_000)
  })

  it('starts at the default duration and minimum down payment', () => {
    expect(initialLoanState(option)).toEqual({ months: 36, residualPercent: 40, downPayment: 50_000 })
  })

  it('sets the residual from the new period and lowers a down payment above the new maximum', () => {
    let state = changeDownPayment(option, initialLoanState(option), 130_000)
    expect(state.downPayment).toBe(130_000)
    state = changePeriod(option, state, 12)
    expect(state).toEqual({ months: 12, residualPercent: 50, downPayment: 112_000 })
    expect(loanBounds(option, state).max).toBe(112_000)
    // Back to a longer period: the residual follows, the down payment stays (it is within bounds).
    expect(changePeriod(option, state, 60)).toEqual({ months: 60, residualPercent: 20, downPayment: 112_000 })
    // A period not offered is ignored.
    expect(changePeriod(option, state, 30)).toEqual(state)
  })

  it('builds the loan request and fills the disclaimer', () => {
    expect(loanRequest(option, initialLoanState(option))).toEqual({
      price: 249_900,
      downPayment: 50_000,
      months: 36,
      residualPercent: 40,
      interestRatePercent: 5.95,
      startFee: 695,
      invoiceFee: 49,
    })
    expect(
      fillDisclaimer(option.disclaimer, {
        period: '36',
        cashPercent: '20',
        cashAmount: '50 000 kr',
        residualPercent: '40',
        interestRate: '5,95',
      }),
    ).toBe('Räkneexempel: 36 mån, kontantinsats 20 % (50 000 kr), restvärde 40 %, ränta 5,95 %.')
  })
})
