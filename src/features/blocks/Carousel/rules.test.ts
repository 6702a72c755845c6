import { describe, expect, it } from 'vitest'
import { autoAdvanceDelayMs, autoAdvanceRuns, autoAdvanceTarget, navState, type AutoAdvanceState } from './rules'

describe('carousel navigation (spec 1 §4)', () => {
  it('disables previous on the first slide and next on the last without loop', () => {
    expect(navState(0, 3, false)).toEqual({ prevDisabled: true, nextDisabled: false })
    expect(navState(1, 3, false)).toEqual({ prevDisabled: false, nextDisabled: false })
    expect(navState(2, 3, false)).toEqual({ prevDisabled: false, nextDisabled: true })
  })
  it('never disables them when looping, always with a single slide', () => {
    expect(navState(0, 3, true)).toEqual({ prevDisabled: false, nextDisabled: false })
    expect(navState(0, 1, true)).toEqual({ prevDisabled: true, nextDisabled: true })
  })
})

describe('auto-advance (spec 2 §4.3, §9)', () => {
  it('goes to the next slide, wraps when looping and stops at the end otherwise', () => {
    expect(autoAdvanceTarget(0, 3, false)).toBe(1)
    expect(autoAdvanceTarget(2, 3, true)).toBe(0)
    expect(autoAdvanceTarget(2, 3, false)).toBeNull()
    expect(autoAdvanceTarget(0, 1, true)).toBeNull()
  })
  it('waits 5 s by default and keeps the editor’s delay within 2–30 s', () => {
    expect(autoAdvanceDelayMs(null)).toBe(5000)
    expect(autoAdvanceDelayMs(0)).toBe(5000)
    expect(autoAdvanceDelayMs(8)).toBe(8000)
    expect(autoAdvanceDelayMs(1)).toBe(2000)
    expect(autoAdvanceDelayMs(90)).toBe(30000)
  })
  it('pauses on hover, focus, a hidden tab, reduced motion and after the visitor stops it', () => {
    const base: AutoAdvanceState = {
      enabled: true,
      count: 3,
      reducedMotion: false,
      hovered: false,
      focused: false,
      hidden: false,
      stoppedByUser: false,
    }
    expect(autoAdvanceRuns(base)).toBe(true)
    for (const key of ['reducedMotion', 'hovered', 'focused', 'hidden', 'stoppedByUser'] as const)
      expect(autoAdvanceRuns({ ...base, [key]: true })).toBe(false)
    expect(autoAdvanceRuns({ ...base, enabled: false })).toBe(false)
    expect(autoAdvanceRuns({ ...base, count: 1 })).toBe(false)
  })
})
