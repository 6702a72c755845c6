import 'server-only'
import type { Locale } from '@/cms/locales'
import { carPath } from '@/features/cars/detail'
import { carUrlRows } from '@/features/cars/queries'
import { sitemapPages } from '@/features/pages/find'
import { dealerUrlRows } from '@/features/dealers/queries'
import type { Site } from '@/payload-types'
import { localizedPath, type SiteRoute } from '@/sites/host-table'
import { toSiteRoute } from '@/sites/resolve'
import { storyUrlRows } from '@/features/stories/queries'
import { loadRoutingTable } from './load'
import type { SitemapEntry } from './sitemap-xml'

type Url = { locale: Locale; path: string }

/** One entry per URL, each listing all of the thing's URLs as hreflang alternates. */
function entriesOf(route: SiteRoute, origin: string, urls: Url[], lastmod: string): SitemapEntry[] {
  const alternates = urls.map((u) => ({ hreflang: u.locale, href: origin + localizedPath(route, u.locale, u.path) }))
  return alternates.map((a) => ({ loc: a.href, lastmod, alternates: alternates.length > 1 ? alternates : [] }))
}

/** Published pages of a site in every locale, with hreflang alternates. */
async function pageEntries(siteId: number, route: SiteRoute, origin: string): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (const doc of await sitemapPages(siteId)) {
    const present = route.locales.filter((l) => doc.paths[l])
    const alternates = present.map((l) => ({ hreflang: l, href: origin + localizedPath(route, l, doc.paths[l]!) }))
    for (const alt of alternates)
      entries.push({ loc: alt.href, lastmod: doc.updatedAt, alternates: alternates.length > 1 ? alternates : [] })
  }
  return entries.sort((x, y) => x.loc.localeCompare(y.loc))
}

const under = (pagePath: string, slug: string) => `${pagePath === '/' ? '' : pagePath}/${slug}`

/**
 * Every public URL of a site: content pages, and for each route kind with public URLs its
 * things under the route pages of each locale: dealer sites under dealer lists, stories under their index,
 * cars under the car-detail base.
 */
export async function siteSitemapEntries(site: Site, origin: string): Promise<SitemapEntry[]> {
  const route = toSiteRoute(site)
  const routing = (await loadRoutingTable())[site.key] ?? {}
  const [pages, dealers, stories, cars] = await Promise.all([
    pageEntries(site.id, route, origin),
    dealerUrlRows(site.id),
    storyUrlRows(site.id),
    carUrlRows(site.searchIndex),
  ])
  const localesWith = (kind: string, id?: number) =>
    route.locales.flatMap((locale) =>
      (routing[locale]?.pages ?? [])
        .filter((p) => p.kind === kind && (id === undefined || p.id === id))
        .map((p) => ({ locale, path: p.path })),
    )
  const dealerLists = localesWith('dealer-list')
  const out: SitemapEntry[] = [...pages]
  for (const dealer of dealers) {
    out.push(
      ...entriesOf(
        route,
        origin,
        dealerLists.map((l) => ({ locale: l.locale, path: under(l.path, dealer.slug) })),
        dealer.updatedAt,
      ),
    )
  }
  for (const story of stories) {
    const urls = localesWith('story-index', story.indexPage).filter((l) => story.locales.includes(l.locale))
    out.push(
      ...entriesOf(
        route,
        origin,
        urls.map((l) => ({ locale: l.locale, path: under(l.path, story.slug) })),
        story.updatedAt,
      ),
    )
  }
  const bases = route.locales.flatMap((locale) =>
    routing[locale]?.carDetailBase ? [{ locale, base: routing[locale]!.carDetailBase! }] : [],
  )
  for (const car of cars) {
    out.push(
      ...entriesOf(
        route,
        origin,
        bases.map((b) => ({ locale: b.locale, path: carPath(b.base, car) })),
        car.updated_at,
      ),
    )
  }
  return out
}
