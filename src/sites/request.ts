/** Request headers the proxy adds for server components that have no access to the visitor's URL. */
export const CONTENT_PATH_HEADER = 'x-content-path'
export const SITE_KEY_HEADER = 'x-site-key'
export const LOCALE_HEADER = 'x-site-locale'
/** The route kind the proxy resolved (src/routing), for server components outside the kind's segment (404 page). */
export const ROUTE_KIND_HEADER = 'x-route-kind'
/** The scheme the visitor used, as the proxy decided it (src/sites/origin.ts): `http` or `https`. */
export const SCHEME_HEADER = 'x-site-scheme'
/** This response's CSP nonce (src/proxy.ts), for the few inline scripts a page renders itself. */
export const NONCE_HEADER = 'x-nonce'
