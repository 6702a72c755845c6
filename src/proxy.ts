import { NextResponse, type NextRequest } from 'next/server'
import { localeFromPath, resolveHost } from '@/sites/host-table'
import { CONTENT_PATH_HEADER, LOCALE_HEADER, ROUTE_KIND_HEADER, SCHEME_HEADER, SITE_KEY_HEADER } from '@/sites/request'
import { publicOrigin } from '@/sites/origin'
import { REDIRECTING_KINDS } from '@/routing/kinds'
import { internalPath } from '@/routing/internal-path'
import { lookupRedirect } from '@/routing/redirect-client'
import { resolveRoute } from '@/routing/resolve'
import { routeTable } from '@/routing/route-table'
import { FILL_HEADER, FILL_ID_HEADER } from '@/platform/render-cache/tags'
import { labelRequest } from '@/platform/request-scope'
import { permanent, plain, refused, rewrite, secured } from '@/routing/edge/answers'
import { readTarget } from '@/routing/edge/target'
import { readOrigin } from '@/routing/edge/origin'
import { canonicalMove, ruleRedirect } from '@/routing/edge/redirects'
import { isPlatformPath, platformRoute } from '@/routing/edge/platform-paths'
import { renderGates } from '@/routing/edge/render-gates'
import { cachedAnswer, lookupPage } from '@/routing/edge/page-cache'

/**
 * Every site request, as a list of named steps (src/routing/edge): decode the address; read host and scheme; pick
 * the site (DESIGN §3); the site's redirect rules; the canonical host and slash; the platform's own paths; the
 * route kind of the path; the render cache; otherwise the gates before a render and a rewrite to the internal
 * route of its kind, /{site}/{locale}/{kind segment}/… (src/routing). Each step answers or hands on; the request's
 * log line (src/platform/server/request-log.ts) is told the site and what the request turned out to be: a route
 * kind, or `refused`, `unavailable`, `redirect`, `platform`.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl

  labelRequest(undefined, 'refused')
  const target = readTarget(url.pathname, url.search)
  if ('status' in target) return target.status === 404 ? plain(404, target.message) : refused(request, target.message)
  const { rawPath, pathname } = target

  const origin = readOrigin(request.headers, url.protocol)
  if ('refusal' in origin) return refused(request, origin.refusal)
  const { host, scheme, fillId } = origin

  labelRequest(undefined, 'unavailable')
  const table = await routeTable()
  if (!table) return plain(503, 'The site is starting or temporarily unavailable. Please try again shortly.')
  const resolved = resolveHost(table.sites, host.name)
  if (resolved.kind === 'none') return plain(503, 'No site is configured yet.')
  const siteOrigin = publicOrigin(resolved.site, scheme, host)

  labelRequest(resolved.site.key, 'redirect')

  const rule = isPlatformPath(pathname)
    ? null
    : await ruleRedirect(resolved.site.key, table.redirectsVersion, rawPath, url.search, siteOrigin)
  const move = rule ?? canonicalMove(resolved.kind === 'redirect', rawPath, url.search, siteOrigin)
  if (move) return permanent(move.location, move.status)

  const requestHeaders = new Headers(request.headers)
  requestHeaders.delete(FILL_HEADER)
  requestHeaders.delete(FILL_ID_HEADER)
  requestHeaders.set(SCHEME_HEADER, scheme)
  const internal = url.clone()

  const platform = platformRoute(pathname, url.searchParams, resolved.site, table.sites)
  if (platform) {
    labelRequest(platform.site.key, 'platform')
    requestHeaders.set(SITE_KEY_HEADER, platform.site.key)
    if (platform.locale) requestHeaders.set(LOCALE_HEADER, platform.locale)
    const refusal = platform.renders ? await renderGates(request, fillId !== null, true) : null
    if (refusal) return refusal
    internal.pathname = platform.internalPath
    return rewrite(internal, requestHeaders)
  }

  const site = resolved.site
  const { locale, path } = localeFromPath(site, pathname)
  const route = resolveRoute(table.routing?.[site.key]?.[locale], path)
  labelRequest(site.key, route.kind)

  const lookup = await lookupPage(request, route, rawPath, host, scheme)
  if (!lookup.stored) {
    const refusal = await renderGates(request, fillId !== null, !lookup.cacheable)
    if (refusal) return refusal
    if (REDIRECTING_KINDS.has(route.kind)) {
      const hit = await lookupRedirect(site.key, locale, path)
      if (hit) {
        labelRequest(site.key, 'redirect')
        return secured(
          new NextResponse(null, {
            status: hit.status,
            headers: { location: new URL(siteOrigin + hit.location + url.search).href },
          }),
        )
      }
    }
  }

  requestHeaders.set(SITE_KEY_HEADER, site.key)
  requestHeaders.set(LOCALE_HEADER, locale)
  requestHeaders.set(CONTENT_PATH_HEADER, encodeURI(path))
  requestHeaders.set(ROUTE_KIND_HEADER, route.kind)
  // A fill renders with its id, so the layout can bind the render's tags.
  if (fillId) requestHeaders.set(FILL_ID_HEADER, fillId)
  internal.pathname = internalPath(site.key, locale, route)
  const cached = lookup.cacheable ? await cachedAnswer(request, lookup, route.kind) : null
  return cached ?? rewrite(internal, requestHeaders, route.kind)
}

export const config = {
  // Everything except the framework's assets, Payload's admin and API, platform routes and media.
  matcher: ['/((?!_next/|api/|admin|healthz|-/).*)'],
}
