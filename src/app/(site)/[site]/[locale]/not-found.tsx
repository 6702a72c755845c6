import { headers } from 'next/headers'
import { SiteNotFound } from '@/features/shell/SiteNotFound'
import { siteContext } from '@/sites/context'
import { LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'

/**
 * Next's 404 boundary of the site, for a notFound() below it. A missing page, car or dealer does not come here: its
 * segment's guard draws the view itself (src/routing/segment-page.tsx), so the document is complete without scripts.
 */
export default async function NotFound() {
  const h = await headers()
  return <SiteNotFound ctx={await siteContext(h.get(SITE_KEY_HEADER) ?? '', h.get(LOCALE_HEADER) ?? '')} />
}
