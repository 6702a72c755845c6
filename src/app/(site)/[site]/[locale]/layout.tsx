import type React from 'react'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import '../../font-fallbacks.css'
import '../../globals.css'
import { siteContext } from '@/sites/context'
import { themeStyle } from '@/sites/style'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { shellStrings } from '@/features/shell/strings'
import { errorStrings } from '@/features/shell/error-strings'
import { ErrorStringsProvider } from '@/features/shell/error-strings-context'
import { loadFooter } from '@/features/shell/footer/queries'
import { loadNavigation } from '@/features/shell/navigation/queries'
import { pickLocale } from '@/sites/resolve'
import { localizedPath } from '@/sites/host-table'
import { loadRoutingTable } from '@/routing/load'
import { resolveRoute } from '@/routing/resolve'
import { PRIVATE_KINDS } from '@/routing/kinds'
import { routeView } from '@/routing/view'
import { CONTENT_PATH_HEADER, NONCE_HEADER } from '@/sites/request'
import { decodeSegment } from '@/features/pages/path'
import { Header } from '@/features/shell/Header'
import { Footer } from '@/features/shell/footer/Footer'
import { ScrollToTop } from '@/features/shell/ScrollToTop'
import { HydrationMark } from '@/features/shell/HydrationMark'
import { DEFERRED_FONTS_ATTR, DEFERRED_START_ATTR, DEFERRED_START_SCRIPT } from '@/platform/deferred-start/loader'
import { CompareTray } from '@/features/cars/compare/CompareTray'
import { compareStrings } from '@/features/cars/compare/strings'
import { FavouritesLink } from '@/features/cars/favourites/FavouritesLink'
import { favouritesPagePath } from '@/features/cars/favourites/queries'
import { favouritesStrings } from '@/features/cars/favourites/strings'
import { SiteMessages, HIDDEN_MESSAGES_SCRIPT } from '@/features/shell/message/SiteMessages'
import { loadSiteMessages } from '@/features/shell/message/load'
import { messagesShown } from '@/features/shell/message/shown'
import { ConsentManager } from '@/features/shell/consent/ConsentManager'
import { SHELL_COOKIES_SCRIPT } from '@/features/shell/cookie-state'
import { bindRenderFill, declareRenderDeadline } from '@/platform/render-cache/declare'
import { FILL_ID_HEADER } from '@/platform/render-cache/tags'
import { pageGtmId, pageShellState } from '@/features/shell/page-shell'
import { pairFonts } from '@/sites/font-assets'
import type { FontPair } from '@/sites/fonts'
import type { BrandTheme, SiteTheme } from '@/sites/themes'

type Props = { children: React.ReactNode; params: Promise<{ site: string; locale: string }> }

