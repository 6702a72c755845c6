import Link from 'next/link'
import { translator } from '@/i18n/catalogue'
import { loadStrings } from '@/i18n/dictionary/load'
import type { SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { pickLocale } from '@/sites/resolve'
import { savedSearchMailStrings } from '../mail-strings'
import styles from './LinkPage.module.css'

const OUTCOMES = {
  unsubscribed: { title: 'unsubscribedTitle', text: 'unsubscribedText' },
  invalid: { title: 'invalidTitle', text: 'invalidText' },
} as const

/**
 * What a link did (the alerts stopped) or could not do (it is used, expired or not ours, without saying which), and
 * the way on: the car list, where a search is saved again.
 */
export async function LinkOutcome({ ctx, outcome }: { ctx: SiteContext; outcome: keyof typeof OUTCOMES }) {
  const t = translator(await loadStrings(savedSearchMailStrings, ctx.site.id, ctx.locale))
  const { title, text } = OUTCOMES[outcome]
  const listPath = pickLocale<string>(ctx.site.pathToCarList, ctx.locale, ctx.route.defaultLocale) ?? '/'
  return (
    <>
      <h1 className="page-title">{t(title)}</h1>
      <div className={styles.body}>
        <p className={styles.text}>{t(text)}</p>
        <Link href={localizedPath(ctx.route, ctx.locale, listPath)}>{t('open')}</Link>
      </div>
    </>
  )
}
