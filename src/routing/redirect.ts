import 'server-only'
import { carRedirect } from '@/features/cars/detail'
import { carSlug } from '@/features/cars/queries'
import { findPageById } from '@/features/pages/find'
import { dealerBySlug } from '@/features/dealers/queries'
import type { SiteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { siteContext } from '@/sites/context'
import { loadRoutingTable } from './load'
import { resolveRoute } from './resolve'
import type { Route, RouteRedirect } from './kinds'
import { log } from '@/platform/log/logger'

/** The redirect a route answers with instead of a page, as a content path of the same locale; null: render it. */
export async function routeRedirect(ctx: SiteContext, route: Route): Promise<RouteRedirect | null> {
  switch (route.kind) {
    case 'car-detail':
      return carRedirect(await carSlug(ctx.site.searchIndex, route.id), route.base, route.slug)
    case 'dealer-detail': {
      // spec 1 §2, §8: an unknown dealer site, or a failure to read it, goes (302) to the site list, or / when
      // the list page is gone (or cannot be read either).
      const found = await dealerBySlug(ctx.site.id, route.slug).then(Boolean, (error: unknown) => {
        log.error({ err: error }, 'Site detail failure')
        return false
      })
      if (found) return null
      const list = await findPageById(ctx.site.id, ctx.locale, route.page).catch(() => null)
      return { status: 302, path: list?.path ?? '/' }
    }
    default:
      return null
  }
}

/**
 * The redirect of a visitor path on a site, for the proxy (/api/platform/route-redirect): resolved with the
 * same routing table as the proxy, answered as a site-relative location in the request's locale.
 */
export async function redirectForPath(
  ctx: SiteContext,
  path: string,
): Promise<{ status: 301 | 302; location: string } | null> {
  const route = resolveRoute((await loadRoutingTable())[ctx.site.key]?.[ctx.locale], path)
  const redirect = await routeRedirect(ctx, route)
  return redirect && { status: redirect.status, location: localizedPath(ctx.route, ctx.locale, redirect.path) }
}

/** redirectForPath for a site key and locale as the proxy names them; null for an unknown site or locale too. */
export async function redirectForSitePath(
  site: string,
  locale: string,
  path: string,
): Promise<{ status: 301 | 302; location: string } | null> {
  const ctx = await siteContext(site, locale)
  return ctx && redirectForPath(ctx, path)
}
