/** The finance routes called as Next.js would call them (a Request in, a Response out). */
import { describe, expect, it } from 'vitest'
import { POST as loanRoute } from '@/app/api/finance/loan/route'
import { POST as ukQuoteRoute } from '@/app/api/finance/uk-quote/route'
import { computeLoan } from './loan'

const post = (handler: (r: Request) => Promise<Response>, body: unknown) =>
  handler(
    new Request('http://se.localhost/api/finance/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

const loan = {
  price: 349_900,
  downPayment: 69_980,
  months: 36,
  residualPercent: 40,
  interestRatePercent: 5.95,
  startFee: 695,
  invoiceFee: 49,
}
const quote = {
  product: 'HP',
  calculation: 'ToRegularPayment',
  cashPrice: 10_000,
  deposit: 1_000,
  term: 36,
  nominalRatePercent: 12,
}

async function expectBadField(response: Response, field: string) {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { error: string; issues: { field: string; message: string }[] }
  expect(body.issues.map((i) => i.field)).toContain(field)
  expect(body.error).toContain(field)
}

describe('POST /api/finance/loan', () => {
  it('answers the contract', async () => {
    const response = await post(loanRoute, loan)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual([
      'effectiveInterestRatePercent',
      'loanAmount',
      'monthlyCost',
      'monthlyCostExact',
      'residualValue',
      'totalAmountPayable',
      'totalCost',
    ])
    expect(body).toEqual(computeLoan(loan))
  })

  it.each([
    ['price', { ...loan, price: -1 }],
    ['downPayment', { ...loan, downPayment: 400_000 }],
    ['months', { ...loan, months: 30 }],
    ['months', { ...loan, months: 132 }],
    ['residualPercent', { ...loan, residualPercent: 101 }],
    ['residualPercent', { ...loan, downPayment: 300_000, residualPercent: 40 }],
    ['interestRatePercent', { ...loan, interestRatePercent: '5.95' }],
    ['startFee', { ...loan, startFee: -5 }],
    [
      'invoiceFee',
      { price: loan.price, downPayment: 0, months: 36, residualPercent: 0, interestRatePercent: 5, startFee: 0 },
    ],
    ['intrestRate', { ...loan, intrestRate: 5 }],
    // A start fee that leaves almost no credit had no effective rate (RangeError → 500).
    ['startFee', { ...loan, startFee: 279_919 }],
    ['startFee', { ...loan, startFee: 279_000, invoiceFee: 100_000 }],
  ])('answers 400 naming %s', async (field, body) => {
    await expectBadField(await post(loanRoute, body), field)
  })

  it('answers 400 for a body that is not JSON', async () => {
    const response = await post(loanRoute, '{"price": ')
    expect(response.status).toBe(400)
    expect((await response.json()).error).toMatch(/JSON/)
  })
})

describe('POST /api/finance/uk-quote', () => {
  it('answers the contract', async () => {
    const response = await post(ukQuoteRoute, quote)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      regularPayment: 298.93,
      deposit: 1000,
      amountOfCredit: 9000,
      totalChargeForCredit: 1761.48,
      totalAmountPayable: 11761.48,
      aprPercent: 12.7,
      nominalRatePercent: 12,
      finalPayment: 0,
      numberOfRegularPayments: 36,
    })
  })

  it('quotes PCP to a cash deposit with an APR', async () => {
    const response = await post(ukQuoteRoute, {
      product: 'PCP',
      calculation: 'ToCashDeposit',
      cashPrice: 24_995,
      regularPayment: 299,
      dealerContribution: 500,
      term: 36,
      aprPercent: 9.9,
      finalPayment: 11_250,
      documentationFee: 0,
      optionToPurchaseFee: 10,
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.regularPayment).toBe(299)
    expect(body.deposit).toBeGreaterThan(0)
    expect(body.amountOfCredit).toBeCloseTo(24_995 - 500 - body.deposit, 2)
    expect(body.finalPayment).toBe(11_250)
    expect(body.aprPercent).toBeGreaterThanOrEqual(9.9)
  })

  it.each([
    ['cashPrice', { ...quote, cashPrice: -10 }],
    ['deposit', { ...quote, deposit: 12_000 }],
    ['term', { ...quote, term: 72 }],
    ['term', { ...quote, product: 'PCP', finalPayment: 3000, term: 60 }],
    ['aprPercent', { ...quote, aprPercent: 9.9 }],
    ['aprPercent', { product: 'HP', calculation: 'ToRegularPayment', cashPrice: 10_000, deposit: 1_000, term: 36 }],
    ['deposit', { ...quote, deposit: undefined }],
    ['regularPayment', { ...quote, calculation: 'ToCashDeposit', deposit: undefined }],
    ['regularPayment', { ...quote, calculation: 'ToCashDeposit', deposit: undefined, regularPayment: 5_000 }],
    ['finalPayment', { ...quote, finalPayment: 500 }],
    ['finalPayment', { ...quote, product: 'PCP' }],
    ['finalPayment', { ...quote, product: 'PCP', finalPayment: 9_500 }],
    ['cashPrice', { ...quote, cashPrice: 10_000.001 }],
    ['product', { ...quote, product: 'PCH' }],
  ])('answers 400 naming %s', async (field, body) => {
    await expectBadField(await post(ukQuoteRoute, body), field)
  })
})
