import { describe, expect, it } from 'vitest'
import { localeFromPath, localizedPath, normalizeHost, resolveHost, type SiteRoute } from './host-table'

const se: SiteRoute = {
  key: 'se',
  primaryHost: 'se.localhost',
  hosts: ['se.localhost'],
  redirectHosts: ['www.se.localhost'],
  isDefault: true,
  locales: ['sv-SE', 'en-GB'],
  defaultLocale: 'sv-SE',
}
const uk: SiteRoute = {
  key: 'uk',
  primaryHost: 'uk.localhost',
  hosts: ['uk.localhost', 'uk.example.com'],
  redirectHosts: [],
  isDefault: false,
  locales: ['en-GB'],
  defaultLocale: 'en-GB',
}
const sites = [uk, se]

describe('normalizeHost', () => {
  it('lower-cases and drops the port and a trailing dot', () => {
    expect(normalizeHost('SE.Localhost:3000')).toBe('se.localhost')
    expect(normalizeHost('uk.example.com.')).toBe('uk.example.com')
    expect(normalizeHost(null)).toBe('')
  })
})

describe('resolveHost', () => {
  it('finds the site of any of its host names', () => {
    expect(resolveHost(sites, 'uk.example.com')).toEqual({ kind: 'site', site: uk })
    expect(resolveHost(sites, 'se.localhost:3000')).toEqual({ kind: 'site', site: se })
  })
  it('redirects a redirect host to the primary host (www to bare host)', () => {
    expect(resolveHost(sites, 'www.se.localhost:3000')).toMatchObject({
      kind: 'redirect',
      host: 'se.localhost',
      site: { key: 'se' },
    })
  })
  it('gives unknown hosts the default site', () => {
    expect(resolveHost(sites, 'nobody.example')).toEqual({ kind: 'site', site: se })
    expect(resolveHost(sites, undefined)).toEqual({ kind: 'site', site: se })
  })
  it('has nothing to resolve to without sites', () => {
    expect(resolveHost([], 'se.localhost')).toEqual({ kind: 'none' })
  })
})

describe('locale paths', () => {
  it('reads a non-default locale from the first segment', () => {
    expect(localeFromPath(se, '/en/about-us')).toEqual({ locale: 'en-GB', path: '/about-us' })
    expect(localeFromPath(se, '/en')).toEqual({ locale: 'en-GB', path: '/' })
  })
  it('keeps the default locale unprefixed and ignores prefixes of locales the site lacks', () => {
    expect(localeFromPath(se, '/kop-bil')).toEqual({ locale: 'sv-SE', path: '/kop-bil' })
    expect(localeFromPath(se, '/sv/kop-bil')).toEqual({ locale: 'sv-SE', path: '/sv/kop-bil' })
    expect(localeFromPath(uk, '/en/x')).toEqual({ locale: 'en-GB', path: '/en/x' })
  })
  it('builds public paths back', () => {
    expect(localizedPath(se, 'en-GB', '/')).toBe('/en')
    expect(localizedPath(se, 'en-GB', '/about-us')).toBe('/en/about-us')
    expect(localizedPath(se, 'sv-SE', '/kop-bil')).toBe('/kop-bil')
  })
})
