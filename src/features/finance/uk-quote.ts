/**
 * UK PCP and HP quotations (spec 1 §7 "Finance (UK)", §9: terms in months, money in pounds).
 *
 * Timeline: the deposit (customer's plus any dealer contribution) at month 0; `term` regular
 * payments at months 1..term, the documentation fee added to the first; for PCP the optional final
 * payment (guaranteed future value) at month term + 1 together with the option-to-purchase fee, for
 * HP that fee added to the last regular payment. Money is rounded to the penny, half-up; the APR is
 * computed from the rounded payments per CONC App 1.2 (= 2008/48/EC Annex I) to one decimal.
 */
import { annuityPaymentAtRate } from './annuity'
import { aprOfRequest, type CashFlow } from './apr'
import { InputError } from '@/platform/errors'
import { roundHalfUp, roundMoney } from './money'

export const UK_PRODUCTS = ['PCP', 'HP'] as const
export type UkProduct = (typeof UK_PRODUCTS)[number]
export const UK_CALCULATIONS = ['ToRegularPayment', 'ToCashDeposit'] as const
export type UkCalculation = (typeof UK_CALCULATIONS)[number]

/** Numbers of regular payments offered: HP 12 to 60, PCP 12 to 48 (a longer PCP has no guaranteed future value). */
export const UK_TERMS: Record<UkProduct, { min: number; max: number }> = {
  HP: { min: 12, max: 60 },
  PCP: { min: 12, max: 48 },
}

export type UkRate = { aprPercent: number } | { nominalRatePercent: number }

export type UkQuoteInput = {
  product: UkProduct
  calculation: UkCalculation
  cashPrice: number
  /** Customer's deposit; required for ToRegularPayment. */
  deposit?: number
  /** Desired regular payment; required for ToCashDeposit. */
  regularPayment?: number
  dealerContribution?: number
  term: number
  rate: UkRate
  /** PCP: guaranteed future value; HP: none. */
  finalPayment?: number
  documentationFee?: number
  optionToPurchaseFee?: number
}

export type UkQuote = {
  regularPayment: number
  deposit: number
  amountOfCredit: number
  totalChargeForCredit: number
  totalAmountPayable: number
  aprPercent: number
  nominalRatePercent: number
  finalPayment: number
  numberOfRegularPayments: number
}

/** Monthly rate: with an APR, (1 + APR)^(1/12) − 1; with a nominal rate, nominal / 12. */
export function ukMonthlyRate(rate: UkRate): number {
  return 'aprPercent' in rate ? (1 + rate.aprPercent / 100) ** (1 / 12) - 1 : rate.nominalRatePercent / 100 / 12
}

/** The agreement's flows after the deposit: credit at month 0 and what the customer pays back. */
export function ukCashFlows(q: {
  amountOfCredit: number
  regularPayment: number
  term: number
  product: UkProduct
  finalPayment: number
  documentationFee: number
  optionToPurchaseFee: number
}) {
  const payments: CashFlow[] = Array.from({ length: q.term }, (_, k) => ({ month: k + 1, amount: q.regularPayment }))
  payments[0].amount += q.documentationFee
  if (q.product === 'PCP') payments.push({ month: q.term + 1, amount: q.finalPayment + q.optionToPurchaseFee })
  else payments[q.term - 1].amount += q.optionToPurchaseFee
  return { credit: [{ month: 0, amount: q.amountOfCredit }], payments }
}

const gbp = (value: number) => `£${value.toFixed(2)}`

/** The payments of a quotation before its charges and APR: what quoteUk computes first and checks. */
export type UkPayments = Pick<UkQuote, 'regularPayment' | 'deposit' | 'amountOfCredit' | 'finalPayment'>

/**
 * The regular payment and deposit of a quotation, with quoteUk's checks, without its APR (a root search, most of a
 * quotation's cost): the monthly budget prices every UK car with it (./pcp-budget.ts), quoteUk builds on it.
 */
