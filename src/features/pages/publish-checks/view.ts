/**
 * The view of a page the publish checks judge (./rules.ts), read from the CMS: its titles in every site locale, its
 * blocks' internal links resolved on its site, its images' alt text and file size, and its car teasers' and car
 * lists' queries counted in the site's market index. Runs in the publish hook (./enforce.ts) and the sidebar.
 */
import 'server-only'
import type { Block, Field, Payload, PayloadRequest } from 'payload'
import { PAGE_BLOCKS } from '@/features/blocks/configs'
import { teaserQuery, type TeaserSettings } from '@/features/blocks/CarTeaser/query'
import { isOver, type BlockWindow } from '@/features/blocks/window'
import { presetFilters, type Preset } from '@/features/cars/list/query'
import { search, searchHealth } from '@/features/search/search'
import { indexName } from '@/features/search/indices'
import type { SearchQuery } from '@/features/search/contract'
import { isLocale } from '@/cms/locales'
import { localeFromPath } from '@/sites/host-table'
import { toSiteRoute } from '@/sites/resolve'
import { resolveRoute } from '@/routing/resolve'
import { readRoutingTable } from '@/routing/table'
import { loadSiteRows } from '@/routing/redirects/store'
import { compileServed, servableRules } from '@/routing/redirects/servable'
import type { Site } from '@/payload-types'
import { INDEX_TIME_ZONE } from '@/sites/markets'
import type { PageViewReader } from './reader'
import { internalHref, type CarQueryView, type ImageView, type LinkView, type PageView } from './rules'

/** Blocks whose pictures span the viewport (a hero, a carousel's slides): the larger budget applies. */
const HERO_BLOCKS: ReadonlySet<string> = new Set(['heroBanner', 'carousel'])

type Row = Record<string, unknown>
const isRow = (v: unknown): v is Row => Boolean(v) && typeof v === 'object' && !Array.isArray(v)
const idOf = (v: unknown): number | null => {
  const id = isRow(v) ? v.id : v
  return typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)

type Found = { hrefs: { path: string; href: string }[]; media: { path: string; id: number; hero: boolean }[] }

/** Link urls in a rich text value (Lexical's link and autolink nodes that carry a typed url). */
function richTextLinks(node: unknown, path: string, found: Found) {
  if (Array.isArray(node)) return node.forEach((child) => richTextLinks(child, path, found))
  if (!isRow(node)) return
  const fields = isRow(node.fields) ? node.fields : null
  if ((node.type === 'link' || node.type === 'autolink') && typeof fields?.url === 'string')
    found.hrefs.push({ path, href: fields.url })
  richTextLinks(node.root, path, found)
  richTextLinks(node.children, path, found)
}

/** Walks a block's data by its field config: links (`href` fields and rich text) and media uploads. */
function walkFields(fields: Field[], data: Row, path: string, hero: boolean, found: Found) {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name
        const inner = named ? data[tab.name!] : data
        if (isRow(inner)) walkFields(tab.fields, inner, named ? `${path}.${tab.name}` : path, hero, found)
      }
      continue
    }
    if (!('name' in field) || !field.name) {
      if ('fields' in field) walkFields(field.fields, data, path, hero, found)
      continue
    }
    const value = data[field.name]
    const at = `${path}.${field.name}`
    if (field.type === 'group' && isRow(value)) walkFields(field.fields, value, at, hero, found)
    else if (field.type === 'array' && Array.isArray(value))
      value.forEach((row, i) => isRow(row) && walkFields(field.fields, row, `${at}.${i}`, hero, found))
    else if (field.type === 'richText') richTextLinks(value, at, found)
    else if (field.type === 'text' && field.name === 'href' && typeof value === 'string')
      found.hrefs.push({ path: at, href: value })
    else if (field.type === 'upload' && field.relationTo === 'media') {
      const id = idOf(value)
      if (id !== null) found.media.push({ path: at, id, hero })
    }
  }
}

const BLOCKS_BY_SLUG = new Map<string, Block>(PAGE_BLOCKS.map((b) => [b.slug, b]))

