/**
 * The search service's query contract (spec 1 §7, §3 "Facet", "Query"):
 *   {index, fields, keyphrase, facets: [{name, sort_order, filters}], limit, offset, sort_name, filters}
 *   → {facet, content, total_items, limit, offset}
 * parseQuery checks the shape (zod); planQuery checks every name against the index's schema. Both
 * throw SearchQueryError with a message naming the offending part, which the API answers as a 400.
 * A message repeats nothing the caller sent (docs/api.md): it names the part by its place in the query
 * (`fields[1]`, `filters (key 2)`) and lists the index's own names, never an unknown name or a value.
 */
import { z } from 'zod'
import { InputError } from '@/platform/errors'
import { DEFAULT_LIMIT, MAX_KEYPHRASE, MAX_LIMIT, MAX_LIST, MAX_NAME, MAX_OFFSET } from './limits'
import { treeName, valueKey, type IndexSchema, type Scalar } from './schema'

export const FACET_SORT_ORDERS = ['count_desc', 'count_asc', 'value_asc', 'value_desc'] as const
export type FacetSortOrder = (typeof FACET_SORT_ORDERS)[number]

/** An invalid query: the API answers 400 with the message, which names the offending part. */
export class SearchQueryError extends InputError {
  constructor(message: string) {
    super('', message)
    this.name = 'SearchQueryError'
  }
}

const name = z.string().min(1).max(MAX_NAME)
const scalar = z.union([z.string().max(200), z.number(), z.boolean()])
const list = z.array(scalar).max(MAX_LIST, `at most ${MAX_LIST} values`)
const range = z.strictObject({ min: z.number().optional(), max: z.number().optional() })
const exclusion = z.strictObject({ not: list })
const filterValue = z.union([scalar, list, range, exclusion], {
  error: `expected a value, a list of at most ${MAX_LIST} values, {min, max} or {not: [values]}`,
})

/** The facet, filter and sort of distance from a query's origin, and the field a page of cars carries it in. */
export const DISTANCE_FACET = 'distance'
export const DISTANCE_SORT = 'distance_asc'
export const DISTANCE_FIELD = 'distance_km'
const MAX_RADII = 8

/** A point the list measures from (rounded by its caller: a visitor's position is personal data) and the radii counted, in km. */
const origin = z.strictObject({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  radii_km: z.array(z.number().positive().max(20_000)).min(1).max(MAX_RADII, `at most ${MAX_RADII} radii`).optional(),
})

export const searchQuerySchema = z.strictObject({
  index: name,
  origin: origin.optional(),
  fields: z.array(name).max(200).optional(),
  keyphrase: z.string().max(MAX_KEYPHRASE).optional(),
  facets: z
    .array(
      z.strictObject({
        name,
        sort_order: z.enum(FACET_SORT_ORDERS).optional(),
        filters: z
          .union([list, range], { error: `expected a list of at most ${MAX_LIST} values or {min, max}` })
          .optional(),
      }),
    )
    .max(50)
    .optional(),
  limit: z.int().min(0).max(MAX_LIMIT, `at most ${MAX_LIMIT}`).optional(),
  offset: z.int().min(0).max(MAX_OFFSET, `at most ${MAX_OFFSET}`).optional(),
  sort_name: name.optional(),
  filters: z.record(name, filterValue).optional(),
})

export type SearchQuery = z.input<typeof searchQuerySchema>
export type RangeFilter = z.infer<typeof range>

export type FacetValue = { text: string; count: number; children?: FacetValue[] }
export type ValueFacetResult = { name: string; type: 'tree'; values: FacetValue[] }
export type HistogramBucket = { min: number; max: number; count: number }
export type HistogramFacetResult = {
  name: string
  type: 'histogram'
  min: number | null
  max: number | null
  values: HistogramBucket[]
}
export type FacetResult = ValueFacetResult | HistogramFacetResult

export type SearchAnswer<T = Record<string, unknown>> = {
  facet: FacetResult[]
  content: T[]
  total_items: number
  limit: number
  offset: number
}

const MAX_ISSUES = 5

/** A filter's place among the query's filters: its name is the caller's, so it is not repeated. */
const filterPlace = (position: number) => `filters (key ${position + 1})`

