/**
 * When a dated message shows (a "valid until 30 April" campaign bar was still shown in November).
 * The alert bar (navigation's message) and the site messages may each have a start and an end; a message
 * shows from its start (inclusive) until its end (exclusive). Times are ISO strings as Payload stores them;
 * `now` is passed in (milliseconds), so tests set the clock. React-, Payload- and Next-free.
 */

export type DateWindow = { startsAt?: string | null; endsAt?: string | null }

const time = (value: string | null | undefined): number | null => {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/** Whether a message with this window shows at `now`; no start or no end leaves that side open. */
export function isInWindow(window: DateWindow, now: number): boolean {
  const start = time(window.startsAt)
  const end = time(window.endsAt)
  return (start === null || start <= now) && (end === null || now < end)
}

/**
 * The first moment after `now` at which one of the windows opens or closes: a page rendered at `now` shows
 * the wrong messages from then on, so nothing may keep it longer (the render cache's entry, src/platform/render-cache).
 * Null when no window changes again.
 */
export function nextWindowChange(windows: readonly DateWindow[], now: number): number | null {
  let next: number | null = null
  for (const window of windows) {
    for (const at of [time(window.startsAt), time(window.endsAt)]) {
      if (at !== null && at > now && (next === null || at < next)) next = at
    }
  }
  return next
}
