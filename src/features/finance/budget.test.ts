import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { monthlyCost } from './annuity'
import { budgetMonthly, budgetOffer, loanOffer, privateLeasingOffer } from './budget'
import { computeLoan } from './loan'
import type { LoanOption, SimpleLeasingItem } from './option-schemas'

const loan = (price: number, rate: number, months: number, cash: number, residual: number): LoanOption => ({
  title: 'Billån',
  description: '',
  interest_rate: rate,
  disclaimer: '',
  price,
  invoice_fee: 49,
  start_fee: 695,
  default_monthly_cost: 0,
  default_monthly_cost_text: '',
  default_contract_duration: { months, residual_percentage: residual, cash_amount_min_percentage: cash },
  contract_durations: [
    { months, residual_percentage: residual, cash_amount_min_percentage: cash, cash_amount_max_percentage: 80 },
  ],
})

const lease = (monthly: number, duration: number, type: 'Private' | 'Company' = 'Private'): SimpleLeasingItem => ({
  title: type,
  leasing_type: type,
  monthly_cost: monthly,
  monthly_cost_text: '',
  description: '',
  duration,
  mileage: 1500,
})

describe('budget offer', () => {
  it('states a Swedish loan at its default term and minimum down payment, as the loan calculator computes it', () => {
    const offer = loanOffer(loan(249_900, 5.95, 36, 20, 30))
    const calculator = computeLoan({
      price: 249_900,
      downPayment: 249_900 * 0.2,
      months: 36,
      residualPercent: 30,
      interestRatePercent: 5.95,
      startFee: 695,
      invoiceFee: 49,
    })
    expect(offer).toEqual({ product: 'loan', monthly: calculator.monthlyCost, cashPercent: 20, months: 36 })
  })

  it("states Norway's 35 % down payment where the loan says so", () => {
    expect(loanOffer(loan(300_000, 6.9, 60, 35, 0))).toMatchObject({ cashPercent: 35, months: 60 })
  })

  it('takes the cheapest private lease, nothing down, and ignores company leasing (excl. VAT)', () => {
    expect(privateLeasingOffer([lease(4_395, 36), lease(3_995, 48), lease(1_000, 36, 'Company')])).toEqual({
      product: 'privateLeasing',
      monthly: 3_995,
      cashPercent: 0,
      months: 48,
    })
    expect(privateLeasingOffer([lease(1_000, 36, 'Company')])).toBeNull()
  })

  it('is the cheaper of loan and private lease, the loan on a tie, none without either', () => {
    const l = loan(400_000, 5.95, 36, 20, 40)
    const loanMonthly = loanOffer(l).monthly
    expect(budgetOffer(l, [lease(loanMonthly - 1, 36)])?.product).toBe('privateLeasing')
    expect(budgetOffer(l, [lease(loanMonthly, 36)])?.product).toBe('loan')
    expect(budgetOffer(null, [lease(3_000, 36)])?.monthly).toBe(3_000)
    expect(budgetOffer(null, [lease(3_000, 36, 'Company')])).toBeNull()
  })

  it('never states more than a product costs: the offer is the minimum of the forward calculators (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 20_000, max: 2_000_000 }),
        fc.double({ min: 0, max: 12, noNaN: true }),
        fc.constantFrom(12, 24, 36, 48, 60, 72, 84),
        fc.constantFrom(0, 20, 35),
        fc.constantFrom(0, 10, 30, 50),
        fc.array(fc.tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom(24, 36, 48)), { maxLength: 3 }),
        (price, rate, months, cash, residual, leases) => {
          const offer = budgetOffer(
            loan(price, rate, months, cash, residual),
            leases.map(([m, d]) => lease(m, d)),
          )
          const loanMonthly = monthlyCost({
            price,
            cashPercent: cash,
            residualPercent: residual,
            months,
            interestRate: rate,
          })
          expect(offer?.monthly).toBe(Math.min(loanMonthly, ...leases.map(([m]) => m)))
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('budget monthly (what the search index compares)', () => {
  it('is the cheaper of the stored loan cost and the cheapest private lease, or whichever there is', () => {
    expect(budgetMonthly(3_450, [lease(2_995, 36), lease(1_000, 36, 'Company')])).toBe(2_995)
    expect(budgetMonthly(3_450, [lease(4_000, 36)])).toBe(3_450)
    expect(budgetMonthly(null, [lease(4_000, 36)])).toBe(4_000)
    expect(budgetMonthly(3_450, [])).toBe(3_450)
    expect(budgetMonthly(null, [lease(1_000, 36, 'Company')])).toBeNull()
  })
})
