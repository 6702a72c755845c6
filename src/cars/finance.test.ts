import { describe, expect, it } from 'vitest'

import { createRng } from '@/seed/random'
import { SEARCH_INDICES } from '@/sites/markets'

import { buildFinance, LEASING_TERMS, LOAN_TERMS, loanResiduals, roundOffer } from './finance-options'
import { DISCLAIMER_PLACEHOLDERS, LoanOptionSchema, type LoanOption } from '@/finance/option-schemas'
import { validateCarJson } from './json-fields'

const validLoan = (): LoanOption => ({
  title: 'Billån',
  description: 'Finansiera bilen med billån.',
  interest_rate: 5.95,
  disclaimer: 'Räkneexempel: {period} månader.',
  price: 349_900,
  invoice_fee: 49,
  start_fee: 695,
  default_monthly_cost: 4321,
  default_monthly_cost_text: '4 321 kr/mån',
  default_contract_duration: { months: 36, residual_percentage: 40, cash_amount_min_percentage: 20 },
  contract_durations: [
    { months: 12, residual_percentage: 50, cash_amount_max_percentage: 45, cash_amount_min_percentage: 20 },
    { months: 36, residual_percentage: 40, cash_amount_max_percentage: 55, cash_amount_min_percentage: 20 },
  ],
})

describe('offer rounding', () => {
  it('rounds private-leasing prices to the way they are advertised', () => {
    expect(roundOffer(4312, 'se')).toBe(4395)
    expect(roundOffer(4395, 'se')).toBe(4395)
    expect(roundOffer(441.2, 'fi')).toBe(449)
    expect(roundOffer(350, 'uk')).toBe(359)
  })
})

describe('finance options', () => {
  it('lets residuals fall with the term and the car age', () => {
    for (const [isNew, age] of [[true, 0], [false, 2], [false, 5], [false, 9]] as const) {
      const residuals = loanResiduals(isNew, age)
      expect(residuals).toHaveLength(7)
      residuals.forEach((r, k) => k > 0 && expect(r).toBeLessThanOrEqual(residuals[k - 1]))
    }
    expect(loanResiduals(false, 9).every((r) => r === 0)).toBe(true)
    expect(loanResiduals(true, 0)[0]).toBeGreaterThan(loanResiduals(false, 5)[0])
  })

  it('builds options that pass their schemas in every market', () => {
    let loans = 0
    let company = 0
    let privateLeases = 0
    for (const index of SEARCH_INDICES) {
      for (let k = 0; k < 300; k++) {
        const rng = createRng(k + 1)
        const price = 20_000 + k * 1_531
        const finance = buildFinance(rng, {
          index,
          price,
          priceExVat: Math.round(price / 1.25),
          isNew: k % 2 === 0,
          lcv: k % 7 === 0,
          age: k % 2 === 0 ? 0 : k % 12,
        })
        expect(validateCarJson('car_loan_option', finance.loan)).toBe(true)
        expect(validateCarJson('car_company_leasing_option', finance.company)).toBe(true)
        expect(validateCarJson('car_private_leasing_option', finance.private)).toBe(true)
        expect(validateCarJson('car_leasing_options', finance.items)).toBe(true)
        if (finance.loan) {
          loans++
          for (const placeholder of Object.values(DISCLAIMER_PLACEHOLDERS)) {
            expect(finance.loan.disclaimer).toContain(placeholder)
          }
        }
        if (finance.company) company++
        if (finance.private) privateLeases++
        if (LOAN_TERMS[index] === null) expect(finance.loan).toBeNull()
        if (LEASING_TERMS[index] === null) expect(finance.items).toEqual([])
      }
    }
    expect(loans).toBeGreaterThan(500)
    expect(company).toBeGreaterThan(50)
    expect(privateLeases).toBeGreaterThan(50)
  })

  it('reads the Swedish market terms from the spec', () => {
    const se = LOAN_TERMS.se!
    expect(se.startFee).toBe(695)
    expect(se.invoiceFee).toBe(49)
    expect(se.minCash).toBe(20)
    expect(Math.min(...se.rates, se.campaignRate)).toBe(4.95)
    expect(Math.max(...se.rates)).toBe(7.95)
  })
})

describe('finance option validation', () => {
  it('accepts a valid loan option', () => {
    expect(LoanOptionSchema.safeParse(validLoan()).success).toBe(true)
    expect(validateCarJson('car_loan_option', validLoan())).toBe(true)
  })

  it('rejects a misspelt key with its path', () => {
    const loan = { ...validLoan(), intrest_rate: 5.95 }
    const message = validateCarJson('car_loan_option', loan)
    expect(message).toEqual(expect.any(String))
    expect(message).toMatch(/intrest_rate/)
  })

  it('names the path of a bad value inside an array', () => {
    const loan = validLoan()
    loan.contract_durations[1] = { ...loan.contract_durations[1], months: 0 }
    const message = validateCarJson('car_loan_option', loan)
    expect(message).toMatch(/^car_loan_option\.contract_durations\[1\]\.months: /)
  })

  it('reports cross-field rules readably', () => {
    const loan = validLoan()
    loan.default_contract_duration = { ...loan.default_contract_duration, months: 48 }
    expect(validateCarJson('car_loan_option', loan)).toBe(
      'car_loan_option.default_contract_duration.months: default months 48 is not one of contract_durations',
    )
    const tooMuch = validLoan()
    tooMuch.contract_durations[0] = { ...tooMuch.contract_durations[0], residual_percentage: 85 }
    expect(validateCarJson('car_loan_option', tooMuch)).toMatch(
      /^car_loan_option\.contract_durations\[0\]\.residual_percentage: residual_percentage plus the minimum cash/,
    )
  })

  it('rejects a wrong leasing type and a missing mileage default', () => {
    const item = { title: 'X', leasing_type: 'Personal', monthly_cost: 1, monthly_cost_text: '1', description: '', duration: 36, mileage: 1500 }
    expect(validateCarJson('car_leasing_options', [item])).toMatch(/^car_leasing_options\[0\]\.leasing_type: /)
    const company = {
      title: 'Företagsleasing', sales_text: '', description: '', interest_rate: 5, default_monthly_cost: 1,
      default_company_leasing_mileage: 2000,
      company_leasing_options: { 1500: [{ months: 36, residual_percentage: 40, cash_amount_min_percentage: 0, cash_amount_max_percentage: 30 }] },
      default_company_leasing_option: { 1500: { cash_amount: 0, contract_length: 36 } },
      price_base_amount: 100, start_fee: 0, invoice_fee: 0, has_fixed_interest_rate: false, disclaimer: '',
    }
    expect(validateCarJson('car_company_leasing_option', company)).toBe(
      'car_company_leasing_option.default_company_leasing_mileage: default mileage 2000 has no entry in company_leasing_options',
    )
  })

  it('treats null as "no option" unless required', () => {
    expect(validateCarJson('car_private_leasing_option', null)).toBe(true)
    expect(validateCarJson('car_private_leasing_option', null, true)).toBe('car_private_leasing_option: a value is required')
  })
})
