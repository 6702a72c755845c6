import { RATE } from '@formulajs/formulajs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { annuityPaymentAtRate } from './annuity'
import { annualPercentageRate, monthlyFlows, presentValue, type CashFlow } from './apr'

/** A loan's flows: credit less a start fee at 0, payment plus fee monthly, a balloon with the last. */
const loanArb = fc.record({
  credit: fc.integer({ min: 50_000, max: 2_000_000 }),
  rate: fc.oneof(fc.constant(0), fc.double({ min: 1e-6, max: 0.025, noNaN: true })),
  months: fc.integer({ min: 6, max: 120 }),
  balloonShare: fc.double({ min: 0, max: 0.6, noNaN: true }),
  startFeeShare: fc.double({ min: 0, max: 0.02, noNaN: true }),
  invoiceFee: fc.integer({ min: 0, max: 100 }),
})

type Loan = {
  credit: number
  rate: number
  months: number
  balloonShare: number
  startFeeShare: number
  invoiceFee: number
}

function flowsOf(l: Loan) {
  const balloon = l.credit * l.balloonShare
  const payment = annuityPaymentAtRate(l.credit, l.rate, l.months, balloon) + l.invoiceFee
  const payments = monthlyFlows(payment, l.months)
  payments[l.months - 1].amount += balloon
  const credit: CashFlow[] = [{ month: 0, amount: l.credit * (1 - l.startFeeShare) }]
  return { credit, payments, payment, balloon }
}

describe('APR (2008/48/EC Annex I)', () => {
  it('solves the directive equation: payments are worth the credit at the APR, to 1e-9', () => {
    fc.assert(
      fc.property(loanArb, (l) => {
        const { credit, payments } = flowsOf(l)
        const x = annualPercentageRate(credit, payments)
        const gap = presentValue(payments, x) - presentValue(credit, x)
        expect(Math.abs(gap) / credit[0].amount).toBeLessThan(1e-9)
      }),
      { numRuns: 500 },
    )
  })

  it('equals the compounded nominal rate when there are no fees (first principles)', () => {
    fc.assert(
      fc.property(loanArb, (l) => {
        const { credit, payments } = flowsOf({ ...l, startFeeShare: 0, invoiceFee: 0 })
        expect(annualPercentageRate(credit, payments)).toBeCloseTo((1 + l.rate) ** 12 - 1, 9)
      }),
      { numRuns: 300 },
    )
  })

  it('agrees with RATE of @formulajs/formulajs on the monthly rate', () => {
    fc.assert(
      fc.property(loanArb, (l) => {
        const { credit, payment, balloon } = flowsOf(l)
        const x = annualPercentageRate(credit, flowsOf(l).payments)
        // RATE stops its Newton steps at about 1e-7 from a far guess: 1e-6 a month is still well below the shown 0.01 %.
        const monthly = RATE(l.months, -payment, credit[0].amount, -balloon, 0, l.rate + 0.001) as number
        expect(typeof monthly).toBe('number')
        expect(Math.abs((1 + x) ** (1 / 12) - 1 - monthly)).toBeLessThan(1e-6)
      }),
      { numRuns: 300 },
    )
  })

  it('rises with fees and discounts flows by month / 12 years', () => {
    const flows = monthlyFlows(100, 12)
    expect(presentValue(flows, 0)).toBe(1200)
    expect(presentValue([{ month: 12, amount: 110 }], 0.1)).toBeCloseTo(100, 12)
    const base = annualPercentageRate([{ month: 0, amount: 1000 }], monthlyFlows(90, 12))
    const withFee = annualPercentageRate([{ month: 0, amount: 950 }], monthlyFlows(90, 12))
    expect(withFee).toBeGreaterThan(base)
  })

  it('is negative when less is repaid than was lent, and refuses when nothing is repaid', () => {
    expect(annualPercentageRate([{ month: 0, amount: 1200 }], monthlyFlows(99, 12))).toBeLessThan(0)
    expect(() => annualPercentageRate([{ month: 0, amount: 1000 }], monthlyFlows(0, 12))).toThrow(RangeError)
  })
})
