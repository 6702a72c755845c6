import { headers } from 'next/headers'
import { InvalidLink } from '@/features/saved-searches/pages/InvalidLink'
import { SiteNotFound } from '@/features/shell/SiteNotFound'
import { siteContext } from '@/sites/context'
import { LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'

/** Next's 404 boundary of the link pages, where the server could not send the invalid-link view with its 404 itself. */
export default async function InvalidLinkPage() {
  const h = await headers()
  const ctx = await siteContext(h.get(SITE_KEY_HEADER) ?? '', h.get(LOCALE_HEADER) ?? '')
  return ctx ? <InvalidLink ctx={ctx} /> : <SiteNotFound ctx={null} />
}
