import { describe, expect, it } from 'vitest'
import { createRefusalBudget, type RefusalBudgetOptions } from './refusal-budget'

const WINDOW = 60_000

function budget(options: Partial<RefusalBudgetOptions> = {}) {
  let at = 10 * WINDOW // the start of a window
  const sleeps: number[] = []
  const gates: (() => void)[] = []
  const instance = createRefusalBudget({
    limit: 3,
    windowMs: WINDOW,
    holdMs: 2000,
    maxHeld: 2,
    now: () => at,
    // A hold ends when the test opens its gate.
    sleep: (ms) => new Promise<void>((resolve) => (sleeps.push(ms), gates.push(resolve))),
    ...options,
  })
  return { instance, sleeps, gates, advance: (ms: number) => (at += ms) }
}

describe('refusal budget', () => {
  it('is exceeded at the limit, per address', () => {
    const { instance } = budget()
    instance.record('a')
    instance.record('a')
    expect(instance.exceeded('a')).toBe(false)
    instance.record('a')
    expect(instance.exceeded('a')).toBe(true)
    expect(instance.exceeded('b')).toBe(false)
  })

  it('slides: the previous window counts by the share of it still inside', () => {
    const { instance, advance } = budget()
    for (let i = 0; i < 4; i++) instance.record('a')
    advance(WINDOW) // next window, at its start: the previous 4 count in full
    expect(instance.exceeded('a')).toBe(true)
    advance(WINDOW / 4) // 4 × 0.75 = 3, still at the limit
    expect(instance.exceeded('a')).toBe(true)
    advance(1) // just below it
    expect(instance.exceeded('a')).toBe(false)
    instance.record('a') // 1 + 4 × (share < 0.75) < 4: and a new refusal counts again
    expect(instance.exceeded('a')).toBe(true)
  })

  it('forgets a count two windows old', () => {
    const { instance, advance } = budget()
    for (let i = 0; i < 10; i++) instance.record('a')
    advance(2 * WINDOW)
    expect(instance.exceeded('a')).toBe(false)
  })

  it('holds back for holdMs, at most maxHeld at once, and counts the waiting calls', async () => {
    const { instance, sleeps, gates } = budget()
    const first = instance.holdBack()
    const second = instance.holdBack()
    expect(instance.held()).toBe(2)
    // A third while two wait is not held: it is answered at once.
    await expect(instance.holdBack()).resolves.toBe(false)
    expect(sleeps).toEqual([2000, 2000])
    gates[0]()
    await expect(first).resolves.toBe(true)
    expect(instance.held()).toBe(1)
    gates[1]()
    await expect(second).resolves.toBe(true)
    expect(instance.held()).toBe(0)
  })

  it('ends a hold when the client goes away (the real timer)', async () => {
    const instance = createRefusalBudget({ limit: 1, windowMs: WINDOW, holdMs: 60_000, maxHeld: 1 })
    const controller = new AbortController()
    const held = instance.holdBack(controller.signal)
    controller.abort()
    await expect(held).resolves.toBe(true)
    expect(instance.held()).toBe(0)
  })

  it('tells a held-back client to wait two windows', () => {
    expect(budget().instance.retryAfterSeconds).toBe(120)
  })
})
