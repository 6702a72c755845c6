import { describe, expect, it } from 'vitest'
import { createWatchdog, stepLimits } from './watchdog.mjs'

/** A clock whose time moves only when the test says so. */
function fakeClock() {
  let now = 0
  let timers: { at: number; fn: () => void; id: number }[] = []
  let nextId = 1
  return {
    now: () => now,
    setTimeout: (fn: () => void, ms: number) => {
      const id = nextId++
      timers.push({ at: now + ms, fn, id })
      return id
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id)
    },
    advance(ms: number) {
      const until = now + ms
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0]
        if (!due) break
        timers = timers.filter((t) => t !== due)
        now = due.at
        due.fn()
      }
      now = until
    },
    pending: () => timers.length,
  }
}

describe('step watchdog', () => {
  it('reports a step that shows no progress for the idle time, by name, once', () => {
    const clock = fakeClock()
    const stalls: string[] = []
    createWatchdog({ step: 'seed', idleMs: 1000, totalMs: 0, clock, onStall: (r) => stalls.push(r) })
    clock.advance(999)
    expect(stalls).toEqual([])
    clock.advance(1)
    expect(stalls).toEqual(['step "seed" made no progress for 1 s'])
    clock.advance(10_000)
    expect(stalls).toHaveLength(1)
  })

  it('counts progress: a step that keeps making progress is not reported until its total limit', () => {
    const clock = fakeClock()
    const stalls: string[] = []
    const dog = createWatchdog({ step: 'build', idleMs: 1000, totalMs: 5000, clock, onStall: (r) => stalls.push(r) })
    for (let i = 0; i < 4; i++) {
      clock.advance(900)
      dog.progress(`line ${i}`)
    }
    expect(stalls).toEqual([])
    clock.advance(900)
    dog.progress('line 4')
    clock.advance(500)
    expect(stalls).toEqual(['step "build" is not done after 5 s (last output: line 4)'])
  })

  it('names the last output of a stalled step', () => {
    const clock = fakeClock()
    const stalls: string[] = []
    const dog = createWatchdog({
      step: 'migrations and seed',
      idleMs: 2000,
      totalMs: 0,
      clock,
      onStall: (r) => stalls.push(r),
    })
    dog.progress('seed: applying migrations')
    clock.advance(2000)
    expect(stalls).toEqual([
      'step "migrations and seed" made no progress for 2 s (last output: seed: applying migrations)',
    ])
  })

  it('stays quiet once stopped, and leaves no timer behind', () => {
    const clock = fakeClock()
    const stalls: string[] = []
    const dog = createWatchdog({
      step: 'next start',
      idleMs: 1000,
      totalMs: 3000,
      clock,
      onStall: (r) => stalls.push(r),
    })
    clock.advance(500)
    dog.stop()
    expect(clock.pending()).toBe(0)
    clock.advance(10_000)
    expect(stalls).toEqual([])
  })

  it('reads the limits from the environment, 0 turning one off, and rejects nonsense', () => {
    expect(stepLimits({ START_IDLE_TIMEOUT_MS: '0', START_SEED_TIMEOUT_MS: '60000' })).toMatchObject({
      idleMs: 0,
      seedMs: 60_000,
      buildMs: 20 * 60_000,
    })
    expect(() => stepLimits({ START_READY_TIMEOUT_MS: 'soon' })).toThrow(/START_READY_TIMEOUT_MS/)
  })
})
