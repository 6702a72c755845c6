/**
 * Bodies of the UK site's finance-provider calls (spec 1 §7 "Finance (UK)"), in the provider's
 * PascalCase: POST /api/codeweaver/default, POST /api/codeweaver/cfd, GET /api/codeweaver/legal.
 */
import { z } from 'zod'
import { roundMoney } from '../money'
import { UK_CALCULATIONS } from '../uk-quote'

const pounds = z
  .number()
  .finite()
  .min(0)
  .max(10_000_000)
  .refine((v) => roundMoney(v) === v, 'must be in pounds and pence (at most 2 decimals)')

export const VehicleSchema = z.strictObject({
  /** 17 characters; I, O and Q are never used (ISO 3779). */
  Vin: z
    .string()
    .max(17)
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, 'must be a 17-character VIN (letters and digits, no I, O or Q)'),
  /** Cash price in pounds. */
  Price: pounds.refine((v) => v > 0, 'must be greater than 0'),
  /** Odometer in miles. */
  Mileage: z.int().min(0).max(1_000_000),
  /** First registration, YYYY-MM-DD: the vehicle's age picks its future values. */
  RegistrationDate: z.iso.date('must be a date as YYYY-MM-DD'),
  RegistrationNumber: z.string().trim().min(2).max(10).optional(),
})
export type Vehicle = z.infer<typeof VehicleSchema>

/** The dealer's key at the provider: its site_id. */
const OrganisationKey = z.string().trim().min(1, 'is required').max(64)

/** Quotations one request may ask for (vehicles × distinct families): each is computed and stored. */
export const MAX_QUOTES_PER_REQUEST = 20

export const DefaultRequestSchema = z.strictObject({ Vehicle: VehicleSchema, OrganisationKey })
export type DefaultRequest = z.infer<typeof DefaultRequestSchema>

export const ParametersSchema = z
  .strictObject({
    Term: z.int().min(1).max(120),
    CashDeposit: pounds.optional(),
    RegularPayment: pounds.refine((v) => v > 0, 'must be greater than 0').optional(),
    AnnualMileage: z.int().min(0).max(1_000_000).optional(),
    // A family named twice is quoted once (duplicates multiplied the stored rows).
    FinanceProductFamilyKeys: z
      .array(z.string().trim().min(1).max(64))
      .min(1, 'name at least one product family')
      .max(10)
      .transform((keys) => [...new Set(keys)]),
    CalculationType: z.enum(UK_CALCULATIONS),
  })
  .superRefine((p, ctx) => {
    if (p.CalculationType === 'ToRegularPayment' && p.CashDeposit === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CashDeposit'],
        message: 'is required with CalculationType ToRegularPayment',
      })
    }
    if (p.CalculationType === 'ToCashDeposit' && p.RegularPayment === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['RegularPayment'],
        message: 'is required with CalculationType ToCashDeposit',
      })
    }
  })
export type Parameters = z.infer<typeof ParametersSchema>

export const CfdRequestSchema = z.strictObject({
  OrganisationKey,
  VehicleRequests: z
    .array(z.strictObject({ Id: z.string().max(64).optional(), Vehicle: VehicleSchema, Parameters: ParametersSchema }))
    .min(1, 'needs at least one vehicle')
    .max(20)
    .refine(
      (requests) =>
        requests.reduce((sum, r) => sum + r.Parameters.FinanceProductFamilyKeys.length, 0) <= MAX_QUOTES_PER_REQUEST,
      `asks for more than ${MAX_QUOTES_PER_REQUEST} quotations (vehicles × product families); split the request`,
    ),
})
export type CfdRequest = z.infer<typeof CfdRequestSchema>

/** Quote references as issued by quotes.ts: CW and ten Crockford base-32 characters. */
export const QUOTE_REFERENCE = /^CW[0-9A-HJKMNP-TV-Z]{10}$/
export const LegalQuerySchema = z.object({
  quoteRef: z.string().max(12).regex(QUOTE_REFERENCE, 'must be a quote reference such as CW7K2M9Q4R8T'),
})
