import { describe, expect, it, vi } from 'vitest'
import { TooManyRequestsError } from './errors'
import { createFallbackStore, createMemoryStore, type KeyValueStore } from './kv'
import { resolveLimits } from './rate-limit-config'
import { createRateLimiter, limitRequest, retryAfterMs } from './rate-limit'

/** A clock the test moves by hand; windows are aligned to multiples of their length. */
function manualClock(start = 1_700_000_000_000 - (1_700_000_000_000 % 600_000)) {
  let now = start
  return { now: () => now, advance: (ms: number) => void (now += ms) }
}

// form-ip: 10 points per 600 s (a 10-minute sliding window).
const limits = resolveLimits({ RATE_LIMIT_FORM_IP: '10/600', RATE_LIMIT_OTP_ATTEMPTS: '5/900' }, () => {})
const setup = () => {
  const clock = manualClock()
  const store = createMemoryStore({ clock: clock.now })
  return { clock, store, limiter: createRateLimiter({ store, limits, clock: clock.now }) }
}
const take = async (limiter: ReturnType<typeof setup>['limiter'], n: number, key = '203.0.113.7') => {
  const results = []
  for (let i = 0; i < n; i++) results.push((await limiter.consume('form-ip', key)).allowed)
  return results
}

describe('sliding-window limiter', () => {
  it('lets the limit through and refuses the next, with the time until a point frees', async () => {
    const { limiter, clock } = setup()
    clock.advance(300_000) // mid-window
    expect(await take(limiter, 10)).toEqual(Array(10).fill(true))
    const refused = await limiter.consume('form-ip', '203.0.113.7')
    // All 10 sit in this window: at the boundary (300 s) they become the previous window, and one
    // point frees when 1/10 of it has slid out (60 s more).
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 360 })
  })

  it('counts keys apart', async () => {
    const { limiter } = setup()
    await take(limiter, 10, 'a')
    expect((await limiter.consume('form-ip', 'b')).allowed).toBe(true)
  })

  it('does not reset at a window boundary (no double burst), unlike a fixed window', async () => {
    const { limiter, clock } = setup()
    clock.advance(599_000) // the last second of a window
    expect(await take(limiter, 10)).toEqual(Array(10).fill(true))
    clock.advance(2_000) // just past the boundary: the previous window still counts almost fully
    expect((await limiter.consume('form-ip', '203.0.113.7')).allowed).toBe(false)
  })

  it('frees points as the previous window slides out', async () => {
    const { limiter, clock } = setup()
    await take(limiter, 10) // at the window's start
    clock.advance(600_000 + 300_000) // half-way through the next window: 10 × 0.5 = 5 still count
    expect(await take(limiter, 6)).toEqual([true, true, true, true, true, false])
  })

  it('answers a retry time after which the request is indeed let through', async () => {
    const { limiter, clock } = setup()
    clock.advance(123_456)
    await take(limiter, 10)
    clock.advance(700_000)
    await take(limiter, 4)
    const refused = await limiter.consume('form-ip', '203.0.113.7')
    if (refused.allowed) throw new Error('expected a refusal')
    clock.advance(refused.retryAfterSeconds * 1000 - 1_000)
    expect((await limiter.consume('form-ip', '203.0.113.7')).allowed).toBe(false)
    clock.advance(1_000)
    expect((await limiter.consume('form-ip', '203.0.113.7')).allowed).toBe(true)
  })

  it('does not count refused requests', async () => {
    const { limiter, clock } = setup()
    await take(limiter, 10)
    await take(limiter, 50) // hammering while blocked
    clock.advance(1_200_000) // two windows later everything has slid out
    expect(await take(limiter, 10)).toEqual(Array(10).fill(true))
  })

  it('reports what remains', async () => {
    const { limiter } = setup()
    expect(await limiter.consume('form-ip', 'k')).toEqual({ allowed: true, remaining: 9 })
    expect(await limiter.consume('form-ip', 'k', 4)).toEqual({ allowed: true, remaining: 5 })
  })

  it('forgets a key on reset', async () => {
    const { limiter } = setup()
    await take(limiter, 10)
    await limiter.reset('form-ip', '203.0.113.7')
    expect((await limiter.consume('form-ip', '203.0.113.7')).allowed).toBe(true)
  })

  it('enforce throws TooManyRequestsError with whole seconds', async () => {
    const { limiter } = setup()
    for (let i = 0; i < 5; i++) await limiter.enforce('otp-attempts', 'code-1')
    await expect(limiter.enforce('otp-attempts', 'code-1')).rejects.toBeInstanceOf(TooManyRequestsError)
  })

  it('lets everything through a switched-off limit', async () => {
    const clock = manualClock()
    const off = createRateLimiter({
      store: createMemoryStore({ clock: clock.now }),
      limits: resolveLimits({ RATE_LIMIT_MULTIPLIER: '0' }, () => {}),
      clock: clock.now,
    })
    for (let i = 0; i < 1000; i++) expect((await off.consume('form-ip', 'x')).allowed).toBe(true)
    expect(await off.consume('otp-attempts', 'x', 6)).toMatchObject({ allowed: false })
  })
})

