/**
 * An in-process store of rendered pages, keyed by site host and path, each entry with the
 * tags it was rendered from. An invalidation drops every entry carrying one of its tags and stamps the
 * tag, so a render that started before the change (and read the old data) is not stored when it ends.
 * Bounded by entry count and bytes (least recently used go first). After the TTL, the backstop should an instance
 * miss an invalidation, a page is stale: still answered, marked so, while the caller renders it again (one refill at
 * a time, ./proxy-cache.ts), and dropped only after the stale time too. A page whose render declared a deadline (an
 * `until:` tag, ./tags.ts) is kept no later than that, stale or not. React-, Next- and Payload-free.
 */
import zlib from 'node:zlib'
import { ALL_TAG, splitDeadline } from './tags'

/**
 * `body`: the page's bytes, the same for every answer; `scriptHashes`: the hash sources its policy names its inline
 * scripts by (./script-hashes.ts); `etag`: a weak validator of the bytes; `gzip`: the body compressed once, when the page is
 * prepared for the production server (./prepared.ts; then `body` has the deferred start's transform applied too).
 */
export type CachedPage = {
  body: Uint8Array<ArrayBuffer>
  headers: Record<string, string>
  tags: readonly string[]
  scriptHashes: readonly string[]
  etag: string
  gzip?: Uint8Array<ArrayBuffer> | null
}

/**
 * What a page holds in memory: a prepared page only its compressed copy (a sixth of the page), the rest their bytes.
 * Nearly every client takes gzip, so keeping both held a sixth as many pages in the same bytes, and the misses that
 * followed from evicting them were the traffic mix's p95.
 */
const storedBytes = (page: CachedPage): number => page.gzip?.byteLength ?? page.body.byteLength

export type RenderStoreOptions = {
  maxEntries?: number
  maxBytes?: number
  ttlMs?: number
  staleMs?: number
  now?: () => number
}

/**
 * A page from the store; `body()`: its bytes (inflated from the compressed copy for the rare client that takes no gzip);
 * `stale`: older than the TTL, to be answered while it is rendered again; `tags` with ALL_TAG and without deadlines;
 * `until`: its render's deadline (epoch ms) or null.
 */
export type StoredEntry = Omit<CachedPage, 'body'> & {
  body: () => Uint8Array<ArrayBuffer>
  stale: boolean
  until: number | null
}

const MAX_STAMPS = 10_000

type Entry = Omit<CachedPage, 'body'> & {
  identity: Uint8Array<ArrayBuffer> | null
  at: number
  bytes: number
  until: number | null
}

const bodyOf = (entry: Entry): (() => Uint8Array<ArrayBuffer>) => {
  const { identity, gzip } = entry
  if (identity) return () => identity
  return () => new Uint8Array(zlib.gunzipSync(gzip as Uint8Array<ArrayBuffer>))
}

export type RenderStore = ReturnType<typeof createRenderStore>

export function createRenderStore(options: RenderStoreOptions = {}) {
  const maxEntries = options.maxEntries ?? 10_000
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024
  const ttlMs = options.ttlMs ?? 5 * 60_000
  const staleMs = options.staleMs ?? 60 * 60_000
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  const byTag = new Map<string, Set<string>>()
  /** Monotonic clock of invalidations: a fill remembers the clock when it started. */
  let clock = 0
  const stamped = new Map<string, { clock: number; at: number }>()
  /** Stamps older than this clock were forgotten: a fill that started before it is not stored. */
  let forgottenBefore = 0
  let bytes = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
    for (const tag of entry.tags) {
      const keys = byTag.get(tag)
      keys?.delete(key)
      if (keys && !keys.size) byTag.delete(tag)
    }
  }

  return {
    get(key: string): StoredEntry | null {
      const entry = entries.get(key)
      if (!entry) return null
      const age = now() - entry.at
      if (age >= ttlMs + staleMs || (entry.until !== null && now() >= entry.until)) {
        drop(key)
        return null
      }
      // Most recently used last: the Map's order is the eviction order.
      entries.delete(key)
      entries.set(key, entry)
      return {
        body: bodyOf(entry),
        headers: entry.headers,
        tags: entry.tags,
        scriptHashes: entry.scriptHashes,
        etag: entry.etag,
        gzip: entry.gzip,
        until: entry.until,
        stale: age >= ttlMs,
      }
    },
    /** The clock to hand to set(): read before the render starts. */
    begin(): number {
      return clock
    },
    /** Stores a page unless one of its tags was invalidated since `startedAt`; returns whether it stored. */
    set(key: string, page: CachedPage, startedAt: number): boolean {
      const declared = splitDeadline(page.tags)
      const tags = [...new Set([...declared.tags, ALL_TAG])]
      if (startedAt < forgottenBefore || tags.some((tag) => (stamped.get(tag)?.clock ?? -1) > startedAt)) return false
      if (declared.until !== null && now() >= declared.until) return false
      const size = storedBytes(page)
      if (size > maxBytes) return false
      drop(key)
      const { body, ...rest } = page
      entries.set(key, {
        ...rest,
        identity: page.gzip ? null : body,
        tags,
        at: now(),
        bytes: size,
        until: declared.until,
      })
      bytes += size
      for (const tag of tags) {
        const keys = byTag.get(tag) ?? new Set()
        keys.add(key)
        byTag.set(tag, keys)
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        drop(oldest)
      }
      return true
    },
    /** Drops every page carrying one of `tags`; returns how many. */
    invalidate(tags: Iterable<string>): number {
      clock += 1
      let dropped = 0
      for (const tag of tags) {
        stamped.delete(tag)
        stamped.set(tag, { clock, at: now() })
        for (const key of [...(byTag.get(tag) ?? [])]) {
          drop(key)
          dropped += 1
        }
      }
      // Stamps only matter to fills in flight (seconds); the oldest go once there are many.
      if (stamped.size > MAX_STAMPS) {
        for (const [tag, stamp] of stamped) {
          if (stamped.size <= MAX_STAMPS / 2) break
          stamped.delete(tag)
          forgottenBefore = Math.max(forgottenBefore, stamp.clock)
        }
      }
      return dropped
    },
    size: () => entries.size,
    bytes: () => bytes,
  }
}
