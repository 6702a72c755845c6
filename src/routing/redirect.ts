import 'server-only'
import { carRedirect } from '@/cars/detail'
import { findPageById } from '@/content-pages/find'
import { dealerRedirect } from '@/dealers/detail'
import type { SiteContext } from '@/sites/context'
import type { Route, RouteRedirect } from './kinds'

/** The redirect a route answers with instead of a page, as a content path of the same locale; null: render it. */
export async function routeRedirect(ctx: SiteContext, route: Route): Promise<RouteRedirect | null> {
  switch (route.kind) {
    case 'car-detail':
      return carRedirect(ctx.site.searchIndex, route.base, route.id, route.slug)
    case 'dealer-detail': {
      // spec 1 §8: the site list path, or / when the list page is gone.
      const list = await findPageById(ctx.site.id, ctx.locale, route.page)
      return dealerRedirect(ctx.site.id, list?.path ?? '/', route.slug)
    }
    default:
      return null
  }
}
