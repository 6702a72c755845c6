/** spec 2 §9 "Content blocks": the countdown ticks every second (§4.3: and stops at zero). */
export const COUNTDOWN_TICK_MS = 1000

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; done: boolean }

/** Whole days, hours, minutes and seconds left until `target` at `now` (ms); never negative. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Math.max(0, Math.ceil((target - now) / 1000))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  }
}

/** The clock and timer a countdown runs on: the browser's in the block, a fake one in tests. */
export type Clock = {
  now: () => number
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/**
 * Reports the parts now and then on every whole second until zero, and then stops. Each tick is timed to
 * the next second boundary of the clock, so a late timer does not make the display drift.
 * Returns the stop function.
 */
export function runCountdown(target: number, clock: Clock, onTick: (parts: CountdownParts) => void): () => void {
  let handle: unknown = null
  const tick = () => {
    const now = clock.now()
    const parts = countdownParts(target, now)
    onTick(parts)
    if (parts.done) {
      handle = null
      return
    }
    const untilNext = (target - now) % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS
    handle = clock.setTimeout(tick, untilNext)
  }
  tick()
  return () => {
    if (handle !== null) clock.clearTimeout(handle)
    handle = null
  }
}

/** Two digits for hours, minutes and seconds ("07"); days as they are. */
export const pad2 = (n: number): string => String(n).padStart(2, '0')

/** The market's wall clock for showing the target moment (the sites' countries, spec 1 §1). */
const COUNTRY_TIME_ZONES: Record<string, string> = {
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  FI: 'Europe/Helsinki',
  SK: 'Europe/Bratislava',
  GB: 'Europe/London',
}
export const marketTimeZone = (country: string | null | undefined): string => COUNTRY_TIME_ZONES[country ?? ''] ?? 'UTC'

/** The target as a time and the moment the server renders the block (read once per request). */
export function countdownTimes(
  targetIso: string,
  now: number = Date.now(),
): { target: number; renderedAt: number } | null {
  const target = Date.parse(targetIso)
  return Number.isFinite(target) ? { target, renderedAt: now } : null
}
