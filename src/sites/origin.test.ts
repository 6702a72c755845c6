import { describe, expect, it } from 'vitest'
import { originFromAdmin, parseHostHeader, publicOrigin, publicScheme } from './origin'

const se = { primaryHost: 'se.localhost', hosts: ['se.localhost'], redirectHosts: ['www.se.localhost'] }

describe('public origins', () => {
  it('parses host headers and refuses malformed ones', () => {
    expect(parseHostHeader('SE.localhost:3000')).toEqual({ name: 'se.localhost', port: '3000' })
    expect(parseHostHeader('example.com.')).toEqual({ name: 'example.com', port: '' })
    expect(parseHostHeader('[::1]:80')).toEqual({ name: '[::1]', port: '80' })
    for (const bad of ['[', '', null, 'a b', 'evil.example/x', 'host:99999', 'host:0', 'a@b', 'x:y'])
      expect(parseHostHeader(bad), String(bad)).toBeNull()
  })

  it("builds the origin from the site's primary host, never the Host header", () => {
    expect(publicOrigin(se, 'http', parseHostHeader('evil.example'))).toBe('http://se.localhost')
    expect(publicOrigin(se, 'http', parseHostHeader('evil.example:8080'))).toBe('http://se.localhost')
    expect(publicOrigin(se, 'http', parseHostHeader('se.localhost:3000'))).toBe('http://se.localhost:3000')
    expect(publicOrigin(se, 'https', parseHostHeader('www.se.localhost:3000'))).toBe('https://se.localhost:3000')
    expect(publicOrigin(se, 'https', null)).toBe('https://se.localhost')
  })

  it('trusts X-Forwarded-Proto only from configured proxies and only as http or https', () => {
    expect(publicScheme('https', 'http:', 0)).toBe('http')
    expect(publicScheme('javascript', 'http:', 0)).toBe('http')
    expect(publicScheme('https', 'http:', 1)).toBe('https')
    expect(publicScheme('evil://x', 'http:', 1)).toBeNull()
    expect(publicScheme('1', 'http:', 1)).toBeNull()
    expect(publicScheme('https, http', 'http:', 1)).toBe('http')
    expect(publicScheme(null, 'https:', 1)).toBe('https')
  })
})

describe('originFromAdmin', () => {
  const hosts = ['se.localhost', 'no.localhost']
  it("keeps the admin's port when the admin is on one of the group's hosts", () => {
    expect(
      originFromAdmin({ primaryHost: 'no.localhost' }, hosts, 'http', { name: 'se.localhost', port: '3000' }),
    ).toBe('http://no.localhost:3000')
  })
  it('drops it otherwise', () => {
    expect(originFromAdmin({ primaryHost: 'no.example' }, hosts, 'https', { name: 'cms.example', port: '8443' })).toBe(
      'https://no.example',
    )
    expect(originFromAdmin({ primaryHost: 'no.example' }, hosts, 'https', null)).toBe('https://no.example')
  })
})
