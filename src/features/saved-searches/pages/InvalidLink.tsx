import { translator } from '@/i18n/catalogue'
import { loadStrings } from '@/i18n/dictionary/load'
import type { SiteContext } from '@/sites/context'
import { savedSearchMailStrings } from '../mail-strings'
import { LinkOutcome } from './LinkOutcome'

/**
 * A saved-search link that is used, expired, forged or not there: the same page for each (sent with status 404), in
 * the shell and the site's language, so the answer does not tell a guess from a used link.
 */
export async function InvalidLink({ ctx }: { ctx: SiteContext }) {
  const t = translator(await loadStrings(savedSearchMailStrings, ctx.site.id, ctx.locale))
  return (
    <>
      <title>{ctx.titleTemplate.replace('%s', t('invalidTitle'))}</title>
      <LinkOutcome ctx={ctx} outcome="invalid" />
    </>
  )
}
