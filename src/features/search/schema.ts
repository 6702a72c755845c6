/**
 * What an index knows about its records: which fields are value facets (codes), which are numbers
 * (ranges, histograms, sorts), which tree facets exist, which texts feed the keyphrase and which
 * sorts it offers. The engine is generic over this, so cars and dealer sites share one core.
 */
export type Scalar = string | number | boolean

export type IndexSchema<R> = {
  /** Name of the identity field (car_id, site_id): filters on it are id lists, answered in order. */
  idField: string
  id: (record: R) => string
  /** Value facets and any-of filters (one value per record). */
  values: Record<string, (record: R) => Scalar | null | undefined>
  /** Like values, for fields holding a list (equipment, a dealer's brands): any element matches. */
  lists: Record<string, (record: R) => readonly Scalar[] | null | undefined>
  /** Numeric fields for range filters, histogram facets and sorts (null = no value). */
  numbers: Record<string, (record: R) => number | null | undefined>
  /** Tree facets, named by their levels joined by '>' (spec 1 §3 "Facet"); levels are value fields. */
  trees: readonly (readonly [string, string])[]
  /** Histogram facets (a subset of numbers). */
  histograms: readonly string[]
  /** Texts searched by the keyphrase. */
  text: (record: R) => readonly (string | null | undefined)[]
  /** sort_name → numeric field and direction; 'relevance' is always available. */
  sorts: Record<string, { field: string; dir: 'asc' | 'desc' }>
  defaultSort: string
  /** Fields a query may ask for in `fields` (also extra, derived ones). */
  fields: readonly string[]
  /** Derived fields added to content when asked for (beyond the record's own keys). */
  derived?: Record<string, (record: R) => unknown>
  /**
   * The value field naming the place a record is at (a car's dealer site), for queries with an origin: the
   * distance facet, filter and sort measure from the origin to that place's position, once per place and query.
   */
  placeField?: string
}

export const treeName = (levels: readonly [string, string]) => levels.join('>')

/** The key a scalar filter or facet value is stored under: booleans and numbers as their text. */
export const valueKey = (value: Scalar) => String(value)
