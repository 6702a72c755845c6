import { describe, expect, it, vi } from 'vitest'
import { createRouteTableCache, type RouteTable } from './route-table'

const table = (version: string): RouteTable => ({ sites: [], routing: {}, redirectsVersion: version })

describe('route table cache', () => {
  it('keeps the last good table and backs off after a failed refresh', async () => {
    let clock = 0
    const load = vi.fn(async () => table('1'))
    const cache = createRouteTableCache({ load, now: () => clock, ttlMs: 100, retryMs: 50 })
    expect(await cache.get()).toEqual(table('1'))
    clock = 99
    await cache.get()
    expect(load).toHaveBeenCalledTimes(1)

    load.mockRejectedValue(new Error('down'))
    clock = 100
    expect(await cache.get()).toEqual(table('1'))
    expect(load).toHaveBeenCalledTimes(2)
    // Within the back-off no request asks again.
    for (clock = 101; clock < 150; clock += 10) expect(await cache.get()).toEqual(table('1'))
    expect(load).toHaveBeenCalledTimes(2)

    load.mockResolvedValue(table('2'))
    clock = 150
    expect(await cache.get()).toEqual(table('2'))
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('answers null while it has never loaded a table, without retrying on every call', async () => {
    let clock = 0
    const load = vi.fn(async (): Promise<RouteTable> => {
      throw new Error('starting')
    })
    const cache = createRouteTableCache({ load, now: () => clock, retryMs: 50 })
    expect(await cache.get()).toBeNull()
    clock = 10
    expect(await cache.get()).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('gives up on a refresh that never settles, so requests waiting on it go on with the last good table', async () => {
    vi.useFakeTimers()
    try {
      let clock = 0
      const load = vi.fn(async () => table('1'))
      const cache = createRouteTableCache({ load, now: () => clock, ttlMs: 100, retryMs: 50, deadlineMs: 1000 })
      expect(await cache.get()).toEqual(table('1'))
      load.mockImplementation(() => new Promise(() => {}))
      clock = 100
      const waiting = Promise.all([cache.get(), cache.get()])
      await vi.advanceTimersByTimeAsync(1000)
      expect(await waiting).toEqual([table('1'), table('1')])
      load.mockResolvedValue(table('2'))
      clock = 150
      expect(await cache.get()).toEqual(table('2'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('shares one refresh between concurrent callers', async () => {
    const load = vi.fn(async () => table('1'))
    const cache = createRouteTableCache({ load, now: () => 0 })
    await Promise.all([cache.get(), cache.get(), cache.get()])
    expect(load).toHaveBeenCalledTimes(1)
  })
})
