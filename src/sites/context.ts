import { cache } from 'react'
import { isLocale, type Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { SiteRoute } from './host-table'
import { pickLocale, siteByKey, toSiteRoute } from './resolve'

export type SiteContext = { site: Site; route: SiteRoute; locale: Locale; titleTemplate: string }

/** The site and locale of the current request (the proxy put both in the internal path). */
export const siteContext = cache(async (key: string, localeParam: string): Promise<SiteContext | null> => {
  const locale = decodeURIComponent(localeParam)
  const site = await siteByKey(key)
  if (!site || !isLocale(locale)) return null
  const route = toSiteRoute(site)
  if (!route.locales.includes(locale)) return null
  const titleTemplate = pickLocale<string>(site.titleTemplate, locale, route.defaultLocale) ?? '%s'
  return { site, route, locale, titleTemplate }
})

/** The public origin of a site for the current request: its primary host on the request's scheme and port. */
export function siteOrigin(route: SiteRoute, requestHost: string | null, proto = 'http'): string {
  const port = requestHost?.match(/:(\d+)$/)?.[1]
  return `${proto}://${route.primaryHost}${port ? `:${port}` : ''}`
}

/** siteOrigin for a route handler's request (robots.txt, sitemap.xml). */
export function requestSiteOrigin(route: SiteRoute, request: Request): string {
  return siteOrigin(route, request.headers.get('host'), new URL(request.url).protocol.replace(':', ''))
}
