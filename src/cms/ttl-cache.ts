/**
 * A per-process cache for data read on every request but changed rarely by editors (site table,
 * navigation, footer, dictionary). Concurrent readers share one load; a failed load is not kept.
 * The collections' change hooks clear it in every app instance (src/platform/invalidation.ts); the
 * TTL bounds staleness should an instance miss that.
 *
 * Past its TTL an entry is still answered while one load refreshes it in the background: the TTL is a backstop
 * for a missed invalidation, not a change, so no visitor waits for it (the routing table alone is some forty queries,
 * which every thirty seconds one unlucky request used to wait for). Up to `staleMs` after its load, never longer:
 * past that (a refresh that keeps failing, a key nobody read for a while) a reader waits for a fresh load again.
 */
export function createTtlCache<T>(
  ttlMs: number,
  {
    maxEntries = 10_000,
    staleMs = ttlMs * 10,
    now = () => Date.now(),
  }: { maxEntries?: number; staleMs?: number; now?: () => number } = {},
) {
  // A settled entry holds its value, not the promise its load returned: a promise carries the async context it was
  // made in (AsyncLocalStorage's stores), which for a load started by a render is that render's whole request (React's
  // RSC renderer with every object it wrote). Kept promises held a render each for as long as their entries lived:
  // 1,167 renders and some 270 MB of heap after a minute of visitors at 200,000 cars (docs/benchmarks.md).
  /** `pending`: the load while it runs; null once it fulfilled (a failed load's entry is dropped). */
  type Entry = { at: number; pending: Promise<T> | null; value: T | undefined; refreshing: boolean }
  const entries = new Map<string, Entry>()

  const start = (key: string, load: () => Promise<T>): Entry => {
    const entry: Entry = { at: now(), pending: null, value: undefined, refreshing: false }
    const pending = load()
    entry.pending = pending
    pending.then(
      (value) => {
        entry.value = value
        entry.pending = null
      },
      () => {
        entry.pending = null
        if (entries.get(key) === entry) entries.delete(key)
      },
    )
    return entry
  }
  /** The entry's answer: its load while that runs (readers share it), its value once settled. */
  const answer = (entry: Entry): Promise<T> => entry.pending ?? Promise.resolve(entry.value as T)

  /** One background load at a time; its answer replaces the entry only if nothing replaced or cleared it meanwhile. */
  const refresh = (key: string, stale: Entry, load: () => Promise<T>) => {
    stale.refreshing = true
    const next = start(key, load)
    next.pending?.then(
      () => {
        if (entries.get(key) === stale) entries.set(key, next)
      },
      () => {
        stale.refreshing = false
      },
    )
  }

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key)
      if (hit) {
        const age = now() - hit.at
        if (age < ttlMs || hit.pending) return answer(hit)
        if (age < staleMs) {
          if (!hit.refreshing) refresh(key, hit, load)
          return answer(hit)
        }
      }
      // Keys may come from visitors' addresses (a page by path): a cache this full starts again rather than grow.
      if (!hit && entries.size >= maxEntries) entries.clear()
      const entry = start(key, load)
      entries.set(key, entry)
      return answer(entry)
    },
    clear(): void {
      entries.clear()
    },
  }
}
