import { linkPageAt } from '@/features/saved-searches/link-pages'
import type { LocaleRouting, Route, RoutingPage } from './kinds'

/** A car id is digits (spec 1 §2: "Car path must have an id"); anything else under the base is not a car. */
const CAR_ID = /^\d{1,12}$/
/** spec 1 §2: brand and model segments after the car list path. */
const MAX_CAR_LIST_FILTERS = 2

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** The segments of `path` after `prefix`, or null when `prefix` is not a whole-segment prefix of it. */
function trailing(prefix: string, path: string): string[] | null {
  if (prefix === '/') return segmentsOf(path)
  if (path === prefix) return []
  return path.startsWith(prefix + '/') ? segmentsOf(path.slice(prefix.length)) : null
}

/** The route page with the longest path that is a prefix of `path`, and the segments after it. */
function longestRoutePage(pages: RoutingPage[], path: string): { page: RoutingPage; rest: string[] } | null {
  let best: { page: RoutingPage; rest: string[] } | null = null
  for (const page of pages) {
    if (page.kind === 'content') continue
    const rest = trailing(page.path, path)
    if (rest && (!best || page.path.length > best.page.path.length)) best = { page, rest }
  }
  return best
}

/** A route page seen at its own path. A stories index is a content page; its articles are the trailing kind. */
function atPage(page: RoutingPage): Route {
  const { id, path } = page
  switch (page.kind) {
    case 'car-list':
      return { kind: 'car-list', page: id, filters: [] }
    case 'dealer-list':
      return { kind: 'dealer-list', page: id }
    case 'service-booking':
      return { kind: 'service-booking', page: id }
    case 'tyre-hotel':
      return { kind: 'tyre-hotel', page: id }
    default:
      return { kind: 'content', path }
  }
}

/** A route page with segments after its path, or null when the kind takes none or not that many. */
function underPage(page: RoutingPage, rest: string[]): Route | null {
  const { id } = page
  switch (page.kind) {
    case 'car-list':
      return rest.length <= MAX_CAR_LIST_FILTERS ? { kind: 'car-list', page: id, filters: rest } : null
    case 'dealer-list':
      return rest.length === 1 ? { kind: 'dealer-detail', page: id, slug: rest[0] } : null
    case 'story-index':
      return rest.length === 1 ? { kind: 'story', page: id, slug: rest[0] } : null
    default:
      return null
  }
}

/**
 * (site, locale, path) → route kind. `path` is the decoded, locale-stripped path without a
 * trailing slash. Precedence: the fixed pages of saved-search links (an e-mail's link works whatever editors
 * publish); a page the router knows at exactly this path; a car under the car-detail
 * base (`{base}/{id}` or `{base}/{id}/{slug}`); the trailing segments of the route page with the longest
 * matching path; otherwise a content page (which may not exist: the content route answers 404).
 */
export function resolveRoute(routing: LocaleRouting | undefined, path: string): Route {
  const linkPage = linkPageAt(path)
  if (linkPage) return { kind: 'saved-search', page: linkPage }
  if (!routing) return { kind: 'content', path }
  const exact = routing.pages.find((p) => p.path === path)
  if (exact) return atPage(exact)
  const base = routing.carDetailBase
  const afterBase = base ? trailing(base, path) : null
  if (base && afterBase && afterBase.length >= 1 && afterBase.length <= 2 && CAR_ID.test(afterBase[0])) {
    return { kind: 'car-detail', base, id: afterBase[0], slug: afterBase[1] ?? null }
  }
  const owner = longestRoutePage(routing.pages, path)
  return (owner && owner.rest.length > 0 && underPage(owner.page, owner.rest)) || { kind: 'content', path }
}
