/** The search query of a car teaser (spec 2 §7.3); kept apart from rules.ts, which the block config imports. */
import { CARD_FIELDS } from '@/features/cars/list/query'
import type { SearchQuery } from '@/features/search/contract'
import type { IndexName } from '@/features/search/indices'
import { parseCarIds, teaserLimit, type TeaserField } from './rules'

export type TeaserSettings = {
  source: 'Ids' | 'Query'
  carIds?: string | null
  filters?: { field: TeaserField; value: string }[] | null
  numberOfCars?: number | null
  limit?: number | null
  sort?: string | null
}

/** Rows grouped by field: several rows of one field mean any of their values (as the car list's presets). */
function groupFilters(rows: readonly { field: TeaserField; value: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const { field, value } of rows) {
    const v = value.trim()
    if (v && !(out[field] ??= []).includes(v)) out[field].push(v)
  }
  return out
}

/** The search query of a teaser, or null when it has nothing to ask (no ids). Fixed ids carry no sort: the engine keeps their order. */
export function teaserQuery(index: IndexName, block: TeaserSettings): SearchQuery | null {
  const fields = [...CARD_FIELDS]
  if (block.source === 'Ids') {
    const { ids } = parseCarIds(block.carIds ?? '')
    return ids.length ? { index, fields, filters: { car_id: ids }, limit: ids.length } : null
  }
  return {
    index,
    fields,
    filters: groupFilters(block.filters ?? []),
    limit: teaserLimit(block.numberOfCars, block.limit),
    ...(block.sort ? { sort_name: block.sort } : {}),
  }
}
