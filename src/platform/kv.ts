/**
 * A small key-value store with expiry, shared by the instances when REDIS_URL is set (DESIGN §5:
 * "cache, rate limits: in-memory (lru-cache) / Redis"). Besides get/set/delete it offers the one
 * atomic step the rate limiter needs (`slidingWindowHit`), done in Redis by a Lua script so two
 * instances can never both take the last point.
 */
import { LRUCache } from 'lru-cache'
import type { Redis } from 'ioredis'
import { redisConnection } from './redis'
import { logWarning } from './log/logger'

export type Clock = () => number

/** Counts of the current and previous fixed windows after a hit, and whether it was let through. */
export type WindowHit = { allowed: boolean; current: number; previous: number }

export type WindowHitInput = {
  currentKey: string
  previousKey: string
  limit: number
  cost: number
  /** Share of the previous window still inside the sliding window (1 at a window's start, 0 at its end). */
  previousWeight: number
  /** How long a window's counter must live: two windows. */
  ttlMs: number
}

export interface KeyValueStore {
  get(key: string): Promise<string | null>
  set(key: string, value: string, ttlMs: number): Promise<void>
  delete(key: string): Promise<void>
  /** Lets `cost` through when current + previous × weight + cost ≤ limit, counting it; atomic. */
  slidingWindowHit(input: WindowHitInput): Promise<WindowHit>
}

const allows = (input: WindowHitInput, current: number, previous: number) =>
  current + previous * input.previousWeight + input.cost <= input.limit

/** One process's store. Bounded (least recently used keys go first); expiry follows the injected clock. */
export function createMemoryStore(options: { clock?: Clock; maxKeys?: number } = {}): KeyValueStore {
  const clock = options.clock ?? Date.now
  const entries = new LRUCache<string, { value: string; expiresAt: number }>({ max: options.maxKeys ?? 100_000 })
  const read = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.expiresAt <= clock()) {
      entries.delete(key)
      return null
    }
    return entry.value
  }
  const write = (key: string, value: string, ttlMs: number) =>
    void entries.set(key, { value, expiresAt: clock() + ttlMs })
  return {
    get: async (key) => read(key),
    set: async (key, value, ttlMs) => write(key, value, ttlMs),
    delete: async (key) => void entries.delete(key),
    // Synchronous between the awaits, so atomic within the process.
    async slidingWindowHit(input) {
      const current = Number(read(input.currentKey) ?? 0)
      const previous = Number(read(input.previousKey) ?? 0)
      if (!allows(input, current, previous)) return { allowed: false, current, previous }
      write(input.currentKey, String(current + input.cost), input.ttlMs)
      return { allowed: true, current: current + input.cost, previous }
    },
  }
}

const SLIDING_WINDOW_LUA = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
local previous = tonumber(redis.call('GET', KEYS[2]) or '0')
local limit = tonumber(ARGV[1])
local cost = tonumber(ARGV[2])
local weight = tonumber(ARGV[3])
if current + previous * weight + cost > limit then
  return {0, current, previous}
end
current = redis.call('INCRBY', KEYS[1], cost)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {1, current, previous}
`

/** The store over a Redis client; `available()` says whether it can be used now (see createFallbackStore). */
export function createRedisStore(redis: Redis): KeyValueStore & { available(): boolean } {
  return {
    available: () => redis.status === 'ready',
    get: (key) => redis.get(key),
    set: async (key, value, ttlMs) => void (await redis.set(key, value, 'PX', Math.max(1, Math.ceil(ttlMs)))),
    delete: async (key) => void (await redis.del(key)),
    async slidingWindowHit(input) {
      const [allowed, current, previous] = (await redis.eval(
        SLIDING_WINDOW_LUA,
        2,
        input.currentKey,
        input.previousKey,
        input.limit,
        input.cost,
        input.previousWeight,
        Math.ceil(input.ttlMs),
      )) as [number, number, number]
      return { allowed: allowed === 1, current, previous }
    },
  }
}

/**
 * Redis while it answers, else the memory store: an unreachable Redis costs one logged warning per
 * outage and never fails a request. While Redis is down the instances count separately.
 */
export function createFallbackStore(
  remote: () => Promise<KeyValueStore | null>,
  memory: KeyValueStore,
  log: (message: string, error?: unknown) => void,
): KeyValueStore {
  let warned = false
  const fallBack = (error?: unknown) => {
    if (!warned)
      log(
        "Redis is unreachable; rate limits and the key-value store use this instance's memory until it answers again",
        error,
      )
    warned = true
  }
  const run = async <T>(op: (store: KeyValueStore) => Promise<T>): Promise<T> => {
    const store = await remote().catch((error: unknown) => (fallBack(error), null))
    if (!store) {
      fallBack()
      return op(memory)
    }
    try {
      const result = await op(store)
      warned = false
      return result
    } catch (error) {
      fallBack(error)
      return op(memory)
    }
  }
  return {
    get: (key) => run((s) => s.get(key)),
    set: (key, value, ttlMs) => run((s) => s.set(key, value, ttlMs)),
    delete: (key) => run((s) => s.delete(key)),
    slidingWindowHit: (input) => run((s) => s.slidingWindowHit(input)),
  }
}

let shared: KeyValueStore | null = null

/** The process's store: Redis (REDIS_URL) with the memory fallback, or memory alone. */
export function keyValueStore(): KeyValueStore {
  if (shared) return shared
  const memory = createMemoryStore()
  const url = process.env.REDIS_URL
  if (!url) return (shared = memory)
  const remote = redisConnection(url).then(createRedisStore)
  shared = createFallbackStore(
    async () => {
      const store = await remote
      return store.available() ? store : null
    },
    memory,
    logWarning,
  )
  return shared
}
