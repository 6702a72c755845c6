import { describe, expect, it } from 'vitest'
import { bearerMatches, isLoopback, mayReadMetrics } from './access'

const TOKEN = 'metrics-test-token'

describe('isLoopback', () => {
  it('takes 127.0.0.0/8 and ::1, also IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1'])
      expect(isLoopback(address)).toBe(true)
  })

  it('refuses every other address and none', () => {
    for (const address of ['10.0.0.1', '192.168.1.127', '::ffff:10.0.0.1', '::2', '128.0.0.1', '', undefined])
      expect(isLoopback(address)).toBe(false)
  })
})

describe('bearerMatches', () => {
  it('matches the configured token only', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false)
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(false)
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false)
    expect(bearerMatches([`Bearer ${TOKEN}`], TOKEN)).toBe(false)
  })

  it('never matches without a configured token', () => {
    expect(bearerMatches('Bearer ', undefined)).toBe(false)
    expect(bearerMatches('Bearer ', '')).toBe(false)
  })
})

describe('mayReadMetrics', () => {
  it('admits a direct loopback connection without a token', () => {
    expect(mayReadMetrics({ address: '127.0.0.1', headers: {} }, undefined)).toBe(true)
    expect(mayReadMetrics({ address: '::1', headers: {} }, TOKEN)).toBe(true)
  })

  it('refuses a remote connection, whatever forwarding header it writes', () => {
    expect(mayReadMetrics({ address: '203.0.113.9', headers: {} }, TOKEN)).toBe(false)
    expect(mayReadMetrics({ address: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } }, TOKEN)).toBe(false)
    expect(mayReadMetrics({ address: '203.0.113.9', headers: { forwarded: 'for=127.0.0.1' } }, TOKEN)).toBe(false)
  })

  it('refuses a visitor forwarded by a proxy on the same host', () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ])
      expect(mayReadMetrics({ address: '127.0.0.1', headers }, TOKEN)).toBe(false)
  })

  it('admits the token from anywhere, through a proxy too', () => {
    const authorization = `Bearer ${TOKEN}`
    expect(mayReadMetrics({ address: '203.0.113.9', headers: { authorization } }, TOKEN)).toBe(true)
    expect(
      mayReadMetrics({ address: '127.0.0.1', headers: { authorization, 'x-forwarded-for': '203.0.113.9' } }, TOKEN),
    ).toBe(true)
    expect(mayReadMetrics({ address: '203.0.113.9', headers: { authorization: 'Bearer wrong' } }, TOKEN)).toBe(false)
  })
})
