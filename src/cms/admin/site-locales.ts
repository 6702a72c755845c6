/**
 * The site's locales in the admin: the locale selector lists only the selected site's locales,
 * its default first (Payload's `localization.filterAvailableLocales`), and the views switch to the site's
 * default locale when the editor's current one is not the site's (./SiteLocaleGuard.tsx).
 */
import type { Payload, PayloadRequest } from 'payload'
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { createTtlCache } from '../ttl-cache'
import { orderedSiteLocales, type SiteLocales } from './site-locale-rules'

// Hosts and locales change rarely; a site's new locale reaches the admin's selector within this.
const cache = createTtlCache<SiteLocales | null>(10_000)

const load = (payload: Payload, siteId: number | string, req?: PayloadRequest) =>
  payload
    .findByID({
      collection: 'sites',
      id: siteId,
      depth: 0,
      select: { siteLocales: true, defaultLocale: true },
      overrideAccess: true,
      req,
    })
    .then(orderedSiteLocales, () => null)

/**
 * A site's locales, default first. Inside a write's transaction it is read on that transaction (the
 * embedded database is one session: another connection would wait for the write), else from a short cache.
 */
export function siteLocales(
  payload: Payload,
  siteId: number | string,
  req?: PayloadRequest,
): Promise<SiteLocales | null> {
  if (req?.transactionID) return load(payload, siteId, req)
  return cache.get(String(siteId), () => load(payload, siteId))
}

const defaults = createTtlCache<Record<string, string>>(10_000)

/** Every site's default locale by site id (for the admin's site switch). */
export function siteDefaultLocales(payload: Payload): Promise<Record<string, string>> {
  return defaults.get('all', async () => {
    const { docs } = await payload.find({
      collection: 'sites',
      depth: 0,
      pagination: false,
      select: { defaultLocale: true },
      overrideAccess: true,
    })
    return Object.fromEntries(docs.map((site) => [String(site.id), site.defaultLocale]))
  })
}

/** The site selected in the admin (the multi-tenant plugin's cookie), if any. */
export const selectedSiteId = (headers: Headers): number | null => {
  const id = getTenantFromCookie(headers, 'number')
  return typeof id === 'number' ? id : null
}

type LocaleConfig = { code: string }

/** Payload's `localization.filterAvailableLocales`: the selected site's locales, default first; every locale in "all sites". */
export async function filterLocalesBySelectedSite<L extends LocaleConfig>({
  locales,
  req,
}: {
  locales: L[]
  req: PayloadRequest
}): Promise<L[]> {
  const siteId = req.headers ? selectedSiteId(req.headers) : null
  const site = siteId === null ? null : await siteLocales(req.payload, siteId, req)
  if (!site) return locales
  const ordered = site.locales.flatMap((code) => locales.filter((l) => l.code === code))
  return ordered.length ? ordered : locales
}
