import type { CarRecord } from '@/features/cars/types'

/**
 * Columns of a car the index does not keep: no filter, facet, sort, keyphrase or card reads
 * them, and they are over half of a record's memory (5.2 → 2.9 KB a car, measured on 20,000 demo cars). An
 * answer that asks for one, or for every field, gets them from the database for its page of cars.
 */
export const DETAIL_ONLY_KEYS = [
  'car_images',
  'car_description',
  'car_loan_description',
  'car_loan_option',
  'car_private_leasing_option',
  'car_sellers',
] as const satisfies readonly (keyof CarRecord)[]

/** Detail-only columns the index still reads, for their words (description-words.ts), and drops once indexed. */
export const TEXT_ONLY_KEYS = ['car_description'] as const satisfies readonly (typeof DETAIL_ONLY_KEYS)[number][]

const DETAIL_ONLY = new Set<string>(DETAIL_ONLY_KEYS)

/** The detail-only columns an answer with these fields (null: every field) must read from the database. */
export function detailKeysOf(fields: readonly string[] | null): string[] {
  return fields === null ? [...DETAIL_ONLY_KEYS] : fields.filter((field) => DETAIL_ONLY.has(field))
}

/**
 * The answer's cars with their detail-only columns from the full records read for them; `keepId` false drops
 * the car_id that was added to find them. A car deleted meanwhile keeps nulls.
 */
export function withDetails(
  content: readonly Record<string, unknown>[],
  keys: readonly string[],
  full: ReadonlyMap<string, CarRecord>,
  keepId: boolean,
): Record<string, unknown>[] {
  return content.map((item) => {
    const record = full.get(item.car_id as string) as Record<string, unknown> | undefined
    const out: Record<string, unknown> = { ...item }
    for (const key of keys) out[key] = record?.[key] ?? null
    if (!keepId) delete out.car_id
    return out
  })
}
