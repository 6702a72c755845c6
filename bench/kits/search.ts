/**
 * `npm run bench:search` (bench/search.mjs): builds the car index at several sizes from the
 * deterministic generator and times a fixed query mix on the engine itself (the answer cache would
 * hide the engine's cost). All cars go into one index, the worst case: real markets split them.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { generateCars } from '@/demo/cars/generate'
import type { CarRecord } from '@/features/cars/types'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { parseQuery, planQuery, type SearchQuery } from '@/features/search/contract'
import { SearchEngine } from '@/features/search/engine'
import { similarCarsQuery } from '@/features/search/similar'
import { buildLexicon, PHRASE_FIELDS } from '@/features/search/query-lexicon'
import { stemmerFor } from '@/features/search/stem'
import { understandPhrase } from '@/features/search/understand'
import { ROWS } from '../../tests/kits/phrase-table'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

const ALL_FACETS = [
  'car_brand>car_model',
  'car_brand',
  'car_model',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_year',
  'car_condition',
  'car_is_used',
  'car_vehicle_type_code',
  'car_site_name',
  'car_site_city',
  'car_site_region',
  ...CAR_SCHEMA.histograms,
].map((name) => ({ name }))

export const MIX = [
  'all facets, no filter',
  'two filters',
  'keyphrase + price range',
  'deep page',
  'similar cars',
] as const
export type Mix = (typeof MIX)[number]

export type SizeResult = {
  cars: number
  buildMs: number
  /** CPU time of the build (all threads, GC included): less sensitive than wall time to a busy machine. */
  buildCpuMs: number
  heapBytesPerCar: number
  latency: Record<Mix, { p50: number; p95: number; p99: number }>
  /** Building the query understanding's lexicon from the index (once per index change and language). */
  lexiconMs: number
  /** Understanding one phrase (what it adds to a search with a keyphrase). */
  understand: { p50: number; p95: number; p99: number }
}

const pick = <T>(items: readonly T[], i: number) => items[i % items.length]

function queries(engine: SearchEngine<CarRecord>, cars: readonly CarRecord[]): Record<Mix, (i: number) => SearchQuery> {
  const fuels = engine.valuesOf('car_fuel')
  const bodies = engine.valuesOf('car_body')
  const brands = engine.valuesOf('car_brand')
  const words = [
    'volvo xc60',
    'dragkrok',
    'golf',
    'bmw x',
    'kia niro',
    'audi a4 avant',
    'skoda',
    'passat',
    'toyta',
    'mercedes glc',
  ]
  return {
    'all facets, no filter': () => ({ index: 'cars-se', facets: ALL_FACETS, limit: 48 }),
    'two filters': (i) => ({
      index: 'cars-se',
      limit: 48,
      facets: ALL_FACETS.map((f) =>
        f.name === 'car_fuel'
          ? { ...f, filters: [pick(fuels, i), pick(fuels, i + 1)] }
          : f.name === 'car_body'
            ? { ...f, filters: [pick(bodies, i)] }
            : f,
      ),
    }),
    'keyphrase + price range': (i) => ({
      index: 'cars-se',
      limit: 48,
      keyphrase: pick(words, i),
      facets: ALL_FACETS.map((f) =>
        f.name === 'car_price' ? { ...f, filters: { min: 100_000 + (i % 5) * 20_000, max: 600_000 } } : f,
      ),
    }),
    'deep page': (i) => ({
      index: 'cars-se',
      limit: 48,
      offset: 960,
      sort_name: pick(['price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'newest'], i),
      facets: ALL_FACETS.map((f) => (f.name === 'car_brand' ? { ...f, filters: [pick(brands, i)] } : f)),
    }),
    'similar cars': (i) => similarCarsQuery('cars-se', pick(cars, i * 7919)),
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

export function benchSize(count: number, runs: number): SizeResult {
  const dealers = generateDealers().map(toDealerSummary)
  const cars: CarRecord[] = generateCars({ count, dealers })
  for (const car of cars) car.index = 'se'
  const memory = () => {
    gc()
    gc()
    const m = process.memoryUsage()
    return m.heapUsed + m.arrayBuffers
  }
  const before = memory()
  const started = performance.now()
  const cpu = process.cpuUsage()
  const engine = new SearchEngine(CAR_SCHEMA, cars)
  engine.stem = stemmerFor('sv')
  const buildMs = performance.now() - started
  const used = process.cpuUsage(cpu)
  const buildCpuMs = (used.user + used.system) / 1000
  const heapBytesPerCar = (memory() - before) / count
  const mix = queries(engine, cars)
  const latency = {} as SizeResult['latency']
  for (const name of MIX) {
    const plans = Array.from({ length: runs }, (_, i) => planQuery(CAR_SCHEMA, parseQuery(mix[name](i))))
    for (const plan of plans.slice(0, 5)) engine.run(plan) // warm-up: JIT and the lazily built sort orders
    const times = plans.map((plan) => {
      const t = performance.now()
      engine.run(plan)
      return performance.now() - t
    })
    times.sort((a, b) => a - b)
    latency[name] = { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) }
  }
  const { lexiconMs, understand } = benchUnderstanding(engine, runs * 10)
  return { cars: count, buildMs, buildCpuMs, heapBytesPerCar, latency, lexiconMs, understand }
}

/**
 * The query understanding as the server runs it (src/features/search/search.ts understandSearch): the lexicon built from
 * the index's values once, then every Swedish and English phrase of the table (tests/kits/phrase-table.ts)
 * in turn, with the index's words as the real words.
 */
function benchUnderstanding(
  engine: SearchEngine<CarRecord>,
  runs: number,
): Pick<SizeResult, 'lexiconMs' | 'understand'> {
  const started = performance.now()
  const tree = engine.run(
    planQuery(CAR_SCHEMA, parseQuery({ index: 'cars-se', facets: [{ name: 'car_brand>car_model' }], limit: 0 })),
  )
  const brands = tree.facet[0]?.type === 'tree' ? tree.facet[0].values : []
  const lexicon = buildLexicon({
    lang: 'sv',
    market: 'se',
    vocabulary: Object.fromEntries([...PHRASE_FIELDS, 'car_year'].map((field) => [field, engine.valuesOf(field)])),
    models: Object.fromEntries(brands.map((b) => [b.text, (b.children ?? []).map((m) => m.text)])),
  })
  const lexiconMs = performance.now() - started
  const phrases = ROWS.filter(([, locale]) => locale === 'sv-SE' || locale === 'en-GB').map(([, , phrase]) => phrase)
  const options = { thisYear: 2026, isKnownWord: (word: string) => engine.hasWord(word) }
  for (const phrase of phrases) understandPhrase(phrase, lexicon, options)
  const times = Array.from({ length: runs }, (_, i) => {
    const t = performance.now()
    understandPhrase(pick(phrases, i), lexicon, options)
    return performance.now() - t
  })
  times.sort((a, b) => a - b)
  return {
    lexiconMs,
    understand: { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) },
  }
}
