/**
 * What of the index the public search API may show: where leads go (the sites' leads
 * e-mails) and the ERP ids are for server code only, which calls `search()` in-process. The API neither
 * returns these fields nor filters, facets or sorts by them (a facet would list every address).
 */
import { SearchQueryError, type searchQuerySchema } from './contract'
import type { z } from 'zod'

type Query = z.infer<typeof searchQuerySchema>
type Kind = 'cars' | 'sites'

export const INTERNAL_FIELDS: Record<Kind, readonly string[]> = {
  cars: ['car_site_leads_email', 'car_companyerpid', 'car_departmenterpid'],
  sites: ['leads_email', 'company_erp_id'],
}

/** The query as the public may ask it: internal fields refused, and without a field list every public field. */
export function publicQuery(kind: Kind, query: Query, allFields: readonly string[]): Query {
  const internal = new Set(INTERNAL_FIELDS[kind])
  const named: [string, readonly string[]][] = [
    ['fields', query.fields ?? []],
    ['facets', (query.facets ?? []).flatMap((facet) => facet.name.split('>'))],
    ['filters', Object.keys(query.filters ?? {})],
  ]
  for (const [part, names] of named) {
    if (names.some((name) => internal.has(name)))
      throw new SearchQueryError(`${part}: leads e-mails and ERP ids are not available through this API`)
  }
  return { ...query, fields: query.fields ?? allFields.filter((field) => !internal.has(field)) }
}

/** A site record without its departments' ERP ids (the departments' own contacts stay: the site page shows them). */
export function publicRecord(kind: Kind, record: Record<string, unknown>): Record<string, unknown> {
  if (kind !== 'sites' || !Array.isArray(record.site_departments)) return record
  const departments = record.site_departments.map((department: unknown) => {
    if (department === null || typeof department !== 'object' || !('erp_id' in department)) return department
    const { erp_id: _internal, ...rest } = department as Record<string, unknown>
    return rest
  })
  return { ...record, site_departments: departments }
}