export default async function SiteLayout({ children, params }: Props) {
  const { site: key, locale: localeParam } = await params
  const ctx = await siteContext(key, localeParam)
  if (!ctx) notFound()
  const { site, route, locale } = ctx
  const [
    navigation,
    footer,
    dictionary,
    errorMessages,
    compareMessages,
    favouritesMessages,
    favouritesPath,
    datedMessages,
    valueLabels,
  ] = await Promise.all([
    loadNavigation(site.id, locale),
    loadFooter(site.id, locale),
    loadStrings(shellStrings, site.id, locale),
    loadStrings(errorStrings, site.id, locale),
    loadStrings(compareStrings, site.id, locale),
    loadStrings(favouritesStrings, site.id, locale),
    favouritesPagePath(site.id, locale),
    loadSiteMessages(site.id, locale),
    loadValueLabels(site, locale),
  ])
  // The proxy passes the content path, so the first render knows the route's translations and brand theme
  // (any route kind, src/routing/view.ts); on client-side navigation each page reports its own (RouteFrame).
  const requestHeaders = await headers()
  // A render for the proxy's render cache gathers the tags its reads declare (src/platform/render-cache).
  bindRenderFill(requestHeaders.get(FILL_ID_HEADER))
  // The page's CSP admits inline scripts only with this response's nonce.
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined
  const rawContentPath = requestHeaders.get(CONTENT_PATH_HEADER)
  const contentPath = rawContentPath ? decodeSegment(rawContentPath) : null
  const visited = contentPath ? resolveRoute((await loadRoutingTable())[site.key]?.[locale], contentPath) : null
  const view = visited ? await routeView(ctx, visited) : null
  const initialPage = view?.shell ?? pageShellState(ctx, contentPath ?? '/', null, {})
  const brand = (view?.shell.brand ?? null) as BrandTheme | null
  const carListPath = pickLocale<string>(site.pathToCarList, locale, route.defaultLocale) ?? '/'
  // The page reads no cookie, so one render serves every visitor. The visitor's dismissed alert and
  // answered consent are applied before the first paint by SHELL_COOKIES_SCRIPT (src/features/shell/cookie-state.ts).
  // Dated messages show in their window only, and a cached copy of this page ends when one starts or ends.
  const { alert, messages, until } = messagesShown(navigation, datedMessages)
  declareRenderDeadline(until)
  // The pair's faces are in the head, applied by the deferred start once the largest paint is on screen
  // (src/platform/deferred-start/loader.ts); without JavaScript, by the <noscript> copy.
  const fonts = pairFonts(site.fontPair)
  // A tag reports the page's address, and a private page's may hold a token (src/routing/kinds.ts).
  const gtmId = visited && PRIVATE_KINDS.has(visited.kind) ? null : pageGtmId(site.gtmID, null)
  return (
    <html
      suppressHydrationWarning
      lang={locale}
      data-site={site.key}
      data-theme={site.theme}
      data-brand={brand ?? undefined}
      style={themeStyle(site.theme as SiteTheme, site.fontPair as FontPair, brand)}
    >
      <head>
        <style
          {...{ [DEFERRED_FONTS_ATTR]: '' }}
          media="not all"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: fonts.css }}
        />
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${fonts.css}</style>` }} />
        <script
          nonce={nonce}
          {...{ [DEFERRED_START_ATTR]: '' }}
          dangerouslySetInnerHTML={{ __html: DEFERRED_START_SCRIPT }}
        />
      </head>
      <body>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SHELL_COOKIES_SCRIPT }} />
        <a className="skip-link" href="#main">
          {dictionary.skipToContent}
        </a>
        <Header
          siteName={site.name}
          route={route}
          locale={locale}
          navigation={navigation}
          dictionary={dictionary}
          initialPage={{ path: initialPage.path, translations: initialPage.translations }}
          alert={alert}
          alertHidden={false}
          favourites={
            favouritesPath ? (
              <FavouritesLink href={localizedPath(route, locale, favouritesPath)} messages={favouritesMessages} />
            ) : null
          }
        />
        {messages.length ? (
          <>
            <SiteMessages messages={messages} label={dictionary.siteMessages} hideLabel={dictionary.hideMessage} />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDDEN_MESSAGES_SCRIPT }} />
          </>
        ) : null}
        <main id="main" tabIndex={-1}>
          <ErrorStringsProvider messages={errorMessages}>{children}</ErrorStringsProvider>
        </main>
        <Footer
          footer={footer}
          siteName={site.name}
          carListPath={localizedPath(route, locale, carListPath)}
          dictionary={dictionary}
        />
        <CompareTray messages={compareMessages} labels={valueLabels} />
        <ScrollToTop label={dictionary.scrollToTop} />
        <HydrationMark />
        <ConsentManager
          initial={null}
          gtmId={gtmId}
          language={locale}
          labels={{
            consentTitle: dictionary.consentTitle,
            consentText: dictionary.consentText,
            consentAccept: dictionary.consentAccept,
            consentReject: dictionary.consentReject,
            consentCustomize: dictionary.consentCustomize,
            consentSave: dictionary.consentSave,
            consentNecessary: dictionary.consentNecessary,
            consentNecessaryText: dictionary.consentNecessaryText,
            consentAnalytics: dictionary.consentAnalytics,
            consentAnalyticsText: dictionary.consentAnalyticsText,
            consentMarketing: dictionary.consentMarketing,
            consentMarketingText: dictionary.consentMarketingText,
          }}
        />
      </body>
    </html>
  )
}
