import { compileRedirects, resolveFinal } from '@/routing/redirects/engine'
import { parseRule, type RedirectRule } from '@/routing/redirects/rules'

export interface RedirectBenchFigures {
  rules: number
  /** Nanoseconds per lookup that a rule answers (exact, conditional and wildcard, mixed). */
  hitNs: number
  /** Nanoseconds per lookup that no rule answers. */
  missNs: number
  /** Heap taken by the parsed rules and their index, in bytes (approximate without --expose-gc). */
  heapBytes: number
}

/** A table shaped like the real ones: mostly exact paths, some with query conditions, some wildcards. */
function syntheticRules(n: number): RedirectRule[] {
  return Array.from({ length: n }, (_, i) => {
    const section = `section-${i % 97}`
    if (i % 10 === 0)
      return parseRule({ from: `/legacy/${section}/area-${i}/*`, to: `/new/${section}/area-${i}/:splat` })
    if (i % 10 === 1)
      return parseRule({
        from: `/bilar-${i}?vehicletype=PB`,
        to: `/kop-bil/alla-bilar-i-lager?car_vehicle_type=PB&n=${i}`,
      })
    return parseRule({ from: `/old/${section}/page-${i}`, to: `/new/${section}/page-${i}` })
  })
}

function requestsFor(n: number, count: number): { hits: string[]; misses: string[] } {
  const hits: string[] = []
  const misses: string[] = []
  for (let k = 0; k < count; k++) {
    const i = (k * 7919) % n
    const section = `section-${i % 97}`
    if (i % 10 === 0) hits.push(`/legacy/${section}/area-${i}/deeper/page?utm_source=x`)
    else if (i % 10 === 1) hits.push(`/bilar-${i}?vehicletype=pb&utm_campaign=y`)
    else hits.push(`/old/${section}/page-${i}/`)
    misses.push(`/kop-bil/bilmarken/brand-${k % 50}/model-${k}?page=2`)
  }
  return { hits, misses }
}

function nsPerLookup(resolve: (p: string) => unknown, requests: string[], iterations: number): number {
  for (let i = 0; i < requests.length; i++) resolve(requests[i]) // warm-up
  const start = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) resolve(requests[i % requests.length])
  return Number(process.hrtime.bigint() - start) / iterations
}

function heapUsed(): number {
  ;(globalThis as { gc?: () => void }).gc?.()
  return process.memoryUsage().heapUsed
}

/** Lookup cost and memory per table size; a benchmark to run by hand, not a test. */
export function benchRedirects(sizes: number[] = [100, 10_000, 100_000], iterations = 200_000): RedirectBenchFigures[] {
  return sizes.map((n) => {
    const before = heapUsed()
    const index = compileRedirects(syntheticRules(n))
    const heapBytes = heapUsed() - before
    const { hits, misses } = requestsFor(n, 1_000)
    // What the proxy runs for every request: the lookup plus the follow-up that guarantees one hop.
    const resolve = (p: string) => resolveFinal(index, p)
    if (!hits.every((p) => resolve(p)) || misses.some((p) => resolve(p)))
      throw new Error('benchmark requests do not behave')
    return {
      rules: n,
      hitNs: nsPerLookup(resolve, hits, iterations),
      missNs: nsPerLookup(resolve, misses, iterations),
      heapBytes,
    }
  })
}
