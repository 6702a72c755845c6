import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { localizedPath, type SiteRoute } from '@/sites/host-table'

export type SitemapEntry = { loc: string; lastmod: string; alternates: { hreflang: string; href: string }[] }

/** Published pages of a site in every locale, with hreflang alternates (cars and dealers join later). */
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

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function renderSitemap(entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const alts = e.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join('')
      return `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>${alts}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}
