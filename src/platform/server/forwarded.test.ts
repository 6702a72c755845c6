import type { IncomingHttpHeaders } from 'node:http'
import { describe, expect, it } from 'vitest'
import { vouchForwarding, type Peer } from './forwarded'

const vouched = (
  headers: IncomingHttpHeaders,
  hops: number,
  peer: Peer = { address: '198.51.100.9', encrypted: false },
) => {
  const copy = { ...headers }
  vouchForwarding(copy, peer, hops)
  return copy
}

describe('forwarding headers the server vouches for', () => {
  it("with no proxy trusted, replaces the client's X-Forwarded-For and -Proto by the socket's address and scheme", () => {
    const client = {
      host: 'se.localhost',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-port': '443',
    }
    expect(vouched(client, 0)).toEqual({
      host: 'se.localhost',
      'x-forwarded-for': '198.51.100.9',
      'x-forwarded-proto': 'http',
    })
    expect(vouched({}, 0, { address: '::1', encrypted: true })).toEqual({
      'x-forwarded-for': '::1',
      'x-forwarded-proto': 'https',
    })
    // A socket already gone has no address: nothing the client wrote stands in for it.
    expect(vouched({ 'x-forwarded-for': '203.0.113.7' }, 0, { address: undefined, encrypted: false })).toEqual({
      'x-forwarded-proto': 'http',
    })
  })

  it('with proxies trusted, keeps what they wrote, and gives a request without X-Forwarded-For the peer address', () => {
    const proxied = {
      'x-forwarded-for': '203.0.113.7, 10.0.0.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'se.example',
    }
    expect(vouched(proxied, 2)).toEqual(proxied)
    expect(vouched({ 'x-forwarded-proto': 'https' }, 1)).toEqual({
      'x-forwarded-for': '198.51.100.9',
      'x-forwarded-proto': 'https',
    })
  })
})
