import { describe, expect, it } from 'vitest'

import { LoanOptionSchema, type LoanOption } from '@/features/finance/option-schemas'
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
    const item = {
      title: 'X',
      leasing_type: 'Personal',
      monthly_cost: 1,
      monthly_cost_text: '1',
      description: '',
      duration: 36,
      mileage: 1500,
    }
    expect(validateCarJson('car_leasing_options', [item])).toMatch(/^car_leasing_options\[0\]\.leasing_type: /)
    const company = {
      title: 'Företagsleasing',
      sales_text: '',
      description: '',
      interest_rate: 5,
      default_monthly_cost: 1,
      default_company_leasing_mileage: 2000,
      company_leasing_options: {
        1500: [{ months: 36, residual_percentage: 40, cash_amount_min_percentage: 0, cash_amount_max_percentage: 30 }],
      },
      default_company_leasing_option: { 1500: { cash_amount: 0, contract_length: 36 } },
      price_base_amount: 100,
      start_fee: 0,
      invoice_fee: 0,
      has_fixed_interest_rate: false,
      disclaimer: '',
    }
    expect(validateCarJson('car_company_leasing_option', company)).toBe(
      'car_company_leasing_option.default_company_leasing_mileage: default mileage 2000 has no entry in company_leasing_options',
    )
  })

  it('treats null as "no option" unless required', () => {
    expect(validateCarJson('car_private_leasing_option', null)).toBe(true)
    expect(validateCarJson('car_private_leasing_option', null, true)).toBe(
      'car_private_leasing_option: a value is required',
    )
  })
})
