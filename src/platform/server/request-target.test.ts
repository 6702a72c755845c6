import { describe, expect, it } from 'vitest'
import { serialiseListState } from '@/features/cars/list/state'
import { NO_DISTANCE } from '@/features/cars/list/distance'
import { RANGE_FACETS, TREE_PARAM, VALUE_FACETS } from '@/features/cars/list/facets'
import { DEFAULT_LIMITS, judgeTarget, queryParamCount, targetLimits, withSingleSlashes } from './request-target'

describe('request target bounds', () => {
  it('refuses thousands of repeated query parameters (quadratic in Next) with 400, and an over-long address with 414', () => {
    const repeated = `/healthz?${'a&'.repeat(7500)}`
    expect(judgeTarget(repeated)).toMatchObject({ kind: 'refuse', status: 414 })
    expect(judgeTarget(repeated, { ...DEFAULT_LIMITS, maxUrlLength: 65_536 })).toEqual({
      kind: 'refuse',
      status: 400,
      message: 'Bad request: the address has more than 1000 query parameters.',
    })
    expect(judgeTarget(`/?${'a&'.repeat(1000)}`).kind).toBe('pass')
    expect(judgeTarget(`/?${'a&'.repeat(1001)}`).kind).toBe('refuse')
    expect(judgeTarget(`/${'x'.repeat(9000)}`)).toMatchObject({ kind: 'refuse', status: 414 })
    expect(judgeTarget(`/${'x'.repeat(8000)}`).kind).toBe('pass')
  })

  /** The car list's address (src/features/cars/list/state.ts) with `count` values ticked in the tree and in every value facet, every range set. */
  const filtered = (count: number, value: (i: number) => string) => {
    const values = Object.fromEntries(
      VALUE_FACETS.map((facet) => [facet, Array.from({ length: count }, (_, i) => value(i))]),
    )
    const ranges = Object.fromEntries(RANGE_FACETS.map((facet) => [facet, { min: 1000, max: 200000 }]))
    return `/kop-bil?${serialiseListState({ tree: Array.from({ length: count }, (_, i) => `${value(i)}>Model ${i}`), values, ranges, monthlyMax: 99_999, keyphrase: 'dragkrok', distance: NO_DISTANCE, sort: 'price_asc', page: 2 })}`
  }

  it('passes a car list filtered on everything, ten long values in each facet', () => {
    const target = filtered(10, (i) => `Adaptiv farthållare ${i}`)
    expect(target).toContain(`${TREE_PARAM}=`)
    expect(judgeTarget(target)).toEqual({ kind: 'pass' })
  })

  it('keeps the fullest state the car list honours (50 values in every facet) within the parameter bound', () => {
    const target = filtered(50, (i) => `v${i}`)
    expect(queryParamCount(target.split('?')[1])).toBeGreaterThan(600)
    expect(judgeTarget(target, { ...DEFAULT_LIMITS, maxUrlLength: 65_536 })).toEqual({ kind: 'pass' })
  })

  it('counts the pairs URLSearchParams reads (empty ones are none)', () => {
    for (const query of ['', 'a', 'a&b', '&&a&&b&&', 'a=1&a=2&b', '&&&', '=x&y='])
      expect(queryParamCount(query), query).toBe([...new URLSearchParams(query)].length)
  })

  it('takes MAX_URL_LENGTH and MAX_QUERY_PARAMS from the environment within bounds, else the defaults', () => {
    expect(targetLimits({})).toEqual(DEFAULT_LIMITS)
    expect(targetLimits({ MAX_URL_LENGTH: '4096', MAX_QUERY_PARAMS: '200' })).toEqual({
      maxUrlLength: 4096,
      maxQueryParams: 200,
    })
    for (const bad of ['', 'x', '1e9', '-1', '0', '3.5', '99999999'])
      expect(targetLimits({ MAX_URL_LENGTH: bad, MAX_QUERY_PARAMS: bad }), bad).toEqual(DEFAULT_LIMITS)
  })
})

describe('request target bytes', () => {
  it('refuses malformed or non-UTF-8 percent-encoding in any path segment with 400 (Next answered a bare 500)', () => {
    for (const path of [
      '/api/mechmate/car/%FF',
      '/api/mechmate/car/%E0%A4%A',
      '/api/mechmate/car/%ED%A0%80',
      '/api/se/%C0%AF',
      '/api/fonts/%',
      '/kop-bil/%F0%9F%98',
      '/%c0%80',
    ]) {
      expect(judgeTarget(path), path).toEqual({
        kind: 'refuse',
        status: 400,
        message: 'Bad request: the address contains malformed percent-encoding.',
      })
    }
  })

  it('refuses a NUL or another control character in the path, and a NUL in the query (PostgreSQL refuses it in text)', () => {
    for (const target of ['/%00', '/kop-bil/%00', '/sitemap-%00.xml', '/api/se/AB%0012', '/x%0Ay', '/x%7F'])
      expect(judgeTarget(target), target).toMatchObject({ kind: 'refuse', status: 400 })
    for (const target of ['/kop-bil?keyphrase=%00', '/api/places?q=a%00b', '/?%00=1'])
      expect(judgeTarget(target), target).toMatchObject({
        kind: 'refuse',
        status: 400,
        message: 'Bad request: the query contains a NUL character.',
      })
  })

  it('passes what the sites and their APIs use: UTF-8 escapes, encoded slashes, %25, a lenient query', () => {
    for (const target of [
      '/',
      '/kop-bil/volvo/xc60?car_fuel=El&page=2',
      '/s%C3%B6k',
      '/api/se/AB24%20CDE',
      '/-/media/bil%20%C3%A5.jpg',
      '/a%2Fb',
      '/?q=100%25',
      '/?q=%2500',
      '/?q=%',
      '/?q=%E0%A4%A',
      '/_next/static/chunks/a.js',
    ]) {
      expect(judgeTarget(target), target).toEqual({ kind: 'pass' })
    }
  })

  it('never refuses with the input in the message', () => {
    for (const target of ['/%FF<script>', `/?${'<b>&'.repeat(2000)}`, '/%00<i>']) {
      const verdict = judgeTarget(target)
      expect(verdict.kind).toBe('refuse')
      if (verdict.kind === 'refuse') expect(verdict.message).not.toMatch(/<|script|%/)
    }
  })
})

describe('repeated slashes', () => {
  it('redirects as Next does, to one slash per run and backslashes as slashes, keeping the query', () => {
    expect(judgeTarget('//x')).toEqual({ kind: 'redirect', location: '/x' })
    expect(judgeTarget('/se//kop-bil?a=1//b')).toEqual({ kind: 'redirect', location: '/se/kop-bil?a=1//b' })
    expect(judgeTarget('/\\evil.example')).toEqual({ kind: 'redirect', location: '/evil.example' })
    expect(judgeTarget('/?next=//evil.example')).toEqual({ kind: 'pass' })
  })

  it('never redirects off the site: the Location is one path on this host', () => {
    for (const target of [
      '//evil.example/x',
      '/\\/evil.example',
      '\\\\evil.example',
      '///evil.example',
      '/%2F/evil.example//',
    ]) {
      const location = withSingleSlashes(target)
      expect(location, target).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'http://se.localhost').host).toBe('se.localhost')
    }
  })
})
