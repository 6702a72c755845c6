/**
 * Sliding-window rate limits by key (IP, plate, phone, form).
 *
 * Written here rather than taken from rate-limiter-flexible: its limiters count fixed windows (a
 * client can spend twice the points across a window boundary) and read the system clock, and the
 * issue asks for a sliding window tested with an injected clock. This is the sliding-window counter
 * (as used by Cloudflare and others): the current fixed window's count plus the previous window's
 * count weighted by how much of it is still inside the sliding window. One atomic step per hit
 * (KeyValueStore.slidingWindowHit: a Lua script in Redis) keeps instances sharing Redis exact.
 * Free of `server-only` and Next.js: the proxy limits page renders with it (./render-gate.ts); route
 * handlers take the process's limiter from ./rate-limit.ts.
 */
import { createHash } from 'node:crypto'
import { TooManyRequestsError } from './errors'
import type { Clock, KeyValueStore } from './kv'
import { countRefusal } from './metrics/registry'
import type { RateLimitName, ResolvedLimits } from './rate-limit-config'

export type RateLimitDecision =
  { allowed: true; remaining: number | null } | { allowed: false; retryAfterSeconds: number }

export type RateLimiter = {
  /** Takes `cost` points (default 1) from `key`'s budget under limit `name`, if it has them. */
  consume(name: RateLimitName, key: string, cost?: number): Promise<RateLimitDecision>
  /** As consume, but throws TooManyRequestsError (answered 429 by the HTTP helpers) when refused. */
  enforce(name: RateLimitName, key: string, cost?: number): Promise<void>
  /** Forgets `key`'s count (e.g. the attempts on a code once it is used). */
  reset(name: RateLimitName, key: string): Promise<void>
}

/** Milliseconds until `cost` fits again if nothing else is taken; see the window arithmetic in the file comment. */
export function retryAfterMs(input: {
  limit: number
  cost: number
  windowMs: number
  elapsedMs: number
  current: number
  previous: number
}): number {
  const { limit, cost, windowMs: w, elapsedMs: e, current, previous } = input
  if (cost > limit) return 2 * w
  if (current + cost <= limit) {
    // Only the previous window's weight falls: wait until previous × (1 − t/w) ≤ limit − cost − current.
    const t = previous === 0 ? e : w * (1 - (limit - cost - current) / previous)
    return Math.max(0, t - e)
  }
  // The current window alone is too full: it becomes the previous one at the boundary, then decays.
  return w - e + w * (1 - (limit - cost) / current)
}

const keyPart = (key: string) => (key.length <= 128 ? key : createHash('sha256').update(key).digest('hex'))

export function createRateLimiter(options: {
  store: KeyValueStore
  limits: ResolvedLimits
  clock?: Clock
  prefix?: string
}): RateLimiter {
  const clock = options.clock ?? Date.now
  const prefix = options.prefix ?? 'rl'
  const keysOf = (name: RateLimitName, key: string, windowMs: number, now: number) => {
    const index = Math.floor(now / windowMs)
    const base = `${prefix}:${name}:${keyPart(key)}:`
    return { index, currentKey: base + index, previousKey: base + (index - 1) }
  }

  const consume: RateLimiter['consume'] = async (name, key, cost = 1) => {
    const limit = options.limits[name]
    if (limit.points === null) return { allowed: true, remaining: null }
    const windowMs = limit.seconds * 1000
    const now = clock()
    const { index, currentKey, previousKey } = keysOf(name, key, windowMs, now)
    const elapsedMs = now - index * windowMs
    const hit = await options.store.slidingWindowHit({
      currentKey,
      previousKey,
      limit: limit.points,
      cost,
      previousWeight: 1 - elapsedMs / windowMs,
      ttlMs: 2 * windowMs,
    })
    if (hit.allowed) {
      const used = hit.current + hit.previous * (1 - elapsedMs / windowMs)
      return { allowed: true, remaining: Math.max(0, Math.floor(limit.points - used)) }
    }
    const wait = retryAfterMs({
      limit: limit.points,
      cost,
      windowMs,
      elapsedMs,
      current: hit.current,
      previous: hit.previous,
    })
    countRefusal(name)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) }
  }

  return {
    consume,
    async enforce(name, key, cost) {
      const decision = await consume(name, key, cost)
      if (!decision.allowed)
        throw new TooManyRequestsError(decision.retryAfterSeconds, tooManyMessage(decision.retryAfterSeconds))
    },
    async reset(name, key) {
      const limit = options.limits[name]
      const windowMs = limit.seconds * 1000
      const { currentKey, previousKey } = keysOf(name, key, windowMs, clock())
      await Promise.all([options.store.delete(currentKey), options.store.delete(previousKey)])
    },
  }
}

export const tooManyMessage = (seconds: number) =>
  `Too many requests; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
