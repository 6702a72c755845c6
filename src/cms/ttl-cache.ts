/**
 * A per-process cache for data read on every request but changed rarely by editors (site table,
 * navigation, footer, dictionary). Concurrent readers share one load; a failed load is not kept.
 * The collections' change hooks clear it in every app instance (src/platform/invalidation.ts); the
 * TTL bounds staleness should an instance miss that.
 */
export function createTtlCache<T>(ttlMs: number, { maxEntries = 10_000 } = {}) {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit && Date.now() - hit.at < ttlMs) return hit.value
      // Keys may come from visitors' addresses (a page by path): a cache this full starts again rather than grow.
      if (!hit && entries.size >= maxEntries) entries.clear()
      const value = load()
      entries.set(key, { at: Date.now(), value })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
    },
    clear(): void {
      entries.clear()
    },
  }
}
