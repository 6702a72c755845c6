/**
 * Builds a car's finance offers (spec 1 §3 loan, company leasing, private leasing, simple leasing
 * items) from per-market terms. Monthly costs use the annuity formula of src/features/finance/annuity.ts, so what
 * the card shows equals what the calculator computes for the default choices.
 */
import type { Rng } from '../random'
import { INDEX_CURRENCY, type SearchIndex } from '@/sites/markets'
import type {
  CompanyLeasingDefault,
  CompanyLeasingDuration,
  CompanyLeasingOption,
  LoanContractDuration,
  LoanOption,
  PrivateLeasingOption,
  SimpleLeasingItem,
} from '@/features/finance/option-schemas'
import { monthlyCost } from '@/features/finance/annuity'
import { FINANCE_TEXTS } from './finance-texts'
import {
  formatMonthly,
  formatNumber,
  formatPercent,
  formatPrice,
  INDEX_LANG,
  INDEX_ODOMETER_UNIT,
} from '@/sites/format'

export type LoanTerms = {
  /** Share of the market's cars that carry a loan offer. */
  share: number
  /** Regular nominal rates, percent. */
  rates: readonly number[]
  /** Rate of a campaign loan (car_has_campaign_loan). */
  campaignRate: number
  startFee: number
  invoiceFee: number
  /** Minimum down payment, percent (Norway requires 35 %). */
  minCash: number
}

/** Loans per market; the UK quotes finance through its provider instead (spec 1 §7), so none there. */
export const LOAN_TERMS: Readonly<Record<SearchIndex, LoanTerms | null>> = {
  se: {
    share: 0.85,
    rates: [5.45, 5.95, 6.45, 6.95, 7.45, 7.95],
    campaignRate: 4.95,
    startFee: 695,
    invoiceFee: 49,
    minCash: 20,
  },
  bb: {
    share: 0.9,
    rates: [5.95, 6.45, 6.95, 7.45, 7.95],
    campaignRate: 4.95,
    startFee: 695,
    invoiceFee: 49,
    minCash: 20,
  },
  no: { share: 0.5, rates: [6.9, 7.4, 7.9, 8.4, 8.9], campaignRate: 5.9, startFee: 2990, invoiceFee: 95, minCash: 35 },
  fi: { share: 0.5, rates: [4.9, 5.4, 5.9, 6.4], campaignRate: 3.9, startFee: 250, invoiceFee: 12, minCash: 20 },
  sk: { share: 0.4, rates: [6.9, 7.9, 8.9], campaignRate: 3.9, startFee: 200, invoiceFee: 3, minCash: 20 },
  uk: null,
}

export type LeasingTerms = {
  /** Share of new passenger cars (and, for company leasing, vans) with each offer. */
  companyShare: number
  privateShare: number
  rates: readonly number[]
  campaignRate: number
  startFee: number
  invoiceFee: number
  /** Annual mileages offered, in the market's odometer unit. */
  mileages: readonly number[]
  defaultMileage: number
  /** Whether the market also gets the full option objects or only simple items (UK). */
  fullOptions: boolean
}

/** Leasing per market: new cars only; the budget chain (bb) and Norway's used-car sites lease none. */
export const LEASING_TERMS: Readonly<Record<SearchIndex, LeasingTerms | null>> = {
  se: {
    companyShare: 0.35,
    privateShare: 0.4,
    rates: [4.95, 5.45, 5.95, 6.45],
    campaignRate: 3.95,
    startFee: 695,
    invoiceFee: 49,
    mileages: [1000, 1500, 2000, 2500, 3000],
    defaultMileage: 1500,
    fullOptions: true,
  },
  bb: null,
  no: {
    companyShare: 0.3,
    privateShare: 0.4,
    rates: [6.4, 6.9, 7.4],
    campaignRate: 4.9,
    startFee: 2990,
    invoiceFee: 95,
    mileages: [10000, 15000, 20000, 25000],
    defaultMileage: 15000,
    fullOptions: true,
  },
  fi: {
    companyShare: 0.3,
    privateShare: 0.3,
    rates: [4.9, 5.4, 5.9],
    campaignRate: 2.9,
    startFee: 200,
    invoiceFee: 9,
    mileages: [10000, 15000, 20000, 25000, 30000],
    defaultMileage: 15000,
    fullOptions: true,
  },
  sk: {
    companyShare: 0.35,
    privateShare: 0.2,
    rates: [5.9, 6.4, 6.9],
    campaignRate: 3.9,
    startFee: 150,
    invoiceFee: 5,
    mileages: [10000, 15000, 20000, 30000],
    defaultMileage: 20000,
    fullOptions: true,
  },
  uk: {
    companyShare: 0.3,
    privateShare: 0.4,
    rates: [5.9, 6.9, 7.9],
    campaignRate: 3.9,
    startFee: 0,
    invoiceFee: 0,
    mileages: [8000, 10000, 15000],
    defaultMileage: 10000,
    fullOptions: false,
  },
}

