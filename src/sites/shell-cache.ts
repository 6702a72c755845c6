import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { createTtlCache } from '@/cms/ttl-cache'
import { onInvalidate, publishInvalidation } from '@/platform/invalidation'

/**
 * Navigation, footer and dictionary per (site, locale): read by every page, changed by editors. Any
 * change to those collections, to pages (menu links carry page paths) or media (logos) clears it.
 */
const shellCache = createTtlCache<unknown>(30_000)

/** Clears this process's shell cache (every instance's: use the hooks below). */
export function invalidateShellCache(): void {
  shellCache.clear()
}
onInvalidate('shell', invalidateShellCache)
// The routing table cached here is built from the sites too (carListPath, detail base paths).
onInvalidate('sites', invalidateShellCache)

export function cachedShell<T>(kind: 'navigation' | 'footer' | 'dictionary' | 'site-messages' | 'routing', siteId: number, locale: string, load: () => Promise<T>): Promise<T> {
  return shellCache.get(`${kind}:${siteId}:${locale}`, load) as Promise<T>
}

/** Clears the shell cache in every app instance once the editor's change commits (src/platform/invalidation.ts). */
export const broadcastShellChange = ({ req }: Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]) =>
  publishInvalidation(req.payload, 'shell', req)

/** Collection hooks that keep the shell cache honest after an editor's change. */
export const clearsShellCache = {
  afterChange: [broadcastShellChange],
  afterDelete: [broadcastShellChange],
}
