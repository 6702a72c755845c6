/**
 * Answer cache (spec 1 §7: answers cached 60 s), keyed by index, index generation and the normalised
 * query. In memory (lru-cache) by default; in Redis when REDIS_URL is set, so instances share it.
 * The generation (last applied change id, the same on every instance once caught up) is part of the
 * key, so a change makes every older entry unreachable; the local LRU is also emptied.
 */
import { LRUCache } from 'lru-cache'
import type { Redis } from 'ioredis'
import type { SearchAnswer } from './contract'

export const CACHE_TTL_MS = 60_000

export type AnswerCache = {
  get(key: string): Promise<SearchAnswer | undefined>
  set(key: string, answer: SearchAnswer): Promise<void>
  clear(): void
  close(): Promise<void>
}

export function createAnswerCache(opts: {
  redisUrl?: string
  maxSize?: number
  log: (m: string, e?: unknown) => void
}): AnswerCache {
  // Sized by what an answer holds (hits and facet values), so a few big answers cannot crowd memory.
  const memory = new LRUCache<string, SearchAnswer>({
    maxSize: opts.maxSize ?? 50_000,
    sizeCalculation: (answer) => 1 + answer.content.length + answer.facet.reduce((n, f) => n + f.values.length, 0),
    ttl: CACHE_TTL_MS,
  })
  let redis: Redis | null = null
  let redisReady: Promise<Redis | null> | null = null
  let warned = false
  const redisFailed = (error: unknown) => {
    if (!warned) opts.log('search: Redis cache unavailable, using the in-memory cache', error)
    warned = true
    return undefined
  }
  const client = () => {
    if (!opts.redisUrl) return Promise.resolve(null)
    redisReady ??= import('ioredis').then(({ Redis: RedisClient }) => {
      redis = new RedisClient(opts.redisUrl!, {
        keyPrefix: 'search:',
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      })
      redis.on('error', redisFailed)
      return redis.connect().then(
        () => redis,
        (error) => (redisFailed(error), null),
      )
    })
    return redisReady
  }

  return {
    async get(key) {
      const hit = memory.get(key)
      if (hit) return hit
      const remote = await client()
      if (!remote || remote.status !== 'ready') return undefined
      const text = await remote.get(key).catch(redisFailed)
      if (!text) return undefined
      const answer = JSON.parse(text) as SearchAnswer
      memory.set(key, answer)
      return answer
    },
    async set(key, answer) {
      memory.set(key, answer)
      const remote = await client()
      if (remote?.status === 'ready')
        await remote.set(key, JSON.stringify(answer), 'PX', CACHE_TTL_MS).catch(redisFailed)
    },
    clear() {
      memory.clear()
    },
    async close() {
      await redis?.quit().catch(() => {})
    },
  }
}
