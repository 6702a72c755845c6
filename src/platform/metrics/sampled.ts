/**
 * A value read from outside the process (a database query) at most once per `ttlMs`: every scrape within that time
 * gets the last reading, and scrapes that arrive while a read runs share it, so a scrape storm asks the database once
 * per interval. A failed read is not kept: the next scrape tries again (after the same interval).
 */
export function sampledEvery<T>(read: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null
  return () => {
    const at = now()
    if (last && at - last.at < ttlMs) return last.value
    const value = read()
    const current = { at, value }
    last = current
    value.catch(() => {
      // The failure is answered to the scrapes that shared it; nothing more is kept of it.
    })
    return value
  }
}
