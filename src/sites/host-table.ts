import { LOCALE_PREFIX, type Locale } from '@/cms/locales'

/** The part of each site that request routing needs; small enough to cache in the proxy. */
export type SiteRoute = {
  key: string
  primaryHost: string
  hosts: string[]
  redirectHosts: string[]
  isDefault: boolean
  locales: Locale[]
  defaultLocale: Locale
}

export type HostResolution =
  { kind: 'redirect'; host: string; site: SiteRoute } | { kind: 'site'; site: SiteRoute } | { kind: 'none' }

/** Lower-cases and strips the port, so "SE.localhost:3000" matches "se.localhost". */
export function normalizeHost(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

/** Host to site; a redirect host answers with the site's primary host; unknown hosts get the default site. */
export function resolveHost(sites: SiteRoute[], rawHost: string | null | undefined): HostResolution {
  const host = normalizeHost(rawHost)
  for (const site of sites) {
    if (site.hosts.includes(host)) return { kind: 'site', site }
  }
  for (const site of sites) {
    if (site.redirectHosts.includes(host)) return { kind: 'redirect', host: site.primaryHost, site }
  }
  const fallback = sites.find((s) => s.isDefault) ?? sites[0]
  return fallback ? { kind: 'site', site: fallback } : { kind: 'none' }
}

/** Splits a visitor path into locale and content path: /en/about -> en-GB + /about on a site that has en-GB. */
export function localeFromPath(site: SiteRoute, pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  for (const locale of site.locales) {
    if (locale !== site.defaultLocale && LOCALE_PREFIX[locale] === first.toLowerCase()) {
      return { locale, path: '/' + rest.join('/') }
    }
  }
  return { locale: site.defaultLocale, path: pathname || '/' }
}

/** The public path of a content path in a locale: the default locale has no prefix. */
export function localizedPath(site: Pick<SiteRoute, 'defaultLocale'>, locale: Locale, path: string): string {
  if (locale === site.defaultLocale) return path
  const prefix = '/' + LOCALE_PREFIX[locale]
  return path === '/' ? prefix : prefix + path
}
