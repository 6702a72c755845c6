import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTtlCache } from './ttl-cache'

afterEach(() => vi.useRealTimers())

describe('createTtlCache', () => {
  it('shares one load between concurrent readers and serves it until the TTL ends', async () => {
    vi.useFakeTimers()
    const cache = createTtlCache<number>(1000)
    const load = vi.fn(async () => 42)
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([42, 42])
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(999)
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2)
    await cache.get('k', load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('does not keep a failed load, and clear() forgets everything', async () => {
    const cache = createTtlCache<string>(60_000)
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect(await cache.get('k', async () => 'back')).toBe('back')
    cache.clear()
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh')
  })

  it('is bounded: a full cache starts again', async () => {
    const cache = createTtlCache<string>(60_000, { maxEntries: 2 })
    const load = vi.fn(async () => 'v')
    await cache.get('a', load)
    await cache.get('b', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(2)
    await cache.get('c', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })
})
