/**
 * Keeps the admin's content locale one of the site's: a document opens in a locale of its own
 * site, a list or the dashboard in a locale of the selected site, else the view is sent to the site's
 * default locale (Payload keeps a locale named in the URL as the editor's preference, so the next views
 * follow). Before this, opening a UK page under the Swedish default showed an empty title. Switching
 * sites goes to the new site's default locale (./SiteSelectionRefresh.tsx).
 */
import { headers as requestHeaders } from 'next/headers'
import { redirect } from 'next/navigation'
import type { CollectionSlug, Payload, TypedUser } from 'payload'
import { SITE_COLLECTIONS, SITE_SINGLETONS } from '../tenancy'
import { adminUrlWithLocale, localeToSwitchTo } from './site-locale-rules'
import { selectedSiteId, siteDefaultLocales, siteLocales } from './site-locales'
import { SiteSelectionRefresh } from './SiteSelectionRefresh'

type Props = {
  collectionSlug?: string
  docID?: number | string
  locale?: { code: string }
  params?: { segments?: string[] }
  searchParams?: Record<string, string | string[] | undefined>
  payload: Payload
  user?: TypedUser | null
}

const SCOPED = new Set<string>([...SITE_COLLECTIONS, ...SITE_SINGLETONS])

/** The site whose locales apply to this view: the document's own, else the selected one. */
async function viewSite({ collectionSlug, docID, payload, user }: Props, headers: Headers): Promise<number | null> {
  if (collectionSlug === 'sites' && docID !== undefined) return Number(docID)
  if (collectionSlug && docID !== undefined && SCOPED.has(collectionSlug)) {
    const doc = await payload
      .findByID({
        collection: collectionSlug as CollectionSlug,
        id: docID,
        depth: 0,
        draft: true,
        user,
        overrideAccess: false,
        select: { site: true } as never,
      })
      .catch(() => null)
    const site = (doc as { site?: number | { id: number } } | null)?.site
    if (site) return typeof site === 'object' ? site.id : site
  }
  return selectedSiteId(headers)
}

export async function SiteLocaleGuard(props: Props) {
  const { payload, user, locale, params, searchParams } = props
  if (!user || !payload.config.localization) return null
  const siteId = await viewSite(props, await requestHeaders())
  const site = siteId === null ? null : await siteLocales(payload, siteId)
  const target = localeToSwitchTo(locale?.code, site)
  if (target) redirect(adminUrlWithLocale(payload.config.routes.admin, params?.segments, searchParams, target))
  return <SiteSelectionRefresh defaultLocales={await siteDefaultLocales(payload)} />
}
