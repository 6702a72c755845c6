/**
 * Monthly budget: what a car costs a month under the finance products it is offered with, at each
 * product's default down payment and term, so a list can keep the cars that fit a visitor's budget and a card can
 * state what that figure assumes.
 *
 * - Loan: the annuity of src/features/finance/annuity.ts on the loan's own price, rate, default term, minimum down payment
 *   and residual, the forward calculator the detail page starts from; each car has its own rate and residual, so
 *   the cost is computed per car rather than inverted into one price bound that would be exact for none of them.
 * - Private leasing: the cheapest private offer's fixed rent and length, nothing down (it is an offer, not a
 *   calculation: spec 1 §3).
 * - UK PCP: the dealer's PCP product (collection finance-products, per dealer, not per car) at its default deposit,
 *   term and annual mileage, quoted by the same engine as the PCP quote endpoint (./pcp-budget.ts). It is priced
 *   once by the search index, for one day (the index's pricing day, an injected clock), and kept on the car's
 *   record as `car_pcp_offer`; the card states that very offer, so the two cannot differ on a day boundary.
 * - Company leasing is left out: its rent is excl. VAT and paid by a company, so it is no private budget's figure.
 * - HP is left out: the specification names PCP as the UK's budget product. (HP is not always dearer a month: over
 *   its longer default term it can undercut a PCP whose balloon is small, so adding it would be a product decision,
 *   not a detail: `dealerPcpOffer` would take HP products and the card a wording of its own.)
 *
 * A car fits a budget when its cheapest product's monthly cost is at most the budget. The search index compares
 * `budgetMonthly` of the loan's stored default cost (car_loan_monthly_cost; the loan option itself is not kept in
 * the index's memory), the leases and the PCP offer; the card states `budgetOffer` from the loan option read for its
 * page, the leases and the same PCP offer; the tests hold the two equal.
 */
import { monthlyCost } from './annuity'
import type { LoanOption, SimpleLeasingItem } from './option-schemas'

export type BudgetProduct = 'loan' | 'privateLeasing' | 'pcp'

export type BudgetOffer = {
  product: BudgetProduct
  /** Currency units a month, as the card shows it: whole for the loan and leases, pounds and pence for PCP. */
  monthly: number
  /** Down payment, percent of the price. */
  cashPercent: number
  months: number
}

/** A PCP offer also states its deposit in pounds, the annual mileage and the optional final payment it assumes. */
export type PcpBudgetOffer = BudgetOffer & {
  product: 'pcp'
  /** Customer's deposit, pounds (the product's default percent of the cash price). */
  deposit: number
  /** Miles a year the guaranteed future value is for. */
  annualMileage: number
  /** The optional final payment (guaranteed future value), pounds. */
  finalPayment: number
}

/** The loan at its default term and minimum down payment. */
export function loanOffer(loan: LoanOption): BudgetOffer {
  const terms = loan.default_contract_duration
  const monthly = monthlyCost({
    price: loan.price,
    cashPercent: terms.cash_amount_min_percentage,
    residualPercent: terms.residual_percentage,
    months: terms.months,
    interestRate: loan.interest_rate,
  })
  return { product: 'loan', monthly, cashPercent: terms.cash_amount_min_percentage, months: terms.months }
}

/** The cheapest private-leasing offer, if any. */
export function privateLeasingOffer(items: readonly SimpleLeasingItem[]): BudgetOffer | null {
  let best: SimpleLeasingItem | null = null
  for (const item of items)
    if (item.leasing_type === 'Private' && (best === null || item.monthly_cost < best.monthly_cost)) best = item
  return best && { product: 'privateLeasing', monthly: best.monthly_cost, cashPercent: 0, months: best.duration }
}

/**
 * The monthly cost a budget is compared with: the cheapest of the loan's default cost, the cheapest private lease and
 * the PCP offer the index priced (UK cars whose dealer has a PCP product for the car's age; null otherwise).
 */
export function budgetMonthly(
  loanMonthly: number | null,
  leasingItems: readonly SimpleLeasingItem[],
  pcp: PcpBudgetOffer | null = null,
): number | null {
  const costs = [loanMonthly, privateLeasingOffer(leasingItems)?.monthly ?? null, pcp?.monthly ?? null].filter(
    (m): m is number => m !== null,
  )
  return costs.length ? Math.min(...costs) : null
}

/** The car's cheapest budget product; on a tie the loan, which the card names first elsewhere (spec 1 §2 card), then the lease. */
export function budgetOffer(
  loan: LoanOption | null,
  leasingItems: readonly SimpleLeasingItem[],
  pcp: PcpBudgetOffer | null = null,
): BudgetOffer | null {
  const offers = [loan && loanOffer(loan), privateLeasingOffer(leasingItems), pcp].filter(
    (o): o is BudgetOffer => o !== null,
  )
  return offers.reduce<BudgetOffer | null>((best, o) => (best === null || o.monthly < best.monthly ? o : best), null)
}
