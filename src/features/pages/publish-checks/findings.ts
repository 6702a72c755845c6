/** The findings of a page as it will be published, for the publish hook (./enforce.ts) and the sidebar (./PublishChecks.tsx). */
import type { PayloadRequest } from 'payload'
import { isLocale, type Locale } from '@/cms/locales'
import { publishFindings, type Finding } from './rules'
import { pageViewReader, type LocalePage } from './reader'
import { shownLocalePages } from '@/features/pages/group/show'

const CONTENT_KEYS = ['title', 'metaTitle', 'path', 'layout'] as const

type Row = Record<string, unknown>
const isRow = (v: unknown): v is Row => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/**
 * The page in each locale as it will be published and shown: the stored draft, with the request's change (`data`, in
 * the request's `locale`, read before any local API call given `req` sets `req.locale` to its own) over its locale,
 * and the group document it shows over both.
 */
async function pagesAfterChange(
  siteId: number,
  data: Row,
  locale: string | undefined,
  id: number | undefined,
  req: PayloadRequest,
): Promise<Partial<Record<Locale, LocalePage>>> {
  const stored = id
    ? ((await req.payload.findByID({
        collection: 'pages',
        id,
        locale: 'all',
        depth: 0,
        draft: true,
        overrideAccess: true,
        select: { title: true, metaTitle: true, path: true, layout: true, groupContent: true, localOverrides: true },
        req,
      })) as unknown as Row)
    : {}
  const pages: Partial<Record<Locale, Row>> = {}
  for (const key of CONTENT_KEYS) {
    const byLocale = stored[key]
    if (isRow(byLocale)) for (const [l, v] of Object.entries(byLocale)) if (isLocale(l)) (pages[l] ??= {})[key] = v
    if (!(key in data)) continue
    if (locale === 'all' && isRow(data[key])) {
      for (const [l, v] of Object.entries(data[key] as Row)) if (isLocale(l)) (pages[l] ??= {})[key] = v
    } else if (locale && isLocale(locale)) (pages[locale] ??= {})[key] = data[key]
  }
  // What is rendered: a group document's fields over the page's own, except those it keeps (src/features/pages/group).
  const shared = { groupContent: stored.groupContent, localOverrides: stored.localOverrides }
  for (const key of ['groupContent', 'localOverrides'] as const) if (key in data) shared[key] = data[key]
  return shownLocalePages(req.payload, siteId, pages, shared, req)
}

/**
 * The findings of a page of a site as `data` (the request's change, none for the stored draft) would publish it. The
 * reads are local API calls given `req` (to stay in its transaction), which set `req.locale` to their own; the rest
 * of the request (the publish, the admin's render) goes on in its own locale.
 */
export async function pageFindings(
  siteId: number,
  id: number | undefined,
  data: Row,
  req: PayloadRequest,
): Promise<Finding[]> {
  const { locale, fallbackLocale } = req
  try {
    const pages = await pagesAfterChange(siteId, data, locale, id, req)
    const site = await req.payload.findByID({ collection: 'sites', id: siteId, depth: 0, overrideAccess: true, req })
    return publishFindings(await pageViewReader()(req.payload, site, pages, req))
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}
