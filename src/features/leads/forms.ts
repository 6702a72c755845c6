/**
 * The lead forms' values, one zod schema each, shared by the browser forms and POST /api/forms/comhub
 * (DESIGN §6). Field names are the spec's: spec 1 §7 (contact), spec 2 §3 (sell-car, Norwegian service
 * form). No schema carries messages of its own: the forms kit translates issue codes (src/ui/form).
 */
import { z } from 'zod'
import { phoneSchema } from '@/platform/phone'

/** spec 1 §5, spec 2 §5: as typed ("070-123 45 67"), stored as an optional plus, then 6 to 20 digits or spaces. */
const phone = phoneSchema()
const email = z.email().max(254)
const name = z.string().trim().min(1).max(100)
const text = (max: number) => z.string().trim().max(max)
/** A Swedish or Norwegian plate as typed: letters, digits, spaces and dashes; sent in capitals, as plates are written. */
const regno = z
  .string()
  .trim()
  .min(2)
  .max(10)
  .regex(/^[A-Za-zÅÄÖÆØåäöæø0-9 -]+$/)
  .transform((plate) => plate.toUpperCase())
/** A whole number, also as the text a number input gives (an empty box is missing, not 0). */
const mileage = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
  z.number().int().min(0).max(10_000_000),
)

/** spec 1 §7 "Contact form": the car detail page's contact form (car is the car_id). */
export const contactValues = z.strictObject({
  car: z.string().regex(/^\d{1,12}$/),
  name,
  phone,
  email,
  message: text(2000).optional(),
  quote: z.boolean().default(false),
  testDrive: z.boolean().default(false),
  /** The seller the visitor chose (sample cars: required, spec 1 §5); checked against the car's sellers. */
  toName: text(200).optional(),
  toEmail: email.optional(),
  /** Where on the site the form was sent from (page path or anchor). */
  source: text(300).optional(),
})

export const SELL_OPTIONS = ['sell', 'trade-in'] as const

/** spec 2 §3, §5 "Sell-car form". */
export const sellCarValues = z.strictObject({
  regno,
  milage: mileage,
  customerName: name,
  customerPhone: phone,
  customerEmail: email,
  option: z.enum(SELL_OPTIONS),
  other: text(2000).optional(),
})

/** spec 2 §9: 11 service types for a car, 3 for a motorcycle. */
export const CAR_SERVICES = [
  'service',
  'oil-change',
  'tyre-change',
  'brakes',
  'air-conditioning',
  'diagnostics',
  'windscreen',
  'bodywork',
  'eu-control',
  'warranty',
  'other',
] as const
export const MC_SERVICES = ['service', 'tyre-change', 'other'] as const

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * spec 2 §3, §5 "Norwegian form": site, registration number, desired date (not before `today`, the
 * site's local date) and contact details required; GDPR consent must be ticked.
 */
export function serviceNoValues(today: string) {
  return z
    .strictObject({
      siteEmail: email,
      siteName: name,
      description: text(2000).optional(),
      customerName: name,
      customerPhone: phone,
      customerEmail: email,
      regno,
      milage: mileage.optional(),
      date: z
        .string()
        .regex(DATE)
        .refine((d) => d >= today, { params: { key: 'notBeforeToday' } }),
      services: z.array(z.enum(CAR_SERVICES)).max(CAR_SERVICES.length).default([]),
      other: text(2000).optional(),
      gdpr: z.literal(true),
      newsletter: z.boolean().default(false),
      typeMC: z.boolean().default(false),
    })
    .refine((v) => !v.typeMC || v.services.every((s) => (MC_SERVICES as readonly string[]).includes(s)), {
      path: ['services'],
      params: { key: 'motorcycleServices' },
    })
}

/**
 * A marketing form's submission (spec 1 §5, §7): which editor-built form, the block's region and portal, and
 * the answers by field name. The answers are bounded here and checked against the form's own fields when
 * the lead is received (src/features/leads/marketing/fields.ts answersSchema, the same schema the browser form uses).
 */
export const marketingValues = z.strictObject({
  formId: z.number().int().positive(),
  region: text(50).optional(),
  portal: text(50).optional(),
  answers: z
    .record(z.string().regex(/^[a-z][A-Za-z0-9_]{0,39}$/), z.union([z.string().max(2000), z.boolean()]))
    .refine((a) => Object.keys(a).length <= 30),
})

export type MarketingValues = z.infer<typeof marketingValues>

export const FORM_NAMES = ['contact', 'sell-car', 'service-no', 'marketing'] as const
export type FormName = (typeof FORM_NAMES)[number]

/** formSubmissionId: the browser's id of one submission, its idempotency key (a retry sends it again). */
export const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/

function leadRequestOn(today: string) {
  const submission = z.string().regex(SUBMISSION_ID)
  return z.discriminatedUnion('formName', [
    z.strictObject({ formName: z.literal('contact'), formSubmissionId: submission, values: contactValues }),
    z.strictObject({ formName: z.literal('sell-car'), formSubmissionId: submission, values: sellCarValues }),
    z.strictObject({ formName: z.literal('service-no'), formSubmissionId: submission, values: serviceNoValues(today) }),
    z.strictObject({ formName: z.literal('marketing'), formSubmissionId: submission, values: marketingValues }),
  ])
}

type LeadRequestSchema = ReturnType<typeof leadRequestOn>
/** The sites' dates of the last days asked: two or three at once around midnight, as the sites' time zones differ. */
const byDay = new Map<string, LeadRequestSchema>()
const DAYS_KEPT = 4

/**
 * POST /api/forms/comhub's body: `{formName, formSubmissionId, values}` with the form's own values, for the site's
 * date `today`. One object per day: the handler and the API description (src/features/leads/openapi.ts) check a
 * request with the very schema the contract gives, and the union is built once a day rather than per request.
 */
export function leadRequestSchema(today: string): LeadRequestSchema {
  let schema = byDay.get(today)
  if (!schema) {
    if (byDay.size >= DAYS_KEPT) byDay.clear()
    schema = leadRequestOn(today)
    byDay.set(today, schema)
  }
  return schema
}

export type LeadRequest = z.infer<LeadRequestSchema>
