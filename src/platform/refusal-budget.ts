/**
 * The refusal budget (the abuse load test): how often one client address may be refused
 * (a 4xx) in a sliding window before its further calls are held back for a while and then refused
 * without running. A script looping on refused requests then waits on every answer, so its share of
 * the instance's one event loop stays small however fast it asks; at most `maxHeld` answers wait at
 * once (past that they go out at once: an open flood is not given memory). Counted in each instance's
 * memory, as each instance guards its own event loop. React-, Next- and Payload-free.
 *
 * The window is the sliding-window counter of ./rate-limit.ts (this window's count plus the share of
 * the previous one still inside), kept synchronous here: the check runs before every guarded call.
 */
import { LRUCache } from 'lru-cache'

export type RefusalBudgetOptions = {
  /** Refusals per window before calls are held back. */
  limit: number
  windowMs: number
  /** How long a held-back call waits before its 429. */
  holdMs: number
  /** Calls held back at once, across addresses. */
  maxHeld: number
  maxKeys?: number
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

export type RefusalBudget = ReturnType<typeof createRefusalBudget>

type Counter = { index: number; current: number; previous: number }

/** Resolves after `ms`, or as soon as the client goes away. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })
}

export function createRefusalBudget(options: RefusalBudgetOptions) {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? pause
  const { limit, windowMs } = options
  const counters = new LRUCache<string, Counter>({ max: options.maxKeys ?? 50_000 })
  let held = 0

  /** The key's counter moved to the current window, and its sliding estimate. */
  const current = (key: string) => {
    const at = now()
    const index = Math.floor(at / windowMs)
    const stored = counters.get(key)
    const counter: Counter =
      !stored || stored.index < index - 1
        ? { index, current: 0, previous: 0 }
        : stored.index === index - 1
          ? { index, current: 0, previous: stored.current }
          : stored
    const previousShare = 1 - (at - index * windowMs) / windowMs
    return { counter, estimate: counter.current + counter.previous * previousShare }
  }

  return {
    /** Counts one refusal of `key`. */
    record(key: string): void {
      const { counter } = current(key)
      counter.current += 1
      counters.set(key, counter)
    },
    /** Whether `key` has used its budget: its calls are then held back. */
    exceeded(key: string): boolean {
      return current(key).estimate >= limit
    },
    /** Waits `holdMs` (less if the client leaves); false, without waiting, when `maxHeld` calls already wait. */
    async holdBack(signal?: AbortSignal): Promise<boolean> {
      if (held >= options.maxHeld) return false
      held += 1
      try {
        await sleep(options.holdMs, signal)
      } finally {
        held -= 1
      }
      return true
    },
    /** Calls waiting now. */
    held: () => held,
    /** What a held-back client is told to wait: once it stops, its count is below the limit within two windows. */
    retryAfterSeconds: Math.max(1, Math.ceil((2 * windowMs) / 1000)),
  }
}
