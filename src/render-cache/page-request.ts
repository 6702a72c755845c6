/**
 * What makes a request for a page personal or not a page at all (issue 19): read by the proxy's cacheability rule
 * (./proxy-cache.ts) and by the production server's short way for hits (./fast-path.ts), which must agree.
 */
import { FILL_HEADER } from './tags'

/** Cookies that make a request personal (an editor's session, draft mode): such requests always render. */
export const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass', '__next_preview_data']
/** Requests of the client router (RSC payloads, prefetches, server actions) are not pages. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']

/**
 * A browser's document request: not the client router's, not a render-cache fill, and asking for HTML (Next strips
 * the client router's headers and _rsc before the proxy sees a request, and the router's RSC fetches accept
 * anything). `header` reads one request header, absent as null or undefined.
 */
export function isDocumentRequest(header: (name: string) => string | string[] | null | undefined): boolean {
  if (header(FILL_HEADER) != null || ROUTER_HEADERS.some((name) => header(name) != null)) return false
  return String(header('accept') ?? '').includes('text/html')
}
