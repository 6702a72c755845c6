import { PMT } from '@formulajs/formulajs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { annualPercentageRate, presentValue } from './apr'
import { InputError } from '@/platform/errors'
import { roundMoney } from './money'
import { quoteUk, ukCashFlows, ukMonthlyRate, type UkQuoteInput } from './uk-quote'

const hp: UkQuoteInput = {
  product: 'HP',
  calculation: 'ToRegularPayment',
  cashPrice: 10_000,
  deposit: 1_000,
  term: 36,
  rate: { nominalRatePercent: 12 },
}

describe('UK quotation engine', () => {
  it('quotes HP by hand: £9,000 at 1 % a month over 36 payments', () => {
    const q = quoteUk(hp)
    expect(q).toEqual({
      regularPayment: 298.93,
      deposit: 1000,
      amountOfCredit: 9000,
      totalChargeForCredit: 1761.48,
      totalAmountPayable: 11_761.48,
      aprPercent: 12.7, // (1.01)^12 − 1 = 12.68 %
      nominalRatePercent: 12,
      finalPayment: 0,
      numberOfRegularPayments: 36,
    })
  })

  it('derives the monthly rate from an APR or a nominal rate', () => {
    expect(ukMonthlyRate({ nominalRatePercent: 12 })).toBeCloseTo(0.01, 15)
    expect((1 + ukMonthlyRate({ aprPercent: 9.9 })) ** 12).toBeCloseTo(1.099, 14)
  })

  it('puts the documentation fee in the first payment and the option fee in the last', () => {
    const base = {
      amountOfCredit: 9000,
      regularPayment: 300,
      term: 36,
      finalPayment: 5000,
      documentationFee: 150,
      optionToPurchaseFee: 10,
    }
    const pcp = ukCashFlows({ ...base, product: 'PCP' }).payments
    expect(pcp).toHaveLength(37)
    expect(pcp[0]).toEqual({ month: 1, amount: 450 })
    expect(pcp[35]).toEqual({ month: 36, amount: 300 })
    expect(pcp[36]).toEqual({ month: 37, amount: 5010 })
    const hpFlows = ukCashFlows({ ...base, finalPayment: 0, product: 'HP' }).payments
    expect(hpFlows).toHaveLength(36)
    expect(hpFlows[35]).toEqual({ month: 36, amount: 310 })
  })

  it('with fees, states an APR above the rate and totals that add up', () => {
    const q = quoteUk({ ...hp, documentationFee: 199, optionToPurchaseFee: 10 })
    expect(q.regularPayment).toBe(298.93)
    expect(q.aprPercent).toBeGreaterThan(12.7)
    expect(q.totalChargeForCredit).toBe(roundMoney(298.93 * 36 + 209 - 9000))
  })

  it('rounds a payment of exactly half a penny up at 0 %', () => {
    // Found by the property below: £14,972.69 credit, £10,204.25 final payment, 24 months at 0 % is £198.685 a month.
    const q = quoteUk({
      product: 'PCP',
      calculation: 'ToRegularPayment',
      cashPrice: 24_954.48,
      deposit: 9_981.79,
      term: 24,
      rate: { aprPercent: 0 },
      finalPayment: 10_204.25,
    })
    expect(q.regularPayment).toBe(198.69)
  })

  it('computes PCP payments from the rounded schedule, the APR by the directive, over many cases', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800_000, max: 8_000_000 }).map((p) => p / 100),
        fc.double({ min: 0, max: 0.4, noNaN: true }),
        fc.double({ min: 0.1, max: 0.5, noNaN: true }),
        fc.integer({ min: 12, max: 48 }),
        fc.integer({ min: 0, max: 199 }).map((tenths) => tenths / 10),
        fc.constantFrom(0, 150, 295),
        fc.constantFrom(0, 10),
        (cashPrice, depositShare, fvShare, term, aprPercent, documentationFee, optionToPurchaseFee) => {
          const deposit = roundMoney(cashPrice * depositShare)
          const finalPayment = roundMoney(cashPrice * fvShare * 0.9)
          const credit = roundMoney(cashPrice - deposit)
          fc.pre(finalPayment < credit * 0.95)
          const q = quoteUk({
            product: 'PCP',
            calculation: 'ToRegularPayment',
            cashPrice,
            deposit,
            term,
            rate: { aprPercent },
            finalPayment,
            documentationFee,
            optionToPurchaseFee,
          })
          const i = ukMonthlyRate({ aprPercent })
          // Independent: PMT with the final payment as a future value one month after the last payment.
          const pmt =
            i === 0 ? (credit - finalPayment) / term : (PMT(i, term, -credit, finalPayment / (1 + i)) as number)
          expect(q.regularPayment).toBe(roundMoney(pmt))
          expect(q.amountOfCredit).toBe(credit)
          expect(q.totalAmountPayable).toBeCloseTo(cashPrice + q.totalChargeForCredit, 2)
          const flows = ukCashFlows({ ...q, term, product: 'PCP', documentationFee, optionToPurchaseFee })
          const x = annualPercentageRate(flows.credit, flows.payments)
          expect(Math.abs(presentValue(flows.payments, x) - credit) / credit).toBeLessThan(1e-9)
          // Stated to one decimal: within half a tenth of the directive's rate.
          expect(Math.abs(q.aprPercent - x * 100)).toBeLessThanOrEqual(0.05 + 1e-9)
          if (documentationFee === 0 && optionToPurchaseFee === 0) expect(q.aprPercent).toBe(aprPercent)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('finds the deposit for a desired payment (ToCashDeposit), the inverse of ToRegularPayment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 800_000, max: 8_000_000 }).map((p) => p / 100),
        fc.double({ min: 0, max: 0.4, noNaN: true }),
        fc.integer({ min: 12, max: 60 }),
        fc.integer({ min: 0, max: 199 }).map((tenths) => tenths / 10),
        (cashPrice, depositShare, term, aprPercent) => {
          const deposit = roundMoney(cashPrice * depositShare)
          const forward = quoteUk({
            product: 'HP',
            calculation: 'ToRegularPayment',
            cashPrice,
            deposit,
            term,
            rate: { aprPercent },
          })
          const back = quoteUk({
            product: 'HP',
            calculation: 'ToCashDeposit',
            cashPrice,
            regularPayment: forward.regularPayment,
            term,
            rate: { aprPercent },
          })
          // The payment was rounded to the penny: the deposit differs by at most half a penny per payment.
          expect(Math.abs(back.deposit - deposit)).toBeLessThanOrEqual(0.005 * term + 0.01)
          expect(back.regularPayment).toBe(forward.regularPayment)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('rejects a desired payment that needs a negative deposit or finances nothing', () => {
    const ask = (regularPayment: number) => () =>
      quoteUk({ ...hp, deposit: undefined, calculation: 'ToCashDeposit', regularPayment })
    expect(ask(5_000)).toThrow(InputError)
    expect(ask(5_000)).toThrow(/the most over 36 payments is £332\.14/)
    expect(ask(0.01)).not.toThrow()
    try {
      ask(5_000)()
    } catch (error) {
      expect((error as InputError).field).toBe('regularPayment')
    }
  })
})
