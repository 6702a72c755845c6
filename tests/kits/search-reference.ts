/**
 * Brute-force reference of the query semantics, record by record, for the conformance tests
 * (src/features/search/*.test.ts, tests/int/search*.int.test.ts). It shares only the ordering and bucketing
 * rules (facet-order.ts) with the engine; matching, counting and paging are computed independently.
 */
import type {
  FacetPlan,
  FacetResult,
  FacetValue,
  FilterPlan,
  QueryPlan,
  SearchAnswer,
} from '@/features/search/contract'
import { bucketBounds, bucketOf, compareIds, sortFacetValues } from '@/features/search/facet-order'
import { treeName, valueKey, type IndexSchema } from '@/features/search/schema'
import { tokenize } from '@/features/search/text'
import { typoBudget } from '@/features/search/text-index'

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    prev = cur
  }
  return prev[b.length]
}

const termCache = new WeakMap<object, string[]>()

/** `stem`: the engine's keyphrase stemmer (a car index's market language), whose stems match as prefixes. */
export function referenceSearch<R extends object>(
  schema: IndexSchema<R>,
  records: readonly R[],
  plan: QueryPlan,
  stem: ((word: string) => string) | null = null,
): SearchAnswer {
  const valuesOf = (record: R, field: string): string[] => {
    const tree = schema.trees.find((levels) => treeName(levels) === field)
    if (tree) {
      const [top, sub] = tree.map((level) => schema.values[level](record))
      return top != null && sub != null ? [`${top}>${sub}`] : []
    }
    if (field in schema.values) {
      const v = schema.values[field](record)
      return v === null || v === undefined || v === '' ? [] : [valueKey(v)]
    }
    return [...new Set((schema.lists[field](record) ?? []).filter((v) => v !== '').map(valueKey))]
  }
  const numberOf = (record: R, field: string): number | null => {
    const v = schema.numbers[field](record)
    return typeof v === 'number' && Number.isFinite(v) ? v : null
  }
  const matches = (record: R, filter: FilterPlan): boolean => {
    switch (filter.kind) {
      case 'ids':
        return filter.ids.includes(schema.id(record))
      case 'not-ids':
        return !filter.ids.includes(schema.id(record))
      case 'values':
        return valuesOf(record, filter.field).some((v) => filter.values.includes(v))
      case 'not-values':
        return !valuesOf(record, filter.field).some((v) => filter.values.includes(v))
      case 'tree': {
        const path = valuesOf(record, filter.field)[0]
        return (
          path !== undefined &&
          (filter.values.includes(path) || filter.values.includes(path.slice(0, path.indexOf('>'))))
        )
      }
      case 'range': {
        const v = numberOf(record, filter.field)
        return v !== null && v >= filter.min && v <= filter.max
      }
      case 'distance':
        // Distances have their own oracle (src/features/search/engine-distance.test.ts); generated queries carry no origin.
        throw new Error('the reference search measures no distances')
    }
  }
  const words = [...new Set(tokenize(plan.keyphrase))]
  const near = (word: string, term: string) => {
    const budget = typoBudget(word.length)
    return Math.abs(word.length - term.length) <= budget && levenshtein(word, term) <= budget
  }
  const textMatches = (record: R) => {
    let terms = termCache.get(record)
    if (!terms)
      termCache.set(record, (terms = [...new Set(schema.text(record).flatMap((text) => (text ? tokenize(text) : [])))]))
    return words.every((word) => {
      const root = stem?.(word)
      const byStem = root && root !== word && root.length >= 4 ? root : null
      return terms.some(
        (term) =>
          term === word ||
          (word.length >= 2 && term.startsWith(word)) ||
          near(word, term) ||
          (byStem !== null && term.startsWith(byStem)),
      )
    })
  }

  const base = records.filter((r) => plan.filters.every((f) => matches(r, f)) && (!words.length || textMatches(r)))
  const selected = (facet: FacetPlan, r: R) => !facet.filter || matches(r, facet.filter)
  const hits = base.filter((r) => plan.facets.every((facet) => selected(facet, r)))

  const facet = plan.facets.map((facet): FacetResult => {
    const set = base.filter((r) => plan.facets.every((other) => other === facet || selected(other, r)))
    if (facet.kind === 'histogram') {
      const nums = set.map((r) => numberOf(r, facet.name)).filter((v): v is number => v !== null)
      if (!nums.length) return { name: facet.name, type: 'histogram', min: null, max: null, values: [] }
      const min = nums.reduce((a, b) => Math.min(a, b))
      const max = nums.reduce((a, b) => Math.max(a, b))
      const bounds = bucketBounds(min, max).map((b) => ({ ...b, count: 0 }))
      for (const v of nums) bounds[bucketOf(v, min, max)].count++
      return { name: facet.name, type: 'histogram', min, max, values: bounds }
    }
    const chosen = facet.filter && 'values' in facet.filter ? facet.filter.values : []
    const count = (field: string, extra: Iterable<string>) => {
      const counts = new Map<string, number>()
      for (const r of set) for (const v of valuesOf(r, field)) counts.set(v, (counts.get(v) ?? 0) + 1)
      for (const v of extra) if (!counts.has(v)) counts.set(v, 0)
      return counts
    }
    if (facet.kind === 'value') {
      const values = [...count(facet.name, chosen)].map(([text, n]) => ({ text, count: n }))
      return { name: facet.name, type: 'tree', values: sortFacetValues(values, facet.sortOrder) }
    }
    const [top] = schema.trees.find((levels) => treeName(levels) === facet.name)!
    const paths = count(
      facet.name,
      chosen.filter((v) => v.includes('>')),
    )
    const tops = count(top, [
      ...chosen.filter((v) => !v.includes('>')),
      ...[...paths.keys()].map((p) => p.slice(0, p.indexOf('>'))),
    ])
    const values: FacetValue[] = [...tops].map(([text, n]) => ({
      text,
      count: n,
      children: [...paths]
        .filter(([p]) => p.slice(0, p.indexOf('>')) === text)
        .map(([p, c]) => ({ text: p.slice(p.indexOf('>') + 1), count: c })),
    }))
    return { name: facet.name, type: 'tree', values: sortFacetValues(values, facet.sortOrder) }
  })

  let ordered: R[]
  if (plan.idOrder) {
    const byId = new Map(hits.map((r) => [schema.id(r), r]))
    ordered = [...new Set(plan.idOrder)].map((id) => byId.get(id)).filter((r): r is R => r !== undefined)
  } else if (plan.sort === 'relevance') {
    ordered = [...hits].sort((a, b) => compareIds(schema.id(a), schema.id(b)))
  } else {
    const { field, dir } = schema.sorts[plan.sort]
    ordered = [...hits].sort((a, b) => {
      const va = numberOf(a, field)
      const vb = numberOf(b, field)
      if (va !== vb) {
        if (va === null) return 1
        if (vb === null) return -1
        return dir === 'asc' ? va - vb : vb - va
      }
      return compareIds(schema.id(a), schema.id(b))
    })
  }
  const content = ordered.slice(plan.offset, plan.offset + plan.limit).map((record) => {
    if (!plan.fields) return record as Record<string, unknown>
    const derived = schema.derived ?? {}
    return Object.fromEntries(
      plan.fields.map((f) => [f, f in derived ? derived[f](record) : ((record as Record<string, unknown>)[f] ?? null)]),
    )
  })
  return { facet, content, total_items: hits.length, limit: plan.limit, offset: plan.offset }
}
