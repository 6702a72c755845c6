import type { Site } from '@/payload-types'
import { isLocale, type Locale } from '@/cms/locales'
import { payloadClient } from '@/cms/payload'
import type { SiteRoute } from './host-table'
import { sitesCache } from './site-cache'

export { invalidateSiteCache } from './site-cache'

export function loadSites(): Promise<Site[]> {
  return sitesCache.get('all', async () => {
    const payload = await payloadClient()
    const result = await payload.find({ collection: 'sites', limit: 100, depth: 1, pagination: false, locale: 'all' })
    return result.docs as Site[]
  })
}

export async function siteByKey(key: string): Promise<Site | undefined> {
  return (await loadSites()).find((s) => s.key === key)
}

export function toSiteRoute(site: Site): SiteRoute {
  const locales = (site.siteLocales ?? []).filter(isLocale) as Locale[]
  const hosts = (site.hostnames ?? []).map((h) => h.hostname)
  return {
    key: site.key,
    primaryHost: hosts[0] ?? '',
    hosts,
    redirectHosts: (site.redirectHostnames ?? []).map((h) => h.hostname),
    isDefault: Boolean(site.isDefault),
    locales,
    defaultLocale: site.defaultLocale as Locale,
  }
}

/** A localized field read with locale 'all' comes back as { 'sv-SE': ..., 'en-GB': ... }. */
export function pickLocale<T>(value: unknown, locale: Locale, fallback?: Locale): T | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const map = value as Record<string, T>
    return map[locale] ?? (fallback ? map[fallback] : undefined)
  }
  return value as T
}
