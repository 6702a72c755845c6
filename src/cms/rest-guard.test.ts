import { describe, expect, it } from 'vitest'
import {
  checkDocumentPath,
  checkRestQuery,
  checkVersionsPath,
  containsNul,
  isPublicRestCall,
  REST_BOUNDS,
  whereShape,
  writeBodyKind,
} from './rest-guard'

const query = (search: string, body: Record<string, unknown> | null = null, read = true) =>
  checkRestQuery(new URLSearchParams(search), body, read)

describe('anonymous REST calls', () => {
  it('reach only sign-in and media files', () => {
    expect(isPublicRestCall('POST', ['users', 'login'])).toBe(true)
    expect(isPublicRestCall('GET', ['users', 'me'])).toBe(true)
    expect(isPublicRestCall('POST', ['users', 'logout'])).toBe(true)
    expect(isPublicRestCall('GET', ['media', 'file', 'car.jpg'])).toBe(true)
    expect(isPublicRestCall('OPTIONS', ['cars'])).toBe(true)
    for (const [method, segments] of [
      ['GET', ['cars']],
      ['POST', ['cars']],
      ['GET', ['media']],
      ['GET', ['media', '1']],
      ['GET', ['users']],
      ['GET', ['access']],
      ['GET', ['payload-migrations']],
      ['GET', ['dealer-sites', '1']],
      ['POST', ['users', 'unlock']],
    ] as const) {
      expect(isPublicRestCall(method, segments), `${method} ${segments.join('/')}`).toBe(false)
    }
  })
})

describe('REST query bounds for editors', () => {
  it('refuses reading everything at once', () => {
    expect(query('pagination=false&depth=0')).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^pagination:/),
    })
    expect(query('limit=0')).toMatchObject({ status: 400, error: expect.stringMatching(/^limit:/) })
    expect(query(`limit=${REST_BOUNDS.maxLimit + 1}`)?.error).toMatch(/^limit:/)
    expect(query('limit=100000000000')?.error).toMatch(/^limit:/)
    expect(query('page=99999999')?.error).toMatch(/^page:/)
    expect(query('depth=10')?.error).toMatch(/^depth:/)
    expect(query('limit=25&page=2&depth=1&pagination=true')).toBeNull()
    expect(query('', { limit: 0 })?.error).toMatch(/^limit:/)
  })

  it("lets the admin's relationship cells read up to 250 documents by their ids (cells read 'Untitled')", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',')
    expect(checkRestQuery(new URLSearchParams(`depth=0&limit=250&where[id][in]=${ids(40)}`), null, true)).toBeNull()
    expect(checkRestQuery(new URLSearchParams(`limit=250&where[id][in]=${ids(251)}`), null, true)?.status).toBe(400)
    expect(checkRestQuery(new URLSearchParams('limit=250'), null, true)?.status).toBe(400)
  })

  it('lets bulk writes name every match, as the admin does (limit=0 on DELETE)', () => {
    expect(query('limit=0', null, false)).toBeNull()
    expect(query('depth=9', null, false)?.error).toMatch(/^depth:/)
  })

  it('caps the number of where conditions in every form', () => {
    const many = Array.from({ length: 1500 }, (_, i) => `where[or][${i}][car_model][like]=a`).join('&')
    expect(query(many)).toMatchObject({ status: 400, error: expect.stringMatching(/^where: at most 50/) })
    const fifty = Array.from({ length: 50 }, (_, i) => `where[or][${i}][car_model][like]=a`).join('&')
    expect(query(fifty)).toBeNull()
    const ids = Array.from({ length: 500 }, (_, i) => `where[id][in][${i}]=${i}`).join('&')
    expect(query(ids)).toBeNull()
    const json = JSON.stringify({ or: Array.from({ length: 60 }, () => ({ title: { like: 'a' } })) })
    expect(query(`where=${encodeURIComponent(json)}`)?.error).toMatch(/^where: at most/)
    expect(query('', { where: { or: Array.from({ length: 60 }, () => ({ title: { like: 'a' } })) } })?.error).toMatch(
      /^where: at most/,
    )
  })

  it('answers a malformed where with 400 instead of a parse error', () => {
    expect(query('where={bad')).toEqual({
      status: 400,
      error: 'where: must be a JSON object or where[field][operator]=value parameters',
    })
    expect(query('where=[1]')?.error).toMatch(/^where: must be an object/)
    expect(query('where=%7B%22a%22%3A%7B%22equals%22%3A1%7D%7D')).toBeNull()
  })

  // Found by the robustness suite: qs turned these into a list or an object, and Payload failed on it (500).
  it('takes depth, limit, page, locale and draft once, as plain values', () => {
    expect(query('limit=5&depth=0&depth=1')?.error).toBe('depth: give it once, as a plain value')
    expect(query('depth[a]=1')?.error).toBe('depth: give it once, as a plain value')
    expect(query('locale=sv-SE&locale=en-GB', null, false)?.error).toBe('locale: give it once, as a plain value')
    expect(query('limit=5&depth=1&page=2&locale=sv-SE&draft=true')).toBeNull()
  })

  it('counts conditions through and/or, and how deeply they nest', () => {
    expect(
      whereShape({
        and: [{ a: { equals: 1, not_equals: 2 } }, { or: [{ b: { like: 'x' } }, { c: { exists: true } }] }],
      }),
    ).toEqual({ conditions: 4, depth: 2 })
  })

  // A where nested 1,500 levels deep overflowed the recursive count (500); PostgreSQL refused a NUL in a filter value (500).
  it('refuses a where nested deeper than the bound, in JSON and in brackets, without overflowing', () => {
    const nested = (n: number) => {
      let where: unknown = { a: { equals: 1 } }
      for (let i = 0; i < n; i++) where = { or: [where] }
      return where
    }
    expect(whereShape(nested(10_000))).toEqual({ conditions: 1, depth: 10_000 })
    const max = REST_BOUNDS.maxWhereDepth
    expect(query(`where=${encodeURIComponent(JSON.stringify(nested(max)))}`)).toBeNull()
    expect(query(`where=${encodeURIComponent(JSON.stringify(nested(max + 1)))}`)?.error).toMatch(
      /^where: at most 4 levels/,
    )
    expect(query('', { where: nested(1500) })?.error).toMatch(/^where: at most 4 levels/)
    expect(query(`where${'[and][0]'.repeat(max)}[a][equals]=1`)).toBeNull()
    expect(query(`where${'[and][0]'.repeat(max + 1)}[a][equals]=1`)?.error).toMatch(/^where: at most 4 levels/)
  })

  it('refuses a NUL character anywhere in the query', () => {
    for (const search of [
      'where[a][equals]=%00',
      'where[a%00][equals]=1',
      `where=${encodeURIComponent('{"a":{"in":["x","\\u0000"]}}')}`,
      'sort=%00',
      'locale=sv%00',
    ]) {
      expect(query(search)?.error, search).toMatch(/NUL/)
    }
    expect(query('', { where: { a: { equals: 'x\0' } } })?.error).toMatch(/NUL/)
    expect(containsNul({ a: [{ b: 'ok' }, { 'c\0': 1 }] })).toBe(true)
    expect(containsNul({ a: [{ b: 'ok' }] })).toBe(false)
  })
})

