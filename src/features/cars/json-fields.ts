/**
 * The car's structured values, stored as Payload `json` fields and checked with zod. One map from
 * field name to schema is shared by the collection (validate + admin JSON schema), the generator's
 * tests and any importer, so all of them accept exactly the same shapes.
 */
import { z } from 'zod'
import {
  CompanyLeasingOptionSchema,
  LoanOptionSchema,
  PrivateLeasingOptionSchema,
  SimpleLeasingItemsSchema,
} from '@/features/finance/option-schemas'
import {
  CarCampaignsSchema,
  CarEquipmentSchema,
  CarImagesSchema,
  CarPrimaryImageSchema,
  CarSellersSchema,
} from './json-schemas'

export const CAR_JSON_FIELD_SCHEMAS = {
  car_images: CarImagesSchema,
  car_primary_image: CarPrimaryImageSchema,
  car_equipment: CarEquipmentSchema,
  car_sellers: CarSellersSchema,
  car_campaigns: CarCampaignsSchema,
  car_loan_option: LoanOptionSchema,
  car_leasing_options: SimpleLeasingItemsSchema,
  car_company_leasing_option: CompanyLeasingOptionSchema,
  car_private_leasing_option: PrivateLeasingOptionSchema,
} as const

export type CarJsonFieldName = keyof typeof CAR_JSON_FIELD_SCHEMAS
export const CAR_JSON_FIELD_NAMES = Object.keys(CAR_JSON_FIELD_SCHEMAS) as CarJsonFieldName[]

/** `car_loan_option.contract_durations[2].months` — the path an editor can find in the JSON. */
function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`
  return out
}

/** Flattens zod issues into one readable line per problem (at most `max`), each naming its path. */
const MAX_LINE = 200
const clip = (line: string) => (line.length <= MAX_LINE ? line : `${line.slice(0, MAX_LINE - 1)}…`)

export function formatZodIssues(root: string, error: z.ZodError, max = 5): string {
  // An issue can name the input's own keys (unknown fields): each line is cut short so no input comes back whole.
  const lines = error.issues.slice(0, max).map((issue) => clip(`${formatPath(root, issue.path)}: ${issue.message}`))
  const more = error.issues.length - max
  if (more > 0) lines.push(`… and ${more} more`)
  return lines.join('; ')
}

/**
 * Checks one json value. `null`/`undefined` mean "no such option" and pass unless required.
 * Returns true or a message naming the failing path (Payload's validate contract).
 */
export function validateCarJson(name: CarJsonFieldName, value: unknown, required = false): true | string {
  if (value === null || value === undefined) return required ? `${name}: a value is required` : true
  const result = CAR_JSON_FIELD_SCHEMAS[name].safeParse(value)
  return result.success ? true : formatZodIssues(name, result.error)
}

/**
 * JSON Schema (draft-07) of a field's value: drives the admin JSON editor's hints and Payload's
 * generated TypeScript type. `$schema` is dropped because the schema is embedded, not a document.
 */
export function carJsonSchema(name: CarJsonFieldName): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(CAR_JSON_FIELD_SCHEMAS[name], { target: 'draft-7' })
  return schema
}
