import { internalCallHeaders } from '@/platform/internal-call'
import { withDeadline } from '@/routing/deadline'
import { internalOrigin } from '@/routing/route-table'
import type { RedirectIndex } from './engine'
import { compileServed, type ServedRule } from './servable'
import { log } from '@/platform/log/logger'

/** `version` is the route table's version that asked for these tables (the body may already be newer). */
type Compiled = { version: string; indexes: Map<string, RedirectIndex> }

/**
 * The proxy's compiled redirect tables, one index per site. They are fetched from /api/platform/redirects (the
 * proxy has no database driver of its own) only when the version in the route table moves, so an ordinary request
 * costs one comparison of two strings before its index lookup. When a fetch fails the last good tables stay.
 */
let compiled: Compiled | null = null
let inflight: Promise<Compiled | null> | null = null
/** After a failed fetch, requests keep the last good tables for a while instead of each trying again. */
const RETRY_MS = 5_000
let retryAt = 0

async function fetchTables(): Promise<{ sites: Record<string, ServedRule[]> }> {
  const res = await fetch(`${internalOrigin()}/api/platform/redirects`, {
    cache: 'no-store',
    headers: internalCallHeaders(),
    signal: AbortSignal.timeout(10_000),
  })
  if (!res.ok) throw new Error(`status ${res.status}`)
  return (await res.json()) as { sites: Record<string, ServedRule[]> }
}

async function load(version: string): Promise<Compiled | null> {
  try {
    const body = await withDeadline(fetchTables(), 11_000, 'redirect tables load')
    compiled = {
      version,
      indexes: new Map(Object.entries(body.sites).map(([key, rules]) => [key, compileServed(rules)])),
    }
    return compiled
  } catch (error) {
    log.error({ err: error }, 'redirect tables could not be loaded; keeping the previous ones')
    retryAt = Date.now() + RETRY_MS
    return compiled
  } finally {
    inflight = null
  }
}

/** The site's redirect index for the given version of the tables (null when the site has no rules). */
export async function siteRedirects(siteKey: string, version: string): Promise<RedirectIndex | null> {
  let current = compiled
  if (current?.version !== version && (inflight || Date.now() >= retryAt)) current = await (inflight ??= load(version))
  return current?.indexes.get(siteKey) ?? null
}
