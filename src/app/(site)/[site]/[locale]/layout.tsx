import type React from 'react'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import '../../fonts.css'
import '../../globals.css'
import { siteContext } from '@/sites/context'
import { themeStyle } from '@/sites/style'
import { loadDictionary } from '@/dictionary/load'
import { loadFooter, loadNavigation } from '@/navigation/load'
import { pickLocale } from '@/sites/resolve'
import { findPage, pageTranslations } from '@/content-pages/find'
import { CONTENT_PATH_HEADER } from '@/sites/request'
import { decodeSegment } from '@/content-pages/path'
import { Header } from '@/shell/Header'
import { Footer } from '@/shell/Footer'
import type { FontPair } from '@/sites/fonts'
import type { SiteTheme } from '@/sites/themes'

type Props = { children: React.ReactNode; params: Promise<{ site: string; locale: string }> }

export default async function SiteLayout({ children, params }: Props) {
  const { site: key, locale: localeParam } = await params
  const ctx = await siteContext(key, localeParam)
  if (!ctx) notFound()
  const { site, route, locale } = ctx
  const [navigation, footer, dictionary] = await Promise.all([
    loadNavigation(site.id, locale),
    loadFooter(site.id, locale),
    loadDictionary(site.id, locale),
  ])
  // The proxy passes the content path, so the language switcher can link to this page's translations.
  const rawContentPath = (await headers()).get(CONTENT_PATH_HEADER)
  const contentPath = rawContentPath ? decodeSegment(rawContentPath) : null
  const page = contentPath ? await findPage(site.id, locale, contentPath) : null
  const translations = page ? await pageTranslations(page.id) : {}
  // spec 1 §1: a UK page may choose one of the site's brand themes (BrandDesign).
  const brand = page?.brandDesign && (site.brandThemes ?? []).includes(page.brandDesign) ? page.brandDesign : null
  const carListPath = pickLocale<string>(site.pathToCarList, locale, route.defaultLocale) ?? null
  return (
    <html
      lang={locale}
      data-site={site.key}
      data-theme={site.theme}
      data-brand={brand ?? undefined}
      style={themeStyle(site.theme as SiteTheme, site.fontPair as FontPair, brand)}
    >
      <body>
        <a className="skip-link" href="#main">
          {dictionary.skipToContent}
        </a>
        <Header siteName={site.name} route={route} locale={locale} navigation={navigation} dictionary={dictionary} translations={translations} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer footer={footer} siteName={site.name} carListPath={carListPath} dictionary={dictionary} />
      </body>
    </html>
  )
}
