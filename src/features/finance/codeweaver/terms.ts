/** Terms and conditions stored with a quotation and returned by GET /api/codeweaver/legal (pure). */
import type { UkQuote, UkProduct } from '../uk-quote'

/** '£1,234.50'. */
export const gbp = (v: number) =>
  `£${v.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

export type TermsInput = {
  quoteReference: string
  product: UkProduct
  productName: string
  lender: string
  cashPrice: number
  dealerContribution: number
  documentationFee: number
  optionToPurchaseFee: number
  annualMileage: number | null
  quote: UkQuote
  issuedAt: Date
  validDays: number
}

export function termsAndConditions(t: TermsInput): string {
  const q = t.quote
  const validUntil = new Date(t.issuedAt.getTime() + t.validDays * 86_400_000).toISOString().slice(0, 10)
  const lines = [
    `${t.productName} (${t.product}) quotation ${t.quoteReference}, issued ${t.issuedAt.toISOString().slice(0, 10)}, valid until ${validUntil}.`,
    `Representative example: cash price ${gbp(t.cashPrice)}; customer deposit ${gbp(q.deposit)}` +
      (t.dealerContribution ? `; dealer deposit contribution ${gbp(t.dealerContribution)}` : '') +
      `; amount of credit ${gbp(q.amountOfCredit)}; ${q.numberOfRegularPayments} monthly payments of ${gbp(q.regularPayment)}` +
      (t.product === 'PCP'
        ? `; optional final payment ${gbp(q.finalPayment)} one month after the last monthly payment`
        : '') +
      `; total charge for credit ${gbp(q.totalChargeForCredit)}; total amount payable ${gbp(q.totalAmountPayable)}; ` +
      `fixed rate of interest ${q.nominalRatePercent.toFixed(2)}% a year; representative APR ${q.aprPercent.toFixed(1)}%.`,
    `A documentation fee of ${gbp(t.documentationFee)} is included in the first monthly payment and an option-to-purchase fee of ` +
      `${gbp(t.optionToPurchaseFee)} in the ${t.product === 'PCP' ? 'optional final payment' : 'last monthly payment'}.`,
    t.product === 'PCP'
      ? `At the end of the agreement you may pay the optional final payment and own the vehicle, part-exchange it, or return it. ` +
        `If you return it, it must be in good condition for its age and must not have exceeded ${t.annualMileage ?? 0} miles a year; ` +
        'excess mileage is charged.'
      : 'You will own the vehicle once every payment, including the option-to-purchase fee, has been made.',
    `Finance is provided by ${t.lender}, subject to status. Applicants must be 18 or over and UK residents. ` +
      'Other offers may be available but cannot be used in conjunction with this offer. We may receive commission from the lender.',
  ]
  return lines.join('\n\n')
}