export const LOAN_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const
export const DEFAULT_LOAN_MONTHS = 36
const COMPANY_MONTHS = [24, 36, 48] as const
const LEASE_MONTHS = 36

/**
 * Balloon (restvärde) per loan length 12..84, falling with length and with the car's age: a new
 * car keeps half its price after a year, a car over seven years old is financed to zero.
 */
export function loanResiduals(isNew: boolean, age: number): readonly number[] {
  if (isNew || age <= 1) return [50, 45, 40, 30, 20, 10, 0]
  if (age <= 3) return [45, 40, 35, 25, 15, 5, 0]
  if (age <= 7) return [35, 30, 20, 10, 0, 0, 0]
  return [0, 0, 0, 0, 0, 0, 0]
}

/** Private-leasing prices end in 95 (kr) or 9 (€, £): '4 395 kr/mån', '449 €/kk'. */
export function roundOffer(value: number, index: SearchIndex): number {
  const kronor = INDEX_CURRENCY[index] === 'SEK' || INDEX_CURRENCY[index] === 'NOK'
  return kronor ? Math.ceil((value + 5) / 100) * 100 - 5 : Math.ceil((value + 1) / 10) * 10 - 1
}

/**
 * Texts that depend only on the market (and a length or mileage) are built once per market: the
 * generator asks for them for every car.
 */
const textCache = new Map<string, string>()
function cached(index: SearchIndex, kind: string, n: number, build: () => string): string {
  const key = `${index}|${kind}|${n}`
  let text = textCache.get(key)
  if (text === undefined) {
    text = build()
    textCache.set(key, text)
  }
  return text
}

/** '1 500 mil/år', '15 000 km/v', '10,000 miles per year'. */
function mileageText(mileage: number, index: SearchIndex): string {
  return cached(index, 'mileage', mileage, () => {
    const lang = INDEX_LANG[index]
    return FINANCE_TEXTS[lang].perYear(`${formatNumber(mileage, lang)} ${INDEX_ODOMETER_UNIT[index]}`)
  })
}

export type FinanceInput = {
  index: SearchIndex
  /** Current price incl. VAT (the campaign price when there is one). */
  price: number
  /** Current price excl. VAT. */
  priceExVat: number
  isNew: boolean
  lcv: boolean
  /** Whole years since the model year (0 for new cars). */
  age: number
}

export type CarFinance = {
  loan: LoanOption | null
  campaignLoan: boolean
  company: CompanyLeasingOption | null
  campaignCompany: boolean
  private: PrivateLeasingOption | null
  campaignPrivate: boolean
  items: SimpleLeasingItem[]
  hasCompanyLeasing: boolean
  hasPrivateLeasing: boolean
  loanSummary: string | null
}

