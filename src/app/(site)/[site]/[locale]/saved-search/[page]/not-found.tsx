import { headers } from 'next/headers'
import { translator } from '@/i18n/catalogue'
import { loadStrings } from '@/i18n/dictionary/load'
import { savedSearchMailStrings } from '@/features/saved-searches/mail-strings'
import { LinkOutcome } from '@/features/saved-searches/pages/LinkOutcome'
import { siteContext } from '@/sites/context'
import { LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'
import SiteNotFound from '../../not-found'

/**
 * A saved-search link that is used, expired, forged or not there (status 404): the same page for each, in the
 * shell and the site's language, so the answer does not tell a guess from a used link.
 */
export default async function InvalidLinkPage() {
  const h = await headers()
  const ctx = await siteContext(h.get(SITE_KEY_HEADER) ?? '', h.get(LOCALE_HEADER) ?? '')
  if (!ctx) return <SiteNotFound />
  const t = translator(await loadStrings(savedSearchMailStrings, ctx.site.id, ctx.locale))
  return (
    <>
      <title>{ctx.titleTemplate.replace('%s', t('invalidTitle'))}</title>
      <LinkOutcome ctx={ctx} outcome="invalid" />
    </>
  )
}
