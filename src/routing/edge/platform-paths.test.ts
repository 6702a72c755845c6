import { describe, expect, it } from 'vitest'
import type { RouteTable } from '@/routing/route-table'
import { isPlatformPath, platformRoute } from './platform-paths'

const site = (key: string, locales: RouteTable['sites'][number]['locales']): RouteTable['sites'][number] => ({
  key,
  primaryHost: `${key}.localhost`,
  hosts: [`${key}.localhost`],
  redirectHosts: [],
  isDefault: key === 'se',
  locales,
  defaultLocale: locales[0],
})
const se = site('se', ['sv-SE', 'en-GB'])
const no = site('no', ['nb-NO'])
const none = new URLSearchParams()

describe('platform paths', () => {
  it('are the fixed paths and the sitemap parts, nothing else', () => {
    for (const path of ['/robots.txt', '/favicon.ico', '/sitemap.xml', '/sitemap-3.xml', '/feaas-render'])
      expect(isPlatformPath(path)).toBe(true)
    for (const path of ['/sitemap-.xml', '/sitemap-12345.xml', '/robots.txt/x', '/'])
      expect(isPlatformPath(path)).toBe(false)
    expect(platformRoute('/om-oss', none, se, [se, no])).toBeNull()
  })
  it('answers robots and the favicon from the site table without the render gates; sitemaps render', () => {
    expect(platformRoute('/robots.txt', none, se, [se])).toEqual({
      internalPath: '/se/robots.txt',
      site: se,
      renders: false,
    })
    expect(platformRoute('/sitemap.xml', none, se, [se])).toMatchObject({
      internalPath: '/se/sitemap.xml',
      renders: true,
    })
    expect(platformRoute('/sitemap-2.xml', none, se, [se])).toMatchObject({
      internalPath: '/se/sitemap/2',
      renders: true,
    })
  })
  it('previews the named site in the locale the editor edits, else the host site in its default locale', () => {
    expect(platformRoute('/feaas-render', new URLSearchParams('site=no&locale=nb-NO'), se, [se, no])).toEqual({
      internalPath: '/no/nb-NO/feaas-render',
      site: no,
      renders: true,
      locale: 'nb-NO',
    })
    expect(platformRoute('/feaas-render', new URLSearchParams('site=xx&locale=fi-FI'), se, [se, no])).toMatchObject({
      internalPath: '/se/sv-SE/feaas-render',
      site: se,
      locale: 'sv-SE',
    })
    expect(platformRoute('/feaas-render', new URLSearchParams('locale=en-GB'), se, [se, no])).toMatchObject({
      locale: 'en-GB',
    })
  })
})
