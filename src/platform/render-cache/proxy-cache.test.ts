import { describe, expect, it } from 'vitest'
import { cacheKey, isCacheable, verifiedFill } from './proxy-cache'
import { fillSecret } from './registry'

const html = new Headers({ accept: 'text/html,application/xhtml+xml' })
const base = {
  method: 'GET',
  query: '',
  cookieNames: [] as string[],
  routeKind: 'content',
  headers: html,
  router: false,
  navigationTree: null as string | null,
}

describe('what the proxy serves from the render cache', () => {
  it('an anonymous document request of a content page, car detail or car list with a query the store keeps', () => {
    expect(isCacheable(base)).toBe(true)
    expect(isCacheable({ ...base, method: 'HEAD' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'car-detail' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'car-list' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'car-list', query: 'car_fuel=El&page=2' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'story' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'dealer-detail' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'dealer-list' })).toBe(true)
    expect(isCacheable({ ...base, cookieNames: ['consent', 'hideAlert'] })).toBe(true)
  })

  it('takes a request that names no type or any type for a document where the router is known not to have sent it', () => {
    for (const accept of ['*/*', '', 'text/*', 'application/json, */*;q=0.1']) {
      expect(isCacheable({ ...base, headers: new Headers(accept ? { accept } : {}) }), accept).toBe(true)
      // Under `next start` nothing tells a router request (Next strips RSC before the proxy): only text/html counts.
      expect(isCacheable({ ...base, headers: new Headers(accept ? { accept } : {}), router: null }), accept).toBe(false)
    }
    expect(isCacheable({ ...base, router: null })).toBe(true)
    expect(isCacheable({ ...base, headers: new Headers({ accept: 'application/json' }) })).toBe(false)
  })

  it('never free text, another kind, a POST, an editor, draft mode or the client router', () => {
    expect(isCacheable({ ...base, routeKind: 'car-list', query: null })).toBe(false)
    expect(isCacheable({ ...base, routeKind: 'tyre-hotel' })).toBe(false)
    expect(isCacheable({ ...base, method: 'POST' })).toBe(false)
    expect(isCacheable({ ...base, cookieNames: ['payload-token'] })).toBe(false)
    expect(isCacheable({ ...base, cookieNames: ['__prerender_bypass'] })).toBe(false)
    expect(isCacheable({ ...base, router: true })).toBe(false)
    expect(isCacheable({ ...base, headers: new Headers({ accept: 'text/html', rsc: '1' }) })).toBe(false)
  })

  it("a client-router navigation whose tree the store keeps, but not the store's own fill of one or a personal one", () => {
    const navigation = {
      ...base,
      headers: new Headers({ accept: '*/*' }),
      router: true,
      navigationTree: '%5B%22%22%5D',
    }
    expect(isCacheable(navigation)).toBe(true)
    expect(isCacheable({ ...navigation, navigationTree: '' })).toBe(true)
    expect(isCacheable({ ...navigation, routeKind: 'car-list', query: 'car_fuel=El' })).toBe(true)
    expect(isCacheable({ ...navigation, headers: new Headers({ 'x-render-fill': 'secret:id' }) })).toBe(false)
    expect(isCacheable({ ...navigation, cookieNames: ['payload-token'] })).toBe(false)
    expect(isCacheable({ ...navigation, routeKind: 'service-booking' })).toBe(false)
    expect(isCacheable({ ...navigation, routeKind: 'car-list', query: null })).toBe(false)
    expect(isCacheable({ ...navigation, method: 'POST' })).toBe(false)
  })

  it('keys a page by scheme, host, path and canonical query', () => {
    expect(cacheKey('http', 'SE.localhost:3000', '/kop-bil')).toBe('http://se.localhost:3000/kop-bil')
    expect(cacheKey('https', 'se.localhost', '/kop-bil', 'car_fuel=El')).toBe(
      'https://se.localhost/kop-bil?car_fuel=El',
    )
    // A navigation beside its page, one per tree (a tree is percent-encoded: no line break in it).
    expect(cacheKey('https', 'se.localhost', '/kop-bil', '', '%5B%5D')).toBe('https://se.localhost/kop-bil\nrsc %5B%5D')
    expect(cacheKey('https', 'se.localhost', '/kop-bil', '', '')).not.toBe(
      cacheKey('https', 'se.localhost', '/kop-bil'),
    )
  })

  it("trusts a fill header only with this process's secret", () => {
    expect(verifiedFill(new Headers({ 'x-render-fill': `${fillSecret()}:abc` }))).toBe('abc')
    expect(verifiedFill(new Headers({ 'x-render-fill': 'guess:abc' }))).toBeNull()
    expect(verifiedFill(new Headers())).toBeNull()
  })
})
