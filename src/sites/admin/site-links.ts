/**
 * Links from the admin to the public sites: a site's live address and a page's URL on its own
 * host and in its locale.
 */
import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { isLocale } from '@/cms/locales'
import { localizedPath } from '../host-table'
import { originFromAdmin, parseHostHeader } from '../origin'

const hostsOf = (site: Pick<Site, 'hostnames'>) => (site.hostnames ?? []).map((h) => h.hostname)

/** The origin of each site, keyed by site id, as seen from the admin's request. */
export async function siteOrigins(
  payload: Payload,
  headers: Headers,
): Promise<Map<number, { site: Site; origin: string }>> {
  const { docs } = await payload.find({
    collection: 'sites',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'name',
  })
  const groupHosts = docs.flatMap(hostsOf)
  const adminHost = parseHostHeader(headers.get('host'))
  // The scheme is the one of the site's configured public address (sites.url).
  const scheme = (site: Site) => (site.url.startsWith('https:') ? 'https' : 'http')
  return new Map(
    docs.map((site) => [
      site.id,
      { site, origin: originFromAdmin({ primaryHost: hostsOf(site)[0] ?? '' }, groupHosts, scheme(site), adminHost) },
    ]),
  )
}

/** The public URL of a path of a site in a locale (the default locale has no prefix). */
export function pageUrl(origin: string, site: Pick<Site, 'defaultLocale'>, locale: string, path: string): string {
  const defaultLocale = site.defaultLocale
  return origin + (isLocale(locale) && isLocale(defaultLocale) ? localizedPath({ defaultLocale }, locale, path) : path)
}
