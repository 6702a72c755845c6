import { internalCallHeaders } from '@/platform/internal-call'
import { withDeadline } from './deadline'
import type { RoutingTable } from './table'
import type { SiteRoute } from '@/sites/host-table'
import { logError } from '@/platform/log/logger'

/** What the proxy routes with: the host table, the routing table and the version of the redirect tables it should be using. */
export type RouteTable = { sites: SiteRoute[]; routing: RoutingTable; redirectsVersion: string }

/**
 * The proxy's copy of the route table, fetched from the app's own /api/platform/site-routes and kept for
 * TTL_MS. When a refresh fails the last good table stays in use, so a database blip does not take
 * every site down; with no table at all the proxy answers 503. After a failure no request tries again
 * for RETRY_MS (as the redirect tables do), so an outage does not become one internal
 * request per visitor request.
 */
const TTL_MS = 15_000
const RETRY_MS = 5_000
/** A refresh every request may be waiting on settles within this, whatever the load does. */
const LOAD_DEADLINE_MS = 6_000

export function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`
}

export type RouteTableCache = { get(): Promise<RouteTable | null> }

export function createRouteTableCache(options: {
  load: () => Promise<RouteTable>
  now?: () => number
  ttlMs?: number
  retryMs?: number
  deadlineMs?: number
  log?: (message: string, error: unknown) => void
}): RouteTableCache {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs ?? TTL_MS
  const retryMs = options.retryMs ?? RETRY_MS
  const deadlineMs = options.deadlineMs ?? LOAD_DEADLINE_MS
  let table: { at: number; value: RouteTable } | null = null
  let retryAt = 0
  let inflight: Promise<RouteTable | null> | null = null

  const refresh = async (): Promise<RouteTable | null> => {
    try {
      const value = await withDeadline(options.load(), deadlineMs, 'route table refresh')
      table = { at: now(), value }
      retryAt = 0
      return value
    } catch (error) {
      // Logged once per outage; the last good table keeps serving meanwhile.
      if (retryAt === 0) options.log?.('route table could not be refreshed; keeping the previous one', error)
      // With no table yet (the app is starting) every site answers 503, so try again sooner.
      retryAt = now() + (table ? retryMs : Math.min(retryMs, 1000))
      return table?.value ?? null
    } finally {
      inflight = null
    }
  }

  return {
    async get() {
      if (table && now() - table.at < ttlMs) return table.value
      if (!inflight && now() < retryAt) return table?.value ?? null
      inflight ??= refresh()
      return inflight
    },
  }
}

async function fetchRouteTable(): Promise<RouteTable> {
  const res = await fetch(`${internalOrigin()}/api/platform/site-routes`, {
    cache: 'no-store',
    headers: internalCallHeaders(),
    signal: AbortSignal.timeout(5000),
  })
  if (!res.ok) throw new Error(`status ${res.status}`)
  return (await res.json()) as RouteTable
}

const shared = createRouteTableCache({ load: fetchRouteTable, log: logError })

export function routeTable(): Promise<RouteTable | null> {
  return shared.get()
}
