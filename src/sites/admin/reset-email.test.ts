import { describe, expect, it } from 'vitest'
import { resetLinkOrigin } from './reset-email'

const sites = [
  {
    url: 'https://www.bilgruppen.example',
    hostnames: [{ hostname: 'se.localhost' }, { hostname: 'www.bilgruppen.example' }],
  },
  { url: 'http://no.localhost', hostnames: [{ hostname: 'no.localhost' }] },
]

describe("the reset e-mail's link origin", () => {
  it('is the configured server URL when there is one, whatever the request says', () => {
    expect(resetLinkOrigin('https://admin.dealer.example/base', sites, 'evil.example')).toBe(
      'https://admin.dealer.example',
    )
  })

  it("is the request's host when it is one of the group's site hosts, with the demo's port", () => {
    expect(resetLinkOrigin('', sites, 'no.localhost:3100')).toBe('http://no.localhost:3100')
    expect(resetLinkOrigin('', sites, 'SE.localhost:3100')).toBe('https://se.localhost:3100')
    expect(resetLinkOrigin('', sites, 'www.bilgruppen.example')).toBe('https://www.bilgruppen.example')
  })

  it('never a forged or malformed host: the first site instead', () => {
    expect(resetLinkOrigin('', sites, 'evil.example:3100')).toBe('https://se.localhost')
    expect(resetLinkOrigin('', sites, 'evil.example/x?')).toBe('https://se.localhost')
    expect(resetLinkOrigin('', sites, null)).toBe('https://se.localhost')
    expect(resetLinkOrigin('', [], 'se.localhost:3100')).toBeNull()
  })
})
