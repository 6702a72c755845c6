import Link from 'next/link'
import { headers } from 'next/headers'
import { DEFAULT_LOCALE } from '@/cms/locales'
import { loadStrings } from '@/i18n/dictionary/load'
import { shellStrings } from '@/features/shell/strings'
import { siteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'
import styles from '@/features/shell/StatusPage.module.css'

/** The 404 page, rendered inside the site shell and in the site's language. */
export default async function NotFound() {
  const h = await headers()
  const ctx = await siteContext(h.get(SITE_KEY_HEADER) ?? '', h.get(LOCALE_HEADER) ?? '')
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
