import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { SITE_DEFINITIONS, type SiteKey } from './site-definitions'

/** Creates the demo sites that do not exist yet (by key) and returns all six by key. */
export async function seedSites(payload: Payload): Promise<Record<SiteKey, Site>> {
  const out = {} as Record<SiteKey, Site>
  for (const def of SITE_DEFINITIONS) {
    const existing = await payload.find({
      collection: 'sites',
      where: { key: { equals: def.key } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) {
      out[def.key] = existing.docs[0]
      continue
    }
    const locale = def.defaultLocale
    let site = await payload.create({
      collection: 'sites',
      locale,
      data: {
        name: def.name,
        key: def.key,
        url: `http://${def.hosts[0]}`,
        hostnames: def.hosts.map((hostname) => ({ hostname })),
        redirectHostnames: def.redirectHosts.map((hostname) => ({ hostname })),
        isDefault: def.isDefault,
        siteLocales: def.locales,
        defaultLocale: def.defaultLocale,
        country: def.country,
        currency: def.currency,
        searchIndex: def.searchIndex,
        theme: def.theme,
        brandThemes: def.brandThemes,
        fontPair: def.fontPair,
        titleTemplate: def.titleTemplate[locale]!,
        pathToCarList: def.pathToCarList[locale],
        carDetailBasePath: def.carDetailBasePath[locale],
        gtmID: def.gtmID,
      },
    })
    for (const other of def.locales.filter((l) => l !== locale)) {
      site = await payload.update({
        collection: 'sites',
        id: site.id,
        locale: other,
        data: {
          titleTemplate: def.titleTemplate[other],
          pathToCarList: def.pathToCarList[other],
          carDetailBasePath: def.carDetailBasePath[other],
        },
      })
    }
    out[def.key] = site
  }
  return out
}
