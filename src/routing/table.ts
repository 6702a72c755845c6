import 'server-only'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import { pickLocale, toSiteRoute } from '@/sites/resolve'
import type { LocaleRouting, RoutePageKind, RoutingPage } from './kinds'
import { ROUTE_BLOCKS } from './route-blocks'

/** Routing of every site: site key → locale → what the router needs (small: route pages and the pages below them). */
export type RoutingTable = Record<string, Partial<Record<Locale, LocaleRouting>>>

type PageRow = { id: number; site: number; path: string }

const siteIdOf = (site: unknown) => (site && typeof site === 'object' ? (site as { id: number }).id : (site as number))

async function publishedPages(
  payload: Payload,
  locale: Locale,
  where?: Where,
  req?: PayloadRequest,
): Promise<(PageRow & { layout?: { blockType: string }[] })[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ _status: { equals: 'published' } }, ...(where ? [where] : [])] },
    locale,
    depth: 0,
    pagination: false,
    draft: false,
    select: { site: true, path: true, ...(where ? { layout: true } : {}) },
    req,
  })
  return docs
    .filter((d) => d.path)
    .map((d) => ({
      id: d.id,
      site: siteIdOf(d.site),
      path: d.path!,
      layout: (d as { layout?: { blockType: string }[] }).layout,
    }))
}

/** The kind of a page from the route blocks it holds (the first one wins). */
function kindOfLayout(layout: { blockType: string }[] | undefined): Exclude<RoutePageKind, 'story-index'> | null {
  for (const block of layout ?? []) {
    const kind = ROUTE_BLOCKS[block.blockType]
    if (kind) return kind
  }
  return null
}

/** Pages that stories name as their index (spec 1 §2: articles live under the stories index's path). */
async function storyIndexIds(payload: Payload, req?: PayloadRequest): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'stories',
    where: { indexPage: { exists: true } },
    depth: 0,
    pagination: false,
    draft: false,
    select: { indexPage: true },
    req,
  })
  return new Set(docs.map((d) => siteIdOf(d.indexPage)).filter((id): id is number => typeof id === 'number'))
}

/** True when `path` lies strictly under one of `prefixes`. */
const isUnder = (path: string, prefixes: string[]) =>
  prefixes.some((p) => (p === '/' ? path !== '/' : path.startsWith(p + '/')))

/**
 * Reads the routing table from the database: per site and locale, the car-detail base, the route pages and
 * the plain pages under them (so a real page under a list wins over a filter segment). Every site locale
 * gets an entry, even with no route page, so the router knows the car-detail base. `req` reads inside its transaction
 * (a publish check reads the table from within the publish).
 */
export async function readRoutingTable(payload: Payload, sites: Site[], req?: PayloadRequest): Promise<RoutingTable> {
  const blockTypes = Object.keys(ROUTE_BLOCKS)
  const locales = [...new Set(sites.flatMap((s) => toSiteRoute(s).locales))]
  const stories = await storyIndexIds(payload, req)
  const table: RoutingTable = {}
  for (const site of sites) table[site.key] = {}
  const readLocale = async (locale: (typeof locales)[number]) => {
    // One query per block type: Payload 3.90's `layout.blockType` `in` query matches only the first type given.
    const [all, ...withBlocks] = await Promise.all([
      publishedPages(payload, locale, undefined, req),
      ...blockTypes.map((blockType) =>
        publishedPages(payload, locale, { 'layout.blockType': { equals: blockType } }, req),
      ),
    ])
    const kinds = new Map<number, RoutePageKind>()
    for (const page of all) if (stories.has(page.id)) kinds.set(page.id, 'story-index')
    for (const page of withBlocks.flat()) {
      const kind = kindOfLayout(page.layout)
      if (kind && !kinds.has(page.id)) kinds.set(page.id, kind)
    }
    for (const site of sites) {
      const route = toSiteRoute(site)
      if (!route.locales.includes(locale)) continue
      const own = all.filter((p) => p.site === site.id)
      const routePages: RoutingPage[] = own
        .filter((p) => kinds.has(p.id))
        .map((p) => ({ id: p.id, path: p.path, kind: kinds.get(p.id)! }))
      const prefixes = routePages.map((p) => p.path)
      const below: RoutingPage[] = own
        .filter((p) => !kinds.has(p.id) && isUnder(p.path, prefixes))
        .map((p) => ({ id: p.id, path: p.path, kind: 'content' }))
      const base = pickLocale<string>(site.carDetailBasePath, locale)
      table[site.key][locale] = {
        carDetailBase: base ? base.replace(/\/+$/, '') || '/' : null,
        pages: [...routePages, ...below],
      }
    }
  }
  // Inside a transaction one locale at a time: the local API sets the shared `req.locale` to each call's own, so calls
  // for two locales at once on one request read each other's (on PostgreSQL the publish checks saw no car list).
  if (req) for (const locale of locales) await readLocale(locale)
  else await Promise.all(locales.map(readLocale))
  return table
}
