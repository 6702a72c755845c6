import { PMT } from '@formulajs/formulajs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { annuityPayment, annuityPaymentAtRate, monthlyCost } from './annuity'

const num = (v: unknown): number => {
  if (typeof v !== 'number') throw new Error(`formulajs returned ${String(v)}`)
  return v
}

describe('annuity', () => {
  it('gives the textbook payment of a plain loan', () => {
    // 100 000 over 12 months at 12 % a year: 8 884.88.
    expect(annuityPayment(100_000, 12, 12)).toBeCloseTo(8884.88, 2)
    expect(annuityPayment(120_000, 0, 12)).toBe(10_000)
    expect(annuityPayment(120_000, 0, 12, 60_000)).toBe(5_000)
    expect(() => annuityPayment(1, 5, 0)).toThrow(RangeError)
  })

  it('repays the principal down to the balloon (first principles: the balance recursion)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.oneof(fc.constant(0), fc.double({ min: 1e-9, max: 0.03, noNaN: true })),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        (principal, rate, months, balloonShare) => {
          const balloon = principal * balloonShare
          const payment = annuityPaymentAtRate(principal, rate, months, balloon)
          let balance = principal
          for (let k = 0; k < months; k++) balance = balance * (1 + rate) - payment
          expect(Math.abs(balance - balloon)).toBeLessThan(1e-6 * principal)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('agrees with PMT of @formulajs/formulajs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.double({ min: 1e-5, max: 0.03, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        (principal, rate, months, balloonShare) => {
          const balloon = principal * balloonShare
          const ours = annuityPaymentAtRate(principal, rate, months, balloon)
          const theirs = num(PMT(rate, months, -principal, balloon))
          expect(Math.abs(ours - theirs)).toBeLessThan(1e-9 * Math.max(1, Math.abs(theirs)))
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('rounds the monthly cost of a loan or lease to whole units', () => {
    const input = { price: 349_900, cashPercent: 20, residualPercent: 40, months: 36, interestRate: 5.95 }
    const cost = monthlyCost(input)
    expect(cost).toBe(Math.round(annuityPayment(349_900 * 0.8, 5.95, 36, 349_900 * 0.4)))
    expect(cost).toBeLessThan(monthlyCost({ ...input, residualPercent: 0 }))
    expect(monthlyCost({ ...input, residualPercent: 0, months: 84 })).toBeLessThan(
      monthlyCost({ ...input, residualPercent: 0 }),
    )
  })
})