/** Where an issue is, in names of the contract and positions only (a filter's name is the caller's). */
function issuePlace(path: readonly PropertyKey[], raw: unknown): string {
  let out = 'query'
  path.forEach((key, i) => {
    if (i === 1 && path[0] === 'filters') {
      const filters = (raw as { filters?: object }).filters ?? {}
      out = `query.${filterPlace(Object.keys(filters).indexOf(String(key)))}`
    } else out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`
  })
  return out
}

/**
 * zod's issues without the caller's input: an unknown key is not named (zod's message quotes it), and a
 * message that contains the offending value (a custom one could) is replaced by one for its code.
 */
function shapeIssues(error: z.ZodError, raw: unknown): string {
  const lines = error.issues.slice(0, MAX_ISSUES).map((issue) => {
    const place = issuePlace(issue.path, raw)
    if (issue.code === 'unrecognized_keys') return `${place}: has a field that is not part of the search query`
    let received: unknown = raw
    for (const key of issue.path)
      received =
        received !== null && typeof received === 'object' ? (received as Record<PropertyKey, unknown>)[key] : undefined
    const shown = typeof received === 'string' || typeof received === 'number' ? String(received) : ''
    return `${place}: ${shown.length >= 2 && issue.message.includes(shown) ? 'is not valid here' : issue.message}`
  })
  if (error.issues.length > MAX_ISSUES) lines.push(`… and ${error.issues.length - MAX_ISSUES} more`)
  return lines.join('; ')
}

/** Shape check. Raw input from the API or from server code; throws SearchQueryError. */
export function parseQuery(raw: unknown): z.infer<typeof searchQuerySchema> {
  const parsed = searchQuerySchema.safeParse(raw)
  if (!parsed.success) throw new SearchQueryError(`Invalid search query: ${shapeIssues(parsed.error, raw)}`)
  return parsed.data
}

// ---------------------------------------------------------------------------------------------
// Plan: the query resolved against an index schema.
// ---------------------------------------------------------------------------------------------

export type FilterPlan =
  | { kind: 'ids'; ids: string[] }
  | { kind: 'not-ids'; ids: string[] }
  | { kind: 'values'; field: string; values: string[] }
  | { kind: 'not-values'; field: string; values: string[] }
  | { kind: 'tree'; field: string; values: string[] }
  | { kind: 'range'; field: string; min: number; max: number }
  | { kind: 'distance'; maxKm: number }

export type FacetPlan = {
  name: string
  kind: 'value' | 'tree' | 'histogram' | 'distance'
  sortOrder: FacetSortOrder
  filter: FilterPlan | null
}

export type Origin = { lat: number; lng: number; radiiKm: number[] }

/** Radii counted when a query names none, in km (mobile.de's). */
export const DEFAULT_RADII_KM = [10, 25, 50, 100]

export type QueryPlan = {
  /** Where distances are measured from; null: the query has no distance facet, filter, sort or field. */
  origin: Origin | null
  keyphrase: string
  filters: FilterPlan[]
  facets: FacetPlan[]
  limit: number
  offset: number
  sort: string
  /** The order of a car_id filter, used when no sort_name is given (spec: "answered in the order given"). */
  idOrder: string[] | null
  fields: string[] | null
}

const list2 = (value: Scalar | Scalar[]) => (Array.isArray(value) ? value : [value]).map(valueKey)
const known = (names: Iterable<string>) => [...names].join(', ')

function toRange(name: string, value: RangeFilter, where: string): FilterPlan {
  const min = value.min ?? -Infinity
  const max = value.max ?? Infinity
  if (min > max) throw new SearchQueryError(`${where}: min is above max`)
  return { kind: 'range', field: name, min, max }
}

/** `where` names a known field's filter; an unknown name is reported at `unknownPlace` instead, without the name. */
function filterFor<R>(
  schema: IndexSchema<R>,
  name: string,
  value: z.infer<typeof filterValue>,
  where: string,
  unknownPlace = where,
): FilterPlan {
  const isValue = Object.hasOwn(schema.values, name) || Object.hasOwn(schema.lists, name)
  const isTree = schema.trees.some((levels) => treeName(levels) === name)
  const isNumber = Object.hasOwn(schema.numbers, name)
  if (name !== schema.idField && !isValue && !isTree && !isNumber) {
    const names = [
      schema.idField,
      ...Object.keys(schema.values),
      ...Object.keys(schema.lists),
      ...schema.trees.map(treeName),
      ...Object.keys(schema.numbers),
    ]
    throw new SearchQueryError(`${unknownPlace}: not a filter field of this index; known: ${known(new Set(names))}`)
  }
  if (typeof value === 'object' && !Array.isArray(value) && 'not' in value) {
    if (name === schema.idField) return { kind: 'not-ids', ids: list2(value.not) }
    if (!isValue) throw new SearchQueryError(`${where}: cannot be excluded (only the id and value fields can)`)
    return { kind: 'not-values', field: name, values: list2(value.not) }
  }
  if (typeof value === 'object' && !Array.isArray(value)) {
    if (!isNumber) throw new SearchQueryError(`${where}: is not numeric; give a value or a list of values`)
    return toRange(name, value, where)
  }
  if (name === schema.idField) return { kind: 'ids', ids: list2(value) }
  if (isTree) return { kind: 'tree', field: name, values: list2(value) }
  if (isValue) return { kind: 'values', field: name, values: list2(value) }
  // A single number on a numeric-only field: an exact match.
  if (Array.isArray(value) || typeof value !== 'number')
    throw new SearchQueryError(`${where}: is numeric; give a number or {min, max}`)
  return { kind: 'range', field: name, min: value, max: value }
}

type FacetQuery = NonNullable<z.infer<typeof searchQuerySchema>['facets']>[number]

/** The distance facet: counts within each radius, and a selection `{max}` in km; it needs the query's origin. */
function distanceFacet(facet: FacetQuery, where: string, hasOrigin: boolean, seen: Set<string>): FacetPlan {
  if (!hasOrigin) throw new SearchQueryError(`${where}.name: the ${DISTANCE_FACET} facet needs an origin {lat, lon}`)
  if (seen.has(facet.name)) throw new SearchQueryError(`${where}.name: this facet is asked for twice`)
  seen.add(facet.name)
  if (facet.filters === undefined) return { name: facet.name, kind: 'distance', sortOrder: 'value_asc', filter: null }
  if (Array.isArray(facet.filters) || facet.filters.max === undefined || facet.filters.min !== undefined) {
    throw new SearchQueryError(`${where}.filters: the ${DISTANCE_FACET} facet takes {max} in km`)
  }
  return {
    name: facet.name,
    kind: 'distance',
    sortOrder: 'value_asc',
    filter: { kind: 'distance', maxKm: facet.filters.max },
  }
}

/** Resolves a parsed query against the index schema; throws SearchQueryError naming what is unknown. */
export function planQuery<R>(schema: IndexSchema<R>, query: z.infer<typeof searchQuerySchema>): QueryPlan {
  const filters: FilterPlan[] = []
  let idOrder: string[] | null = null
  Object.entries(query.filters ?? {}).forEach(([name, value], position) => {
    const plan = filterFor(schema, name, value, `filters.${name}`, filterPlace(position))
    if (plan.kind === 'ids') idOrder = plan.ids
    filters.push(plan)
  })

  const trees = new Set(schema.trees.map(treeName))
  const histograms = new Set(schema.histograms)
  const seen = new Set<string>()
  const facets = (query.facets ?? []).map((facet, i): FacetPlan => {
    const where = `facets[${i}]`
    if (facet.name === DISTANCE_FACET && schema.placeField)
      return distanceFacet(facet, where, query.origin !== undefined, seen)
    const kind = trees.has(facet.name)
      ? 'tree'
      : histograms.has(facet.name)
        ? 'histogram'
        : Object.hasOwn(schema.values, facet.name) || Object.hasOwn(schema.lists, facet.name)
          ? 'value'
          : null
    if (!kind) {
      const names = [...Object.keys(schema.values), ...Object.keys(schema.lists), ...trees, ...histograms]
      throw new SearchQueryError(`${where}.name: not a facet of this index; known: ${known(names)}`)
    }
    if (seen.has(facet.name)) throw new SearchQueryError(`${where}.name: this facet is asked for twice`)
    seen.add(facet.name)
    let filter: FilterPlan | null = null
    if (facet.filters !== undefined) {
      const isRange = !Array.isArray(facet.filters)
      if (isRange !== (kind === 'histogram')) {
        throw new SearchQueryError(
          `${where}.filters: ${kind === 'histogram' ? 'a histogram facet takes {min, max}' : 'a value facet takes a list of values'}`,
        )
      }
      filter = isRange
        ? toRange(facet.name, facet.filters as RangeFilter, `${where}.filters`)
        : filterFor(schema, facet.name, facet.filters, `${where}.filters`)
      // An empty selection means "no filter", as when a shopper clears a facet.
      if ((filter.kind === 'values' || filter.kind === 'tree') && filter.values.length === 0) filter = null
    }
    return { name: facet.name, kind, sortOrder: facet.sort_order ?? 'count_desc', filter }
  })

  const keyphrase = (query.keyphrase ?? '').trim()
  const sort = query.sort_name ?? (keyphrase ? 'relevance' : schema.defaultSort)
  const distanceSort = sort === DISTANCE_SORT && schema.placeField !== undefined
  if (distanceSort && !query.origin)
    throw new SearchQueryError(`sort_name: ${DISTANCE_SORT} needs an origin {lat, lon}`)
  if (sort !== 'relevance' && !distanceSort && !Object.hasOwn(schema.sorts, sort)) {
    const distance = schema.placeField ? `, ${DISTANCE_SORT}` : ''
    throw new SearchQueryError(
      `sort_name: not a sort of this index; known: relevance, ${known(Object.keys(schema.sorts))}${distance}`,
    )
  }
  if (query.origin && !schema.placeField)
    throw new SearchQueryError('origin: this index has no places to measure distances to')

  const allowed = new Set(schema.placeField ? [...schema.fields, DISTANCE_FIELD] : schema.fields)
  const unknownField = query.fields?.findIndex((f) => !allowed.has(f)) ?? -1
  if (unknownField >= 0)
    throw new SearchQueryError(`fields[${unknownField}]: not a field of this index; known: ${known(allowed)}`)

  const radii = [...new Set(query.origin?.radii_km ?? DEFAULT_RADII_KM)].sort((a, b) => a - b)
  return {
    origin: query.origin ? { lat: query.origin.lat, lng: query.origin.lon, radiiKm: radii } : null,
    keyphrase,
    filters,
    facets,
    limit: query.limit ?? DEFAULT_LIMIT,
    offset: query.offset ?? 0,
    sort,
    idOrder: query.sort_name === undefined && !keyphrase ? idOrder : null,
    fields: query.fields ?? null,
  }
}
