'use client'

import { Button } from '@/ui/Button'
import { useErrorStrings } from '@/features/shell/error-strings-context'
import styles from '@/features/shell/StatusPage.module.css'

/**
 * A page that fails to render (for example while the database is unreachable) shows this inside the
 * site shell, in the site's language: the layout provided the strings before the page failed.
 */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  const t = useErrorStrings()
  return (
    <section role="alert" className={styles.page}>
      <h1>{t.pageErrorTitle}</h1>
      <p className={styles.text}>{t.pageErrorText}</p>
      <Button onClick={() => reset()}>{t.tryAgain}</Button>
    </section>
  )
}
