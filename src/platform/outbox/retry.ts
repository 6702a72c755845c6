/**
 * When a failed delivery runs again: exponential backoff with "equal jitter" (half the exponential
 * delay fixed, half random), so retries never come back at once and instances that failed together
 * spread out. After maxAttempts the entry is dead and waits for an editor.
 */
export type RetryPolicy = { baseMs: number; maxMs: number }

export const DEFAULT_RETRY: RetryPolicy = { baseMs: 5_000, maxMs: 3_600_000 }

/** Delay before attempt `failed + 1`, after `failed` (≥ 1) failed attempts; random() in [0, 1). */
export function backoffMs(failed: number, policy: RetryPolicy, random: () => number): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failed - 1))
  return Math.round(exponential / 2 + random() * (exponential / 2))
}

export type FailureOutcome = { status: 'dead' } | { status: 'pending'; nextRunAt: Date }

/** What a failed attempt leads to: another try after the backoff, or the dead-letter state. */
export function afterFailure(
  attempts: number,
  maxAttempts: number,
  now: Date,
  policy: RetryPolicy,
  random: () => number,
): FailureOutcome {
  if (attempts >= maxAttempts) return { status: 'dead' }
  return { status: 'pending', nextRunAt: new Date(now.getTime() + backoffMs(attempts, policy, random)) }
}
