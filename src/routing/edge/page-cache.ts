/**
 * The render cache's step (src/platform/render-cache): the store's key is what the page reads
 * (src/routing/page-query.ts) on the host it is served on (src/platform/render-cache/page-host.ts); nothing else of
 * the request reaches a stored page. A client-router navigation is stored beside its page, per router state tree
 * (src/platform/render-cache/navigation.ts).
 */
import { NextResponse, type NextRequest } from 'next/server'
import { acceptsGzip, PREPARED_HEADER, type Prepared } from '@/platform/render-cache/prepared'
import {
  cacheKey,
  cachedPage,
  isCacheable,
  pageBytes,
  storedPage,
  type PageAnswer,
  type PageRequest,
} from '@/platform/render-cache/proxy-cache'
import { storedNavigationTree } from '@/platform/render-cache/navigation'
import { notModified } from '@/platform/render-cache/page-request'
import { KEY_HEADER } from '@/platform/render-cache/fast-path'
import { pageHost } from '@/platform/render-cache/page-host'
import { requestScope } from '@/platform/request-scope'
import { renderSlots } from '@/platform/render-slots'
import { sitePageCsp } from '@/platform/security-headers'
import type { HostHeader, Scheme } from '@/sites/origin'
import { storedQuery } from '@/routing/page-query'
import { internalOrigin } from '@/routing/route-table'
import type { Route } from '@/routing/kinds'
import { secured } from './answers'

export type PageLookup = {
  page: PageRequest
  cacheable: boolean
  /** The page as this process holds it, answered without a render or a fill. */
  stored: PageAnswer | null
}

export async function lookupPage(
  request: NextRequest,
  route: Route,
  rawPath: string,
  host: HostHeader,
  scheme: Scheme,
): Promise<PageLookup> {
  const query = storedQuery(route, request.nextUrl.searchParams)
  const scope = requestScope()
  const navigationTree = scope?.navigation ? await storedNavigationTree(scope.navigation) : null
  const cacheable = isCacheable({
    method: request.method,
    headers: request.headers,
    cookieNames: request.cookies.getAll().map((cookie) => cookie.name),
    routeKind: route.kind,
    query,
    router: scope ? scope.router : null,
    navigationTree,
  })
  const page = { path: rawPath, query: query ?? '', host: pageHost(host), scheme, navigationTree }
  // A stored page was rendered at its canonical address and is dropped when its car or dealer changes, so it needs
  // no redirect lookup (an internal request that cost a car page's hit as much as the rest of its answer).
  return { page, cacheable, stored: cacheable ? storedPage(page, internalOrigin(), slotFree()) : null }
}

/** Whether a render would start now: a stale page's background refill waits for that (render-cache/refresh-gate.ts). */
const slotFree = () => renderSlots()?.free() ?? true

/** The stored page, or the answer of its fill; null when the page must render for this request after all. */
export async function cachedAnswer(
  request: NextRequest,
  { page, stored }: PageLookup,
  routeKind: string,
): Promise<NextResponse | null> {
  const answer = stored ?? (await cachedPage(internalOrigin(), page, slotFree()))
  if (!answer) return null
  // The page as stored, compressed already when it was prepared for the production server and the client takes
  // gzip (src/platform/render-cache/prepared.ts); a client that holds it already gets a 304.
  const { bytes, gzip } = pageBytes(answer, acceptsGzip(request.headers.get('accept-encoding')))
  const unchanged =
    answer.source !== 'uncached' && notModified(request.headers.get('if-none-match'), answer.headers.etag)
  const body = request.method === 'HEAD' || unchanged ? null : bytes
  const prepared: Prepared | null = unchanged ? null : gzip ? 'gzip' : answer.gzip ? 'identity' : null
  // The production server may answer this address from the store itself for a while (src/platform/render-cache/fast-path.ts).
  const key: Record<string, string> =
    prepared === 'gzip' && answer.source !== 'uncached' && page.navigationTree === null
      ? { [KEY_HEADER]: cacheKey(page.scheme, page.host, page.path, page.query) }
      : {}
  const response = new NextResponse(body, {
    status: unchanged ? 304 : answer.status,
    headers: {
      ...answer.headers,
      'x-render-cache': answer.source,
      ...(answer.reason ? { 'x-render-cache-reason': answer.reason } : {}),
      ...(prepared ? { [PREPARED_HEADER]: prepared } : {}),
      ...key,
    },
  })
  return secured(response, answer.renderedCsp ?? sitePageCsp({ hashes: answer.scriptHashes }), routeKind)
}
