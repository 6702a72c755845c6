import { describe, expect, it } from 'vitest'
import { sampledEvery } from './sampled'

describe('sampledEvery', () => {
  it('reads once per interval and shares the reading with every call inside it', async () => {
    let now = 0
    let reads = 0
    const sample = sampledEvery(
      async () => ++reads,
      5000,
      () => now,
    )
    expect(await Promise.all([sample(), sample(), sample()])).toEqual([1, 1, 1])
    now = 4999
    expect(await sample()).toBe(1)
    now = 5000
    expect(await sample()).toBe(2)
    expect(reads).toBe(2)
  })

  it('answers a failure to the calls that shared it and reads again after the interval', async () => {
    let now = 0
    let fail = true
    const sample = sampledEvery(
      async () => {
        if (fail) throw new Error('database down')
        return 'ok'
      },
      1000,
      () => now,
    )
    await expect(sample()).rejects.toThrow('database down')
    fail = false
    await expect(sample()).rejects.toThrow('database down')
    now = 1000
    expect(await sample()).toBe('ok')
  })
})
