'use client'

import { DEFAULT_LOCALE, LOCALES } from '@/cms/locales'
import { defaultMessages } from '@/i18n/catalogue'
import { errorStrings } from '@/features/shell/error-strings'
import styles from './global-error.module.css'

/**
 * Last resort when even the site layout cannot render (e.g. the database is down on first load).
 * Nothing tells this page the site's language: the layout that knows it has failed, a client
 * component cannot read the Host header, and the default locale has no path prefix. So it says
 * the same short message in every site locale (code defaults: the dictionary is unreachable too).
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body className={styles.body}>
        {LOCALES.map((locale) => {
          const t = defaultMessages(errorStrings, locale)
          return (
            <section key={locale} lang={locale} className={styles.language}>
              <h1>{t.siteUnavailableTitle}</h1>
              <p>{t.siteUnavailableText}</p>
              <button type="button" className={styles.button} onClick={() => reset()}>
                {t.tryAgain}
              </button>
            </section>
          )
        })}
      </body>
    </html>
  )
}
