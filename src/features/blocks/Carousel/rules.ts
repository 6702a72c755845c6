/**
 * Carousel rules (spec 1 §4 "Carousel: selected slide, next/prev disabled at ends, dot navigation";
 * spec 2 §4.3 "Carousels loop and may auto-advance", §9 "Carousel autoplay default delay: 5 seconds").
 * Pure, so the client component only wires them to embla and the DOM.
 */
export const MAX_SLIDES = 12
export const AUTO_ADVANCE_DEFAULT_S = 5
export const AUTO_ADVANCE_MIN_S = 2
export const AUTO_ADVANCE_MAX_S = 30

/** Previous/next are disabled at the ends unless the carousel loops; with one slide there is nowhere to go. */
export function navState(
  index: number,
  count: number,
  loop: boolean,
): { prevDisabled: boolean; nextDisabled: boolean } {
  if (count <= 1) return { prevDisabled: true, nextDisabled: true }
  if (loop) return { prevDisabled: false, nextDisabled: false }
  return { prevDisabled: index <= 0, nextDisabled: index >= count - 1 }
}

/** The slide auto-advance moves to: the next one, the first after the last when looping, else none (it stops). */
export function autoAdvanceTarget(index: number, count: number, loop: boolean): number | null {
  if (count <= 1) return null
  if (index < count - 1) return index + 1
  return loop ? 0 : null
}

/** The editor's delay in milliseconds; empty or out of range: the default 5 s, clamped to 2–30 s. */
export function autoAdvanceDelayMs(seconds: number | null | undefined): number {
  const s = typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : AUTO_ADVANCE_DEFAULT_S
  return Math.round(Math.min(AUTO_ADVANCE_MAX_S, Math.max(AUTO_ADVANCE_MIN_S, s)) * 1000)
}

export type AutoAdvanceState = {
  enabled: boolean
  count: number
  reducedMotion: boolean
  hovered: boolean
  focused: boolean
  hidden: boolean
  stoppedByUser: boolean
}

/** Auto-advance runs only when enabled, with slides to go to, and nobody is reading or asked for less motion. */
export const autoAdvanceRuns = (s: AutoAdvanceState): boolean =>
  s.enabled && s.count > 1 && !s.reducedMotion && !s.hovered && !s.focused && !s.hidden && !s.stoppedByUser
