import { describe, expect, it } from 'vitest'
import { clientIp, clientKey, normalizeAddress, trustProxyHops } from './client-ip'

const xff = (value?: string) => new Headers(value === undefined ? {} : { 'x-forwarded-for': value })

describe('trustProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['1', 1],
    ['2', 2],
    ['-1', 0],
    ['1.5', 0],
    ['lots', 0],
    ['11', 0],
  ])('reads %s as %i', (value, hops) => {
    expect(trustProxyHops(value)).toBe(hops)
  })
})

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7:51234 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::1', '::1'],
    ['unknown', null],
    ['203.0.113.999', null],
    ['<script>', null],
  ])('%s → %s', (entry, address) => {
    expect(normalizeAddress(entry)).toBe(address)
  })
})

describe('clientIp', () => {
  it('takes the address Next sets when nothing forwards (hops 0)', () => {
    expect(clientIp(xff('::ffff:198.51.100.4'), 0)).toBe('198.51.100.4')
  })

  it('has none without the header', () => {
    expect(clientIp(xff(), 0)).toBeNull()
    expect(clientKey(xff(), 1)).toBe('unknown')
  })

  it('behind one proxy takes the entry it appended, not what the client wrote before it', () => {
    expect(clientIp(xff('1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7')
  })

  it('behind two proxies takes the second entry from the right', () => {
    expect(clientIp(xff('1.1.1.1, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7')
  })

  it('with fewer entries than trusted hops takes the leftmost (written by a trusted hop)', () => {
    expect(clientIp(xff('203.0.113.7'), 2)).toBe('203.0.113.7')
  })

  it('refuses an entry that is not an address', () => {
    expect(clientIp(xff('203.0.113.7, not-an-ip'), 1)).toBeNull()
    expect(clientKey(xff('garbage'), 0)).toBe('unknown')
  })
})
