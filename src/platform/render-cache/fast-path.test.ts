import { describe, expect, it } from 'vitest'
import { createPassTable, passSignature } from './fast-path'
import { isCacheable } from './proxy-cache'

const browser = {
  host: 'se.example',
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
}
const request = (headers: Record<string, string> = {}, url = '/kop-bil', method = 'GET') => ({
  method,
  url,
  headers: { ...browser, ...headers },
})

describe('the requests the server may answer from a pass', () => {
  it("a browser's GET of a page address, per host, address and forwarded scheme", () => {
    expect(passSignature(request())).toBe('se.example\n/kop-bil\n')
    expect(passSignature(request({ 'x-forwarded-proto': 'https' }))).toBe('se.example\n/kop-bil\nhttps')
    expect(passSignature(request({ host: 'uk.example' }))).not.toBe(passSignature(request()))
    expect(passSignature(request({ cookie: 'consent=1; hideAlert=2' }))).not.toBeNull()
    // The address as sent: the proxy mapped it to the canonical key the pass names.
    expect(passSignature(request({}, '/kop-bil?utm_source=x'))).toBe('se.example\n/kop-bil?utm_source=x\n')
    // A client that names no type or any type gets the page, as Next answers it HTML.
    expect(passSignature(request({ accept: '*/*' }))).not.toBeNull()
    expect(
      passSignature({ method: 'GET', url: '/', headers: { host: 'se.example', 'accept-encoding': 'gzip' } }),
    ).not.toBeNull()
  })

  it('never a HEAD or POST, a client without gzip or HTML, the client router, a fill, an editor or draft mode', () => {
    expect(passSignature(request({}, '/kop-bil', 'HEAD'))).toBeNull()
    expect(passSignature(request({}, '/kop-bil', 'POST'))).toBeNull()
    expect(passSignature(request({ 'accept-encoding': 'br' }))).toBeNull()
    expect(passSignature(request({ accept: 'application/json' }))).toBeNull()
    expect(passSignature(request({ rsc: '1' }))).toBeNull()
    expect(passSignature(request({ 'next-router-prefetch': '1' }))).toBeNull()
    expect(passSignature(request({ 'x-render-fill': 'a:b' }))).toBeNull()
    expect(passSignature(request({ cookie: 'a=1; payload-token=x' }))).toBeNull()
    expect(passSignature(request({ cookie: '__prerender_bypass=1' }))).toBeNull()
    expect(
      passSignature({ method: 'GET', url: '/', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }),
    ).toBeNull()
  })

  it("takes no request the proxy's cacheability rule refuses (every combination of the headers that matter)", () => {
    const options: Record<string, (string | undefined)[]> = {
      accept: ['text/html', '*/*', 'application/json', undefined],
      'accept-encoding': ['gzip', 'br', 'gzip;q=0', undefined],
      rsc: ['1', undefined],
      'next-router-state-tree': ['x', undefined],
      'next-action': ['x', undefined],
      cookie: ['consent=1', 'payload-token=x', '__next_preview_data=y', undefined],
    }
    let combinations: Record<string, string>[] = [{}]
    for (const [name, values] of Object.entries(options)) {
      combinations = combinations.flatMap((headers) =>
        values.map((value) => (value === undefined ? headers : { ...headers, [name]: value })),
      )
    }
    let taken = 0
    for (const method of ['GET', 'HEAD', 'POST']) {
      for (const url of ['/a', '/a?b=1']) {
        for (const headers of combinations) {
          if (passSignature({ method, url, headers: { host: 'se.example', ...headers } }) === null) continue
          taken += 1
          const cookieNames = (headers.cookie ?? '')
            .split(';')
            .filter(Boolean)
            .map((part) => part.split('=')[0].trim())
          // The server sees the router's headers, so the proxy under it knows whether the router sent the request;
          // a content page reads no query.
          expect(
            isCacheable({
              method,
              query: '',
              headers: new Headers(headers),
              cookieNames,
              routeKind: 'content',
              router: headers.rsc === '1',
              navigationTree: null,
            }),
          ).toBe(true)
        }
      }
    }
    expect(taken).toBeGreaterThan(0)
  })
})

describe('pass table', () => {
  it('a pass holds for its time while the store is not invalidated', () => {
    let now = 0
    const passes = createPassTable({ now: () => now, ttlMs: 1000 })
    passes.remember('s', { key: 'k', headers: {}, clock: 3 })
    now = 999
    expect(passes.valid('s', 3)?.key).toBe('k')
    expect(passes.valid('other', 3)).toBeNull()
    now = 1000
    expect(passes.valid('s', 3)).toBeNull()
    passes.remember('s', { key: 'k', headers: {}, clock: 3 })
    expect(passes.valid('s', 4)).toBeNull()
    // A pass found stale is gone, even were the clock to match again.
    expect(passes.valid('s', 3)).toBeNull()
  })

  it('is bounded: a full table starts again', () => {
    const passes = createPassTable({ maxEntries: 3 })
    for (const s of ['a', 'b', 'c']) passes.remember(s, { key: s, headers: {}, clock: 0 })
    passes.remember('c', { key: 'c2', headers: {}, clock: 0 })
    expect(passes.size()).toBe(3)
    passes.remember('d', { key: 'd', headers: {}, clock: 0 })
    expect(passes.size()).toBe(1)
    expect(passes.valid('d', 0)?.key).toBe('d')
  })
})
