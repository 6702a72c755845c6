import { describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import { createRenderStore } from './store'
import { ALL_TAG, untilTag } from './tags'

const page = (body: string, tags: string[]) => ({
  body: Buffer.from(body),
  headers: { 'content-type': 'text/html' },
  tags,
  scriptHashes: ["'sha256-x'"],
  etag: 'W/"x"',
})
const text = (page: { body: () => Uint8Array } | null) => (page ? Buffer.from(page.body()).toString() : null)

describe('render store', () => {
  it('serves a stored page until one of its tags is invalidated, and only those pages', () => {
    const store = createRenderStore()
    expect(store.set('/a', page('A', ['site:1', 'page:1']), store.begin())).toBe(true)
    expect(store.set('/b', page('B', ['site:1', 'page:2']), store.begin())).toBe(true)
    expect(store.set('/c', page('C', ['site:2', 'page:3']), store.begin())).toBe(true)
    expect(store.invalidate(['page:1'])).toBe(1)
    expect(store.get('/a')).toBeNull()
    expect(text(store.get('/b'))).toBe('B')
    expect(store.invalidate(['site:1'])).toBe(1)
    expect(store.get('/b')).toBeNull()
    expect(text(store.get('/c'))).toBe('C')
  })

  it('the "all" tag drops every page', () => {
    const store = createRenderStore()
    store.set('/a', page('A', ['site:1']), store.begin())
    store.set('/b', page('B', []), store.begin())
    expect(store.invalidate([ALL_TAG])).toBe(2)
    expect(store.size()).toBe(0)
  })

  it('does not store a render that started before one of its tags was invalidated (it read the old data)', () => {
    const store = createRenderStore()
    const started = store.begin()
    store.invalidate(['page:1'])
    expect(store.set('/a', page('old', ['page:1']), started)).toBe(false)
    expect(store.get('/a')).toBeNull()
    // A render of another page is unaffected, and a render started after the change is kept.
    expect(store.set('/b', page('B', ['page:2']), started)).toBe(true)
    expect(store.set('/a', page('new', ['page:1']), store.begin())).toBe(true)
    expect(text(store.get('/a'))).toBe('new')
  })

  it('marks entries stale after the TTL (the backstop for a missed invalidation) and drops them after the stale time', () => {
    let now = 0
    const store = createRenderStore({ ttlMs: 1000, staleMs: 500, now: () => now })
    store.set('/a', page('A', []), store.begin())
    now = 999
    expect(store.get('/a')?.stale).toBe(false)
    now = 1000
    expect(store.get('/a')?.stale).toBe(true)
    expect(text(store.get('/a'))).toBe('A')
    // A fresh render replaces it.
    store.set('/a', page('A2', []), store.begin())
    expect(store.get('/a')?.stale).toBe(false)
    now = 2499
    expect(text(store.get('/a'))).toBe('A2')
    now = 2500
    expect(store.get('/a')).toBeNull()
  })

  it('answers no stale page after an invalidation or a declared deadline', () => {
    let now = 0
    const store = createRenderStore({ ttlMs: 1000, staleMs: 10_000, now: () => now })
    store.set('/a', page('A', ['page:1']), store.begin())
    store.set('/b', page('B', [untilTag(1500)]), store.begin())
    now = 1200
    expect(store.get('/a')?.stale).toBe(true)
    expect(store.get('/b')?.stale).toBe(true)
    store.invalidate(['page:1'])
    now = 1500
    expect(store.get('/a')).toBeNull()
    expect(store.get('/b')).toBeNull()
  })

  it('keeps a page no later than the deadline its render declared (a dated message ends)', () => {
    let now = 0
    const store = createRenderStore({ ttlMs: 60_000, now: () => now })
    expect(store.set('/a', page('A', ['site:1', untilTag(500), untilTag(800)]), store.begin())).toBe(true)
    expect(store.set('/b', page('B', ['site:1']), store.begin())).toBe(true)
    now = 499
    expect(text(store.get('/a'))).toBe('A')
    now = 500
    expect(store.get('/a')).toBeNull()
    expect(text(store.get('/b'))).toBe('B')
    // A render whose deadline passed while it ran is not stored; the deadline is no tag to invalidate by.
    expect(store.set('/c', page('C', [untilTag(400)]), store.begin())).toBe(false)
    expect(store.invalidate([untilTag(500)])).toBe(0)
  })

  it('evicts the least recently used beyond its entry and byte bounds', () => {
    const store = createRenderStore({ maxEntries: 2 })
    store.set('/a', page('A', []), store.begin())
    store.set('/b', page('B', []), store.begin())
    store.get('/a')
    store.set('/c', page('C', []), store.begin())
    expect(store.get('/b')).toBeNull()
    expect(text(store.get('/a'))).toBe('A')
    const small = createRenderStore({ maxBytes: 5 })
    expect(small.set('/big', page('x'.repeat(6), []), small.begin())).toBe(false)
    small.set('/1', page('xxx', ['t:1']), small.begin())
    small.set('/2', page('yyy', ['t:2']), small.begin())
    expect(small.get('/1')).toBeNull()
    expect(small.bytes()).toBe(3)
    // The evicted entry left no tag index behind.
    expect(small.invalidate(['t:1', 't:2'])).toBe(1)
  })

  it('keeps a prepared page as its compressed copy alone, and inflates it for a client without gzip', () => {
    const body = Buffer.from('<html>' + 'bil '.repeat(2000) + '</html>')
    const gzip = new Uint8Array(zlib.gzipSync(body))
    const store = createRenderStore()
    store.set('/p', { body, headers: {}, tags: [], scriptHashes: [], etag: '', gzip }, store.begin())
    expect(store.bytes()).toBe(gzip.byteLength)
    expect(store.get('/p')?.gzip).toBe(gzip)
    expect(text(store.get('/p'))).toBe(body.toString())
  })

  it('forgets old stamps once there are many, and then refuses fills that started before them', () => {
    const store = createRenderStore()
    const started = store.begin()
    for (let i = 0; i < 10_001; i++) store.invalidate([`car:${i}`])
    expect(store.set('/x', page('X', ['page:9']), started)).toBe(false)
    expect(store.set('/x', page('X', ['page:9']), store.begin())).toBe(true)
  })
})
