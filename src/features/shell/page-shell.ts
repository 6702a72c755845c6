import type { Locale } from '@/cms/locales'
import type { Page } from '@/payload-types'
import type { SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import type { FontPair } from '@/sites/fonts'
import { themeStyle } from '@/sites/style'
import type { BrandTheme, SiteTheme } from '@/sites/themes'
import type { PageShellState } from './page-state'
import { GTM_ID } from './consent/consent'

/** The page's brand theme when its site offers it (spec 1 §1: the UK site's mercedes, smart, mini, bmw). */
export function pageBrand(ctx: SiteContext, page: Pick<Page, 'brandDesign'> | null): BrandTheme | null {
  const brand = page?.brandDesign
  return brand && (ctx.site.brandThemes ?? []).includes(brand) ? brand : null
}

/**
 * The GTM container a page is measured with (spec 1 §3 "Page fields" gtmID over "Site settings" gtmID): the
 * page's own when it has a valid one, else the site's.
 */
export function pageGtmId(siteGtmId: string | null | undefined, page: Pick<Page, 'gtmID'> | null): string | null {
  const own = page?.gtmID?.trim()
  if (own && GTM_ID.test(own)) return own
  return siteGtmId && GTM_ID.test(siteGtmId) ? siteGtmId : null
}

/** The shell's view of a page (see page-state.ts); `page` null for a path without a page (404). */
export function pageShellState(
  ctx: SiteContext,
  contentPath: string,
  page: Pick<Page, 'brandDesign' | 'gtmID'> | null,
  translations: Partial<Record<Locale, string>>,
): PageShellState {
  const brand = pageBrand(ctx, page)
  const links: Record<string, string> = {}
  for (const [locale, path] of Object.entries(translations))
    if (path) links[locale] = localizedPath(ctx.route, locale as Locale, path)
  const vars = themeStyle(ctx.site.theme as SiteTheme, ctx.site.fontPair as FontPair, brand) as Record<string, string>
  return {
    path: localizedPath(ctx.route, ctx.locale, contentPath),
    translations: links,
    brand,
    themeVars: vars,
    gtmId: pageGtmId(ctx.site.gtmID, page),
  }
}
