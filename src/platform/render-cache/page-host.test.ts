import { describe, expect, it } from 'vitest'
import { pageHost } from './page-host'

describe('the host a stored page is kept under', () => {
  it('keeps the port the server is reached on, and drops any other', () => {
    expect(pageHost({ name: 'se.localhost', port: '3000' }, {})).toBe('se.localhost:3000')
    expect(pageHost({ name: 'se.localhost', port: '3100' }, { PORT: '3100' })).toBe('se.localhost:3100')
    expect(pageHost({ name: 'se.localhost', port: '9999' }, { PORT: '3100' })).toBe('se.localhost')
    expect(pageHost({ name: 'bilgruppen.se', port: '' }, { PORT: '3100' })).toBe('bilgruppen.se')
  })

  it('keeps a port a proxy in front serves on (PUBLIC_PORTS)', () => {
    expect(pageHost({ name: 'se.localhost', port: '8080' }, { PORT: '3100', PUBLIC_PORTS: '8080, 8443' })).toBe(
      'se.localhost:8080',
    )
    expect(pageHost({ name: 'se.localhost', port: '8443' }, { PORT: '3100', PUBLIC_PORTS: '8080, 8443' })).toBe(
      'se.localhost:8443',
    )
    expect(pageHost({ name: 'se.localhost', port: '8081' }, { PORT: '3100', PUBLIC_PORTS: '8080, 8443' })).toBe(
      'se.localhost',
    )
  })
})
