import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFERRED_LIST_ID } from '@/platform/deferred-start/loader'
import { FILL_HEADER } from '@/platform/render-cache/tags'
import { PREPARED_HEADER } from '@/platform/render-cache/prepared'
import { carrier } from '@/platform/deferred-start/transform'
import { log, requestLog } from '@/platform/log/logger'
import { answerNotFound, labelRequest, requestScope } from '@/platform/request-scope'
import { withServerLayers, type Handle } from './layers'

// A page as Next streams it: the head in one piece, the body in several, one of them cut inside "ö" (two bytes).
const HEAD =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async="" nonce="N"></script><script nonce="N" data-deferred-start="">0</script></head>'
const BODY =
  '<body><p>Köp bil</p>' +
  'x'.repeat(4000) +
  '<script src="/_next/static/chunks/b.js" nonce="N" async=""></script></body></html>'
const PAGE = HEAD + BODY
/** A page already transformed: the framework's scripts listed, one carrier. */
const PREPARED_PAGE =
  HEAD.replace(/<script src="[^"]+" async="" nonce="N"><\/script>/, '') +
  '<body><p>Köp bil</p>' +
  'x'.repeat(4000) +
  carrier(['/_next/static/chunks/a.js'], []) +
  '</body></html>'

/** What reached the stand-in for Next (the edge answers some requests itself). */
const reached: string[] = []

/** Stands in for Next: writes PAGE in pieces, with a length header and Next's internal rewrite header. */
const next: Handle = async (req, res) => {
  reached.push(req.url ?? '')
  if (req.url === '/forwarded') {
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        for: req.headers['x-forwarded-for'],
        proto: req.headers['x-forwarded-proto'],
        host: req.headers['x-forwarded-host'] ?? null,
      }),
    )
    return
  }
  if (req.url === '/data.json') {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ text: 'y'.repeat(5000) }))
    return
  }
  if (req.url === '/fail') throw new Error('boom')
  if (req.url?.startsWith('/kop-bil/volvo')) {
    // As the proxy names a page it handles.
    labelRequest('se', 'car-list')
    res.end('list')
    return
  }
  if (req.url === '/scope') {
    // What the proxy reads inside Next: the request's scope, whose releases run once the answer is complete.
    await Promise.resolve()
    const scope = requestScope()
    scope?.onEnd(() => void released.push(req.headers['next-router-prefetch'] ? 'prefetch' : 'render'))
    res.end(JSON.stringify({ scoped: scope !== undefined, routerPrefetch: scope?.routerPrefetch }))
    return
  }
  if (req.url === '/not-found' || req.url === '/not-found-late') {
    // A page that drew the not-found view: asked before anything went out, or once the status line had gone.
    await Promise.resolve()
    const late = req.url === '/not-found-late'
    if (late) res.writeHead(200, { 'content-type': 'text/html' })
    const marked = answerNotFound()
    res.end(`<p>marked ${marked}</p>`)
    return
  }
  if (req.url === '/prepared-gzip' || req.url === '/prepared-identity') {
    // A render-cache page the proxy prepared already (src/platform/render-cache/prepared.ts): transformed, maybe compressed.
    const gzip = req.url === '/prepared-gzip'
    const page = Buffer.from(PREPARED_PAGE)
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', [PREPARED_HEADER]: gzip ? 'gzip' : 'identity' })
    res.end(gzip ? zlib.gzipSync(page) : page)
    return
  }
  if (req.url === '/not-modified') {
    // A stored page the client holds already, as the proxy answers it (src/routing/edge/page-cache.ts): no body.
    res.writeHead(304, { 'content-type': 'text/html; charset=utf-8', etag: 'W/"page"' })
    res.end()
    return
  }
  // Next puts the proxy's request headers in place of the request's own, and the proxy drops the fill's mark.
  delete req.headers[FILL_HEADER]
  const bytes = Buffer.from(PAGE)
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': bytes.length,
    'x-middleware-rewrite': '/se/sv-SE/page',
  })
  const cut = bytes.indexOf(Buffer.from('ö')) + 1
  res.write(bytes.subarray(0, 50))
  res.write(bytes.subarray(50, cut))
  res.write(bytes.subarray(cut, cut + 100))
  res.end(bytes.subarray(cut + 100))
}

const released: string[] = []
let server: http.Server
let port = 0
beforeAll(async () => {
  server = http.createServer(withServerLayers(next))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const body =
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') })
        })
      })
      .on('error', reject)
      .end()
  })
}

