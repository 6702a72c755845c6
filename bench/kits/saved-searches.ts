/**
 * `npm run bench:saved-searches` (bench/saved-searches.mjs): the saved-search matcher's work for one stock import —
 * 500 new cars against 10,000 saved searches over an index of 200,000 cars — as src/features/saved-searches/matcher.ts
 * does it: searches grouped by canonical query, met with a car through the index of their filters (prefilter.ts),
 * and each group left asked once through the engine about its candidate cars. The database part (reading the feed,
 * writing events) is left out: a few statements per batch.
 */
import { generateCars } from '@/demo/cars/generate'
import type { CarRecord } from '@/features/cars/types'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { planQuery } from '@/features/search/contract'
import { SearchEngine } from '@/features/search/engine'
import { MAX_LIST } from '@/features/search/limits'
import type { SavedQuery } from '@/features/saved-searches/contract'
import { SearchIndexByFilters } from '@/features/saved-searches/prefilter'
import { canonicalQuery, queryHash } from '@/features/saved-searches/rules'

export type MatcherBench = {
  cars: number
  searches: number
  groups: number
  imported: number
  buildIndexMs: number
  matchMs: number
  engineCalls: number
  matches: number
  /** Engine calls the matcher would make without the index of filters (every group asked about the batch). */
  naiveEngineCalls: number
  naiveEstimateMs: number
}

const pick = <T>(items: readonly T[], i: number) => items[i % items.length]

function savedQueries(engine: SearchEngine<CarRecord>, count: number): SavedQuery[] {
  const brands = engine.valuesOf('car_brand')
  const fuels = engine.valuesOf('car_fuel')
  const bodies = engine.valuesOf('car_body')
  const out: SavedQuery[] = []
  for (let i = 0; i < count; i++) {
    const filters: NonNullable<SavedQuery['filters']> = {}
    // Most shoppers name a brand; some only a body or fuel, a few only a price.
    if (i % 10 < 7) filters.car_brand = [pick(brands, i * 7)]
    if (i % 3 === 0) filters.car_fuel = [pick(fuels, i)]
    if (i % 4 === 1) filters.car_body = [pick(bodies, i * 3)]
    if (i % 2 === 0) filters.car_price = { max: 150_000 + (i % 20) * 25_000 }
    if (i % 5 === 0) filters.car_year = { min: 2012 + (i % 10) }
    out.push(canonicalQuery({ filters, ...(i % 25 === 0 ? { keyphrase: 'dragkrok' } : {}) }))
  }
  return out
}

export function benchMatcher(options: { cars?: number; searches?: number; imported?: number } = {}): MatcherBench {
  const total = options.cars ?? 200_000
  const imported = options.imported ?? 500
  const all = generateCars({ count: total + imported, dealers: generateDealers().map(toDealerSummary) })
  const engine = new SearchEngine(CAR_SCHEMA, all.slice(0, total))
  const queries = savedQueries(engine, options.searches ?? 10_000)
  const groups = new Map<string, { query: SavedQuery; searches: number }>()
  for (const query of queries) {
    const key = queryHash(query)
    const group = groups.get(key)
    if (group) group.searches++
    else groups.set(key, { query, searches: 1 })
  }
  const batch = all.slice(total)
  for (const car of batch) engine.upsert(car)

  let start = performance.now()
  const index = new SearchIndexByFilters(groups.values())
  const buildIndexMs = performance.now() - start

  const ask = (query: SavedQuery, ids: string[]) => {
    let found = 0
    for (let i = 0; i < ids.length; i += MAX_LIST) {
      const part = ids.slice(i, i + MAX_LIST)
      const plan = planQuery(CAR_SCHEMA, {
        index: 'cars-se',
        filters: { ...query.filters, car_id: part },
        ...(query.keyphrase ? { keyphrase: query.keyphrase } : {}),
        fields: ['car_id'],
        limit: part.length,
      })
      found += engine.run(plan).content.length
    }
    return found
  }

  start = performance.now()
  const asked = new Map<{ query: SavedQuery }, string[]>()
  for (const car of batch)
    for (const group of index.candidates(car as unknown as Record<string, unknown>)) {
      const ids = asked.get(group)
      if (ids) ids.push(car.car_id)
      else asked.set(group, [car.car_id])
    }
  let engineCalls = 0
  let matches = 0
  for (const [group, ids] of asked) {
    engineCalls += Math.ceil(ids.length / MAX_LIST)
    matches += ask(group.query, ids) * (groups.get(queryHash(group.query))?.searches ?? 1)
  }
  const matchMs = performance.now() - start

  // Without the index every group is asked about the whole batch: timed on a sample and scaled.
  const ids = batch.map((car) => car.car_id)
  const sample = [...groups.values()].slice(0, 200)
  start = performance.now()
  for (const group of sample) ask(group.query, ids)
  const perGroup = (performance.now() - start) / sample.length
  return {
    cars: total,
    searches: queries.length,
    groups: groups.size,
    imported,
    buildIndexMs,
    matchMs,
    engineCalls,
    matches,
    naiveEngineCalls: groups.size * Math.ceil(imported / MAX_LIST),
    naiveEstimateMs: perGroup * groups.size,
  }
}
