import 'server-only'
import { permanentRedirect, redirect } from 'next/navigation'
import { decodeSegment, normalizePath } from '@/features/pages/path'
import { isLinkPage } from '@/features/saved-searches/link-pages'
import { siteContext, type SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { pickLocale } from '@/sites/resolve'
import { REDIRECTING_KINDS, type Route } from './kinds'
import { routeRedirect } from './redirect'
import { routeView, type RouteView } from './view'

type SiteParams = { site: string; locale: string }

/** A route page id from the internal path (the proxy wrote it; anything else is not found). */
const pageId = (raw: string) => (/^\d{1,10}$/.test(raw) ? Number(raw) : null)
const decoded = (segments: string[] | undefined) => (segments ?? []).map(decodeSegment)

/** Builders of each kind's route from its segment's params (src/routing/internal-path.ts writes those paths). */
export const SEGMENT_ROUTES = {
  content: (p: { path?: string[] }): Route => ({ kind: 'content', path: normalizePath(decoded(p.path).join('/')) }),
  carList: (p: { page: string; filters?: string[] }): Route | null => {
    const page = pageId(p.page)
    return page && (p.filters?.length ?? 0) <= 2 ? { kind: 'car-list', page, filters: decoded(p.filters) } : null
  },
  car: (p: { id: string; slug?: string[] }, ctx: SiteContext): Route | null => {
    const base = pickLocale<string>(ctx.site.carDetailBasePath, ctx.locale)
    const slug = decoded(p.slug)
    return base && /^\d{1,12}$/.test(p.id) && slug.length <= 1
      ? { kind: 'car-detail', base, id: p.id, slug: slug[0] ?? null }
      : null
  },
  dealerList: (p: { page: string }): Route | null => {
    const page = pageId(p.page)
    return page ? { kind: 'dealer-list', page } : null
  },
  dealer: (p: { page: string; slug: string }): Route | null => {
    const page = pageId(p.page)
    return page ? { kind: 'dealer-detail', page, slug: decodeSegment(p.slug) } : null
  },
  story: (p: { page: string; slug: string }): Route | null => {
    const page = pageId(p.page)
    return page ? { kind: 'story', page, slug: decodeSegment(p.slug) } : null
  },
  serviceBooking: (p: { page: string }): Route | null => {
    const page = pageId(p.page)
    return page ? { kind: 'service-booking', page } : null
  },
  tyreHotel: (p: { page: string }): Route | null => {
    const page = pageId(p.page)
    return page ? { kind: 'tyre-hotel', page } : null
  },
  savedSearch: (p: { page: string }): Route | null =>
    isLinkPage(p.page) ? { kind: 'saved-search', page: p.page } : null,
}

export type Segment<P> = { ctx: SiteContext; route: Route; view: RouteView; params: SiteParams & P }
/** What a segment's address lacked: the site (an unknown site or locale), a route of the kind, or its view. */
export type Missing = { missing: true; ctx: SiteContext | null; route: Route | null }

/**
 * The site, route and view of a kind's segment, or what is missing. A moved car or dealer sends the visitor on
 * instead. Each kind's guard layout calls it before the page renders; the page and its metadata call it again and
 * share the request's cached result.
 */
export async function segmentOrMissing<P>(
  params: Promise<SiteParams & P>,
  build: (p: P, ctx: SiteContext) => Route | null,
): Promise<Segment<P> | Missing> {
  const p = await params
  const ctx = await siteContext(p.site, p.locale)
  const route = ctx && build(p, ctx)
  const view = ctx && route ? await routeView(ctx, route) : null
  if (ctx && route && !view && REDIRECTING_KINDS.has(route.kind)) {
    // The proxy answers a moved car or an unknown dealer with its 301/302 before a render (./redirect-client.ts);
    // when that lookup ran out of time on a loaded server, the page still sends the visitor on (Next's 308/307).
    const moved = await routeRedirect(ctx, route)
    if (moved) (moved.status === 301 ? permanentRedirect : redirect)(localizedPath(ctx.route, ctx.locale, moved.path))
  }
  return ctx && route && view ? { ctx, route, view, params: p } : { missing: true, ctx, route }
}
