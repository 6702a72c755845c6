/**
 * Two app instances sharing one Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379) share their
 * counts. Skipped, saying so, when no Redis answers there.
 */
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createFallbackStore, createMemoryStore, createRedisStore } from './kv'
import { closeRedisConnections, redisConnection } from './redis'
import { resolveLimits } from './rate-limit-config'
import { createRateLimiter } from './rate-limit'

const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
const connect = async () => {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  })
  redis.on('error', () => {})
  await redis.connect()
  return redis
}
const clients = await Promise.all([connect(), connect()]).catch(() => null)
if (!clients) console.warn(`rate-limit.redis.test: no Redis at ${url}; the shared-count tests are skipped`)

afterAll(async () => {
  await Promise.all((clients ?? []).map((c) => c.quit()))
})

describe.skipIf(!clients)('rate limits in Redis', () => {
  const limits = resolveLimits({ RATE_LIMIT_FORM_IP: '10/600' }, () => {})
  const start = 1_800_000_000_000 - (1_800_000_000_000 % 600_000) + 300_000
  // A fresh key space per run, so earlier runs' counts do not interfere.
  const prefix = `test-rl-${randomBytes(4).toString('hex')}`
  const instance = (redis: Redis, now: () => number) =>
    createRateLimiter({ store: createRedisStore(redis), limits, clock: now, prefix })

  it('two instances share one budget', async () => {
    const [a, b] = clients!.map((c) => instance(c, () => start))
    const results: boolean[] = []
    for (let i = 0; i < 6; i++) {
      results.push((await a.consume('form-ip', '203.0.113.7')).allowed)
      results.push((await b.consume('form-ip', '203.0.113.7')).allowed)
    }
    expect(results).toEqual([...Array(10).fill(true), false, false])
    const refused = await b.consume('form-ip', '203.0.113.7')
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 360 })
  })

  it('never lets concurrent hits from both instances past the limit', async () => {
    const [a, b] = clients!.map((c) => instance(c, () => start))
    const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).consume('form-ip', 'burst')))
    expect(hits.filter((h) => h.allowed)).toHaveLength(10)
  })

  it('slides: the previous window counts by its remaining share', async () => {
    let now = start
    const [a, b] = clients!.map((c) => instance(c, () => now))
    for (let i = 0; i < 10; i++) await a.consume('form-ip', 'slide')
    now += 600_000 // the same point of the next window: half of the previous one still counts
    const allowed = []
    for (let i = 0; i < 6; i++) allowed.push((await b.consume('form-ip', 'slide')).allowed)
    expect(allowed).toEqual([true, true, true, true, true, false])
  })

  it('reset in one instance frees the key for the other', async () => {
    const [a, b] = clients!.map((c) => instance(c, () => start))
    for (let i = 0; i < 10; i++) await a.consume('form-ip', 'reset')
    await b.reset('form-ip', 'reset')
    expect((await a.consume('form-ip', 'reset')).allowed).toBe(true)
  })
})

describe('an unreachable Redis', () => {
  it('leaves the limiter on memory with one warning, never an error', async () => {
    const log = vi.fn()
    const remote = redisConnection('redis://127.0.0.1:1').then(createRedisStore)
    const store = createFallbackStore(
      async () => ((await remote).available() ? remote : null),
      createMemoryStore(),
      log,
    )
    const limiter = createRateLimiter({ store, limits: resolveLimits({ RATE_LIMIT_FORM_IP: '2/60' }, () => {}) })
    const allowed = []
    for (let i = 0; i < 3; i++) allowed.push((await limiter.consume('form-ip', 'x')).allowed)
    expect(allowed).toEqual([true, true, false])
    expect(log).toHaveBeenCalledOnce()
    await closeRedisConnections()
  })
})
