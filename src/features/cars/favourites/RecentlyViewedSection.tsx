import type { Locale } from '@/cms/locales'
import { loadStrings } from '@/i18n/dictionary/load'
import { localizedPath } from '@/sites/host-table'
import { pickLocale, siteByKey } from '@/sites/resolve'
import { RecentlyViewed } from './RecentlyViewed'
import { favouritesStrings } from './strings'

/** The recently viewed cars in the page's language, linking under the site's car-detail base (car list and home). */
type Props = { siteKey: string; locale: Locale; className?: string }

export async function RecentlyViewedSection({ siteKey, locale, className }: Props) {
  const site = await siteByKey(siteKey)
  if (!site) return null
  const messages = await loadStrings(favouritesStrings, site.id, locale)
  const detailBase = localizedPath(site, locale, pickLocale<string>(site.carDetailBasePath, locale) ?? '/')
  return <RecentlyViewed title={messages.recentTitle} detailBase={detailBase} className={className} />
}
