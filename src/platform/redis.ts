/**
 * The process's Redis connection for the platform stores (REDIS_URL). Commands fail fast while it is
 * down (no offline queue, short timeouts) so callers can fall back instead of waiting; ioredis keeps
 * reconnecting in the background.
 */
import type { Redis } from 'ioredis'

const clients = new Map<string, Promise<Redis>>()

/**
 * The client for `url`, one per process and URL, once its first connection attempt has settled.
 * Use it only while `status === 'ready'`: after a failed attempt ioredis goes on reconnecting.
 */
export function redisConnection(url: string): Promise<Redis> {
  let client = clients.get(url)
  if (!client) {
    client = import('ioredis').then(async ({ Redis: RedisClient }) => {
      const redis = new RedisClient(url, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        commandTimeout: 1000,
      })
      // Failures surface as unavailable stores; without a listener ioredis would print every retry.
      redis.on('error', () => {})
      await redis.connect().catch(() => {})
      return redis
    })
    clients.set(url, client)
  }
  return client
}

/** Closes every connection this module opened (tests, shutdown). */
export async function closeRedisConnections(): Promise<void> {
  const open = [...clients.values()]
  clients.clear()
  await Promise.all(open.map((c) => c.then((r) => r.quit()).catch(() => {})))
}
