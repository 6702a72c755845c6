/**
 * The database side of showing a group document on a page (./merge.ts): the group document's published fields in
 * the page's locale, its links carried into the page's site, merged with the page's own fields. Called by the page
 * feature's one read (src/features/pages/find.ts), whose per-process cache and render tags hold the merged page; a
 * change to the group document drops the pages that show it (./collection.ts).
 */
import type { Payload, PayloadRequest } from 'payload'
import { siteLocales } from '@/cms/admin/site-locales'
import { isLocale, type Locale } from '@/cms/locales'
import { carryFields, dataFields, referencesOf, type FieldShape } from '../copy/rules'
import type { Page } from '@/payload-types'
import { groupShown, mergeGroupContent, showingContext, type GroupValues } from './merge'

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : null
}

const pathIn = (value: unknown, locale: Locale): string | null => {
  const path = value && typeof value === 'object' ? (value as Record<string, unknown>)[locale] : null
  return typeof path === 'string' && path ? path : null
}

type ShowOptions = {
  /** 2 for a render (media populated), 0 for the publish checks. */
  depth: number
  /** The editor's request, inside a write's transaction (the publish checks); none for a visitor's render. */
  req?: PayloadRequest
}

/**
 * The group document `groupId` as the site shows it in `locale`: published only (else null), its links carried into
 * the site (./merge.ts `showingContext`).
 */
export async function shownGroup(
  payload: Payload,
  groupId: number,
  siteId: number,
  locale: Locale,
  { depth, req }: ShowOptions,
): Promise<GroupValues | null> {
  // The visitor's read: only a published group document, in the page's locale without fallback.
  const { docs } = await payload.find({
    collection: 'group-content',
    where: { and: [{ id: { equals: groupId } }, { _status: { equals: 'published' } }] },
    locale,
    depth,
    limit: 1,
    draft: false,
    overrideAccess: false,
    req,
  })
  const group = docs[0]
  const site = await siteLocales(payload, siteId, req)
  if (!groupShown(group) || !site || !isLocale(site.defaultLocale)) return null
  const languages = { locales: site.locales.filter(isLocale), defaultLocale: site.defaultLocale }

  const fields = dataFields(payload.collections['group-content'].config.fields as FieldShape[]).filter(
    (field) => field.name === 'layout',
  )
  const data = { layout: group.layout ?? [] }
  // The pages the links name (of any site), then the showing site's published pages at their paths.
  const noPages = () => null
  const named = referencesOf(fields, data, showingContext(languages, locale, noPages, noPages)).sourcePageIds
  const namedPages = named.length
    ? (
        await payload.find({
          collection: 'pages',
          where: { id: { in: named } },
          locale: 'all',
          depth: 0,
          pagination: false,
          select: { path: true },
          overrideAccess: true,
          req,
        })
      ).docs
    : []
  const pagePaths = (id: number, at: Locale) => pathIn(namedPages.find((p) => p.id === id)?.path, at)
  const asked = referencesOf(fields, data, showingContext(languages, locale, noPages, pagePaths)).paths
  const sitePages = new Map<string, number>()
  for (const at of new Set(asked.map((ref) => ref.locale))) {
    const { docs: found } = await payload.find({
      collection: 'pages',
      where: {
        and: [
          { site: { equals: siteId } },
          { path: { in: asked.filter((ref) => ref.locale === at).map((ref) => ref.path) } },
          { _status: { equals: 'published' } },
        ],
      },
      locale: at,
      depth: 0,
      pagination: false,
      select: { path: true },
      overrideAccess: true,
      req,
    })
    for (const doc of found) if (doc.path) sitePages.set(`${at} ${doc.path}`, doc.id)
  }
  const carried = carryFields(
    fields,
    data,
    '',
    showingContext(languages, locale, (at, path) => sitePages.get(`${at} ${path}`) ?? null, pagePaths),
  )
  return { ...group, layout: carried.layout }
}

/**
 * A page's fields in each locale as its site will show them (the publish checks judge what is rendered): merged with
 * its group document (`shared`: the page's `groupContent` and `localOverrides`, as they will be saved).
 */
export async function shownLocalePages<P extends object>(
  payload: Payload,
  siteId: number,
  pages: Partial<Record<Locale, P>>,
  shared: { groupContent?: unknown; localOverrides?: unknown },
  req: PayloadRequest,
): Promise<Partial<Record<Locale, P>>> {
  const groupId = idOf(shared.groupContent)
  if (groupId === null) return pages
  const overrides = Array.isArray(shared.localOverrides) ? shared.localOverrides : []
  const shown: Partial<Record<Locale, P>> = {}
  for (const [locale, page] of Object.entries(pages) as [Locale, P][]) {
    const group = await shownGroup(payload, groupId, siteId, locale, { depth: 0, req })
    shown[locale] = mergeGroupContent(page, group, overrides)
  }
  return shown
}

/** The page as its site shows it: merged with its group document when it has one that is shown, else as it is. */
export async function withGroupContent(payload: Payload, page: Page, siteId: number, locale: Locale): Promise<Page> {
  const groupId = idOf(page.groupContent)
  if (groupId === null) return page
  const group = await shownGroup(payload, groupId, siteId, locale, { depth: 2 })
  return mergeGroupContent(page, group, page.localOverrides)
}
