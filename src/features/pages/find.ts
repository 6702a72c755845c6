import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import type { Where } from 'payload'
import type { Page } from '@/payload-types'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { keptContent } from '@/platform/kept-content'
import { renderTags } from '@/platform/render-cache/tags'
import { withGroupContent } from './group/show'
import { lastChange } from './group/merge'

/** A render that shows a page carries its tag. */
const tagged = (page: Page | null): Page | null => {
  if (page) declareRenderTags(renderTags.page(page.id))
  return page
}

/** One published page of a site matching `match`, with its blocks (depth 2), merged with the group document it shows. */
async function publishedPage(siteId: number, locale: Locale, match: Where): Promise<Page | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [match, { site: { equals: siteId } }, { _status: { equals: 'published' } }] },
    locale,
    depth: 2,
    limit: 1,
    draft: false,
    overrideAccess: false,
    // The group document is read on its own, published and with its links carried (./group/show.ts): only its id here.
    populate: { 'group-content': { _status: true } },
  })
  return docs[0] ? withGroupContent(payload, docs[0], siteId, locale) : null
}

/** The published page at a path on a site, in a locale (spec 1 §2: content pages are served by path). */
export const findPage = cache(async (siteId: number, locale: Locale, path: string): Promise<Page | null> =>
  tagged(
    await keptContent(`path:${siteId}:${locale}:${path}`, () =>
      publishedPage(siteId, locale, { path: { equals: path } }),
    ),
  ),
)

/** The paths of one page in every locale it exists in (language switcher, hreflang). */
export const pageTranslations = cache(async (pageId: number): Promise<Partial<Record<Locale, string>>> => {
  declareRenderTags(renderTags.page(pageId))
  return keptContent(`translations:${pageId}`, async () => {
    const payload = await payloadClient()
    const doc = await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'all',
      depth: 0,
      draft: false,
      overrideAccess: false,
    })
    const paths = (doc.path ?? {}) as unknown as Partial<Record<Locale, string | null>>
    const out: Partial<Record<Locale, string>> = {}
    for (const [locale, path] of Object.entries(paths)) if (path) out[locale as Locale] = path
    return out
  })
})

/** A published page of a site by id, in a locale (route pages: the proxy names them by id). */
export const findPageById = cache(async (siteId: number, locale: Locale, id: number): Promise<Page | null> => {
  const page = await keptContent(`id:${siteId}:${locale}:${id}`, () =>
    publishedPage(siteId, locale, { id: { equals: id } }),
  )
  return tagged(page?.path ? page : null)
})

export type PageCrumb = { id: number; path: string; title: string }

/** The published pages at the proper prefixes of `path`, root first (breadcrumbs come from content ancestors). */
export const pageAncestors = cache(async (siteId: number, locale: Locale, path: string): Promise<PageCrumb[]> => {
  const segments = path.split('/').filter(Boolean)
  const prefixes = ['/', ...segments.slice(0, -1).map((_, i) => '/' + segments.slice(0, i + 1).join('/'))]
  if (path === '/') return []
  return keptContent(`ancestors:${siteId}:${locale}:${path}`, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ site: { equals: siteId } }, { path: { in: prefixes } }, { _status: { equals: 'published' } }] },
      locale,
      depth: 0,
      pagination: false,
      draft: false,
      overrideAccess: false,
      select: { path: true, title: true, navTitle: true },
    })
    return docs
      .filter((d) => d.path)
      .sort((a, b) => a.path!.length - b.path!.length)
      .map((d) => ({ id: d.id, path: d.path!, title: d.navTitle || d.title }))
  })
})

/** The published group documents' last changes, by id (their publishes: a draft saved over one changes its versions). */
async function groupChanges(ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'group-content',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    depth: 0,
    pagination: false,
    draft: false,
    select: { updatedAt: true },
  })
  return new Map(docs.map((doc) => [doc.id, doc.updatedAt]))
}

/**
 * The published pages of a site listed in the sitemap: their path in each locale and last change, which is the later
 * of the page's and the group document's it shows.
 */
export async function sitemapPages(
  siteId: number,
): Promise<{ paths: Partial<Record<Locale, string>>; updatedAt: string }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      and: [
        { site: { equals: siteId } },
        { _status: { equals: 'published' } },
        { hideFromSitemap: { not_equals: true } },
      ],
    },
    locale: 'all',
    depth: 0,
    pagination: false,
    draft: false,
    select: { path: true, updatedAt: true, groupContent: true },
  })
  const groupOf = (doc: (typeof docs)[number]) => (typeof doc.groupContent === 'number' ? doc.groupContent : null)
  const groups = await groupChanges([...new Set(docs.map(groupOf).filter((id): id is number => id !== null))])
  return docs.map((doc) => {
    const group = groups.get(groupOf(doc) ?? -1)
    return {
      paths: (doc.path ?? {}) as unknown as Partial<Record<Locale, string>>,
      updatedAt: lastChange(doc.updatedAt, group),
    }
  })
}
