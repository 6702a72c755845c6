import type { CSSProperties, ReactNode } from 'react'
import Image from 'next/image'
import Link from 'next/link'
import { LOCALE_LABELS, type Locale } from '@/cms/locales'
import type { Navigation } from '@/payload-types'
import { localizedPath, type SiteRoute } from '@/sites/host-table'
import { mediaOf } from '@/features/media/url'
import { AlertBar } from './alert/AlertBar'
import type { Alert } from './alert/rules'
import { DesktopNav } from './navigation/DesktopNav'
import { ExtraLinks } from './navigation/ExtraLinks'
import { HeaderFrame } from './navigation/HeaderFrame'
import { LanguageSwitcher } from './navigation/LanguageSwitcher'
import { MobileNav } from './navigation/MobileNav'
import { buildMenu, extraItems } from './navigation/model'
import type { ShellMessages } from './strings'
import styles from './Header.module.css'

/** spec 1 §3 "Navigation fields": logo defaults 150 × 55. */
export const DEFAULT_LOGO = { width: 150, height: 55 }

type Props = {
  siteName: string
  route: SiteRoute
  locale: Locale
  navigation: Navigation | null
  dictionary: ShellMessages
  /** The page the layout rendered with: its public path and translations (public paths per locale). */
  initialPage: { path: string; translations: Record<string, string> }
  alert: Alert | null
  alertHidden: boolean
  /** The link to the favourites page with its count (src/features/cars/favourites), when the site has that page. */
  favourites?: ReactNode
}

/** The site header: logo, desktop and mobile navigation, extra links, language switcher, favourites, alert bar. */
export function Header({
  siteName,
  route,
  locale,
  navigation,
  dictionary,
  initialPage,
  alert,
  alertHidden,
  favourites,
}: Props) {
  const logo = mediaOf(navigation?.logo)
  const localize = (path: string) => localizedPath(route, locale, path)
  const menu = buildMenu(navigation?.items, localize)
  const extras = extraItems(navigation?.extraItems, localize)
  const logoWidth = navigation?.logoWidth || DEFAULT_LOGO.width
  const logoHeight = navigation?.logoHeight || DEFAULT_LOGO.height
  const languages = route.locales.map((l) => ({ locale: l, nativeName: LOCALE_LABELS[l].nativeName }))
  const alertBar = alert ? (
    <AlertBar alert={alert} initiallyHidden={alertHidden} closeLabel={dictionary.closeAlert} />
  ) : null
  const switcher = (className?: string) => (
    <LanguageSwitcher
      label={dictionary.languages}
      current={locale}
      languages={languages}
      initial={initialPage}
      className={className}
    />
  )
  return (
    <>
      {alert && !alert.belowNavigation ? alertBar : null}
      <HeaderFrame
        className={styles.header}
        sticky={Boolean(navigation?.isSticky)}
        homePath={localize('/')}
        data-dark={navigation?.hasDarkTheme ? '' : undefined}
        data-slim={navigation?.slimNav ? '' : undefined}
        data-separator={navigation?.showSeparator ? '' : undefined}
      >
        <div
          className={styles.inner}
          style={{ '--logo-w': `${logoWidth}px`, '--logo-h': `${logoHeight}px` } as CSSProperties}
        >
          <Link href={localize('/')} className={styles.logo} aria-label={siteName}>
            {logo ? (
              <Image src={logo.url} alt="" width={logoWidth} height={logoHeight} priority />
            ) : (
              <span className={styles.wordmark}>{siteName}</span>
            )}
          </Link>
          <div className={styles.desktopNav}>
            <DesktopNav
              items={menu}
              labels={{
                mainNavigation: dictionary.mainNavigation,
                moreMenu: dictionary.moreMenu,
                expandItem: dictionary.expandItem,
              }}
            />
          </div>
          <div className={styles.tools}>
            <ExtraLinks items={extras} label={dictionary.extraLinks} className={styles.desktopOnly} />
            {switcher(styles.desktopOnly)}
            {favourites}
            <MobileNav
              items={menu}
              labels={{
                menu: dictionary.menu,
                closeMenu: dictionary.closeMenu,
                mainNavigation: dictionary.mainNavigation,
                expandItem: dictionary.expandItem,
                collapseItem: dictionary.collapseItem,
              }}
              footer={
                <>
                  <ExtraLinks items={extras} label={dictionary.extraLinks} />
                  {switcher()}
                </>
              }
            />
          </div>
        </div>
      </HeaderFrame>
      {alert && alert.belowNavigation ? alertBar : null}
    </>
  )
}
