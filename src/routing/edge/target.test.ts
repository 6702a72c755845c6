import { describe, expect, it } from 'vitest'
import { MAX_PATH_LENGTH, readTarget } from './target'

describe('readTarget', () => {
  it('decodes the path the router reads and keeps the raw one for redirects and the cache key', () => {
    expect(readTarget('/kop-bil/%C3%A5r', '')).toEqual({ rawPath: '/kop-bil/%C3%A5r', pathname: '/kop-bil/år' })
  })
  it('refuses malformed percent-encoding, control characters and a NUL in the query, without echoing them', () => {
    const bad = ['/%E0%A4%A', '/a%00b', '/a%0Ab', '/%7F']
    for (const path of bad) {
      const refusal = readTarget(path, '')
      expect(refusal).toMatchObject({ status: 400 })
      expect(JSON.stringify(refusal)).not.toContain(path)
    }
    expect(readTarget('/', '?q=a%00')).toMatchObject({ status: 400, message: expect.stringContaining('NUL') })
  })
  it('answers an address longer than the limit as not found', () => {
    expect(readTarget('/' + 'a'.repeat(MAX_PATH_LENGTH), '')).toMatchObject({ status: 404 })
    expect(readTarget('/' + 'a'.repeat(MAX_PATH_LENGTH - 1), '')).toHaveProperty('pathname')
  })
})
