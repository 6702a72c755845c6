import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/cms/locales'
import type { Page } from '@/payload-types'
import { carPath, carTitle, type CarDetail } from '@/features/cars/detail'
import { listSegments } from '@/features/cars/list/queries'
import { carDetail } from '@/features/cars/queries'
import { findPage, findPageById, pageAncestors, pageTranslations } from '@/features/pages/find'
import type { DealerDetail } from '@/features/dealers/detail'
import { dealerBySlug } from '@/features/dealers/queries'
import { storyBySlug } from '@/features/stories/queries'
import { LINK_PAGES } from '@/features/saved-searches/link-pages'
import { savedSearchMailStrings } from '@/features/saved-searches/mail-strings'
import { LINK_PAGE_TITLES } from '@/features/saved-searches/pages/titles'
import { translator } from '@/i18n/catalogue'
import { loadStrings } from '@/i18n/dictionary/load'
import type { Story } from '@/payload-types'
import type { SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { pickLocale } from '@/sites/resolve'
import { pageShellState } from '@/features/shell/page-shell'
import type { PageShellState } from '@/features/shell/page-state'
import type { Route } from './kinds'

export type Crumb = { title: string; href: string }

/** What every route kind gives the shell and the page frame: the same state for all kinds. */
export type RouteView = {
  shell: PageShellState
  breadcrumbs: Crumb[]
  /** The page title before the site's title template is applied. */
  title: string
  /** The content page the route belongs to (itself, the list page, the stories index…), if any. */
  page: Page | null
  car?: CarDetail
  dealer?: DealerDetail
  story?: Story
}

type Translations = Partial<Record<Locale, string>>

const withSuffix = (translations: Translations, suffix: string): Translations =>
  Object.fromEntries(Object.entries(translations).map(([l, p]) => [l, suffix ? `${p === '/' ? '' : p}${suffix}` : p]))

async function crumbsTo(ctx: SiteContext, path: string, tail: { title: string; path: string }[]): Promise<Crumb[]> {
  const ancestors = await pageAncestors(ctx.site.id, ctx.locale, path)
  const own = [...ancestors.filter((a) => !tail.some((t) => t.path === a.path)), ...tail]
  return own.map((c) => ({ title: c.title, href: localizedPath(ctx.route, ctx.locale, c.path) }))
}

/**
 * A content page, or a route page with segments after its path (car list filters); `titles` are what the
 * segments show in the breadcrumb and title (a car list's brand and model as the index spells them).
 */
async function pageView(
  ctx: SiteContext,
  page: Page | null,
  extra: string[] = [],
  titles: string[] = extra,
): Promise<RouteView | null> {
  if (!page?.path) return null
  const suffix = extra.map((s) => '/' + s).join('')
  const path = `${page.path === '/' ? '' : page.path}${suffix}` || '/'
  const translations = withSuffix(await pageTranslations(page.id), suffix)
  const tail = [
    { title: page.navTitle || page.title, path: page.path },
    ...extra.map((_, i) => ({
      title: titles[i] ?? extra[i],
      path: `${page.path === '/' ? '' : page.path}/${extra.slice(0, i + 1).join('/')}`,
    })),
  ]
  return {
    shell: pageShellState(ctx, path, page, translations),
    breadcrumbs: await crumbsTo(ctx, page.path, tail),
    title: [page.metaTitle || page.title, ...titles].join(' '),
    page,
  }
}

/** spec 1 §2: brand and model segments after a car list, case-insensitive; an unknown one is a 404. */
async function carListView(ctx: SiteContext, route: Extract<Route, { kind: 'car-list' }>): Promise<RouteView | null> {
  const [page, segments] = await Promise.all([
    findPageById(ctx.site.id, ctx.locale, route.page),
    route.filters.length ? listSegments(ctx.site.searchIndex, route.filters) : null,
  ])
  if (route.filters.length && !segments) return null
  const titles = segments ? [segments.brand, ...(segments.model ? [segments.model] : [])] : []
  return pageView(ctx, page, route.filters, titles)
}

async function carView(ctx: SiteContext, route: Extract<Route, { kind: 'car-detail' }>): Promise<RouteView | null> {
  const car = await carDetail(ctx.site.searchIndex, route.id)
  if (!car) return null
  const translations: Translations = {}
  for (const locale of ctx.route.locales) {
    const base = pickLocale<string>(ctx.site.carDetailBasePath, locale)
    if (base) translations[locale] = carPath(base, car)
  }
  const path = carPath(route.base, car)
  const title = carTitle(car)
  return {
    shell: pageShellState(ctx, path, null, translations),
    breadcrumbs: await crumbsTo(ctx, path, [{ title, path }]),
    title,
    page: null,
    car,
  }
}

async function dealerView(
  ctx: SiteContext,
  route: Extract<Route, { kind: 'dealer-detail' }>,
): Promise<RouteView | null> {
  const [list, dealer] = await Promise.all([
    findPageById(ctx.site.id, ctx.locale, route.page),
    dealerBySlug(ctx.site.id, route.slug),
  ])
  // spec 1 §2: a site without site_id is not found (the guard answers 404 before anything streams).
  if (!list?.path || !dealer?.site_id) return null
  const suffix = '/' + dealer.slug
  const path = (list.path === '/' ? '' : list.path) + suffix
  const translations = withSuffix(await pageTranslations(list.id), suffix)
  const title = dealer.site_official_name
  const tail = [
    { title: list.navTitle || list.title, path: list.path },
    { title, path },
  ]
  return {
    shell: pageShellState(ctx, path, list, translations),
    breadcrumbs: await crumbsTo(ctx, path, tail),
    title,
    page: list,
    dealer,
  }
}

async function storyView(ctx: SiteContext, route: Extract<Route, { kind: 'story' }>): Promise<RouteView | null> {
  const [index, story] = await Promise.all([
    findPageById(ctx.site.id, ctx.locale, route.page),
    storyBySlug(ctx.site.id, route.page, route.slug, ctx.locale),
  ])
  if (!index?.path || !story) return null
  const suffix = '/' + story.slug
  const path = (index.path === '/' ? '' : index.path) + suffix
  const translations = withSuffix(await pageTranslations(index.id), suffix)
  const tail = [
    { title: index.navTitle || index.title, path: index.path },
    { title: story.title, path },
  ]
  return {
    shell: pageShellState(ctx, path, index, translations),
    breadcrumbs: await crumbsTo(ctx, path, tail),
    title: story.title,
    page: index,
    story,
  }
}

/**
 * A page a saved-search e-mail link ends on: the same fixed path in every language of the site, except the manage
 * page, whose token the language switcher would not carry; measured by no tag (its address may hold the token).
 */
async function savedSearchView(ctx: SiteContext, route: Extract<Route, { kind: 'saved-search' }>): Promise<RouteView> {
  const t = translator(await loadStrings(savedSearchMailStrings, ctx.site.id, ctx.locale))
  const path = LINK_PAGES[route.page]
  const title = t(LINK_PAGE_TITLES[route.page])
  const translations: Translations =
    route.page === 'manage' ? {} : Object.fromEntries(ctx.route.locales.map((locale) => [locale, path]))
  return {
    shell: { ...pageShellState(ctx, path, null, translations), gtmId: null },
    breadcrumbs: await crumbsTo(ctx, path, [{ title, path }]),
    title,
    page: null,
  }
}

async function viewOf(ctx: SiteContext, route: Route): Promise<RouteView | null> {
  switch (route.kind) {
    case 'content':
      return pageView(ctx, await findPage(ctx.site.id, ctx.locale, route.path))
    case 'car-list':
      return carListView(ctx, route)
    case 'dealer-list':
    case 'service-booking':
    case 'tyre-hotel':
      return pageView(ctx, await findPageById(ctx.site.id, ctx.locale, route.page))
    case 'car-detail':
      return carView(ctx, route)
    case 'dealer-detail':
      return dealerView(ctx, route)
    case 'story':
      return storyView(ctx, route)
    case 'saved-search':
      return savedSearchView(ctx, route)
  }
}

const cachedView = cache((ctx: SiteContext, routeKey: string) => viewOf(ctx, JSON.parse(routeKey) as Route))

/** The view of a route for this request (layout and page share one computation); null when nothing is there (404). */
export const routeView = (ctx: SiteContext, route: Route) => cachedView(ctx, JSON.stringify(route))
