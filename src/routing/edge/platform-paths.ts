/**
 * Paths the platform answers itself, on every site: robots.txt and the favicon (made from the cached site table),
 * the sitemap and its parts, and the live preview (spec 1 §2 /feaas-render, which names the page's site and the
 * locale the editor is editing). No redirect rule applies to them.
 */
import type { RouteTable } from '@/routing/route-table'

type Site = RouteTable['sites'][number]

/** Parts of a sitemap index (src/routing/sitemap-xml.ts). */
const SITEMAP_PART = /^\/sitemap-(\d{1,4})\.xml$/
const FIXED = new Set(['/robots.txt', '/sitemap.xml', '/feaas-render', '/favicon.ico'])

export const isPlatformPath = (pathname: string) => FIXED.has(pathname) || SITEMAP_PART.test(pathname)

export type PlatformRoute = {
  /** The internal route that answers. */
  internalPath: string
  /** The site it is answered for (a preview may name another site than the host's). */
  site: Site
  /** It reads the database and renders, so it passes the render gates. */
  renders: boolean
  /** The preview's locale. */
  locale?: string
}

export function platformRoute(
  pathname: string,
  searchParams: URLSearchParams,
  hostSite: Site,
  sites: readonly Site[],
): PlatformRoute | null {
  if (pathname === '/robots.txt' || pathname === '/favicon.ico')
    return { internalPath: `/${hostSite.key}${pathname}`, site: hostSite, renders: false }
  if (pathname === '/sitemap.xml') return { internalPath: `/${hostSite.key}${pathname}`, site: hostSite, renders: true }
  const part = SITEMAP_PART.exec(pathname)
  if (part) return { internalPath: `/${hostSite.key}/sitemap/${part[1]}`, site: hostSite, renders: true }
  if (pathname === '/feaas-render') {
    const site = sites.find((s) => s.key === searchParams.get('site')) ?? hostSite
    const requested = searchParams.get('locale') ?? ''
    const locale = (site.locales as readonly string[]).includes(requested) ? requested : site.defaultLocale
    return { internalPath: `/${site.key}/${locale}/feaas-render`, site, renders: true, locale }
  }
  return null
}
