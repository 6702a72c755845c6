import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { localizedPath, type SiteRoute } from '@/sites/host-table'
import type { SitemapEntry } from '@/routing/sitemap-xml'


/** Published pages of a site in every locale, with hreflang alternates (src/routing/sitemap.ts adds the other kinds). */
export async function sitemapEntries(siteId: number, route: SiteRoute, origin: string): Promise<SitemapEntry[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { _status: { equals: 'published' } }, { hideFromSitemap: { not_equals: true } }] },
    locale: 'all',
    depth: 0,
    pagination: false,
    draft: false,
    select: { path: true, updatedAt: true },
  })
  const entries: SitemapEntry[] = []
  for (const doc of docs) {
    const paths = (doc.path ?? {}) as unknown as Partial<Record<Locale, string | null>>
    const present = route.locales.filter((l) => paths[l])
    const alternates = present.map((l) => ({ hreflang: l, href: origin + localizedPath(route, l, paths[l]!) }))
    for (const alt of alternates) entries.push({ loc: alt.href, lastmod: doc.updatedAt, alternates: alternates.length > 1 ? alternates : [] })
  }
  return entries.sort((a, b) => a.loc.localeCompare(b.loc))
}
