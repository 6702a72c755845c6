/**
 * What makes a request for a page personal or not a page at all (issue 19): read by the proxy's cacheability rule
 * (./proxy-cache.ts) and by the production server's short way for hits (./fast-path.ts), which must agree.
 */

/** Cookies that make a request personal (an editor's session, draft mode): such requests always render. */
export const PERSONAL_COOKIES = ['payload-token', '__prerender_bypass', '__next_preview_data']
/** Requests of the client router (RSC payloads, prefetches, server actions) are not pages. */
export const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action']
