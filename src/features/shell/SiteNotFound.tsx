import Link from 'next/link'
import { DEFAULT_LOCALE } from '@/cms/locales'
import { loadStrings } from '@/i18n/dictionary/load'
import type { SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { shellStrings } from './strings'
import styles from './StatusPage.module.css'

/** The site's 404 view, inside the site shell and in the site's language (a link home, nothing else to load). */
export async function SiteNotFound({ ctx }: { ctx: SiteContext | null }) {
  const dictionary = await loadStrings(shellStrings, ctx?.site.id ?? null, ctx?.locale ?? DEFAULT_LOCALE)
  const home = ctx ? localizedPath(ctx.route, ctx.locale, '/') : '/'
  return (
    <section className={styles.page}>
      <title>{ctx ? ctx.titleTemplate.replace('%s', dictionary.notFoundTitle) : dictionary.notFoundTitle}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{dictionary.notFoundTitle}</h1>
      <p className={styles.text}>{dictionary.notFoundText}</p>
      <Link href={home}>{dictionary.backToHome}</Link>
    </section>
  )
}
