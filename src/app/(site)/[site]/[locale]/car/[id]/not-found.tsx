import { headers } from 'next/headers'
import { CarNotFound } from '@/features/cars/page/CarNotFound'
import { carPathSegments, slugOfPath } from '@/features/cars/page/rules'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { routeView } from '@/routing/view'
import { siteContext } from '@/sites/context'
import { CONTENT_PATH_HEADER, LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'
import { pickLocale } from '@/sites/resolve'
import SiteNotFound from '../../not-found'

/**
 * A car path whose car does not exist (spec 1 §2): the car's not-found view, with status 404 (the car
 * segment's guard called notFound()). The slug comes from the visitor's path, which the proxy passes on.
 *
 * Render cost: Next renders a segment's not-found view into every answer of the segment, found or not, as
 * the boundary's fallback. For a car that exists (the request's cached view says so) it is empty, so a car
 * page does not search for similar cars and serialise their cards for a view nobody sees.
 */
export default async function CarNotFoundPage() {
  const h = await headers()
  const ctx = await siteContext(h.get(SITE_KEY_HEADER) ?? '', h.get(LOCALE_HEADER) ?? '')
  const base = ctx && pickLocale<string>(ctx.site.carDetailBasePath, ctx.locale)
  if (!ctx || !base) return <SiteNotFound />
  const path = h.get(CONTENT_PATH_HEADER) ?? ''
  const [id = '', ...slug] = carPathSegments(path, base)
  const route = SEGMENT_ROUTES.car({ id, slug }, ctx)
  if (route && (await routeView(ctx, route))) return null
  return <CarNotFound ctx={ctx} slug={slugOfPath(path, base)} />
}
