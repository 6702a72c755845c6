import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FinanceProduct } from '@/payload-types'
import { demoFutureValuePercent, demoProducts } from '@/demo/finance/products'
import { roundMoney } from './money'
import { budgetMonthly, budgetOffer } from './budget'
import { productOffer, vehicleAgeYears } from './codeweaver/products'
import { dayKey, dealerPcpOffer, pcpOffer, pricingDay, type PcpCar } from './pcp-budget'
import { quoteUk } from './uk-quote'

const asProduct = (p: ReturnType<typeof demoProducts>[number], id: number) =>
  ({ ...p, id, createdAt: '', updatedAt: '' }) as FinanceProduct
// Site 6002 runs a £500 deposit contribution, 6003 none.
const [pcp, hp] = demoProducts(1, '6002').map(asProduct)
const [pcpNoContribution] = demoProducts(2, '6003').map(asProduct)
const today = pricingDay(new Date('2026-11-28T12:00:00Z'))
const car = (price: number, registered: string | null): PcpCar => ({
  index: 'uk',
  car_price: price,
  car_firstregistration: registered && `${registered}T00:00:00.000Z`,
})

describe('the monthly budget under a UK PCP', () => {
  it("is uk-quote's regular payment at the product's default deposit, term and annual mileage (independent check)", () => {
    const offer = pcpOffer(pcp, car(24_995, '2024-03-01'), today)!
    // Worked by hand from the product: 10 % deposit, 36 payments, 9,000 miles a year, a 2-year-old car (band "up to 3").
    const deposit = Math.round(24_995 * 0.1)
    const finalPayment = roundMoney((24_995 * demoFutureValuePercent(3, 9000, 36)) / 100)
    const quote = quoteUk({
      product: 'PCP',
      calculation: 'ToRegularPayment',
      cashPrice: 24_995,
      deposit,
      dealerContribution: 500,
      term: 36,
      rate: { aprPercent: 9.9 },
      finalPayment,
      documentationFee: 0,
      optionToPurchaseFee: 10,
    })
    expect(offer).toEqual({
      product: 'pcp',
      monthly: quote.regularPayment,
      cashPercent: 10,
      months: 36,
      deposit,
      annualMileage: 9000,
      finalPayment,
    })
    expect(offer.monthly).toBeGreaterThan(0)
    expect(roundMoney(offer.monthly)).toBe(offer.monthly)
  })

  it("equals the PCP quote endpoint's default quote for the same car and day (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3_000, max: 120_000 }),
        fc.date({ min: new Date('2017-01-01'), max: new Date('2026-11-28'), noInvalidDate: true }),
        fc.boolean(),
        (price, registered, contribution) => {
          const product = contribution ? pcp : pcpNoContribution
          const date = registered.toISOString().slice(0, 10)
          const offer = pcpOffer(product, car(price, date), today)
          const endpoint = productOffer(
            product,
            { Vin: 'WBA5R1C50KAE12345', Price: price, Mileage: 0, RegistrationDate: date },
            today,
          )
          expect(offer?.monthly ?? null).toBe(endpoint?.DefaultQuote.regularPayment ?? null)
          expect(offer?.finalPayment ?? null).toBe(endpoint?.DefaultQuote.finalPayment ?? null)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('does not apply where the product has no future value for the car’s age: its other products decide', () => {
    // The demo table goes up to 7 years: an 8-year-old car has no PCP.
    const old = car(9_995, '2018-06-01')
    expect(vehicleAgeYears('2018-06-01', today)).toBe(8)
    expect(pcpOffer(pcp, old, today)).toBeNull()
    expect(dealerPcpOffer([pcp, hp], old, today)).toBeNull()
    const lease = {
      title: 'Private',
      leasing_type: 'Private' as const,
      monthly_cost: 299,
      monthly_cost_text: '',
      description: '',
      duration: 36,
      mileage: 1500,
    }
    expect(budgetOffer(null, [lease], null)).toMatchObject({ product: 'privateLeasing', monthly: 299 })
    expect(budgetMonthly(null, [lease], null)).toBe(299)
    // HP is no budget product; a car of another market gets none.
    expect(pcpOffer(hp, car(24_995, '2024-03-01'), today)).toBeNull()
    expect(pcpOffer(pcp, { ...car(24_995, '2024-03-01'), index: 'se' }, today)).toBeNull()
  })

  it('takes the age of one day for every car: the pricing day, whatever the hour of the clock', () => {
    expect(dayKey(pricingDay(new Date('2026-11-28T00:00:00Z')))).toBe('2026-11-28')
    expect(dayKey(pricingDay(new Date('2026-11-28T23:59:59.999Z')))).toBe('2026-11-28')
    // The demo bands are "up to 1, 3, 5, 7 years": a car first registered on 29 November 2024 is 1 on the 28th and
    // 2 on the 29th, so its future value drops a band at midnight, and its monthly rises.
    const crossing = car(24_995, '2024-11-29')
    const before = pcpOffer(pcp, crossing, pricingDay(new Date('2026-11-28T23:59:59Z')))!
    const after = pcpOffer(pcp, crossing, pricingDay(new Date('2026-11-29T00:00:01Z')))!
    expect(before.finalPayment).toBe(roundMoney((24_995 * demoFutureValuePercent(1, 9000, 36)) / 100))
    expect(after.finalPayment).toBe(roundMoney((24_995 * demoFutureValuePercent(3, 9000, 36)) / 100))
    expect(after.monthly).toBeGreaterThan(before.monthly)
    // And the last band: 7 years on the 28th, 8 (no future value) on the 29th.
    const ageing = car(24_995, '2018-11-29')
    expect(pcpOffer(pcp, ageing, pricingDay(new Date('2026-11-28T18:00:00Z')))).not.toBeNull()
    expect(pcpOffer(pcp, ageing, pricingDay(new Date('2026-11-29T06:00:00Z')))).toBeNull()
  })

  it('takes a car not yet registered as new (age 0), as the detail page’s quote does', () => {
    expect(pcpOffer(pcp, car(30_000, null), today)?.finalPayment).toBe(
      roundMoney((30_000 * demoFutureValuePercent(1, 9000, 36)) / 100),
    )
    expect(pcpOffer(pcp, car(30_000, '2026-12-01'), today)).toBeNull()
  })

  it('is the cheapest of a dealer’s PCP products, and the cheapest product of the car decides the budget', () => {
    const cheaper = { ...pcp, id: 9, familyKey: 'PCP2', aprPercent: 4.9 } as FinanceProduct
    const c = car(24_995, '2024-03-01')
    expect(dealerPcpOffer([pcp, cheaper, hp], c, today)).toEqual(pcpOffer(cheaper, c, today))
    const offer = dealerPcpOffer([pcp], c, today)!
    const dearLease = {
      title: 'P',
      leasing_type: 'Private' as const,
      monthly_cost: 9999,
      monthly_cost_text: '',
      description: '',
      duration: 36,
      mileage: 1500,
    }
    expect(budgetOffer(null, [dearLease], offer)).toBe(offer)
    expect(budgetMonthly(null, [dearLease], offer)).toBe(offer.monthly)
  })
})
