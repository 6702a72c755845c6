import type { Site } from '@/payload-types'
import { isLocale, type Locale } from '@/cms/locales'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { createTtlCache } from '@/cms/ttl-cache'
import { onInvalidate, publishInvalidation } from '@/platform/invalidation'
import type { SiteRoute } from './host-table'

/** Sites are read on every request and change rarely (see createTtlCache for the freshness rules). */
const sitesCache = createTtlCache<Site[]>(30_000)

/** Clears this process's site table (every instance's: publish 'sites', as the hooks below do). */
export function invalidateSiteCache(): void {
  sitesCache.clear()
}
onInvalidate('sites', invalidateSiteCache)

/** Collection hooks of `sites`: a change clears the site table in every app instance. */
const broadcast = ({ req }: Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]) =>
  publishInvalidation(req.payload, 'sites', req)
export const clearsSiteCache = { afterChange: [broadcast], afterDelete: [broadcast] }

export function loadSites(): Promise<Site[]> {
  return sitesCache.get('all', async () => {
    // Imported lazily: the sites collection imports this module, and the config imports the collection.
    const { payloadClient } = await import('@/cms/payload')
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
