/**
 * Swedish car loan (billån), spec 1 §3 "Loan option", §9: annuity with the residual (restvärde) as a
 * balloon due with the last payment; the effective rate (effektiv ränta) per 2008/48/EC Annex I with
 * monthly periods, the start fee (uppläggningsavgift) reducing what is paid out at the start and the
 * invoice fee (aviavgift) added to every payment.
 */
import { annuityPayment } from './annuity'
import { aprOfRequest, monthlyFlows } from './apr'
import { roundHalfUp, roundMoney } from './money'

export type LoanInput = {
  price: number
  /** Kontantinsats, in money. */
  downPayment: number
  months: number
  /** Balloon, percent of price. */
  residualPercent: number
  /** Nominal annual rate, percent. */
  interestRatePercent: number
  startFee: number
  invoiceFee: number
}

export type LoanResult = {
  /** Monthly cost without the invoice fee, rounded to whole currency units (as shown). */
  monthlyCost: number
  /** The same, unrounded: what the annuity formula gives. */
  monthlyCostExact: number
  /** Effective annual rate, percent, two decimals. */
  effectiveInterestRatePercent: number
  /** Amount financed: price less down payment. */
  loanAmount: number
  /** Balloon due with the last payment. */
  residualValue: number
  /** Total cost of credit: interest, start fee and invoice fees. */
  totalCost: number
  /** Everything paid to the lender: payments, invoice fees, start fee and residual. */
  totalAmountPayable: number
}

/**
 * The lender's payment schedule of a loan: what is paid out at month 0 and what is paid back.
 * The effective rate uses the exact annuity (the contract's payment); the shown monthly cost is
 * that figure rounded, which the issue asks for display only.
 */
export function loanCashFlows(input: LoanInput) {
  const loanAmount = input.price - input.downPayment
  const residualValue = (input.price * input.residualPercent) / 100
  const payment = annuityPayment(loanAmount, input.interestRatePercent, input.months, residualValue)
  const payments = monthlyFlows(payment + input.invoiceFee, input.months)
  payments[payments.length - 1].amount += residualValue
  return { loanAmount, residualValue, payment, credit: [{ month: 0, amount: loanAmount - input.startFee }], payments }
}

export function computeLoan(input: LoanInput): LoanResult {
  const { loanAmount, residualValue, payment, credit, payments } = loanCashFlows(input)
  const apr = aprOfRequest(
    credit,
    payments,
    'startFee',
    'leaves too little of the amount financed for an effective rate; lower the start or invoice fee',
  )
  const totalAmountPayable = input.months * (payment + input.invoiceFee) + residualValue + input.startFee
  return {
    monthlyCost: Math.max(0, Math.round(payment)),
    monthlyCostExact: payment,
    effectiveInterestRatePercent: roundHalfUp(apr * 100, 2),
    loanAmount: roundMoney(loanAmount),
    residualValue: roundMoney(residualValue),
    totalCost: roundMoney(totalAmountPayable - loanAmount),
    totalAmountPayable: roundMoney(totalAmountPayable),
  }
}
