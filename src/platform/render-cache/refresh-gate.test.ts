import { describe, expect, it } from 'vitest'
import { createRefreshGate } from './refresh-gate'

describe('background refills of stale pages', () => {
  it('start only while a render slot is free', () => {
    const gate = createRefreshGate()
    expect(gate.tryStart(false)).toBeNull()
    expect(gate.tryStart(true)).not.toBeNull()
  })

  it('run one at a time per process, and the next starts once it ends', () => {
    const gate = createRefreshGate()
    const first = gate.tryStart(true)
    expect(first).not.toBeNull()
    expect(gate.tryStart(true)).toBeNull()
    first?.()
    expect(gate.running()).toBe(0)
    expect(gate.tryStart(true)).not.toBeNull()
  })

  it('counts a refill once however often its end is reported', () => {
    const gate = createRefreshGate(2)
    const first = gate.tryStart(true)
    const second = gate.tryStart(true)
    expect(gate.tryStart(true)).toBeNull()
    first?.()
    first?.()
    expect(gate.running()).toBe(1)
    second?.()
    expect(gate.running()).toBe(0)
  })
})