export function ukPayments(input: UkQuoteInput): UkPayments {
  const { product, term, cashPrice } = input
  const dealerContribution = input.dealerContribution ?? 0
  const finalPayment = product === 'PCP' ? (input.finalPayment ?? 0) : 0
  const i = ukMonthlyRate(input.rate)
  // Value at month 0 of the final payment, due one month after the last regular payment.
  const finalNow = finalPayment / (1 + i) ** (term + 1)
  // Present value of a regular payment of 1 over the term.
  const annuityFactor = 1 / annuityPaymentAtRate(1, i, term)

  let deposit: number
  let regularPayment: number
  if (input.calculation === 'ToRegularPayment') {
    deposit = input.deposit ?? 0
    // The credit to the penny, as it is stated, and the payment itself rather than credit ÷ factor: with the float
    // difference of two prices (14,972.689999…) or the factor's reciprocal at 0 % (not exactly the term), a payment
    // of exactly half a penny (198.685) rounded down.
    const credit = roundMoney(cashPrice - deposit - dealerContribution)
    regularPayment = roundMoney(annuityPaymentAtRate(credit - finalNow, i, term))
    if (regularPayment <= 0) {
      throw new InputError(
        'finalPayment',
        `the final payment ${gbp(finalPayment)} leaves nothing to pay monthly; lower it or the deposit`,
      )
    }
  } else {
    regularPayment = input.regularPayment ?? 0
    const credit = regularPayment * annuityFactor + finalNow
    deposit = roundMoney(cashPrice - dealerContribution - credit)
    // The highest payment (no deposit) rounded to the penny may overshoot by a fraction of a penny per month.
    const highest = roundMoney(annuityPaymentAtRate(cashPrice - dealerContribution - finalNow, i, term))
    if (deposit < 0 && regularPayment <= highest) deposit = 0
    if (deposit < 0) {
      throw new InputError(
        'regularPayment',
        `a regular payment of ${gbp(regularPayment)} repays more than the price; the most over ${term} payments is ${gbp(highest)}`,
      )
    }
    if (deposit >= cashPrice - dealerContribution) {
      throw new InputError(
        'regularPayment',
        `a regular payment of ${gbp(regularPayment)} is too low to finance any credit`,
      )
    }
  }
  const amountOfCredit = roundMoney(cashPrice - deposit - dealerContribution)
  if (product === 'PCP' && finalPayment >= amountOfCredit) {
    throw new InputError(
      'finalPayment',
      `the final payment ${gbp(finalPayment)} must be less than the amount of credit ${gbp(amountOfCredit)}`,
    )
  }
  return { regularPayment, deposit, amountOfCredit, finalPayment }
}

export function quoteUk(input: UkQuoteInput): UkQuote {
  const { product, term, cashPrice } = input
  const { regularPayment, deposit, amountOfCredit, finalPayment } = ukPayments(input)
  const documentationFee = input.documentationFee ?? 0
  const optionToPurchaseFee = input.optionToPurchaseFee ?? 0
  const i = ukMonthlyRate(input.rate)
  const flows = ukCashFlows({
    amountOfCredit,
    regularPayment,
    term,
    product,
    finalPayment,
    documentationFee,
    optionToPurchaseFee,
  })
  const totalRepaid = regularPayment * term + finalPayment + documentationFee + optionToPurchaseFee
  const totalChargeForCredit = roundMoney(totalRepaid - amountOfCredit)
  return {
    regularPayment,
    deposit,
    amountOfCredit,
    totalChargeForCredit,
    totalAmountPayable: roundMoney(cashPrice + totalChargeForCredit),
    aprPercent: roundHalfUp(
      aprOfRequest(
        flows.credit,
        flows.payments,
        'documentationFee',
        'the fees are too large for the amount of credit to have an APR; lower them',
      ) * 100,
      1,
    ),
    nominalRatePercent: roundHalfUp(i * 12 * 100, 2),
    finalPayment,
    numberOfRegularPayments: term,
  }
}
