/**
 * `bench/search-index-memory.mjs`: one market's car index at N cars as the search service holds it, its memory after
 * a forced full collection, and a few queries' times. The cars are the seed's (the demo generator), turned into the
 * records the service keeps: the loader's shape, the detail-only columns left out, repeated strings shared, the
 * description dropped once indexed.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { iterateCars } from '@/demo/cars/generate'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { CAR_RECORD_KEYS } from '@/features/cars/record-keys'
import type { CarRecord } from '@/features/cars/types'
import { CARD_FIELDS } from '@/features/cars/list/query'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { parseQuery, planQuery, type SearchQuery } from '@/features/search/contract'
import { DETAIL_ONLY_KEYS, TEXT_ONLY_KEYS } from '@/features/search/detail-fields'
import { SearchEngine } from '@/features/search/engine'
import { createInterner, toCarRecord } from '@/features/search/loader'
import { stemmerFor } from '@/features/search/stem'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const FACETS = ['car_brand>car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_year', ...CAR_SCHEMA.histograms]

export const QUERIES: Record<string, (i: number) => SearchQuery> = {
  'list page: 2 filters, all facets, 48 cards': (i) => ({
    index: 'cars-se',
    limit: 48,
    offset: (i % 3) * 48,
    fields: [...CARD_FIELDS],
    facets: FACETS.map((name) =>
      name === 'car_fuel'
        ? { name, filters: [['Bensin', 'Diesel', 'El', 'Hybrid'][i % 4]] }
        : name === 'car_body'
          ? { name, filters: [['SUV', 'Kombi', 'Sedan'][i % 3]] }
          : { name },
    ),
  }),
  'facet counts only': () => ({ index: 'cars-se', limit: 0, facets: FACETS.map((name) => ({ name })) }),
  'keyphrase, 48 whole cars': (i) => ({
    index: 'cars-se',
    limit: 48,
    keyphrase: ['volvo xc60', 'dragkrok', 'golf', 'kia niro', 'audi a4 avant'][i % 5],
    facets: [],
  }),
}

export type MemoryResult = {
  cars: number
  buildMs: number
  heapUsed: number
  external: number
  arrayBuffers: number
  rss: number
  /** heapUsed before any car was made: the modules', so heapUsed minus this is the index's. */
  baseHeap: number
  /** Median ms of each query, after a warm-up. */
  queries: Record<string, number>
}

const RESIDENT_KEYS = [
  ...CAR_RECORD_KEYS.filter(
    (key) =>
      !(DETAIL_ONLY_KEYS as readonly string[]).includes(key) || (TEXT_ONLY_KEYS as readonly string[]).includes(key),
  ),
  'car_price_lowered_at',
]

/** The seed's cars as the loader reads them back (one row at a time, the generator's batch dropped after use). */
function residentCars(count: number): CarRecord[] {
  const dealers = generateDealers().map(toDealerSummary)
  const interners = RESIDENT_KEYS.map(() => createInterner())
  const out: CarRecord[] = []
  for (const batch of iterateCars({ count, dealers })) {
    for (const car of batch) {
      const row = [out.length + 1, ...RESIDENT_KEYS.map((key) => (car as Record<string, unknown>)[key] ?? null)]
      const record = toCarRecord(row, RESIDENT_KEYS, interners, true)
      record.index = 'se'
      ;(record as Record<string, unknown>).car_pcp_offer = null
      out.push(record)
    }
  }
  return out
}

export function measure(count: number, runs: number): MemoryResult {
  gc()
  const baseHeap = process.memoryUsage().heapUsed
  let cars: CarRecord[] | null = residentCars(count)
  const started = performance.now()
  // As service.ts builds it: the description lives on only as the index's words.
  const engine = new SearchEngine(CAR_SCHEMA, cars, undefined, TEXT_ONLY_KEYS)
  engine.stem = stemmerFor('sv')
  const buildMs = performance.now() - started
  cars = null
  const queries: Record<string, number> = {}
  for (const [name, query] of Object.entries(QUERIES)) {
    const plans = Array.from({ length: runs }, (_, i) => planQuery(CAR_SCHEMA, parseQuery(query(i))))
    for (const plan of plans.slice(0, 5)) engine.run(plan)
    const times = plans.map((plan) => {
      const t = performance.now()
      engine.run(plan)
      return performance.now() - t
    })
    times.sort((a, b) => a - b)
    queries[name] = times[times.length >> 1]
  }
  gc()
  gc()
  const m = process.memoryUsage()
  if (engine.size !== count) throw new Error(`indexed ${engine.size} of ${count} cars`)
  return {
    cars: count,
    buildMs,
    heapUsed: m.heapUsed,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    rss: m.rss,
    baseHeap,
    queries,
  }
}
