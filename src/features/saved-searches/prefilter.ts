/**
 * The matcher's index of saved searches by their filters (issue 37 §1: a changed car is not run through every saved
 * search): a car can only match a search whose plain value lists contain the car's value and whose ranges hold its
 * number. This discards most searches for a car from what the car's record says alone; the search engine then decides
 * the few left (keyphrase, trees, exclusions). Where the record does not say (a field it lacks), nothing is discarded.
 */
import type { SavedQuery } from './contract'

export type CarFields = Record<string, unknown>

/** False only when the car certainly does not match the query's plain filters. */
export function mayMatch(query: SavedQuery, car: CarFields): boolean {
  for (const [name, filter] of Object.entries(query.filters ?? {})) {
    if (!Object.hasOwn(car, name)) continue
    const value = car[name]
    if (Array.isArray(filter)) {
      const have = Array.isArray(value) ? value.map(String) : value === null ? [] : [String(value)]
      if (!have.some((v) => filter.includes(v))) return false
    } else if (filter && typeof filter === 'object' && !('not' in filter)) {
      if (typeof value !== 'number') {
        if (value === null) return false
        continue
      }
      if (filter.min !== undefined && value < filter.min) return false
      if (filter.max !== undefined && value > filter.max) return false
    }
  }
  return true
}

/**
 * Groups of searches with one canonical query, indexed by the value of one of their list filters (the first one
 * they have), so a car meets only the groups keyed by its own values plus those without a list filter.
 */
export class SearchIndexByFilters<G extends { query: SavedQuery }> {
  private readonly byValue = new Map<string, Map<string, G[]>>()
  private readonly open: G[] = []

  constructor(groups: Iterable<G>) {
    for (const group of groups) {
      const entry = Object.entries(group.query.filters ?? {}).find(([, f]) => Array.isArray(f))
      if (!entry) {
        this.open.push(group)
        continue
      }
      const [field, values] = entry as [string, string[]]
      let index = this.byValue.get(field)
      if (!index) this.byValue.set(field, (index = new Map()))
      for (const value of values) {
        const list = index.get(value)
        if (list) list.push(group)
        else index.set(value, [group])
      }
    }
  }

  /** The groups the car may match: by its values of the indexed fields, then the plain filters checked. */
  candidates(car: CarFields): G[] {
    const out = new Set<G>(this.open)
    for (const [field, index] of this.byValue) {
      if (!Object.hasOwn(car, field)) {
        for (const groups of index.values()) for (const g of groups) out.add(g)
        continue
      }
      const value = car[field]
      const values = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
      for (const v of values) for (const g of index.get(String(v)) ?? []) out.add(g)
    }
    return [...out].filter((group) => mayMatch(group.query, car))
  }
}
