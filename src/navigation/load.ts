import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import type { Footer, Navigation } from '@/payload-types'
import { cachedShell } from '@/sites/shell-cache'

/** The site's navigation document in a locale; null when the site has none (spec 1 §8: no navigation). */
export async function loadNavigation(siteId: number, locale: Locale): Promise<Navigation | null> {
  try {
    return await cachedShell('navigation', siteId, locale, async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({ collection: 'navigations', where: { site: { equals: siteId } }, locale, depth: 1, limit: 1 })
      return docs[0] ?? null
    })
  } catch (error) {
    // spec 1 §8: a navigation failure is logged and the page renders without navigation.
    console.error('Error extracting datasource', error)
    return null
  }
}

export function loadFooter(siteId: number, locale: Locale): Promise<Footer | null> {
  return cachedShell('footer', siteId, locale, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'footers', where: { site: { equals: siteId } }, locale, depth: 1, limit: 1 })
    return docs[0] ?? null
  })
}

type NavItemLike = { page?: unknown; path?: string | null; externalLink?: string | null }

/** The href of a navigation item: external link, else the linked page's path, else the typed path. */
export function navItemHref(item: NavItemLike): string | null {
  if (item.externalLink) return item.externalLink
  if (item.page && typeof item.page === 'object' && 'path' in item.page) return (item.page as { path?: string | null }).path ?? null
  return item.path ?? null
}