describe('retryAfterMs', () => {
  it('waits for the previous window to decay when the current one has room', () => {
    // 6 in the current window, 10 in the previous, limit 10, 100 s into a 600 s window:
    // 6 + 10 × (1 − t/600) + 1 ≤ 10 → t ≥ 420 s → 320 s from now.
    expect(
      retryAfterMs({ limit: 10, cost: 1, windowMs: 600_000, elapsedMs: 100_000, current: 6, previous: 10 }),
    ).toBeCloseTo(320_000)
  })

  it('never frees a cost above the limit within one window', () => {
    expect(retryAfterMs({ limit: 5, cost: 6, windowMs: 1000, elapsedMs: 0, current: 0, previous: 0 })).toBe(2000)
  })
})

describe('limitRequest', () => {
  it('answers 429 with Retry-After and a message once the client address is over the limit', async () => {
    const { limiter } = setup()
    const request = () =>
      new Request('http://se.localhost/api/forms/comhub', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.4' },
      })
    for (let i = 0; i < 10; i++) expect(await limitRequest(request(), 'form-ip', undefined, limiter)).toBeNull()
    const response = await limitRequest(request(), 'form-ip', undefined, limiter)
    expect(response?.status).toBe(429)
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number.isInteger(Number(response?.headers.get('retry-after')))).toBe(true)
    expect((await response?.json()).error).toMatch(/^Too many requests; please try again in \d+ seconds?\.$/)
  })
})

describe('fallback store', () => {
  it('uses memory when Redis fails, warning once per outage, never throwing', async () => {
    const failing: KeyValueStore = {
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      set: () => Promise.reject(new Error('ECONNREFUSED')),
      delete: () => Promise.reject(new Error('ECONNREFUSED')),
      slidingWindowHit: () => Promise.reject(new Error('ECONNREFUSED')),
    }
    const log = vi.fn()
    const clock = manualClock()
    const store = createFallbackStore(async () => failing, createMemoryStore({ clock: clock.now }), log)
    const limiter = createRateLimiter({ store, limits, clock: clock.now })
    expect(await take(limiter, 11)).toEqual([...Array(10).fill(true), false])
    await store.set('k', 'v', 1000)
    expect(await store.get('k')).toBe('v')
    expect(log).toHaveBeenCalledOnce()
  })

  it('uses memory while Redis is not connected', async () => {
    const log = vi.fn()
    const store = createFallbackStore(async () => null, createMemoryStore(), log)
    await store.set('k', 'v', 1000)
    expect(await store.get('k')).toBe('v')
    expect(log).toHaveBeenCalledOnce()
  })
})

describe('memory store', () => {
  it('expires keys by the injected clock', async () => {
    const clock = manualClock()
    const store = createMemoryStore({ clock: clock.now })
    await store.set('k', 'v', 1000)
    clock.advance(999)
    expect(await store.get('k')).toBe('v')
    clock.advance(1)
    expect(await store.get('k')).toBeNull()
  })
})
