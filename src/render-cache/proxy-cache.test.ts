import { describe, expect, it } from 'vitest'
import { isCacheable, verifiedFill } from './proxy-cache'
import { fillSecret } from './registry'

const base = { method: 'GET', search: '', cookieNames: [] as string[], routeKind: 'content', headers: new Headers({ accept: 'text/html,application/xhtml+xml' }) }

describe('what the proxy serves from the render cache', () => {
  it("a browser's anonymous document request of a content page, car detail or unfiltered first car list page", () => {
    expect(isCacheable(base)).toBe(true)
    expect(isCacheable({ ...base, method: 'HEAD' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'car-detail' })).toBe(true)
    expect(isCacheable({ ...base, routeKind: 'car-list', listPage: { page: 1, filters: [] } })).toBe(true)
    expect(isCacheable({ ...base, cookieNames: ['consent', 'hideAlert'] })).toBe(true)
  })

  it('never a query, a filtered list, another kind, a POST, an editor, draft mode or the client router', () => {
    expect(isCacheable({ ...base, search: '?utm_source=x' })).toBe(false)
    expect(isCacheable({ ...base, routeKind: 'car-list', listPage: { page: 1, filters: ['diesel'] } })).toBe(false)
    expect(isCacheable({ ...base, routeKind: 'dealer-detail' })).toBe(false)
    expect(isCacheable({ ...base, method: 'POST' })).toBe(false)
    expect(isCacheable({ ...base, cookieNames: ['payload-token'] })).toBe(false)
    expect(isCacheable({ ...base, cookieNames: ['__prerender_bypass'] })).toBe(false)
    expect(isCacheable({ ...base, headers: new Headers({ accept: '*/*' }) })).toBe(false)
    expect(isCacheable({ ...base, headers: new Headers({ accept: 'text/html', rsc: '1' }) })).toBe(false)
  })

  it("trusts a fill header only with this process's secret", () => {
    expect(verifiedFill(new Headers({ 'x-render-fill': `${fillSecret()}:abc` }))).toBe('abc')
    expect(verifiedFill(new Headers({ 'x-render-fill': 'guess:abc' }))).toBeNull()
    expect(verifiedFill(new Headers())).toBeNull()
  })
})
