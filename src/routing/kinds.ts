/**
 * Route kinds: every public URL of a site is one of these. Pages that hold a list,
 * booking or tyre-hotel block own the trailing segments of their path; car detail pages live under
 * the site's translated car-detail base (spec 1 §2). The pages saved-search e-mail links end on have fixed paths.
 */
import type { LinkPage } from '@/features/saved-searches/link-pages'

/** What a content page can be besides a plain page: decided by the blocks it holds (route-blocks.ts). */
export const ROUTE_PAGE_KINDS = ['car-list', 'dealer-list', 'story-index', 'service-booking', 'tyre-hotel'] as const
export type RoutePageKind = (typeof ROUTE_PAGE_KINDS)[number]

/** A page the router must know about: a route page, or a plain page whose path lies under one. */
export type RoutingPage = { path: string; kind: RoutePageKind | 'content'; id: number }

/** What the router knows of one site in one locale. */
export type LocaleRouting = { carDetailBase: string | null; pages: RoutingPage[] }

/** A resolved URL. Route pages are named by id: the internal path carries it, and the page gives its path. */
export type Route =
  | { kind: 'content'; path: string }
  | { kind: 'car-list'; page: number; filters: string[] }
  | { kind: 'car-detail'; base: string; id: string; slug: string | null }
  | { kind: 'dealer-list'; page: number }
  | { kind: 'dealer-detail'; page: number; slug: string }
  | { kind: 'story'; page: number; slug: string }
  | { kind: 'service-booking'; page: number }
  | { kind: 'tyre-hotel'; page: number }
  | { kind: 'saved-search'; page: LinkPage }

export type RouteKind = Route['kind']

/**
 * Kinds whose URL the app may answer with a redirect of an exact status (spec 1 §2: a car by id only → 302,
 * a wrong slug → 301; an unknown dealer site → 302 to the list). Next's own redirect() only gives 307/308,
 * so the proxy asks the app (/api/platform/route-redirect) before rewriting these.
 */
export const REDIRECTING_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>(['car-detail', 'dealer-detail'])

export type RouteRedirect = { status: 301 | 302; path: string }

/**
 * Kinds whose pages show a token or an e-mail address: never stored by the render cache or a browser's or proxy's
 * cache, never indexed, measured by no tag, and their URL (the token) never sent on as a referrer.
 */
export const PRIVATE_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>(['saved-search'])