describe('the server layers', () => {
  it("transforms a site page, compresses it with brotli when asked, and drops Next's internal header", async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['x-middleware-rewrite']).toBeUndefined()
    expect(res.body).toContain('<p>Köp bil</p>')
    expect(res.body).not.toContain('<script src="/_next/static/chunks/')
    const listed = new RegExp(`id="${DEFERRED_LIST_ID}">([^<]*)<`).exec(res.body)
    expect(JSON.parse(listed![1])).toEqual({
      scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      preloads: [],
    })
  })

  it('sends the transformed page whole without compression too (no stale length)', async () => {
    const res = await get('/')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-length']).toBeUndefined()
    expect(res.body.endsWith('</body></html>')).toBe(true)
    expect(res.body).toContain(DEFERRED_LIST_ID)
  })

  it("leaves the admin's page, a render-cache fill and a HEAD request as Next wrote them", async () => {
    for (const [path, headers] of [
      ['/admin/login', {}],
      ['/', { [FILL_HEADER]: 'secret:id' }],
    ] as const) {
      const res = await get(path, { ...headers })
      expect(res.body, path).toBe(PAGE)
    }
    const head = await get('/', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })

  it('compresses other answers (gzip when brotli is not asked for) and passes them unchanged', async () => {
    const res = await get('/data.json', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(res.body).text).toHaveLength(5000)
  })

  it('sends a 304 for a page bare: no body from the transform, so no Content-Encoding the browser would put on its copy', async () => {
    const res = await get('/not-modified', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.status).toBe(304)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.etag).toBe('W/"page"')
    expect(res.body).toBe('')
  })

  it('passes a prepared render-cache page on as it is: its gzip marked as such, or compressed without a second transform', async () => {
    const gzip = await get('/prepared-gzip', { 'accept-encoding': 'gzip, br' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers[PREPARED_HEADER]).toBeUndefined()
    expect(gzip.headers.vary).toMatch(/accept-encoding/i)
    expect(gzip.body).toBe(PREPARED_PAGE)
    const identity = await get('/prepared-identity', { 'accept-encoding': 'br' })
    expect(identity.headers['content-encoding']).toBe('br')
    expect(identity.headers[PREPARED_HEADER]).toBeUndefined()
    expect(identity.body).toBe(PREPARED_PAGE)
  })

  it('runs each request in a scope that says whether it is a router prefetch and frees what it holds once answered', async () => {
    expect(JSON.parse((await get('/scope')).body)).toEqual({ scoped: true, routerPrefetch: false })
    expect(JSON.parse((await get('/scope', { rsc: '1', 'next-router-prefetch': '1' })).body)).toEqual({
      scoped: true,
      routerPrefetch: true,
    })
    await vi.waitFor(() => expect(released).toEqual(['render', 'prefetch']))
  })

  it('sends a page that drew the not-found view with status 404, unless its status line had gone already', async () => {
    expect(await get('/not-found')).toMatchObject({ status: 404, body: '<p>marked true</p>' })
    expect(await get('/not-found-late')).toMatchObject({ status: 200, body: '<p>marked false</p>' })
    expect((await get('/')).status).toBe(200)
  })

  it('answers 500 when the handler fails, and keeps serving', async () => {
    expect((await get('/fail')).status).toBe(500)
    expect((await get('/')).status).toBe(200)
  })
})

describe('the edge, in front of Next', () => {
  beforeEach(() => {
    reached.length = 0
  })
  afterEach(() => vi.unstubAllEnvs())

  /** The headers every redirect and error of the app carries (src/proxy.ts). */
  const expectSecured = (headers: http.IncomingHttpHeaders) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headers['permissions-policy']).toContain('camera=()')
  }

  it("refuses thousands of repeated query parameters and over-long addresses before Next's quadratic adapter reads them", async () => {
    const repeated = await get(`/healthz?${'a&'.repeat(7500)}`)
    expect(repeated.status).toBe(414)
    expect(repeated.body).toMatch(/^The address is too long/)
    expectSecured(repeated.headers)
    const many = await get(`/healthz?${'a&'.repeat(1001)}`)
    expect(many.status).toBe(400)
    expect(many.body).toBe('Bad request: the address has more than 1000 query parameters.')
    expectSecured(many.headers)
    expect(reached).toEqual([])
    expect((await get(`/?${'a&'.repeat(1000)}`)).status).toBe(200)
  })

  it('takes its bounds from MAX_URL_LENGTH and MAX_QUERY_PARAMS', async () => {
    vi.stubEnv('MAX_QUERY_PARAMS', '20')
    vi.stubEnv('MAX_URL_LENGTH', '300')
    expect((await get(`/data.json?${'a&'.repeat(21)}`)).status).toBe(400)
    expect((await get(`/${'x'.repeat(300)}`)).status).toBe(414)
    expect(reached).toEqual([])
  })

  it('answers bad bytes in a path or a NUL in the query with 400 and the security headers, never reaching Next', async () => {
    for (const path of [
      '/%00',
      '/kop-bil/%00',
      '/sitemap-%00.xml',
      '/api/mechmate/car/%FF',
      '/api/mechmate/car/%E0%A4%A',
      '/api/mechmate/car/%ED%A0%80',
      '/api/se/%C0%AF',
      '/api/fonts/%',
      '/kop-bil?keyphrase=%00',
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(res.body, path).toMatch(/^Bad request: the (address|query) contains/)
      expect(res.body, path).not.toContain('%')
      expectSecured(res.headers)
    }
    expect(reached).toEqual([])
  })

  it('answers a router state tree Next could not read with 400, never reaching Next (it would answer 500)', async () => {
    for (const tree of ['%5B%22%22%2C', '%E0%A4%A', 'null']) {
      const res = await get('/kop-bil?_rsc=abc', { rsc: '1', 'next-router-state-tree': tree })
      expect(res.status, tree).toBe(400)
      expect(res.body).toMatch(/^Bad request: the Next-Router-State-Tree header/)
      expectSecured(res.headers)
    }
    expect(reached).toEqual([])
  })

  it("answers Next's repeated-slash redirect itself, with the security headers", async () => {
    for (const [path, location] of [
      ['//x', '/x'],
      ['/se//kop-bil?a=1', '/se/kop-bil?a=1'],
      ['//evil.example/x', '/evil.example/x'],
      ['/\\evil.example', '/evil.example'],
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(308)
      expect(res.headers.location, path).toBe(location)
      expectSecured(res.headers)
    }
    expect(reached).toEqual([])
  })

  it("hands Next the socket's address and the server's own scheme, whatever the client wrote, unless proxies are trusted", async () => {
    const spoofed = {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    }
    expect(JSON.parse((await get('/forwarded', spoofed)).body)).toEqual({ for: '127.0.0.1', proto: 'http', host: null })
    expect(JSON.parse((await get('/forwarded')).body)).toEqual({ for: '127.0.0.1', proto: 'http', host: null })
    vi.stubEnv('TRUST_PROXY_HOPS', '1')
    expect(JSON.parse((await get('/forwarded', spoofed)).body)).toEqual({
      for: '203.0.113.7',
      proto: 'https',
      host: 'evil.example',
    })
  })
})

