import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPassTable } from '@/platform/render-cache/fast-path'
import { PREPARED_HEADER } from '@/platform/render-cache/prepared'
import { createRenderStore, type CachedPage } from '@/platform/render-cache/store'
import { labelRequest } from '@/platform/request-scope'
import { withServerLayers } from './layers'
import { requestLog } from '@/platform/log/logger'
import { storedPages } from './stored-pages'

const RENDERED = 'AAAAAAAAAAAAAAAAAAAAAA=='
const HASHES = ["'sha256-1'", "'sha256-2'"]
const CSP = "script-src 'self' 'sha256-1' 'sha256-2' 'strict-dynamic'"
const ETAG = 'W/"koep"'
const page = (text: string): CachedPage => {
  const body = Buffer.from(
    `<!DOCTYPE html><html><head><script nonce="${RENDERED}">1</script></head><body><p>${text} – bil</p>${'x'.repeat(3000)}<script nonce="${RENDERED}">2</script></body></html>`,
  )
  return {
    body,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    tags: ['page:1'],
    scriptHashes: HASHES,
    etag: ETAG,
    gzip: new Uint8Array(zlib.gzipSync(body)),
  }
}

let now = 0
let store = createRenderStore()
let longWay = 0
/** Stands in for Next and the proxy: answers /p from the store as the proxy does, naming its key; /plain without one. */
function next(req: http.IncomingMessage, res: http.ServerResponse) {
  longWay += 1
  labelRequest('se', 'content')
  const stored = ['/p', '/plain', '/cookie'].includes(req.url ?? '') ? store.get('http://se.example/p') : null
  if (!stored?.gzip) {
    res.statusCode = 404
    res.end('not found')
    return Promise.resolve()
  }
  const gzip = /gzip/.test(String(req.headers['accept-encoding']))
  res.writeHead(200, {
    ...stored.headers,
    'content-security-policy': CSP,
    etag: stored.etag,
    'cache-control': 'private, no-cache',
    'permissions-policy': 'geolocation=()',
    'x-render-cache': 'miss',
    'x-middleware-rewrite': '/se/sv-SE/p',
    ...(gzip ? { [PREPARED_HEADER]: 'gzip' } : {}),
    ...(gzip && req.url !== '/plain' ? { 'x-render-key': 'http://se.example/p' } : {}),
    ...(req.url === '/cookie' ? { 'set-cookie': 'seen=1' } : {}),
  })
  res.end(gzip ? stored.gzip : stored.body())
  return Promise.resolve()
}

let server: http.Server
let port = 0
beforeAll(async () => {
  const passes = createPassTable({ now: () => now, ttlMs: 1000 })
  server = http.createServer(withServerLayers(next, storedPages({ store: () => store, passes })))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  now += 10_000
  store = createRenderStore()
  store.set('http://se.example/p', page('Köp'), store.begin())
  longWay = 0
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          headers: { host: 'se.example', accept: 'text/html', 'accept-encoding': 'gzip', ...headers },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const body = res.headers['content-encoding'] === 'gzip' && raw.length ? zlib.gunzipSync(raw) : raw
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') })
          })
        },
      )
      .on('error', reject)
      .end()
  })
}

/** The headers that are the same for every answer of one page. */
const lasting = (headers: http.IncomingHttpHeaders) => {
  const {
    date: _date,
    'content-length': _length,
    'transfer-encoding': _chunked,
    'x-render-cache': _source,
    'x-request-id': _id,
    ...rest
  } = headers
  return rest
}

