/**
 * Shapes of the finance options stored (as json) on a car: loan, company and private leasing, and
 * simple leasing items. The car's other json values are in src/features/cars/json-schemas.ts.
 *
 * Numbers are stored as numbers and percentages as percent values (4.95 means 4.95 %) because the
 * finance calculators compute with them directly and divide rates by 100 at calculation time
 * (spec 1 §9). Finance options are strict objects so a misspelt key in the admin's JSON editor is
 * reported instead of silently dropping a value the calculator needs.
 */
import { z } from 'zod'

const percent = z.number().min(0).max(100)
const money = z.number().min(0)
const months = z.int().min(1).max(120)
/** Annual mileage keys are digit strings (JSON object keys), in the market's odometer unit (mil, km or miles). */
const mileageKey = z.string().max(7).regex(/^\d+$/, 'mileage keys must be whole numbers, e.g. "1500"')

/**
 * Placeholders a finance disclaimer template may contain; the calculator substitutes them with the
 * visitor's chosen values (spec 1 §9).
 */
export const DISCLAIMER_PLACEHOLDERS = {
  period: '{period}',
  cashPercent: '{cash_percent}',
  cashAmount: '{cash_amount}',
  residualPercent: '{residual_percent}',
  interestRate: '{interest_rate}',
} as const

// ---------------------------------------------------------------------------------------------
// Loan option
// ---------------------------------------------------------------------------------------------

export const LoanContractDurationSchema = z
  .strictObject({
    months,
    /** Balloon (restvärde) at the end of the period, percent of price. */
    residual_percentage: percent,
    cash_amount_max_percentage: percent,
    cash_amount_min_percentage: percent,
  })
  .refine((d) => d.cash_amount_min_percentage <= d.cash_amount_max_percentage, {
    message: 'cash_amount_min_percentage must not exceed cash_amount_max_percentage',
    path: ['cash_amount_min_percentage'],
  })
  .refine((d) => d.residual_percentage + d.cash_amount_min_percentage < 100, {
    message: 'residual_percentage plus the minimum cash must leave something to finance (< 100)',
    path: ['residual_percentage'],
  })
export type LoanContractDuration = z.infer<typeof LoanContractDurationSchema>

