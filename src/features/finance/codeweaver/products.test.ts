import { describe, expect, it } from 'vitest'
import type { FinanceProduct } from '@/payload-types'
import { demoFutureValuePercent, demoProducts } from '@/demo/finance/products'
import { InputError } from '@/platform/errors'
import { roundMoney } from '../money'
import { quoteUk } from '../uk-quote'
import { futureValuePercent, productOffer, quoteProduct, vehicleAgeYears } from './products'
import { newQuoteReference } from './quote-reference'
import { QUOTE_REFERENCE } from './schemas'
import { termsAndConditions } from './terms'

const [pcp, hp] = demoProducts(1, '6002').map(
  (p, i) => ({ ...p, id: i + 1, createdAt: '', updatedAt: '' }) as FinanceProduct,
)
const today = new Date('2026-11-22T12:00:00Z')
const vehicle = { Vin: 'WBA5R1C50KAE12345', Price: 24_995, Mileage: 18_000, RegistrationDate: '2024-03-01' }

describe('UK products', () => {
  it('counts whole years since first registration', () => {
    expect(vehicleAgeYears('2024-03-01', today)).toBe(2)
    expect(vehicleAgeYears('2025-11-23', today)).toBe(0)
    expect(vehicleAgeYears('2025-11-22', today)).toBe(1)
  })

  it('looks future values up by the first age band that includes the vehicle, mileage and term', () => {
    expect(futureValuePercent(pcp, 2, 9000, 36)).toBe(demoFutureValuePercent(3, 9000, 36))
    expect(futureValuePercent(pcp, 0, 9000, 36)).toBe(demoFutureValuePercent(1, 9000, 36))
    expect(futureValuePercent(pcp, 8, 9000, 36)).toBeNull()
    expect(futureValuePercent(pcp, 2, 10_000, 36)).toBeNull()
    // Values fall with term, mileage and age.
    expect(demoFutureValuePercent(1, 6000, 24)).toBeGreaterThan(demoFutureValuePercent(1, 6000, 48))
    expect(demoFutureValuePercent(1, 6000, 36)).toBeGreaterThan(demoFutureValuePercent(1, 15000, 36))
    expect(demoFutureValuePercent(1, 6000, 36)).toBeGreaterThan(demoFutureValuePercent(7, 6000, 36))
  })

  it('quotes a PCP with its future value as the final payment and the dealer contribution', () => {
    const { quote, input } = quoteProduct(
      pcp,
      vehicle,
      { Term: 36, CashDeposit: 2500, AnnualMileage: 9000, CalculationType: 'ToRegularPayment' },
      today,
    )
    expect(input.finalPayment).toBe(roundMoney((24_995 * demoFutureValuePercent(3, 9000, 36)) / 100))
    expect(input.dealerContribution).toBe(500)
    expect(quote).toEqual(quoteUk(input))
    expect(quote.amountOfCredit).toBe(24_995 - 2500 - 500)
  })

  it('names the parameter a product cannot take', () => {
    const field = (f: () => unknown) => {
      try {
        f()
      } catch (error) {
        return (error as InputError).field
      }
      return null
    }
    const base = { Term: 36, CashDeposit: 2500, AnnualMileage: 9000, CalculationType: 'ToRegularPayment' as const }
    expect(field(() => quoteProduct(pcp, vehicle, { ...base, Term: 30 }, today))).toBe('Parameters.Term')
    expect(field(() => quoteProduct(pcp, vehicle, { ...base, AnnualMileage: 10_000 }, today))).toBe(
      'Parameters.AnnualMileage',
    )
    expect(field(() => quoteProduct(hp, vehicle, { ...base, CashDeposit: 20_000 }, today))).toBe(
      'Parameters.CashDeposit',
    )
    expect(
      field(() => quoteProduct(hp, vehicle, { ...base, CalculationType: 'ToCashDeposit', RegularPayment: 5 }, today)),
    ).toBe('Parameters.RegularPayment')
    expect(field(() => quoteProduct(pcp, { ...vehicle, RegistrationDate: '2027-01-01' }, base, today))).toBe(
      'Vehicle.RegistrationDate',
    )
  })

  it('offers ranges whose payments span the deposit range, and no PCP for an old car', () => {
    const offer = productOffer(hp, vehicle, today)!
    expect(offer.Deposit).toEqual({ Min: 0, Max: 12_498, Step: 1, Default: 2500 })
    const at = (CashDeposit: number) =>
      quoteProduct(hp, vehicle, { Term: 48, CashDeposit, CalculationType: 'ToRegularPayment' }, today).quote
        .regularPayment
    expect(offer.Payment).toEqual({ Min: at(12_498), Max: at(0) })
    expect(offer.Payment.Min).toBeLessThan(offer.Payment.Max)
    expect(offer.AnnualMileage).toBeNull()
    expect(productOffer(pcp, { ...vehicle, RegistrationDate: '2012-01-01' }, today)).toBeNull()
  })

  it('issues references the legal call accepts, and terms that state the figures', () => {
    const refs = new Set(Array.from({ length: 200 }, newQuoteReference))
    expect(refs.size).toBe(200)
    for (const ref of refs) expect(ref).toMatch(QUOTE_REFERENCE)
    const { quote } = quoteProduct(
      hp,
      vehicle,
      { Term: 48, CashDeposit: 2500, CalculationType: 'ToRegularPayment' },
      today,
    )
    const text = termsAndConditions({
      quoteReference: 'CW0000000001',
      product: 'HP',
      productName: 'Hire Purchase',
      lender: 'Demo Motors',
      cashPrice: 24_995,
      dealerContribution: 0,
      documentationFee: 99,
      optionToPurchaseFee: 10,
      annualMileage: null,
      quote,
      issuedAt: today,
      validDays: 30,
    })
    expect(text).toContain('valid until 2026-12-22')
    expect(text).toContain(
      `48 monthly payments of £${quote.regularPayment.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    )
    expect(text).toContain(`representative APR ${quote.aprPercent.toFixed(1)}%`)
    expect(text).toContain('Demo Motors')
  })
})
