/**
 * Rate limits for route handlers: the process's limiter, with the limits from the
 * environment (./rate-limit-config.ts) and the counts in the shared key-value store (Redis when
 * REDIS_URL is set). The sliding-window counter itself is ./sliding-window.ts.
 */
import 'server-only'
import type { NextResponse } from 'next/server'
import { clientKey } from './client-ip'
import { tooManyRequests } from './http'
import { keyValueStore } from './kv'
import { resolveLimits, type RateLimitName } from './rate-limit-config'
import { createRateLimiter, tooManyMessage, type RateLimiter } from './sliding-window'

/** The limiter lives in ./sliding-window.ts (free of Next.js); route handlers and tests get it here too. */
export { createRateLimiter, retryAfterMs, type RateLimiter } from './sliding-window'

let shared: RateLimiter | null = null

/** The process's limiter: limits from the environment, counts in the shared key-value store. */
export function rateLimiter(): RateLimiter {
  shared ??= createRateLimiter({ store: keyValueStore(), limits: resolveLimits() })
  return shared
}

/**
 * For a route handler: null when the request may go on, else the 429 to answer (Retry-After in
 * seconds and a message). `key` defaults to the client's address.
 */
export async function limitRequest(
  request: Request,
  name: RateLimitName,
  key?: string,
  limiter: RateLimiter = rateLimiter(),
): Promise<NextResponse | null> {
  const decision = await limiter.consume(name, key ?? clientKey(request.headers))
  return decision.allowed
    ? null
    : tooManyRequests(decision.retryAfterSeconds, tooManyMessage(decision.retryAfterSeconds))
}
