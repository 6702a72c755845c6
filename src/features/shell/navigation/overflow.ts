/**
 * How many first-level items fit before the rest move into the "more" menu (spec 1 §2, §4).
 * `widths` are the measured item widths, `available` the width of the menu bar, `moreWidth` the
 * width of the "more" trigger, `gap` the space between items. Everything fits: all items, no "more".
 * Otherwise as many leading items as fit beside the "more" trigger (at least none).
 */
export function visibleItemCount(widths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1)
  if (total <= available) return widths.length
  let used = moreWidth
  let count = 0
  for (const width of widths) {
    const next = used + gap + width
    if (next > available) break
    used = next
    count++
  }
  return count
}

/** spec 1 §4: resize measurement is throttled to 50 ms, with a final update 250 ms after the last event. */
export const RESIZE_THROTTLE_MS = 50
export const RESIZE_FINAL_MS = 250

/**
 * A throttle that also guarantees a trailing call `finalMs` after the last event (hand-written: it is
 * eight lines, and the two timings of the spec do not map onto one library call).
 */
export function throttleWithFinal(
  fn: () => void,
  throttleMs = RESIZE_THROTTLE_MS,
  finalMs = RESIZE_FINAL_MS,
  now = () => Date.now(),
) {
  let last = -Infinity
  let finalTimer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    const t = now()
    if (t - last >= throttleMs) {
      last = t
      fn()
    }
    clearTimeout(finalTimer)
    finalTimer = setTimeout(() => {
      last = now()
      fn()
    }, finalMs)
  }
  run.cancel = () => clearTimeout(finalTimer)
  return run
}