export const LoanOptionSchema = z
  .strictObject({
    title: z.string().max(2000).min(1),
    description: z.string().max(20_000),
    /** Nominal annual rate in percent. */
    interest_rate: z.number().min(0).max(30),
    /** Disclaimer template; may contain DISCLAIMER_PLACEHOLDERS. */
    disclaimer: z.string().max(20_000),
    /** Price the loan is computed from (the car's current price incl. VAT). */
    price: z.number().positive(),
    /** Per-month invoice fee (aviavgift). */
    invoice_fee: money,
    /** One-off set-up fee (uppläggningsavgift). */
    start_fee: money,
    /** Monthly cost for the default duration and minimum cash, without fees (src/features/finance/annuity.ts). */
    default_monthly_cost: money,
    default_monthly_cost_text: z.string().max(2000),
    default_contract_duration: z.strictObject({
      months,
      residual_percentage: percent,
      cash_amount_min_percentage: percent,
    }),
    contract_durations: z.array(LoanContractDurationSchema).min(1),
  })
  .superRefine((o, ctx) => {
    const seen = new Set<number>()
    o.contract_durations.forEach((d, i) => {
      if (seen.has(d.months)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate months ${d.months}`,
          path: ['contract_durations', i, 'months'],
        })
      }
      seen.add(d.months)
    })
    if (!seen.has(o.default_contract_duration.months)) {
      ctx.addIssue({
        code: 'custom',
        message: `default months ${o.default_contract_duration.months} is not one of contract_durations`,
        path: ['default_contract_duration', 'months'],
      })
    }
  })
export type LoanOption = z.infer<typeof LoanOptionSchema>

// ---------------------------------------------------------------------------------------------
// Company leasing option
// ---------------------------------------------------------------------------------------------

export const CompanyLeasingDurationSchema = z
  .strictObject({
    months,
    residual_percentage: percent,
    cash_amount_min_percentage: percent,
    cash_amount_max_percentage: percent,
  })
  .refine((d) => d.cash_amount_min_percentage <= d.cash_amount_max_percentage, {
    message: 'cash_amount_min_percentage must not exceed cash_amount_max_percentage',
    path: ['cash_amount_min_percentage'],
  })
export type CompanyLeasingDuration = z.infer<typeof CompanyLeasingDurationSchema>

export const CompanyLeasingDefaultSchema = z.strictObject({
  /** Default down payment ("förhöjd första hyra") in percent of price_base_amount (spec: "default cash percentage"). */
  cash_amount: percent,
  /** Default contract length in months; one of the mileage's durations. */
  contract_length: months,
})
export type CompanyLeasingDefault = z.infer<typeof CompanyLeasingDefaultSchema>

export const CompanyLeasingOptionSchema = z
  .strictObject({
    title: z.string().max(2000).min(1),
    sales_text: z.string().max(20_000),
    description: z.string().max(20_000),
    interest_rate: z.number().min(0).max(30),
    /** Monthly cost excl. VAT for the default mileage and its default option. */
    default_monthly_cost: money,
    /** Annual mileage in the market's odometer unit (mil/year in Sweden, miles/year in the UK, km/year elsewhere). */
    default_company_leasing_mileage: z.int().positive(),
    /** Per annual mileage, the selectable contract lengths. */
    company_leasing_options: z.record(mileageKey, z.array(CompanyLeasingDurationSchema).min(1)),
    /** Per annual mileage, what the calculator preselects. */
    default_company_leasing_option: z.record(mileageKey, CompanyLeasingDefaultSchema),
    /** Amount excl. VAT that leasing is computed from. */
    price_base_amount: z.number().positive(),
    start_fee: money,
    invoice_fee: money,
    has_fixed_interest_rate: z.boolean(),
    disclaimer: z.string().max(20_000),
  })
  .superRefine((o, ctx) => {
    const def = String(o.default_company_leasing_mileage)
    if (!(def in o.company_leasing_options)) {
      ctx.addIssue({
        code: 'custom',
        message: `default mileage ${def} has no entry in company_leasing_options`,
        path: ['default_company_leasing_mileage'],
      })
    }
    for (const [mileage, chosen] of Object.entries(o.default_company_leasing_option)) {
      const durations = o.company_leasing_options[mileage]
      if (!durations) {
        ctx.addIssue({
          code: 'custom',
          message: `mileage ${mileage} has a default but no company_leasing_options`,
          path: ['default_company_leasing_option', mileage],
        })
      } else if (!durations.some((d) => d.months === chosen.contract_length)) {
        ctx.addIssue({
          code: 'custom',
          message: `contract_length ${chosen.contract_length} is not offered for mileage ${mileage}`,
          path: ['default_company_leasing_option', mileage, 'contract_length'],
        })
      }
    }
    for (const mileage of Object.keys(o.company_leasing_options)) {
      if (!(mileage in o.default_company_leasing_option)) {
        ctx.addIssue({
          code: 'custom',
          message: `mileage ${mileage} has no default_company_leasing_option`,
          path: ['default_company_leasing_option'],
        })
      }
    }
  })
export type CompanyLeasingOption = z.infer<typeof CompanyLeasingOptionSchema>

// ---------------------------------------------------------------------------------------------
// Private leasing option (display texts only: private leasing is a fixed offer, not calculated)
// ---------------------------------------------------------------------------------------------

export const PrivateLeasingOptionSchema = z.strictObject({
  title: z.string().max(2000).min(1),
  sales_text: z.string().max(20_000),
  months_text: z.string().max(2000),
  /** An estimate, not a driving limit (spec 1 §5). */
  mileage_text: z.string().max(2000),
  start_fee_text: z.string().max(2000),
  invoice_fee_text: z.string().max(2000),
  monthly_cost_text: z.string().max(2000).min(1),
  is_campaign: z.boolean(),
  disclaimer: z.string().max(20_000),
})
export type PrivateLeasingOption = z.infer<typeof PrivateLeasingOptionSchema>

// ---------------------------------------------------------------------------------------------
// Simple leasing item (car_leasing_options: short offers shown on cards and as a list)
// ---------------------------------------------------------------------------------------------

export const LEASING_TYPES = ['Private', 'Company'] as const
export type LeasingType = (typeof LEASING_TYPES)[number]

export const SimpleLeasingItemSchema = z.strictObject({
  title: z.string().max(2000).min(1),
  leasing_type: z.enum(LEASING_TYPES),
  /** Private: incl. VAT; Company: excl. VAT. */
  monthly_cost: money,
  monthly_cost_text: z.string().max(2000),
  description: z.string().max(20_000),
  /** Contract length in months. */
  duration: months,
  /** Annual mileage in the market's odometer unit (mil/year in Sweden, miles/year in the UK, km/year elsewhere). */
  mileage: z.int().min(0),
})
export type SimpleLeasingItem = z.infer<typeof SimpleLeasingItemSchema>
export const SimpleLeasingItemsSchema = z.array(SimpleLeasingItemSchema)
