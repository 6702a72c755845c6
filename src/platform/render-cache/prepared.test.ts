import { describe, expect, it } from 'vitest'
import { acceptsGzip } from './prepared'

describe('acceptsGzip', () => {
  it('takes what browsers send, and refuses gzip with q=0 or a client that names none', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true)
    expect(acceptsGzip('GZIP')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('gzip;q=0.0, *')).toBe(false)
    expect(acceptsGzip('*;q=0')).toBe(false)
    expect(acceptsGzip('br, deflate')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip('')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })
})
