import { describe, expect, it } from 'vitest'
import { collectGarbage } from './heap'

describe('collectGarbage', () => {
  it('runs a full collection that frees what is no longer referenced', async () => {
    const weak = new WeakRef(Array.from({ length: 200 }, () => Array.from({ length: 10_000 }, (_, i) => i + 0.5)))
    // A WeakRef's target lives at least until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve))
    expect(collectGarbage()).toBe(true)
    expect(weak.deref()).toBeUndefined()
  })
})
