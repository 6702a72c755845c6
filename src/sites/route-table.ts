import type { SiteRoute } from './host-table'

/**
 * The proxy's copy of the host table, fetched from the app's own /api/platform/site-routes and kept for
 * TTL_MS. When a refresh fails the last good table stays in use, so a database blip does not take
 * every site down; with no table at all the proxy answers 503.
 */
const TTL_MS = 15_000
let table: { at: number; sites: SiteRoute[] } | null = null
let inflight: Promise<SiteRoute[] | null> | null = null

function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`
}

async function refresh(): Promise<SiteRoute[] | null> {
  try {
    const res = await fetch(`${internalOrigin()}/api/platform/site-routes`, { cache: 'no-store', signal: AbortSignal.timeout(5000) })
    if (!res.ok) return table?.sites ?? null
    const body = (await res.json()) as { sites: SiteRoute[] }
    table = { at: Date.now(), sites: body.sites }
    return body.sites
  } catch {
    return table?.sites ?? null
  } finally {
    inflight = null
  }
}

export async function siteRoutes(): Promise<SiteRoute[] | null> {
  if (table && Date.now() - table.at < TTL_MS) return table.sites
  inflight ??= refresh()
  return inflight
}
