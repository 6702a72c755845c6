/**
 * The process's metrics (prom-client), one registry for the server, the proxy, the route handlers and the background
 * work: on globalThis, as Next bundles them apart and each bundle may hold its own copy of this module. Modules count
 * through the helpers here (platform code directly; features through these same calls), and /metrics writes the
 * registry in Prometheus' text format (./endpoint.ts). Labels are bounded (./labels.ts); the per-request helpers keep
 * the label-bound children they made, so a request costs map lookups and a few additions.
 *
 * Read at scrape time instead of counted: the outbox (one query, shared by scrapes for SCRAPE_SAMPLE_MS) and the
 * database pool, from the sources the instance registers when it starts (src/platform/runtime.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { boundedNames, methodLabel, statusClassLabel, statusLabel } from './labels'
import { sampledEvery } from './sampled'

/** How long a scrape-time database reading is reused. */
export const SCRAPE_SAMPLE_MS = 5000

/** The outbox as one bounded query counts it (src/platform/outbox/counts.ts). */
export type OutboxReading = { waiting: number; dead: number; oldestPendingSeconds: number | null }
/** What a node-postgres pool tells of itself. */
export type PoolUse = { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number }

const RENDER_CACHE_SOURCES = ['hit', 'stale', 'miss', 'uncached'] as const
const MAX_KINDS = 48
const MAX_NAMES = 32

function create() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by route kind, method and status code.',
    labelNames: ['kind', 'method', 'status'] as const,
    registers,
  })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its complete answer (or its client leaving), by route kind, method and status class.',
    labelNames: ['kind', 'method', 'status_class'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  const renderCache = new Counter({
    name: 'render_cache_answers_total',
    help: "Site pages by the render cache's answer: hit, stale (answered while rendered again), miss, uncached.",
    labelNames: ['source'] as const,
    registers,
  })
  const searchDurations = new Histogram({
    name: 'search_query_duration_seconds',
    help: "Time the search service took to answer a query from the process's index, by index kind.",
    labelNames: ['index'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers,
  })
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by the limit.',
    labelNames: ['limit'] as const,
    registers,
  })
  const sseStreams = new Gauge({
    name: 'sse_open_streams',
    help: 'Server-sent event streams open now (the workshop stream).',
    registers,
  })

  const sources: { outbox: (() => Promise<OutboxReading>) | null; pool: PoolUse | null } = { outbox: null, pool: null }
  const outboxReading = async (): Promise<OutboxReading | null> => {
    try {
      return sources.outbox ? await sources.outbox() : null
    } catch {
      return null
    }
  }
  // An unknown reading (no database yet, or it failed) is NaN rather than a reassuring 0.
  new Gauge({
    name: 'outbox_waiting_entries',
    help: 'Outbox entries still to deliver (pending or being delivered); NaN when the database did not answer.',
    registers,
    async collect() {
      this.set((await outboxReading())?.waiting ?? NaN)
    },
  })
  new Gauge({
    name: 'outbox_dead_entries',
    help: 'Outbox entries that failed every attempt and wait for an editor; NaN when the database did not answer.',
    registers,
    async collect() {
      this.set((await outboxReading())?.dead ?? NaN)
    },
  })
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending outbox entry (0 when none); NaN when the database did not answer.',
    registers,
    async collect() {
      const reading = await outboxReading()
      this.set(reading ? (reading.oldestPendingSeconds ?? 0) : NaN)
    },
  })
  const poolGauge = (name: string, help: string, read: (pool: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(sources.pool ? read(sources.pool) : NaN)
      },
    })
  poolGauge('db_pool_connections', 'Connections the database pool holds (busy and idle).', (pool) => pool.totalCount)
  poolGauge('db_pool_idle_connections', 'Connections of the database pool that are idle.', (pool) => pool.idleCount)
  poolGauge(
    'db_pool_waiting_clients',
    'Queries waiting for a connection of the database pool.',
    (pool) => pool.waitingCount,
  )

  return {
    registry,
    requests,
    durations,
    renderCache: new Map(RENDER_CACHE_SOURCES.map((source) => [source as string, renderCache.labels(source)])),
    searchDurations,
    refusals,
    sseStreams,
    sources,
    kindLabel: boundedNames(MAX_KINDS),
    indexLabel: boundedNames(MAX_NAMES),
    limitLabel: boundedNames(MAX_NAMES),
    /** kind → method → status → the request's two children. */
    requestChildren: new Map<string, Map<string, Map<number, RequestChildren>>>(),
  }
}

type RequestChildren = {
  count: ReturnType<Counter<'kind' | 'method' | 'status'>['labels']>
  duration: ReturnType<Histogram<'kind' | 'method' | 'status_class'>['labels']>
}
type Metrics = ReturnType<typeof create>

const holder = globalThis as unknown as { __metrics?: Metrics }
const metrics = (): Metrics => (holder.__metrics ??= create())

/** Counts one answered request and its duration. `kind` is the request log's route kind. */
export function countRequest(kind: string | undefined, method: string | undefined, status: number, seconds: number) {
  const m = metrics()
  const kindLabel = m.kindLabel(kind)
  const methodName = methodLabel(method)
  let byMethod = m.requestChildren.get(kindLabel)
  if (!byMethod) m.requestChildren.set(kindLabel, (byMethod = new Map()))
  let byStatus = byMethod.get(methodName)
  if (!byStatus) byMethod.set(methodName, (byStatus = new Map()))
  let children = byStatus.get(status)
  if (!children) {
    const statusCode = statusLabel(status)
    children = {
      count: m.requests.labels(kindLabel, methodName, statusCode),
      duration: m.durations.labels(kindLabel, methodName, statusClassLabel(status)),
    }
    // Statuses outside 100–599 share one child, so this map stays as bounded as the labels.
    if (statusCode !== 'other') byStatus.set(status, children)
  }
  children.count.inc()
  children.duration.observe(seconds)
}

/** Counts a site page answer of the render cache (its `x-render-cache` header); other values are not counted. */
export function observeRenderCache(source: unknown): void {
  if (typeof source === 'string') metrics().renderCache.get(source)?.inc()
}

/** Records how long the search service took for one query on an index of `kind` (`cars`, `site`). */
export function observeSearch(kind: string, seconds: number): void {
  const m = metrics()
  m.searchDurations.observe({ index: m.indexLabel(kind) }, seconds)
}

/** Counts a refusal of the rate limit `name`. */
export function countRefusal(name: string): void {
  const m = metrics()
  m.refusals.inc({ limit: m.limitLabel(name) })
}

/** Counts a server-sent event stream as open; call the returned function (once) when it closes. */
export function openStream(): () => void {
  const gauge = metrics().sseStreams
  gauge.inc()
  let closed = false
  return () => {
    if (closed) return
    closed = true
    gauge.dec()
  }
}

/** Where /metrics reads the outbox: `read` runs at most once per SCRAPE_SAMPLE_MS, however often it is scraped. */
export function readOutboxWith(read: () => Promise<OutboxReading>, now?: () => number): void {
  metrics().sources.outbox = sampledEvery(read, SCRAPE_SAMPLE_MS, now)
}

/** The database pool /metrics reports on. */
export function watchPool(pool: PoolUse | null): void {
  metrics().sources.pool = pool
}

/** The registry in Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics()
  return { contentType: registry.contentType, body: await registry.metrics() }
}
