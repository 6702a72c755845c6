/**
 * Request bodies of POST /api/finance/loan and POST /api/finance/uk-quote (docs/api.md).
 * Cross-field rules are refinements with the offending field as path, so a 400 names it.
 */
import { z } from 'zod'
import { roundMoney } from './money'
import { UK_CALCULATIONS, UK_PRODUCTS, UK_TERMS, type UkQuoteInput } from './uk-quote'
import type { LoanInput } from './loan'

const MAX_PRICE = 100_000_000
const amount = z.number().finite().min(0).max(MAX_PRICE)
/** Pounds and pence: at most two decimals. */
const pennies = amount.refine((v) => roundMoney(v) === v, 'must be in pounds and pence (at most 2 decimals)')
const percent = z.number().finite().min(0).max(100)

export const LOAN_MONTHS_MAX = 120

export const LoanRequestSchema = z
  .strictObject({
    price: amount.positive(),
    downPayment: amount,
    months: z
      .int()
      .min(12)
      .max(LOAN_MONTHS_MAX)
      .refine((m) => m % 12 === 0, 'loan periods are offered in steps of 12 months'),
    residualPercent: percent,
    interestRatePercent: z.number().finite().min(0).max(50),
    startFee: amount,
    invoiceFee: amount,
  })
  .superRefine((v, ctx) => {
    if (v.downPayment >= v.price) {
      ctx.addIssue({ code: 'custom', path: ['downPayment'], message: `must be less than the price ${v.price}` })
      return
    }
    const loanAmount = v.price - v.downPayment
    if ((v.price * v.residualPercent) / 100 > loanAmount) {
      ctx.addIssue({
        code: 'custom',
        path: ['residualPercent'],
        message: `the residual exceeds the amount financed (${loanAmount})`,
      })
    }
    if (v.startFee >= loanAmount) {
      ctx.addIssue({
        code: 'custom',
        path: ['startFee'],
        message: `must be less than the amount financed (${loanAmount})`,
      })
    }
  }) satisfies z.ZodType<LoanInput>

export const UkQuoteRequestSchema = z
  .strictObject({
    product: z.enum(UK_PRODUCTS),
    calculation: z.enum(UK_CALCULATIONS),
    cashPrice: pennies.positive(),
    deposit: pennies.optional(),
    regularPayment: pennies.positive().optional(),
    dealerContribution: pennies.optional(),
    term: z.int(),
    aprPercent: percent.optional(),
    nominalRatePercent: percent.optional(),
    finalPayment: pennies.optional(),
    documentationFee: pennies.optional(),
    optionToPurchaseFee: pennies.optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message })
    const terms = UK_TERMS[v.product]
    if (v.term < terms.min || v.term > terms.max)
      issue('term', `${v.product} is offered over ${terms.min} to ${terms.max} regular payments`)
    if ((v.aprPercent === undefined) === (v.nominalRatePercent === undefined)) {
      issue('aprPercent', 'give exactly one of aprPercent and nominalRatePercent')
    }
    if (v.calculation === 'ToRegularPayment') {
      if (v.deposit === undefined) issue('deposit', 'is required when calculating the regular payment')
      if (v.regularPayment !== undefined)
        issue('regularPayment', 'is computed by ToRegularPayment; leave it out or use ToCashDeposit')
    } else {
      if (v.regularPayment === undefined) issue('regularPayment', 'is required when calculating the deposit')
      if (v.deposit !== undefined)
        issue('deposit', 'is computed by ToCashDeposit; leave it out or use ToRegularPayment')
    }
    const contribution = v.dealerContribution ?? 0
    if (contribution >= v.cashPrice) issue('dealerContribution', 'must be less than the cash price')
    else if (v.deposit !== undefined && v.deposit + contribution >= v.cashPrice) {
      issue('deposit', `the deposit and dealer contribution must leave credit to finance (cash price ${v.cashPrice})`)
    }
    if (v.product === 'HP' && v.finalPayment) issue('finalPayment', 'HP has no final payment')
    if (v.product === 'PCP' && !v.finalPayment)
      issue('finalPayment', 'a PCP needs its optional final payment (guaranteed future value)')
    if (v.finalPayment && v.deposit !== undefined && v.finalPayment >= v.cashPrice - v.deposit - contribution) {
      issue('finalPayment', 'must be less than the amount of credit')
    }
  })

export type UkQuoteRequest = z.infer<typeof UkQuoteRequestSchema>

/** The engine's input from a validated request (the rate given is the one used). */
export function toUkQuoteInput({ aprPercent, nominalRatePercent, ...rest }: UkQuoteRequest): UkQuoteInput {
  return { ...rest, rate: aprPercent !== undefined ? { aprPercent } : { nominalRatePercent: nominalRatePercent! } }
}
