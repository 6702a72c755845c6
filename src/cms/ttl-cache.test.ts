import { AsyncLocalStorage } from 'node:async_hooks'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectGarbage } from '@/platform/heap'
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

  it('answers past its TTL with the kept value while one background load refreshes it', async () => {
    let clock = 0
    const cache = createTtlCache<string>(1000, { now: () => clock })
    await cache.get('k', async () => 'old')
    clock = 1500
    let finish: (v: string) => void = () => {}
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)))
    expect(await cache.get('k', slow)).toBe('old')
    expect(await cache.get('k', slow)).toBe('old')
    expect(slow).toHaveBeenCalledTimes(1)
    finish('new')
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', slow)).toBe('new')
    expect(slow).toHaveBeenCalledTimes(1)
  })

  it('keeps the old value when a refresh fails, and tries again on the next read', async () => {
    let clock = 0
    const cache = createTtlCache<string>(1000, { now: () => clock })
    await cache.get('k', async () => 'old')
    clock = 1500
    const failing = vi.fn(async () => Promise.reject(new Error('db down')))
    expect(await cache.get('k', failing)).toBe('old')
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(await cache.get('k', async () => 'back')).toBe('old')
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', failing)).toBe('back')
  })

  it('never answers past staleMs: the reader waits for a fresh load', async () => {
    let clock = 0
    const cache = createTtlCache<string>(1000, { staleMs: 5000, now: () => clock })
    await cache.get('k', async () => 'old')
    clock = 5000
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh')
  })

  it('drops a refresh that clear() overtook: the newer load wins', async () => {
    let clock = 0
    const cache = createTtlCache<string>(1000, { now: () => clock })
    await cache.get('k', async () => 'old')
    clock = 1500
    let finish: (v: string) => void = () => {}
    await cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.clear()
    expect(await cache.get('k', async () => 'after the change')).toBe('after the change')
    finish('before the change')
    await Promise.resolve()
    await Promise.resolve()
    expect(await cache.get('k', async () => 'unused')).toBe('after the change')
  })

  it('keeps a settled answer without the async context of the request that loaded it', async () => {
    // A render's stores (React's request, with everything it wrote) reach every promise made inside it.
    const requestStore = new AsyncLocalStorage<{ rendered: number[] }>()
    const cache = createTtlCache<string>(60_000)
    let request: WeakRef<object> | undefined
    await (async () => {
      const store = { rendered: new Array<number>(100_000).fill(1) }
      request = new WeakRef(store)
      await requestStore.run(store, () => cache.get('page', async () => 'kept'))
    })()
    await nextTurn()
    expect(collectGarbage()).toBe(true)
    expect(request?.deref()).toBeUndefined()
    expect(await cache.get('page', async () => 'loaded again')).toBe('kept')
  })
})
