import { describe, expect, it } from 'vitest'
import type { LocaleRouting } from './kinds'
import { internalPath } from './internal-path'
import { resolveRoute } from './resolve'

// The shape of the demo's Swedish site (se) and Norwegian site (no), where list and detail share a base.
const se: LocaleRouting = {
  carDetailBase: '/kop-bil',
  pages: [
    { id: 10, path: '/kop-bil/alla-bilar-i-lager', kind: 'car-list' },
    { id: 11, path: '/kop-bil/alla-bilar-i-lager/om-listan', kind: 'content' },
    { id: 12, path: '/kop-bil/biltyp/elbilar', kind: 'car-list' },
    { id: 20, path: '/anlaggningar', kind: 'dealer-list' },
    { id: 30, path: '/nyheter', kind: 'story-index' },
    { id: 40, path: '/service-och-verkstad/boka-bilverkstad', kind: 'service-booking' },
    { id: 50, path: '/dack-och-biltillbehor/dackhotell', kind: 'tyre-hotel' },
  ],
}
const no: LocaleRouting = { carDetailBase: '/kjop-bil', pages: [{ id: 60, path: '/kjop-bil', kind: 'car-list' }] }

describe('resolveRoute', () => {
  it('treats unknown paths and the home page as content', () => {
    expect(resolveRoute(se, '/')).toEqual({ kind: 'content', path: '/' })
    expect(resolveRoute(se, '/om-oss/kontakt')).toEqual({ kind: 'content', path: '/om-oss/kontakt' })
    expect(resolveRoute(undefined, '/x')).toEqual({ kind: 'content', path: '/x' })
  })

  it('gives a car list page its brand and model segments, at most two (spec 1 §2)', () => {
    expect(resolveRoute(se, '/kop-bil/alla-bilar-i-lager')).toEqual({ kind: 'car-list', page: 10, filters: [] })
    expect(resolveRoute(se, '/kop-bil/alla-bilar-i-lager/volvo')).toMatchObject({
      kind: 'car-list',
      page: 10,
      filters: ['volvo'],
    })
    expect(resolveRoute(se, '/kop-bil/alla-bilar-i-lager/Volvo/XC60')).toMatchObject({
      kind: 'car-list',
      filters: ['Volvo', 'XC60'],
    })
    expect(resolveRoute(se, '/kop-bil/alla-bilar-i-lager/volvo/xc60/extra')).toEqual({
      kind: 'content',
      path: '/kop-bil/alla-bilar-i-lager/volvo/xc60/extra',
    })
  })

  it('lets a page under a list page win over a filter segment', () => {
    expect(resolveRoute(se, '/kop-bil/alla-bilar-i-lager/om-listan')).toEqual({
      kind: 'content',
      path: '/kop-bil/alla-bilar-i-lager/om-listan',
    })
  })

  it('picks the longest matching route page', () => {
    const nested: LocaleRouting = {
      carDetailBase: null,
      pages: [
        { id: 1, path: '/buy-car/used-cars', kind: 'car-list' },
        { id: 2, path: '/buy-car/used-cars/all-used-cars', kind: 'car-list' },
      ],
    }
    expect(resolveRoute(nested, '/buy-car/used-cars/all-used-cars/bmw')).toMatchObject({ page: 2, filters: ['bmw'] })
    expect(resolveRoute(nested, '/buy-car/used-cars/bmw')).toMatchObject({ page: 1, filters: ['bmw'] })
  })

  it('routes {base}/{id} and {base}/{id}/{slug} to car detail, before a list at the same base', () => {
    expect(resolveRoute(se, '/kop-bil/1000042/volvo-xc60-b4')).toEqual({
      kind: 'car-detail',
      base: '/kop-bil',
      id: '1000042',
      slug: 'volvo-xc60-b4',
    })
    expect(resolveRoute(se, '/kop-bil/1000042')).toEqual({
      kind: 'car-detail',
      base: '/kop-bil',
      id: '1000042',
      slug: null,
    })
    expect(resolveRoute(no, '/kjop-bil/1000042/tesla-model-y')).toMatchObject({ kind: 'car-detail', id: '1000042' })
    expect(resolveRoute(no, '/kjop-bil/tesla/model-y')).toMatchObject({
      kind: 'car-list',
      filters: ['tesla', 'model-y'],
    })
  })

  it('does not take a path without a numeric id, or with more segments, as a car (spec 1 §2)', () => {
    expect(resolveRoute(se, '/kop-bil')).toEqual({ kind: 'content', path: '/kop-bil' })
    expect(resolveRoute(se, '/kop-bil/foretag')).toEqual({ kind: 'content', path: '/kop-bil/foretag' })
    expect(resolveRoute(se, '/kop-bil/12/slug/more')).toEqual({ kind: 'content', path: '/kop-bil/12/slug/more' })
    expect(resolveRoute(se, '/kop-billig/12/slug')).toEqual({ kind: 'content', path: '/kop-billig/12/slug' })
  })

  it('routes a dealer list and one slug after it to dealer detail', () => {
    expect(resolveRoute(se, '/anlaggningar')).toEqual({ kind: 'dealer-list', page: 20 })
    expect(resolveRoute(se, '/anlaggningar/bilgruppen-goteborg')).toEqual({
      kind: 'dealer-detail',
      page: 20,
      slug: 'bilgruppen-goteborg',
    })
    expect(resolveRoute(se, '/anlaggningar/a/b')).toEqual({ kind: 'content', path: '/anlaggningar/a/b' })
  })

  it('serves a stories index as content and its articles as stories', () => {
    expect(resolveRoute(se, '/nyheter')).toEqual({ kind: 'content', path: '/nyheter' })
    expect(resolveRoute(se, '/nyheter/nya-xc60')).toEqual({ kind: 'story', page: 30, slug: 'nya-xc60' })
  })

  it('routes booking and tyre-hotel pages, which take no trailing segments', () => {
    expect(resolveRoute(se, '/service-och-verkstad/boka-bilverkstad')).toMatchObject({
      kind: 'service-booking',
      page: 40,
    })
    expect(resolveRoute(se, '/dack-och-biltillbehor/dackhotell')).toMatchObject({ kind: 'tyre-hotel', page: 50 })
    expect(resolveRoute(se, '/dack-och-biltillbehor/dackhotell/x')).toEqual({
      kind: 'content',
      path: '/dack-och-biltillbehor/dackhotell/x',
    })
  })

  it('lets a route page at the root own every path', () => {
    const root: LocaleRouting = { carDetailBase: null, pages: [{ id: 1, path: '/', kind: 'dealer-list' }] }
    expect(resolveRoute(root, '/')).toMatchObject({ kind: 'dealer-list' })
    expect(resolveRoute(root, '/malmo')).toMatchObject({ kind: 'dealer-detail', slug: 'malmo' })
  })

  it('keeps the pages of saved-search links at their fixed paths, before any page and on a site without pages', () => {
    const shadowing: LocaleRouting = {
      carDetailBase: null,
      pages: [
        { id: 1, path: '/', kind: 'dealer-list' },
        { id: 2, path: '/saved-searches/manage', kind: 'content' },
      ],
    }
    expect(resolveRoute(shadowing, '/saved-searches/manage')).toEqual({ kind: 'saved-search', page: 'manage' })
    expect(resolveRoute(se, '/saved-searches/unsubscribed')).toEqual({ kind: 'saved-search', page: 'unsubscribed' })
    expect(resolveRoute(undefined, '/saved-searches/invalid-link')).toEqual({
      kind: 'saved-search',
      page: 'invalid-link',
    })
    // Only those paths: the rest of the folder is the editors'.
    expect(resolveRoute(se, '/saved-searches')).toEqual({ kind: 'content', path: '/saved-searches' })
    expect(resolveRoute(se, '/saved-searches/manage/x')).toEqual({ kind: 'content', path: '/saved-searches/manage/x' })
  })
})

