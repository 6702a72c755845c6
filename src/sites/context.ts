import { cache } from 'react'
import { isLocale, type Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { SiteRoute } from './host-table'
import { parseHostHeader, publicOrigin } from './origin'
import { SCHEME_HEADER } from './request'
import { pickLocale, siteByKey, toSiteRoute } from './resolve'

export type SiteContext = { site: Site; route: SiteRoute; locale: Locale; titleTemplate: string }

/** A segment as text, or null when its percent-encoding is malformed (`%`: a URIError, found by the robustness suite). */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The site and locale of the current request (the proxy put both in the internal path). */
export const siteContext = cache(async (key: string, localeParam: string): Promise<SiteContext | null> => {
  const locale = decoded(localeParam)
  const site = await siteByKey(key)
  if (!site || locale === null || !isLocale(locale)) return null
  const route = toSiteRoute(site)
  if (!route.locales.includes(locale)) return null
  const titleTemplate = pickLocale<string>(site.titleTemplate, locale, route.defaultLocale) ?? '%s'
  return { site, route, locale, titleTemplate }
})

/**
 * The public origin of a site for the current request: its configured primary host, on the scheme the
 * proxy decided (SCHEME_HEADER) and with the port of a local demo (never the Host header's name).
 */
export function siteOrigin(route: SiteRoute, requestHeaders: Headers): string {
  const scheme = requestHeaders.get(SCHEME_HEADER) === 'https' ? 'https' : 'http'
  return publicOrigin(route, scheme, parseHostHeader(requestHeaders.get('host')))
}

/** siteOrigin for a route handler's request (robots.txt, sitemap.xml). */
export function requestSiteOrigin(route: SiteRoute, request: Request): string {
  return siteOrigin(route, request.headers)
}
