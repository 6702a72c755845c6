/**
 * The process's refusal budget (./refusal-budget.ts) as the route handlers and the proxy use it. Next
 * bundles the proxy apart from the app's server code, so the budget lives on globalThis (one Node
 * process), as the render cache does. The limit is the per-IP rate limit `refusal-ip`
 * (RATE_LIMIT_REFUSAL_IP, scaled and switched off by RATE_LIMIT_MULTIPLIER); REFUSAL_HOLD_MS and
 * REFUSAL_MAX_HELD set how long and how many calls wait. Free of `server-only`: the proxy imports it.
 */
import { clientKey } from './client-ip'
import { createRefusalBudget, type RefusalBudget } from './refusal-budget'
import { resolveLimits } from './rate-limit-config'

/** Refusals that count: malformed, unauthorised, forbidden, wrong method, oversized, unprocessable, over a limit. Not 404 (a lookup's normal answer) or 409 (a slot taken meanwhile). */
const COUNTED = new Set([400, 401, 403, 405, 413, 414, 422, 429, 431])

export const countsAsRefusal = (status: number): boolean => COUNTED.has(status)

const bounded = (value: string | undefined, fallback: number, max: number) => {
  const number = Number(value)
  return value && Number.isInteger(number) && number >= 0 && number <= max ? number : fallback
}

type Holder = { __refusalBudget?: RefusalBudget | null }
const holder = globalThis as unknown as Holder

/** The budget, read from the environment once per process; null when RATE_LIMIT_MULTIPLIER=0 switches per-address limits off. */
export function refusalBudget(): RefusalBudget | null {
  if (holder.__refusalBudget !== undefined) return holder.__refusalBudget
  const env = process.env
  const { points, seconds } = resolveLimits(env)['refusal-ip']
  holder.__refusalBudget =
    points === null
      ? null
      : createRefusalBudget({
          limit: points,
          windowMs: seconds * 1000,
          holdMs: bounded(env.REFUSAL_HOLD_MS, 2000, 30_000),
          maxHeld: bounded(env.REFUSAL_MAX_HELD, 512, 100_000),
        })
  return holder.__refusalBudget
}

/** Forgets the process's budget, so the next call reads the environment again (tests). */
export function resetRefusalBudget(): void {
  delete holder.__refusalBudget
}

/**
 * Before a guarded call: when the caller's address has used its budget, counts this call as one more
 * refusal, holds it back and returns the seconds to tell it to wait (answer 429); else null (go on).
 */
export async function holdBackIfOverBudget(headers: Headers, signal?: AbortSignal): Promise<number | null> {
  const budget = refusalBudget()
  if (!budget) return null
  const key = clientKey(headers)
  if (!budget.exceeded(key)) return null
  budget.record(key)
  await budget.holdBack(signal)
  return budget.retryAfterSeconds
}

/** After a guarded call: counts its answer against the caller's budget when it was a refusal. */
export function noteAnswer(headers: Headers, status: number): void {
  if (countsAsRefusal(status)) refusalBudget()?.record(clientKey(headers))
}

/** The text of a held-back 429. */
export const heldBackMessage = (seconds: number) =>
  `Too many refused requests from this address; please wait ${seconds} seconds before trying again.`
