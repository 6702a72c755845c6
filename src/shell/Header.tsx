import Image from 'next/image'
import Link from 'next/link'
import { LOCALE_LABELS, type Locale } from '@/cms/locales'
import type { Navigation } from '@/payload-types'
import { localizedPath, type SiteRoute } from '@/sites/host-table'
import type { Dictionary } from '@/dictionary/defaults'
import { mediaOf } from '@/media/url'
import { navItemHref } from '@/navigation/load'
import styles from './Header.module.css'

type Props = {
  siteName: string
  route: SiteRoute
  locale: Locale
  navigation: Navigation | null
  dictionary: Dictionary
  /** Paths of the current page per locale; the switcher only lists languages the page exists in. */
  translations: Partial<Record<Locale, string>>
}

/** The site header: logo, first-level navigation and the language links (the full shell is issue 3). */
export function Header({ siteName, route, locale, navigation, dictionary, translations }: Props) {
  const logo = mediaOf(navigation?.logo)
  const href = (path: string) => localizedPath(route, locale, path)
  const items = (navigation?.items ?? []).filter((item) => !item.hideInNavigation)
  const languages = route.locales.filter((l) => l !== locale && translations[l])
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={href('/')} className={styles.logo} aria-label={siteName}>
          {logo ? (
            <Image src={logo.url} alt={logo.alt || siteName} width={navigation?.logoWidth ?? 150} height={navigation?.logoHeight ?? 55} priority />
          ) : (
            <span className={styles.wordmark}>{siteName}</span>
          )}
        </Link>
        <nav aria-label={dictionary.mainNavigation} className={styles.nav}>
          <ul>
            {items.map((item) => {
              const target = navItemHref(item)
              return (
                <li key={item.id ?? item.name}>
                  {target ? (
                    <Link href={target.startsWith('/') ? href(target) : target}>{item.navTitle || item.name}</Link>
                  ) : (
                    <span>{item.navTitle || item.name}</span>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
        {languages.length ? (
          <nav aria-label={dictionary.languages} className={styles.languages}>
            {languages.map((l) => (
              <a key={l} href={localizedPath(route, l, translations[l] ?? '/')} hrefLang={l} lang={l}>
                {LOCALE_LABELS[l].nativeName}
              </a>
            ))}
          </nav>
        ) : null}
      </div>
    </header>
  )
}
