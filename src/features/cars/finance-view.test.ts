import { describe, expect, it } from 'vitest'

import type { LoanOption } from '@/features/finance/option-schemas'
import type { Car } from '@/payload-types'
import { toFinanceCalculatorCar } from './finance-view'

const loan: LoanOption = {
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
    { months: 36, residual_percentage: 40, cash_amount_max_percentage: 55, cash_amount_min_percentage: 20 },
  ],
}

// Only the fields the view reads; the rest of a stored car does not matter here.
const car = (fields: Partial<Car>): Car =>
  ({ index: 'se', car_brand: 'Volvo', car_model: 'XC60', car_price: 349_900, ...fields }) as Car
const today = new Date('2026-11-23T12:00:00Z')

describe('finance view of a car', () => {
  it('keeps a valid loan and skips an invalid company leasing option', () => {
    const view = toFinanceCalculatorCar(
      car({
        car_loan_option: loan as Car['car_loan_option'],
        car_company_leasing_option: { title: 'no terms' } as unknown as Car['car_company_leasing_option'],
      }),
      today,
    )
    expect(view.loan).toEqual(loan)
    expect(view.companyLeasing).toBeNull()
    expect(view.privateLeasing).toBeNull()
    expect(view.leasingItems).toEqual([])
  })

  it('writes the price text, else the price', () => {
    expect(toFinanceCalculatorCar(car({ car_price_text: '349 900 kr' }), today).priceText).toBe('349 900 kr')
    expect(toFinanceCalculatorCar(car({}), today).priceText).toBe('349900')
  })

  it('gives the UK finance provider a vehicle only for a UK car with a VIN and a dealer key', () => {
    const uk = { index: 'uk', car_chassino: 'WVWZZZ1KZAW000001', car_site_id: 'uk-dealer', car_odometer: -3.4 } as const
    expect(toFinanceCalculatorCar(car({ ...uk, car_site_id: null }), today).ukFinance).toBeNull()
    expect(toFinanceCalculatorCar(car({ ...uk, index: 'se' }), today).ukFinance).toBeNull()
    expect(toFinanceCalculatorCar(car(uk), today).ukFinance).toEqual({
      organisationKey: 'uk-dealer',
      vehicle: { Vin: 'WVWZZZ1KZAW000001', Price: 349_900, Mileage: 0, RegistrationDate: '2026-11-23' },
    })
    const registered = toFinanceCalculatorCar(
      car({ ...uk, car_odometer: 12_345.6, car_firstregistration: '2024-03-01T00:00:00.000Z', car_regno: 'AB24 CDE' }),
      today,
    )
    expect(registered.ukFinance?.vehicle).toEqual({
      Vin: 'WVWZZZ1KZAW000001',
      Price: 349_900,
      Mileage: 12_346,
      RegistrationDate: '2024-03-01',
      RegistrationNumber: 'AB24 CDE',
    })
  })
})