describe('internalPath', () => {
  it('puts every kind under its own segment, encoding parameters', () => {
    expect(internalPath('se', 'sv-SE', { kind: 'content', path: '/' })).toBe('/se/sv-SE/page')
    expect(internalPath('se', 'sv-SE', { kind: 'content', path: '/om-oss/göteborg' })).toBe(
      '/se/sv-SE/page/om-oss/g%C3%B6teborg',
    )
    expect(internalPath('se', 'sv-SE', { kind: 'car-list', page: 10, filters: ['volvo', 'xc 60'] })).toBe(
      '/se/sv-SE/car-list/10/volvo/xc%2060',
    )
    expect(internalPath('se', 'en-GB', { kind: 'car-detail', base: '/buy-car', id: '12', slug: null })).toBe(
      '/se/en-GB/car/12',
    )
    expect(internalPath('se', 'sv-SE', { kind: 'car-detail', base: '/kop-bil', id: '12', slug: 'a/b' })).toBe(
      '/se/sv-SE/car/12/a%2Fb',
    )
    expect(internalPath('uk', 'en-GB', { kind: 'dealer-detail', page: 3, slug: 'leeds' })).toBe(
      '/uk/en-GB/dealer/3/leeds',
    )
    expect(internalPath('se', 'sv-SE', { kind: 'story', page: 4, slug: 's' })).toBe('/se/sv-SE/story/4/s')
    expect(internalPath('se', 'sv-SE', { kind: 'tyre-hotel', page: 5 })).toBe('/se/sv-SE/tyre-hotel/5')
    expect(internalPath('se', 'en-GB', { kind: 'saved-search', page: 'manage' })).toBe('/se/en-GB/saved-search/manage')
  })
})
