import { createTtlCache } from '@/cms/ttl-cache'

/**
 * Navigation, footer and dictionary per (site, locale): read by every page, changed by editors. Any
 * change to those collections, to pages (menu links carry page paths) or media (logos) clears it.
 */
const shellCache = createTtlCache<unknown>(30_000)

export function invalidateShellCache(): void {
  shellCache.clear()
}

export function cachedShell<T>(kind: 'navigation' | 'footer' | 'dictionary' | 'site-messages' | 'routing', siteId: number, locale: string, load: () => Promise<T>): Promise<T> {
  return shellCache.get(`${kind}:${siteId}:${locale}`, load) as Promise<T>
}

/** Collection hooks that keep the shell cache honest after an editor's change. */
export const clearsShellCache = {
  afterChange: [() => invalidateShellCache()],
  afterDelete: [() => invalidateShellCache()],
}
