import type { Site } from '@/payload-types'
import { isLocale, type Locale } from '@/cms/locales'
import type { SiteRoute } from './host-table'

/**
 * Sites change rarely and are read on every request, so they are cached in memory. Editors' changes
 * clear the cache in this process (collection hooks); other instances pick them up within the TTL.
 */
const TTL_MS = 30_000
let cache: { at: number; sites: Site[] } | null = null

export function invalidateSiteCache(): void {
  cache = null
}

export async function loadSites(): Promise<Site[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.sites
  const { payloadClient } = await import('@/cms/payload')
  const payload = await payloadClient()
  const result = await payload.find({ collection: 'sites', limit: 100, depth: 1, pagination: false, locale: 'all' })
  cache = { at: Date.now(), sites: result.docs as Site[] }
  return cache.sites
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
