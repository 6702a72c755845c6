import { describe, expect, it } from 'vitest'
import { loggedPath, pathKind } from './request-log'

describe('pathKind', () => {
  it.each([
    ['/_next/static/chunks/a1b2.js', 'static'],
    ['/_next/image?url=%2Fx.jpg&w=640', 'image'],
    ['/_next/data/x.json', 'next'],
    ['/api/platform/site-routes', 'internal'],
    ['/api/cms/users/me', 'cms-api'],
    ['/api/search/suggest?q=vol', 'api'],
    ['/admin', 'admin'],
    ['/admin/collections/cars', 'admin'],
    ['/administrator', 'other'],
    ['/healthz', 'health'],
    ['/healthz/ready', 'health'],
    ['/-/media/car.webp', 'asset'],
    ['/kop-bil', 'other'],
  ])('%s is %s', (path, kind) => expect(pathKind(path)).toBe(kind))
})

describe('loggedPath', () => {
  it('keeps the names of the query parameters, once each, and none of their values', () => {
    expect(loggedPath('/kop-bil?car_fuel=El&car_fuel=Diesel&keyphrase=volvo+under+400000&near=59.33,18.07')).toBe(
      '/kop-bil?car_fuel&keyphrase&near',
    )
    expect(loggedPath('/kop-bil?')).toBe('/kop-bil')
    expect(loggedPath('/x?a&=b&c=')).toBe('/x?a&c')
  })

  it('decodes the path and scrubs what the log must not hold', () => {
    expect(loggedPath('/sparade-sokningar/avsluta/anna%40example.se')).toBe('/sparade-sokningar/avsluta/[email]')
    expect(loggedPath('/api/mechmate/vehicles/ABC123?token=x')).toBe('/api/mechmate/vehicles/[plate]?token')
    expect(loggedPath('/%E0%A4%A')).toBe('/%E0%A4%A')
  })

  it('is bounded whatever the target', () => {
    const long = loggedPath(
      `/${'a'.repeat(10_000)}?${Array.from({ length: 500 }, (_, i) => `p${i}${'x'.repeat(100)}=1`).join('&')}`,
    )
    expect(long.length).toBeLessThan(256 + 16 * 41 + 1)
    expect(long.split('?')[1].split('&')).toHaveLength(16)
  })
})