describe('document paths', () => {
  it('answers 404 for an id that is not a number (/api/cars/abc was a 500)', () => {
    expect(checkDocumentPath(['cars', 'abc'])).toMatchObject({ status: 404 })
    expect(checkDocumentPath(['pages', 'versions', 'x'])).toMatchObject({ status: 404 })
    expect(checkDocumentPath(['cars', '12'])).toBeNull()
    expect(checkDocumentPath(['cars', 'count'])).toBeNull()
    expect(checkDocumentPath(['users', 'me'])).toBeNull()
    expect(checkDocumentPath(['media', 'file', 'a.jpg'])).toBeNull()
    expect(checkDocumentPath(['payload-preferences', 'nav'])).toBeNull()
    expect(checkDocumentPath(['cars'])).toBeNull()
  })

  it('answers 404 for the versions of what keeps none (Payload read a missing table: 500)', () => {
    const versioned = new Set(['pages', 'globals/settings'])
    expect(checkVersionsPath(['media', 'versions'], versioned)).toMatchObject({ status: 404 })
    expect(checkVersionsPath(['media', 'versions', '3'], versioned)).toMatchObject({ status: 404 })
    expect(checkVersionsPath(['globals', 'header', 'versions'], versioned)).toMatchObject({ status: 404 })
    expect(checkVersionsPath(['pages', 'versions'], versioned)).toBeNull()
    expect(checkVersionsPath(['globals', 'settings', 'versions', '1'], versioned)).toBeNull()
    expect(checkVersionsPath(['media', '3'], versioned)).toBeNull()
    expect(checkVersionsPath(['globals', 'header'], versioned)).toBeNull()
  })

  it('refuses an operation asked for with a method it does not take (it fell through to the id route: 500)', () => {
    expect(checkDocumentPath(['users', 'forgot-password'], 'GET')).toMatchObject({ status: 405 })
    expect(checkDocumentPath(['users', 'me'], 'DELETE')).toMatchObject({ status: 405 })
    expect(checkDocumentPath(['cars', 'count'], 'PATCH')).toMatchObject({ status: 405 })
    expect(checkDocumentPath(['users', 'forgot-password'], 'POST')).toBeNull()
    expect(checkDocumentPath(['cars', 'count'], 'GET')).toBeNull()
    expect(checkDocumentPath(['users', 'login'], 'OPTIONS')).toBeNull()
    expect(checkDocumentPath(['cars', 'constructor'], 'GET')).toMatchObject({ status: 404 })
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(checkDocumentPath([name], 'GET'), name).toMatchObject({ status: 404 })
  })
})

describe('write bodies (found by the robustness suite)', () => {
  it('are checked as JSON or as a form before Payload parses them', () => {
    expect(writeBodyKind('POST', ['cars'], 'application/json')).toBe('document')
    expect(writeBodyKind('PATCH', ['cars', '1'], 'application/json; charset=utf-8')).toBe('document')
    expect(writeBodyKind('POST', ['globals', 'settings'], 'application/json')).toBe('document')
    expect(writeBodyKind('POST', ['users', 'login'], 'application/json')).toBe('json')
    expect(writeBodyKind('POST', ['media'], 'multipart/form-data; boundary=x')).toBe('multipart')
    expect(writeBodyKind('POST', ['users', 'logout'], null)).toBe('none')
    expect(writeBodyKind('GET', ['cars'], 'multipart/form-data')).toBe('none')
    expect(writeBodyKind('DELETE', ['cars', '1'], 'application/json')).toBe('none')
  })

  it('of documents are JSON or a form (without either Payload had no data: 500)', () => {
    for (const type of [null, '', 'text/plain', 'application/x-www-form-urlencoded']) {
      expect(writeBodyKind('POST', ['cars'], type), String(type)).toMatchObject({ status: 415 })
      expect(writeBodyKind('PATCH', ['cars', '1'], type), String(type)).toMatchObject({ status: 415 })
    }
  })
})
