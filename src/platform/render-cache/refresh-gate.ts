/**
 * When a stale page's background refill may start. The visitor already has the stale copy, so a refill is worth
 * doing only when it costs no visitor a wait: while a render slot is free and no other refill runs in this process.
 * Queued beside visitors' renders, refills took the places their own misses waited for: after a quiet spell many
 * stored pages go stale at once, and under a traffic mix the queue's overflow answered visitors 503 while it held
 * refills of pages the store could answer. A refill that does not start now starts at a later stale hit; the page
 * is dropped only after the stale time (./store.ts). React-, Next- and Payload-free.
 */
export type RefreshGate = {
  /** A release to call when the refill ends, or null when it may not start now. */
  tryStart(slotFree: boolean): (() => void) | null
  running(): number
}

export function createRefreshGate(limit = 1): RefreshGate {
  let running = 0
  return {
    tryStart(slotFree) {
      if (!slotFree || running >= limit) return null
      running += 1
      let released = false
      return () => {
        if (released) return
        released = true
        running -= 1
      }
    },
    running: () => running,
  }
}