function buildLoan(rng: Rng, input: FinanceInput, terms: LoanTerms, campaign: boolean) {
  const { index, price } = input
  const lang = INDEX_LANG[index]
  const texts = FINANCE_TEXTS[lang]
  const residuals = loanResiduals(input.isNew, input.age)
  const maxMonths = !input.isNew && input.age > 7 ? 60 : 84
  const contract_durations: LoanContractDuration[] = []
  LOAN_MONTHS.forEach((months, i) => {
    if (months > maxMonths) return
    const residual = residuals[i]
    contract_durations.push({
      months,
      residual_percentage: residual,
      cash_amount_max_percentage: Math.max(terms.minCash, Math.min(80, 95 - residual)),
      cash_amount_min_percentage: terms.minCash,
    })
  })
  const rate = campaign ? terms.campaignRate : rng.pick(terms.rates)
  const def = contract_durations[LOAN_MONTHS.indexOf(DEFAULT_LOAN_MONTHS)]
  const monthly = monthlyCost({
    price,
    cashPercent: terms.minCash,
    residualPercent: def.residual_percentage,
    months: def.months,
    interestRate: rate,
  })
  const loan: LoanOption = {
    title: texts.loanTitle,
    description: cached(index, 'loanDescription', maxMonths, () =>
      texts.loanDescription(formatPercent(terms.minCash, lang), maxMonths),
    ),
    interest_rate: rate,
    disclaimer: cached(index, 'loanDisclaimer', 0, () =>
      texts.loanDisclaimer(formatPrice(terms.startFee, index), formatMonthly(terms.invoiceFee, index)),
    ),
    price,
    invoice_fee: terms.invoiceFee,
    start_fee: terms.startFee,
    default_monthly_cost: monthly,
    default_monthly_cost_text: formatMonthly(monthly, index),
    default_contract_duration: {
      months: def.months,
      residual_percentage: def.residual_percentage,
      cash_amount_min_percentage: def.cash_amount_min_percentage,
    },
    contract_durations,
  }
  const summary = texts.loanSummary(
    def.months,
    formatPercent(terms.minCash, lang),
    formatPercent(def.residual_percentage, lang),
    formatPercent(rate, lang),
  )
  return { loan, summary }
}

/** Residual of a company lease: lower for longer contracts and higher annual mileage. */
const companyResidual = (months: number, mileageStep: number) =>
  ({ 24: 58, 36: 50, 48: 42 })[months as 24 | 36 | 48] - mileageStep * 4

function buildCompanyLeasing(rng: Rng, input: FinanceInput, terms: LeasingTerms, campaign: boolean) {
  const { index, priceExVat } = input
  const lang = INDEX_LANG[index]
  const texts = FINANCE_TEXTS[lang]
  const rate = campaign ? terms.campaignRate : rng.pick(terms.rates)
  const cash = rng.pick([0, 0, 10, 15])
  const company_leasing_options: Record<string, CompanyLeasingDuration[]> = {}
  const default_company_leasing_option: Record<string, CompanyLeasingDefault> = {}
  terms.mileages.forEach((mileage, step) => {
    company_leasing_options[String(mileage)] = COMPANY_MONTHS.map((months) => ({
      months,
      residual_percentage: companyResidual(months, step),
      cash_amount_min_percentage: 0,
      cash_amount_max_percentage: 30,
    }))
    default_company_leasing_option[String(mileage)] = { cash_amount: cash, contract_length: LEASE_MONTHS }
  })
  const defaultStep = terms.mileages.indexOf(terms.defaultMileage)
  const monthly = monthlyCost({
    price: priceExVat,
    cashPercent: cash,
    residualPercent: companyResidual(LEASE_MONTHS, defaultStep),
    months: LEASE_MONTHS,
    interestRate: rate,
  })
  const option: CompanyLeasingOption = {
    title: texts.companyTitle,
    sales_text: texts.companySales(formatMonthly(monthly, index)),
    description: cached(index, 'companyDescription', LEASE_MONTHS, () =>
      texts.companyDescription(LEASE_MONTHS, mileageText(terms.defaultMileage, index)),
    ),
    interest_rate: rate,
    default_monthly_cost: monthly,
    default_company_leasing_mileage: terms.defaultMileage,
    company_leasing_options,
    default_company_leasing_option,
    price_base_amount: priceExVat,
    start_fee: terms.startFee,
    invoice_fee: terms.invoiceFee,
    has_fixed_interest_rate: rng.chance(0.5),
    disclaimer: cached(index, 'companyDisclaimer', 0, () =>
      texts.companyDisclaimer(formatPrice(terms.startFee, index), formatMonthly(terms.invoiceFee, index)),
    ),
  }
  const item: SimpleLeasingItem = {
    title: texts.companyTitle,
    leasing_type: 'Company',
    monthly_cost: monthly,
    monthly_cost_text: formatMonthly(monthly, index),
    description: cached(index, 'companyItem', LEASE_MONTHS, () =>
      texts.itemDescription(LEASE_MONTHS, mileageText(terms.defaultMileage, index), false),
    ),
    duration: LEASE_MONTHS,
    mileage: terms.defaultMileage,
  }
  return { option, item }
}

