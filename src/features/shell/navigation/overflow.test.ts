import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttleWithFinal, visibleItemCount } from './overflow'

describe('visibleItemCount', () => {
  it('shows every item when all fit, without a "more" menu', () => {
    expect(visibleItemCount([100, 100, 100], 300, 80)).toBe(3)
    expect(visibleItemCount([100, 100, 100], 320, 80, 10)).toBe(3)
  })

  it('keeps room for the "more" trigger once something overflows', () => {
    // 3 × 100 + 2 gaps of 10 = 320 > 310: "more" (80) + item + gap + item + gap = 80 + 110 + 110 = 300.
    expect(visibleItemCount([100, 100, 100], 310, 80, 10)).toBe(2)
    expect(visibleItemCount([100, 100, 100], 299, 80, 10)).toBe(1)
  })

  it('moves everything into "more" when not even one item fits beside it', () => {
    expect(visibleItemCount([200, 50], 150, 100)).toBe(0)
  })

  it('keeps the order: a later narrow item does not jump ahead of a wide one', () => {
    expect(visibleItemCount([50, 300, 20], 200, 60)).toBe(1)
  })

  it('handles an empty menu', () => {
    expect(visibleItemCount([], 0, 80)).toBe(0)
  })
})

describe('throttleWithFinal', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs at most once per 50 ms while events keep coming, and once more 250 ms after the last', () => {
    const fn = vi.fn()
    const throttled = throttleWithFinal(fn)
    throttled() // t=0: runs
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(20)
    throttled() // t=20: throttled
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(40)
    throttled() // t=60: runs
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(249)
    expect(fn).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1) // 250 ms after the last event: the final update
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('cancel drops the pending final update', () => {
    const fn = vi.fn()
    const throttled = throttleWithFinal(fn)
    throttled()
    throttled.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
