import type { RoutingTable } from '@/routing/table'
import type { SiteRoute } from './host-table'

/** What the proxy routes with: the host table, the routing table and the version of the redirect tables it should be using. */
export type RouteTable = { sites: SiteRoute[]; routing: RoutingTable; redirectsVersion: string }

/**
 * The proxy's copy of the route table, fetched from the app's own /api/platform/site-routes and kept for
 * TTL_MS. When a refresh fails the last good table stays in use, so a database blip does not take
 * every site down; with no table at all the proxy answers 503.
 */
const TTL_MS = 15_000
let table: { at: number; value: RouteTable } | null = null
let inflight: Promise<RouteTable | null> | null = null

export function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`
}

async function refresh(): Promise<RouteTable | null> {
  try {
    const res = await fetch(`${internalOrigin()}/api/platform/site-routes`, { cache: 'no-store', signal: AbortSignal.timeout(5000) })
    if (!res.ok) return table?.value ?? null
    const value = (await res.json()) as RouteTable
    table = { at: Date.now(), value }
    return value
  } catch {
    return table?.value ?? null
  } finally {
    inflight = null
  }
}

export async function routeTable(): Promise<RouteTable | null> {
  if (table && Date.now() - table.at < TTL_MS) return table.value
  inflight ??= refresh()
  return inflight
}
