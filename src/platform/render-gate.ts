/**
 * The render budget: page renders per client address. A request the render cache does not answer (a
 * query string, no `Accept: text/html`, an unknown Host port, a page that is never cached) runs React
 * and Payload for it, 100–300 ms of the instance's one event loop, where a cached answer costs well
 * under a millisecond; eight clients asking for renders at once raised every visitor's p95 20–40×.
 * The proxy takes one point of the `render-ip` limit (RATE_LIMIT_RENDER_IP, a sliding window as for
 * API calls, counted in Redis when REDIS_URL is set) before each render; past it the request is
 * answered 429 without rendering. Those 429s count against the refusal budget (./refusal-gate.ts), so
 * an address that goes on asking is held back as for refused API calls. Free of `server-only`: the
 * proxy imports it.
 */
import { clientKey } from './client-ip'
import { keyValueStore } from './kv'
import { resolveLimits } from './rate-limit-config'
import { holdBackIfOverBudget, noteAnswer } from './refusal-gate'
import { createRateLimiter, type RateLimiter } from './sliding-window'

let shared: RateLimiter | null = null

/** The proxy's limiter: limits from the environment, counts in the key-value store. */
function renderLimiter(): RateLimiter {
  shared ??= createRateLimiter({ store: keyValueStore(), limits: resolveLimits() })
  return shared
}

/** Forgets the limiter, so the next render reads the environment again (tests). */
export function resetRenderLimiter(): void {
  shared = null
}

/**
 * Before a render: null when the caller's address may have it, else the seconds to tell it to wait (answer 429
 * without rendering). A refused render counts as a refusal; once the address has used its refusal budget too,
 * the answer is held back first.
 */
export async function renderRefusal(
  headers: Headers,
  signal?: AbortSignal,
  limiter: RateLimiter = renderLimiter(),
): Promise<number | null> {
  const decision = await limiter.consume('render-ip', clientKey(headers))
  if (decision.allowed) return null
  const held = await holdBackIfOverBudget(headers, signal)
  if (held !== null) return held
  noteAnswer(headers, 429)
  return decision.retryAfterSeconds
}

/** The text of a refused render: the site's pages are fine, this address asked for too many. */
export const renderRefusedMessage = (seconds: number) =>
  `Too many pages requested from this address in a short time. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`
