import { describe, expect, it } from 'vitest'
import { decodeSegment, joinPath, normalizePath, SLUG_PATTERN } from './path'

describe('page paths', () => {
  it('joins parent path and slug; no slug is home', () => {
    expect(joinPath(null, '')).toBe('/')
    expect(joinPath(null, 'kop-bil')).toBe('/kop-bil')
    expect(joinPath('/', 'om-oss')).toBe('/om-oss')
    expect(joinPath('/kop-bil', 'alla-bilar-i-lager')).toBe('/kop-bil/alla-bilar-i-lager')
  })
  it('normalises requested paths', () => {
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('a//b/')).toBe('/a/b')
  })
  it('decodes percent-encoded segments and leaves malformed ones as they are', () => {
    expect(decodeSegment('l%C3%B6yd%C3%A4')).toBe('löydä')
    expect(decodeSegment('löydä')).toBe('löydä')
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A')
  })
  it('accepts one lower-case segment with local letters, rejects the rest', () => {
    for (const ok of ['om-oss', 'vlastnictvo-auta', 'löydä', 'bil2']) expect(SLUG_PATTERN.test(ok)).toBe(true)
    for (const bad of ['Om-oss', 'a/b', '-x', 'x-', 'a--b', 'a b', '']) expect(SLUG_PATTERN.test(bad)).toBe(false)
  })
})
