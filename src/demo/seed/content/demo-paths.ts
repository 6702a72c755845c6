import { type Locale } from '@/cms/locales'
import type { LocaleRouting, RoutingPage } from '@/routing/kinds'
import { SITE_DEFINITIONS, type SiteKey } from '@/demo/seed/site-definitions'
import { localizedPath, planPaths } from './context'
import { bb } from './data/bb'
import { fi } from './data/fi'
import { no } from './data/no'
import { se } from './data/se'
import { sk } from './data/sk'
import { uk } from './data/uk'
import { ROUTE_PAGES } from './routes'
import { generateDealers } from '@/demo/dealers/generate'
import { LISTS } from '../dealer-lists'
import type { SiteContent } from './types'

const CONTENT: Record<SiteKey, SiteContent<Locale>> = { se, bb, no, fi, sk, uk } as Record<SiteKey, SiteContent<Locale>>

/** Every public path the demo seed gives a site (all locales, with their prefixes), without a database. */
export function demoPaths(key: SiteKey): Set<string> {
  const content = CONTENT[key]
  const out = new Set<string>()
  for (const byLocale of planPaths(content).values()) {
    for (const locale of content.locales) out.add(localizedPath(content.defaultLocale, locale, byLocale[locale]))
  }
  for (const route of ROUTE_PAGES[key]) out.add(route.path)
  // the dealer sites' pages under the site list (dealer-detail route kind)
  for (const dealer of generateDealers()) if (dealer.siteKey === key) out.add(`${LISTS[key].path}/${dealer.slug}`)
  return out
}

/**
 * The routes the demo seed gives a site in its default locale (the locale of its redirect table), without a
 * database: the car lists (pages with a car list block, which take brand and model segments), the site list
 * (a dealer page below it) and the car-detail base. What the redirects lint checks wildcard targets against.
 */
export function demoRouting(key: SiteKey): LocaleRouting {
  const content = CONTENT[key]
  const locale = content.defaultLocale
  const planned = planPaths(content)
  const pages: RoutingPage[] = []
  let id = 1
  for (const page of content.pages) {
    if (page.copy[locale].blocks.some((block) => typeof block === 'object' && block !== null && 'carList' in block))
      pages.push({ path: planned.get(page.key)![locale], kind: 'car-list', id: id++ })
  }
  for (const route of ROUTE_PAGES[key]) if (route.carList) pages.push({ path: route.path, kind: 'car-list', id: id++ })
  pages.push({ path: LISTS[key].path, kind: 'dealer-list', id: id++ })
  const definition = SITE_DEFINITIONS.find((d) => d.key === key)
  return { carDetailBase: definition?.carDetailBasePath[locale] ?? null, pages }
}