describe('render-cache pages answered by the server while the pass holds', () => {
  it("answers the next requests without Next: the same page and headers, its policy of the scripts' hashes included", async () => {
    const first = await get('/p')
    const second = await get('/p')
    const third = await get('/p')
    expect(longWay).toBe(1)
    expect(second.status).toBe(200)
    expect(second.headers['x-render-cache']).toBe('hit')
    expect(lasting(second.headers)).toEqual(lasting(first.headers))
    expect(second.headers['x-render-key']).toBeUndefined()
    expect(second.headers[PREPARED_HEADER]).toBeUndefined()
    expect(second.headers['x-middleware-rewrite']).toBeUndefined()
    for (const answer of [first, second, third]) {
      expect(answer.headers['content-security-policy']).toBe(CSP)
      expect(answer.body).toBe(Buffer.from(page('Köp').body).toString())
    }
  })

  it('gives each answer of a pass its own request id, and logs it with the site and kind the proxy named', async () => {
    const logged: Record<string, unknown>[] = []
    vi.spyOn(requestLog, 'info').mockImplementation(
      ((line: Record<string, unknown>) => void logged.push(line)) as never,
    )
    const first = await get('/p')
    const second = await get('/p', { 'x-request-id': 'lb-2' })
    expect(longWay).toBe(1)
    expect(second.headers['x-request-id']).toBe('lb-2')
    expect(first.headers['x-request-id']).not.toBe('lb-2')
    await vi.waitFor(() => expect(logged).toHaveLength(2))
    expect(logged[1]).toMatchObject({ reqId: 'lb-2', site: 'se', kind: 'content', cache: 'hit', status: 200 })
    vi.restoreAllMocks()
  })

  it("answers 304 to a client that names the page's ETag, with the same headers and no body", async () => {
    await get('/p')
    const held = await get('/p', { 'if-none-match': ETAG })
    expect(longWay).toBe(1)
    expect(held.status).toBe(304)
    expect(held.body).toBe('')
    expect(held.headers.etag).toBe(ETAG)
    expect(held.headers['content-security-policy']).toBe(CSP)
    expect(held.headers['content-encoding']).toBeUndefined()
    expect((await get('/p', { 'if-none-match': 'W/"other"' })).status).toBe(200)
  })

  it('goes the long way again once the pass is older than its time, the store was invalidated or the page left it', async () => {
    await get('/p')
    now += 1000
    await get('/p')
    expect(longWay).toBe(2)
    await get('/p')
    expect(longWay).toBe(2)
    store.invalidate(['page:2'])
    await get('/p')
    expect(longWay).toBe(3)
    store.invalidate(['page:1'])
    expect((await get('/p')).status).toBe(404)
    expect(longWay).toBe(4)
  })

  it('goes the long way for a stale page, which renders it again', async () => {
    store = createRenderStore({ ttlMs: 100, now: () => now })
    store.set('http://se.example/p', page('Köp'), store.begin())
    await get('/p')
    await get('/p')
    expect(longWay).toBe(1)
    now += 100
    await get('/p')
    expect(longWay).toBe(2)
  })

  it('goes the long way once the page was rendered again under its key: the pass’s policy names the old scripts', async () => {
    await get('/p')
    await get('/p')
    expect(longWay).toBe(1)
    const again = { ...page('Köp igen'), scriptHashes: ["'sha256-3'"], etag: 'W/"igen"' }
    store.set('http://se.example/p', again, store.begin())
    const answer = await get('/p')
    expect(longWay).toBe(2)
    expect(answer.headers.etag).toBe('W/"igen"')
    expect(answer.body).toBe(Buffer.from(again.body).toString())
    await get('/p')
    expect(longWay).toBe(2)
  })

  it('never for a HEAD, another address (a query it has no pass for), an editor, another host or scheme, a client without gzip, nor an answer without a key or with a cookie', async () => {
    await get('/p')
    expect(longWay).toBe(1)
    await get('/p', {}, 'HEAD')
    await get('/p?x=1')
    await get('/p', { cookie: 'payload-token=x' })
    await get('/p', { host: 'uk.example' })
    const plain = await get('/p', { 'accept-encoding': 'identity' })
    expect(plain.body).toContain('Köp – bil')
    expect(longWay).toBe(6)
    await get('/plain')
    await get('/plain')
    expect(longWay).toBe(8)
    await get('/cookie')
    expect((await get('/cookie')).headers['set-cookie']).toEqual(['seen=1'])
    expect(longWay).toBe(10)
  })

  describe('the scheme', () => {
    afterEach(() => vi.unstubAllEnvs())

    it("is the server's own, whatever X-Forwarded-Proto a client sends: no page of its own for it (./forwarded.ts)", async () => {
      await get('/p')
      await get('/p', { 'x-forwarded-proto': 'https' })
      expect(longWay).toBe(1)
    })

    it("is a trusted proxy's: another scheme is another page", async () => {
      vi.stubEnv('TRUST_PROXY_HOPS', '1')
      await get('/p', { 'x-forwarded-proto': 'http' })
      await get('/p', { 'x-forwarded-proto': 'https' })
      expect(longWay).toBe(2)
    })
  })
})