describe('the request log', () => {
  type Line = Record<string, unknown>
  const lines: { level: string; line: Line; msg: string }[] = []
  beforeEach(() => {
    lines.length = 0
    for (const logger of [log, requestLog])
      for (const level of ['info', 'error'] as const)
        vi.spyOn(logger, level).mockImplementation(
          ((line: Line, msg: string) => void lines.push({ level, line, msg })) as never,
        )
  })
  afterEach(() => vi.restoreAllMocks())
  const requestLines = () => lines.filter((entry) => entry.msg === 'request')

  it("logs each request once with its id, the proxy's site and kind, the path without query values, status and duration", async () => {
    const res = await get('/kop-bil/volvo?keyphrase=anna%40example.se&car_fuel=El&car_fuel=Diesel', {
      'x-request-id': 'lb-7f3a',
    })
    expect(res.headers['x-request-id']).toBe('lb-7f3a')
    await vi.waitFor(() => expect(requestLines()).toHaveLength(1))
    const [{ level, line }] = requestLines()
    expect(level).toBe('info')
    expect(line).toMatchObject({
      reqId: 'lb-7f3a',
      site: 'se',
      kind: 'car-list',
      method: 'GET',
      path: '/kop-bil/volvo?keyphrase&car_fuel',
      status: 200,
    })
    expect(typeof line.ms).toBe('number')
    expect(JSON.stringify(line)).not.toMatch(/anna|Diesel/)
  })

  it('gives a request without a well-formed id a new one, and names what the proxy never sees by its path', async () => {
    const res = await get('/data.json', { 'x-request-id': 'a b' })
    const id = res.headers['x-request-id']
    expect(id).toMatch(/^[\da-f-]{36}$/)
    await vi.waitFor(() => expect(requestLines()).toHaveLength(1))
    expect(requestLines()[0].line).toMatchObject({ reqId: id, kind: 'other', status: 200 })
    await get('/healthz?a&'.replace('?a&', ''))
    await get('/admin/login')
    await vi.waitFor(() => expect(requestLines().map((entry) => entry.line.kind)).toEqual(['other', 'health', 'admin']))
  })

  it('logs a failed request as an error, and the failure with the same id', async () => {
    const res = await get('/fail')
    await vi.waitFor(() => expect(requestLines()).toHaveLength(1))
    expect(requestLines()[0]).toMatchObject({
      level: 'error',
      line: { status: 500, reqId: res.headers['x-request-id'] },
    })
    const failure = lines.find((entry) => entry.msg === 'server: request failed')
    expect(failure?.level).toBe('error')
    expect((failure?.line.err as Error).message).toBe('boom')
  })

  it("marks the render cache's own fill, whose header Next removes before the answer", async () => {
    await get('/', { [FILL_HEADER]: 'secret:id' })
    await vi.waitFor(() => expect(requestLines()).toHaveLength(1))
    expect(requestLines()[0].line).toMatchObject({ fill: true })
  })

  it('logs what the edge answers as the edge, with an id too', async () => {
    const res = await get('//x')
    expect(res.headers['x-request-id']).toBeTruthy()
    await vi.waitFor(() => expect(requestLines()).toHaveLength(1))
    expect(requestLines()[0].line).toMatchObject({ kind: 'edge', status: 308, path: '//x' })
  })
})