/** Whether paths exist on one site: the router's table, its published pages, the page itself, and its redirects. */
async function linkResolver(payload: Payload, site: Site, ownPaths: Set<string>, req: PayloadRequest) {
  const route = toSiteRoute(site)
  const table = (await readRoutingTable(payload, [site], req))[site.key] ?? {}
  const redirects = compileServed(servableRules(await loadSiteRows(payload, site.id, req)))
  return async (href: string): Promise<boolean> => {
    const raw = internalHref(href)
    if (raw === null) return true
    const { locale, path } = localeFromPath(route, raw)
    // A redirect catches the path: the visitor lands where an editor decided.
    if (redirects.resolve(raw)) return true
    const resolved = resolveRoute(table[locale], path)
    if (resolved.kind !== 'content') return true
    if (ownPaths.has(`${locale}:${path}`)) return true
    const { totalDocs } = await payload.count({
      collection: 'pages',
      where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }, { _status: { equals: 'published' } }] },
      locale,
      req,
    })
    return totalDocs > 0
  }
}

async function countCars(query: SearchQuery | null): Promise<number | null> {
  if (!query) return null
  // The checks run inside the publish's transaction. An index still loading (a process that just started) reads its
  // cars on a connection of its own, which on the embedded database waits for this transaction: never wait for it
  // here, the count is unknown instead.
  if (!searchHealth().ready) return null
  try {
    return (await search({ ...query, limit: 0 })).total_items
  } catch {
    return null
  }
}

/** The car query of a top-level block, if it has one. */
function blockQuery(site: Site, block: Row): SearchQuery | null {
  const index = indexName('cars', site.searchIndex)
  if (block.blockType === 'carTeaser') return teaserQuery(index, block as unknown as TeaserSettings)
  if (block.blockType === 'carList')
    return { index, filters: presetFilters((block.presets ?? []) as Preset[]), limit: 0 }
  return null
}

/**
 * The view of a page on `site`, from its fields in each locale (`pages`: locale → that locale's fields, as the
 * publish hook merges the incoming change over the stored draft).
 */
export const buildPageView: PageViewReader = async (payload, site, pages, req) => {
  const siteLocales = (site.siteLocales ?? []).filter(isLocale)
  const ownPaths = new Set(
    siteLocales.flatMap((l) => (typeof pages[l]?.path === 'string' ? [`${l}:${pages[l]!.path}`] : [])),
  )
  const resolves = await linkResolver(payload, site, ownPaths, req)
  const titles: Record<string, PageView['titles'][string]> = {}
  const links: LinkView[] = []
  const images: ImageView[] = []
  const carQueries: CarQueryView[] = []
  // The page is judged as it would be published now, on its site's clock.
  const now = Date.now()
  const timeZone = INDEX_TIME_ZONE[site.searchIndex]
  for (const locale of siteLocales) {
    const page = pages[locale]
    if (!page) continue
    titles[locale] = { title: text(page.title), metaTitle: text(page.metaTitle) }
    const found: Found = { hrefs: [], media: [] }
    const layout = Array.isArray(page.layout) ? page.layout.filter(isRow) : []
    for (const [i, block] of layout.entries()) {
      const config = BLOCKS_BY_SLUG.get(String(block.blockType))
      if (config) walkFields(config.fields, block, `layout.${i}`, HERO_BLOCKS.has(config.slug), found)
      // A teaser whose window has closed is not shown again, so what its query finds no longer reaches a visitor. One
      // whose window is still to open is counted: what it finds today is the editor's only warning before it shows.
      const query = isOver(block as BlockWindow, now, timeZone) ? null : blockQuery(site, block)
      if (query) carQueries.push({ locale, path: `layout.${i}`, count: await countCars(query) })
    }
    for (const { path, href } of found.hrefs)
      if (internalHref(href) !== null) links.push({ locale, path, href, resolves: await resolves(href) })
    const ids = [...new Set(found.media.map((m) => m.id))]
    const { docs } = ids.length
      ? await payload.find({
          collection: 'media',
          where: { id: { in: ids } },
          locale,
          depth: 0,
          pagination: false,
          select: { alt: true, filesize: true, mimeType: true },
          req,
        })
      : { docs: [] }
    const byId = new Map(docs.map((d) => [d.id, d]))
    for (const { path, id, hero } of found.media) {
      const media = byId.get(id)
      // Videos and PDFs have no alternative text to give, and their weight is not an image's.
      if (!media?.mimeType?.startsWith('image/')) continue
      images.push({ locale, path, media: id, alt: media.alt ?? null, bytes: media.filesize ?? null, hero })
    }
  }
  return { siteLocales, titles, links, images, carQueries }
}
