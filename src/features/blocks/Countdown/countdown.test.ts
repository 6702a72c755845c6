import { describe, expect, it } from 'vitest'
import { countdownParts, runCountdown, type Clock, type CountdownParts } from './countdown'

/** A fake clock: timers fire when the test moves time forward. */
function fakeClock(start: number) {
  let now = start
  let timers: { at: number; fn: () => void; id: number }[] = []
  let nextId = 1
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimeout: (handle) => {
      timers = timers.filter((t) => t.id !== handle)
    },
  }
  const advance = (ms: number) => {
    const end = now + ms
    for (;;) {
      const due = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
      if (!due) break
      timers = timers.filter((t) => t !== due)
      now = due.at
      due.fn()
    }
    now = end
  }
  return { clock, advance, pending: () => timers.length }
}

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = Date.UTC(2027, 0, 1)
    const now = target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, done: false })
  })

  it('rounds a part second up, so zero is shown only when the time has come', () => {
    expect(countdownParts(10_000, 9_001)).toMatchObject({ seconds: 1, done: false })
    expect(countdownParts(10_000, 10_000)).toMatchObject({ seconds: 0, done: true })
  })

  it('is zero and done after the target, never negative', () => {
    expect(countdownParts(10_000, 99_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true })
  })
})

describe('runCountdown', () => {
  it('ticks every second and stops at zero', () => {
    const { clock, advance, pending } = fakeClock(0)
    const seen: CountdownParts[] = []
    runCountdown(3000, clock, (p) => seen.push(p))
    expect(seen.map((p) => p.seconds)).toEqual([3])
    advance(1000)
    expect(seen.map((p) => p.seconds)).toEqual([3, 2])
    advance(5000)
    expect(seen.map((p) => p.seconds)).toEqual([3, 2, 1, 0])
    expect(seen.at(-1)?.done).toBe(true)
    expect(pending()).toBe(0)
  })

  it('aligns the ticks to whole seconds before the target', () => {
    const { clock, advance } = fakeClock(0)
    const seen: number[] = []
    runCountdown(2500, clock, (p) => seen.push(p.seconds))
    advance(499)
    expect(seen).toEqual([3])
    advance(1)
    expect(seen).toEqual([3, 2])
  })

  it('reports done at once for a target in the past and schedules nothing', () => {
    const { clock, pending } = fakeClock(5000)
    const seen: CountdownParts[] = []
    runCountdown(1000, clock, (p) => seen.push(p))
    expect(seen).toHaveLength(1)
    expect(seen[0].done).toBe(true)
    expect(pending()).toBe(0)
  })

  it('stops when told to', () => {
    const { clock, advance, pending } = fakeClock(0)
    const seen: number[] = []
    const stop = runCountdown(10_000, clock, (p) => seen.push(p.seconds))
    advance(1000)
    stop()
    expect(pending()).toBe(0)
    advance(5000)
    expect(seen).toEqual([10, 9])
  })
})
