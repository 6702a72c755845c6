/**
 * "View on site" in a page's sidebar: the page's path on its own site's host and in the locale
 * being edited (the live, published page; drafts are seen with Preview, on the admin's host where the
 * editor is signed in).
 */
import { getTranslation } from '@payloadcms/translations'
import { headers as requestHeaders } from 'next/headers'
import type { UIFieldServerProps } from 'payload'
import { PAGE_LABELS } from './labels'
import { pageUrl, siteOrigins } from '@/sites/admin/site-links'

export async function ViewOnSite({ data, payload, req, i18n }: UIFieldServerProps) {
  const site = data?.site as number | { id: number } | undefined
  const siteId = site && typeof site === 'object' ? site.id : site
  const path = typeof data?.path === 'string' ? data.path : null
  if (!siteId || !path || !req.locale) return null
  const entry = (await siteOrigins(payload, await requestHeaders())).get(siteId)
  if (!entry) return null
  const url = pageUrl(entry.origin, entry.site, req.locale, path)
  return (
    <p>
      <a href={url} target="_blank" rel="noreferrer" data-testid="view-on-site">
        {getTranslation(PAGE_LABELS.viewOnSite, i18n)}: {url.replace(/^https?:\/\//, '')}
      </a>
    </p>
  )
}
