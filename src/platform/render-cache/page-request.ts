/**
 * What makes a request for a page personal or not a page at all: read by the proxy's cacheability rule
 * (./proxy-cache.ts) and by the production server's short way for hits (./fast-path.ts), which must agree.
 */
import { FILL_HEADER } from './tags'

/** Cookies that make a request personal (an editor's session, draft mode): such requests always render. */
export const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass', '__next_preview_data']
/** Requests of the client router (RSC payloads, prefetches, server actions) are not pages. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']

/** An Accept header that takes a page's HTML without naming it: none at all, or any type (curl and many crawlers). */
const ANY_TYPE = /(^|,)\s*(\*\/\*|text\/\*)\s*(;|,|$)/

/**
 * A request for a page's HTML: not the client router's, not a render-cache fill, and accepting HTML. Next strips the
 * client router's headers before the proxy sees a request, and the router's RSC fetches accept anything; so where the
 * caller cannot see those headers (`routerVisible` false: the proxy without the production server's scope), only a
 * request that names text/html counts. Where it can, a request that names no type or any type gets the page as well,
 * as Next answers it HTML too. `header` reads one request header, absent as null or undefined.
 */
export function isDocumentRequest(
  header: (name: string) => string | string[] | null | undefined,
  routerVisible: boolean,
): boolean {
  if (header(FILL_HEADER) != null || ROUTER_HEADERS.some((name) => header(name) != null)) return false
  const accept = String(header('accept') ?? '')
  return accept.includes('text/html') || (routerVisible && (accept.trim() === '' || ANY_TYPE.test(accept)))
}

/** Whether a request's If-None-Match names a stored page's ETag (weak comparison, RFC 9110 §13.1.2): answered 304. */
export function notModified(ifNoneMatch: string | null | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