function buildPrivateLeasing(rng: Rng, input: FinanceInput, terms: LeasingTerms, campaign: boolean) {
  const { index, price } = input
  const lang = INDEX_LANG[index]
  const texts = FINANCE_TEXTS[lang]
  const rate = campaign ? terms.campaignRate : rng.pick(terms.rates)
  const defaultStep = terms.mileages.indexOf(terms.defaultMileage)
  // Importers back private leasing with higher residuals (about ten points over a company lease);
  // the rent covers depreciation and interest plus about 4 % for service and administration.
  const base = monthlyCost({
    price,
    cashPercent: 0,
    residualPercent: companyResidual(LEASE_MONTHS, defaultStep) + 10,
    months: LEASE_MONTHS,
    interestRate: rate,
  })
  const monthly = roundOffer(base * 1.04, index)
  const mileage = mileageText(terms.defaultMileage, index)
  const option: PrivateLeasingOption = {
    title: texts.privateTitle,
    sales_text: texts.privateSales(formatMonthly(monthly, index)),
    months_text: cached(index, 'months', LEASE_MONTHS, () => texts.months(LEASE_MONTHS)),
    mileage_text: mileage,
    start_fee_text: cached(index, 'startFee', terms.startFee, () => formatPrice(terms.startFee, index)),
    invoice_fee_text: cached(index, 'invoiceFee', terms.invoiceFee, () => formatMonthly(terms.invoiceFee, index)),
    monthly_cost_text: formatMonthly(monthly, index),
    is_campaign: campaign,
    disclaimer: cached(index, 'privateDisclaimer', LEASE_MONTHS, () => texts.privateDisclaimer(LEASE_MONTHS, mileage)),
  }
  const item: SimpleLeasingItem = {
    title: texts.privateTitle,
    leasing_type: 'Private',
    monthly_cost: monthly,
    monthly_cost_text: formatMonthly(monthly, index),
    description: cached(index, 'privateItem', LEASE_MONTHS, () => texts.itemDescription(LEASE_MONTHS, mileage, true)),
    duration: LEASE_MONTHS,
    mileage: terms.defaultMileage,
  }
  return { option, item }
}

/**
 * The finance offers of one car. Draws a fixed number of values from `rng` per branch taken, so a
 * car's offers depend only on its own PRNG stream.
 */
export function buildFinance(rng: Rng, input: FinanceInput): CarFinance {
  const out: CarFinance = {
    loan: null,
    campaignLoan: false,
    company: null,
    campaignCompany: false,
    private: null,
    campaignPrivate: false,
    items: [],
    hasCompanyLeasing: false,
    hasPrivateLeasing: false,
    loanSummary: null,
  }
  const loanTerms = LOAN_TERMS[input.index]
  if (loanTerms && rng.chance(loanTerms.share)) {
    out.campaignLoan = rng.chance(0.12)
    const { loan, summary } = buildLoan(rng, input, loanTerms, out.campaignLoan)
    out.loan = loan
    out.loanSummary = summary
  }
  const leasing = LEASING_TERMS[input.index]
  if (leasing && input.isNew) {
    if (rng.chance(leasing.companyShare)) {
      out.campaignCompany = rng.chance(0.2)
      const { option, item } = buildCompanyLeasing(rng, input, leasing, out.campaignCompany)
      if (leasing.fullOptions) out.company = option
      out.items.push(item)
      out.hasCompanyLeasing = true
    }
    if (!input.lcv && rng.chance(leasing.privateShare)) {
      out.campaignPrivate = rng.chance(0.25)
      const { option, item } = buildPrivateLeasing(rng, input, leasing, out.campaignPrivate)
      if (leasing.fullOptions) out.private = option
      // Private first: it is the offer consumers look for on the card.
      out.items.unshift(item)
      out.hasPrivateLeasing = true
    }
  }
  return out
}
