import type { Payload } from 'payload'
import { LOCALE_PREFIX, type Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { MediaLibrary } from '@/demo/seed/media-types'
import type { SiteKey } from '@/demo/seed/site-definitions'
import { seedFor } from './hash'
import type { ByLocale, Href, ImageSeed, SiteContent } from './types'

/** Everything the writers of one site need. */
export type SiteEnv<L extends Locale> = {
  payload: Payload
  site: Site
  sites: Record<SiteKey, Site>
  content: SiteContent<L>
  /** Planned path of every page per locale, known before any page is written (links may point forward). */
  paths: Map<string, ByLocale<L, string>>
  /** Ids of the pages once written. */
  pageIds: Map<string, number>
  image: (seed: ImageSeed, where: string, alt: string) => Promise<number>
  href: (href: Href, locale: L) => string
  count: (collection: string, created: boolean) => void
  log: (msg: string) => void
}

/** The page path joined like the pages collection does it (src/features/pages/path.ts joinPath). */
export function joinPath(parentPath: string | undefined, slug: string): string {
  if (!slug) return '/'
  const base = !parentPath || parentPath === '/' ? '' : parentPath.replace(/\/+$/, '')
  return `${base}/${slug}`
}

/** Paths of all pages per locale; checks the tree (parents first, unique paths, one home). */
export function planPaths<L extends Locale>(content: SiteContent<L>): Map<string, ByLocale<L, string>> {
  const paths = new Map<string, ByLocale<L, string>>()
  for (const page of content.pages) {
    if (paths.has(page.key)) throw new Error(`content[${content.key}]: duplicate page key ${page.key}`)
    const parent = page.parent ? paths.get(page.parent) : undefined
    if (page.parent && !parent)
      throw new Error(`content[${content.key}]: page ${page.key} comes before its parent ${page.parent}`)
    const byLocale = {} as ByLocale<L, string>
    for (const locale of content.locales) {
      const slug = page.copy[locale].slug
      if (!slug && page.parent) throw new Error(`content[${content.key}]: page ${page.key} (${locale}) needs a slug`)
      byLocale[locale] = joinPath(parent?.[locale], slug)
    }
    paths.set(page.key, byLocale)
  }
  for (const locale of content.locales) {
    const seen = new Set<string>()
    for (const [key, byLocale] of paths) {
      if (seen.has(byLocale[locale]))
        throw new Error(`content[${content.key}]: path ${byLocale[locale]} (${locale}) is used twice (${key})`)
      seen.add(byLocale[locale])
    }
  }
  if (!content.pages.some((p) => !p.parent && !p.copy[content.defaultLocale].slug)) {
    throw new Error(`content[${content.key}]: no home page`)
  }
  return paths
}

/** The public path of a content path: the default locale has no prefix, others /en, /sv... (host-table.ts). */
export function localizedPath(defaultLocale: Locale, locale: Locale, path: string): string {
  if (locale === defaultLocale) return path
  const prefix = '/' + LOCALE_PREFIX[locale]
  return path === '/' ? prefix : prefix + path
}

export function createHrefResolver<L extends Locale>(
  content: SiteContent<L>,
  paths: Map<string, ByLocale<L, string>>,
  sites: Record<SiteKey, Site>,
): (href: Href, locale: L) => string {
  return (href, locale) => {
    if (href.startsWith('page:')) {
      const target = paths.get(href.slice('page:'.length))
      if (!target) throw new Error(`content[${content.key}]: link to unknown page ${href}`)
      return localizedPath(content.defaultLocale, locale, target[locale])
    }
    if (href.startsWith('site:')) {
      const [key, ...rest] = href.slice('site:'.length).split('/')
      const site = sites[key as SiteKey]
      if (!site) throw new Error(`content[${content.key}]: link to unknown site ${href}`)
      const origin = site.url.replace(/\/+$/, '')
      return rest.length ? `${origin}/${rest.join('/')}` : origin
    }
    if (href.startsWith('/')) return localizedPath(content.defaultLocale, locale, href)
    return href
  }
}

/**
 * Media for an image seed. The library itself returns the same document for the same image on
 * every run; this cache only saves repeated calls within a run.
 */
export function createImageResolver(media: MediaLibrary, siteKey: SiteKey) {
  const cache = new Map<string, Promise<number>>()
  return (seed: ImageSeed, where: string, alt: string): Promise<number> => {
    const stable = seedFor(siteKey, where)
    let key: string
    let make: () => Promise<number>
    if ('hero' in seed) {
      const s = seed.seed ?? stable
      key = `hero:${s}:${seed.hero}`
      make = () => media.hero({ seed: s, accent: seed.hero, alt })
    } else if ('story' in seed) {
      const s = seed.seed ?? stable
      key = `story:${s}:${alt}`
      make = () => media.story({ seed: s, title: alt, alt })
    } else if ('car' in seed) {
      const view = seed.view ?? 'side'
      key = `car:${seed.car}:${seed.color}:${view}`
      make = () => media.car({ body: seed.car, color: seed.color, view, alt })
    } else {
      const s = seed.seed ?? stable
      key = `dealer:${seed.dealer}:${s}`
      make = () => media.dealer({ name: seed.dealer, seed: s })
    }
    let id = cache.get(key)
    if (!id) {
      id = make()
      cache.set(key, id)
    }
    return id
  }
}
