/**
 * `npm run bench:saved-searches` (bench/saved-searches.mjs): the saved-search matcher's work for one batch of its
 * feed against 10,000 saved searches, as src/features/saved-searches/matcher.ts does it: searches grouped by
 * canonical query, met with a car through the index of their filters (prefilter.ts), an engine of just the batch's
 * cars (now, and as they were before the batch), and each group left asked once about its candidate cars
 * (transitions.ts matchingIn). Two batches: a stock import of 500 new cars, and 500 cars of the stock each changed
 * (fuel, body or mileage), which the engine holds in both versions. The stock (200,000 cars) is where the batch is
 * drawn from; the matcher no longer asks the search service's index of it. The database part (reading the feed and
 * the batch's rows, writing the events in one statement) is not in the figure.
 */
import { generateCars } from '@/demo/cars/generate'
import type { CarRecord } from '@/features/cars/types'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { SearchEngine } from '@/features/search/engine'
import { MAX_LIST } from '@/features/search/limits'
import { stemmerFor } from '@/features/search/stem'
import { INDEX_LANG } from '@/sites/format'
import type { SavedQuery } from '@/features/saved-searches/contract'
import { SearchIndexByFilters } from '@/features/saved-searches/prefilter'
import { canonicalQuery, queryHash } from '@/features/saved-searches/rules'
import { beforeId, matchingIn } from '@/features/saved-searches/transitions'

type BatchFigures = {
  /** Building the engine of the batch's cars (both versions of a changed car). */
  engineMs: number
  matchMs: number
  engineCalls: number
  /** Search × car pairs that match now; newly: did not match before. */
  matches: number
  newly: number
}

export type MatcherBench = {
  cars: number
  searches: number
  groups: number
  batch: number
  buildIndexMs: number
  imported: BatchFigures
  changed: BatchFigures
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

type Group = { query: SavedQuery; searches: number }

/** One batch as the matcher meets it: `now` the cars as they are, `before` (by car id) as they were. */
function matchBatch(
  groups: Map<string, Group>,
  index: SearchIndexByFilters<Group>,
  now: CarRecord[],
  before: Map<string, CarRecord>,
): BatchFigures {
  let start = performance.now()
  const engine = new SearchEngine(CAR_SCHEMA, [
    ...now,
    ...[...before].map(([id, car]) => ({ ...car, car_id: beforeId(id) })),
  ])
  engine.stem = stemmerFor(INDEX_LANG.se)
  const engineMs = performance.now() - start

  start = performance.now()
  const asked = new Map<Group, string[]>()
  for (const car of now)
    for (const group of index.candidates(car as unknown as Record<string, unknown>)) {
      const ids = asked.get(group)
      if (ids) ids.push(car.car_id)
      else asked.set(group, [car.car_id])
    }
  let engineCalls = 0
  let matches = 0
  let newly = 0
  for (const [group, ids] of asked) {
    const all = [...ids, ...ids.filter((id) => before.has(id)).map(beforeId)]
    engineCalls += Math.ceil(all.length / MAX_LIST)
    const matched = matchingIn(engine, 'cars-se', group.query, all)
    const searches = groups.get(queryHash(group.query))?.searches ?? 1
    for (const id of ids) {
      if (!matched.has(id)) continue
      matches += searches
      if (!matched.has(beforeId(id))) newly += searches
    }
  }
  return { engineMs, matchMs: performance.now() - start, engineCalls, matches, newly }
}

/** A car of the stock changed as an import corrects it: another fuel, body or mileage. */
function changedCar(car: CarRecord, i: number, fuels: readonly string[], bodies: readonly string[]): CarRecord {
  if (i % 3 === 0) return { ...car, car_fuel: pick(fuels, i + 1) }
  if (i % 3 === 1) return { ...car, car_body: pick(bodies, i + 1) }
  return { ...car, car_mileage: (car.car_mileage ?? 0) + 1500 }
}

export function benchMatcher(options: { cars?: number; searches?: number; batch?: number } = {}): MatcherBench {
  const total = options.cars ?? 200_000
  const size = options.batch ?? 500
  const all = generateCars({ count: total + size, dealers: generateDealers().map(toDealerSummary) })
  const stock = all.slice(0, -size)
  // The searches name values of the whole stock (every market's), as the bench always has.
  const sample = new SearchEngine(CAR_SCHEMA, stock)
  const queries = savedQueries(sample, options.searches ?? 10_000)
  const groups = new Map<string, Group>()
  for (const query of queries) {
    const key = queryHash(query)
    const group = groups.get(key)
    if (group) group.searches++
    else groups.set(key, { query, searches: 1 })
  }

  let start = performance.now()
  const index = new SearchIndexByFilters(groups.values())
  const buildIndexMs = performance.now() - start

  const imported = matchBatch(groups, index, all.slice(-size), new Map())
  const fuels = sample.valuesOf('car_fuel')
  const bodies = sample.valuesOf('car_body')
  const step = Math.max(1, Math.floor(stock.length / size))
  const was = Array.from({ length: size }, (_, i) => stock[i * step])
  const changed = matchBatch(
    groups,
    index,
    was.map((car, i) => changedCar(car, i, fuels, bodies)),
    new Map(was.map((car) => [car.car_id, car])),
  )

  // Without the index of filters every group is asked about the whole batch: timed on a sample and scaled.
  const engine = new SearchEngine(CAR_SCHEMA, all.slice(-size))
  const ids = all.slice(-size).map((car) => car.car_id)
  const some = [...groups.values()].slice(0, 200)
  start = performance.now()
  for (const group of some) matchingIn(engine, 'cars-se', group.query, ids)
  const perGroup = (performance.now() - start) / some.length
  return {
    cars: total,
    searches: queries.length,
    groups: groups.size,
    batch: size,
    buildIndexMs,
    imported,
    changed,
    naiveEngineCalls: groups.size * Math.ceil(size / MAX_LIST),
    naiveEstimateMs: perGroup * groups.size,
  }
}
