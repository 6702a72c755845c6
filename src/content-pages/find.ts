import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import type { Page } from '@/payload-types'

/** The published page at a path on a site, in a locale (spec 1 §2: content pages are served by path). */
export const findPage = cache(async (siteId: number, locale: Locale, path: string): Promise<Page | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: siteId } }, { path: { equals: path } }, { _status: { equals: 'published' } }] },
    locale,
    depth: 2,
    limit: 1,
    draft: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** The paths of one page in every locale it exists in (language switcher, hreflang). */
export const pageTranslations = cache(async (pageId: number): Promise<Partial<Record<Locale, string>>> => {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection: 'pages', id: pageId, locale: 'all', depth: 0, draft: false, overrideAccess: false })
  const paths = (doc.path ?? {}) as unknown as Partial<Record<Locale, string | null>>
  const out: Partial<Record<Locale, string>> = {}
  for (const [locale, path] of Object.entries(paths)) if (path) out[locale as Locale] = path
  return out
})
