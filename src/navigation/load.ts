import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import type { Footer, Navigation } from '@/payload-types'

/** The site's navigation document in a locale; null when the site has none (spec 1 §8: no navigation). */
export const loadNavigation = cache(async (siteId: number, locale: Locale): Promise<Navigation | null> => {
  try {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'navigations', where: { site: { equals: siteId } }, locale, depth: 1, limit: 1 })
    return docs[0] ?? null
  } catch (error) {
    // spec 1 §8: a navigation failure is logged and the page renders without navigation.
    console.error('Error extracting datasource', error)
    return null
  }
})

export const loadFooter = cache(async (siteId: number, locale: Locale): Promise<Footer | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'footers', where: { site: { equals: siteId } }, locale, depth: 1, limit: 1 })
  return docs[0] ?? null
})

type NavItemLike = { page?: unknown; path?: string | null; externalLink?: string | null }

/** The href of a navigation item: external link, else the linked page's path, else the typed path. */
export function navItemHref(item: NavItemLike): string | null {
  if (item.externalLink) return item.externalLink
  if (item.page && typeof item.page === 'object' && 'path' in item.page) return (item.page as { path?: string | null }).path ?? null
  return item.path ?? null
}
