import { NextResponse, type NextRequest } from 'next/server'
import { localeFromPath, resolveHost } from '@/sites/host-table'
import { resolveFinal } from '@/routing/redirects/engine'
import { siteRedirects } from '@/routing/redirects/proxy-table'
import { routeTable } from '@/routing/route-table'
import { CONTENT_PATH_HEADER, LOCALE_HEADER, NONCE_HEADER, ROUTE_KIND_HEADER, SCHEME_HEADER, SITE_KEY_HEADER } from '@/sites/request'
import { parseHostHeader, publicOrigin, publicScheme } from '@/sites/origin'
import { trustProxyHops } from '@/platform/proxy-hops'
import { heldBackMessage, holdBackIfOverBudget, noteAnswer } from '@/platform/refusal-gate'
import { renderRefusal, renderRefusedMessage } from '@/platform/render-gate'
import { BUSY_RETRY_SECONDS, renderBusyMessage, renderSlots } from '@/platform/render-slots'
import { requestScope } from '@/platform/request-scope'
import { SESSION_COOKIE, validEditorToken } from '@/cms/users/session-token'
import { baseSecurityHeaders, newNonce, NOTHING_CSP, permissionsPolicy, sitePageCsp } from '@/platform/security-headers'
import { REDIRECTING_KINDS } from '@/routing/kinds'
import { internalPath } from '@/routing/internal-path'
import { lookupRedirect } from '@/routing/redirect-client'
import { storedQuery } from '@/routing/page-query'
import { resolveRoute } from '@/routing/resolve'
import { internalOrigin } from '@/routing/route-table'
import { acceptsGzip, PREPARED_HEADER, type Prepared } from '@/platform/render-cache/prepared'
import { cacheKey, cachedPage, isCacheable, pageBytes, storedPage, verifiedFill } from '@/platform/render-cache/proxy-cache'
import { storedNavigationTree } from '@/platform/render-cache/navigation'
import { notModified } from '@/platform/render-cache/page-request'
import { KEY_HEADER } from '@/platform/render-cache/fast-path'
import { pageHost } from '@/platform/render-cache/page-host'
import { FILL_HEADER, FILL_ID_HEADER } from '@/platform/render-cache/tags'

const MAX_PATH_LENGTH = 2048

/** Paths the platform answers itself; no redirect rule applies to them. */
const PLATFORM_PATHS = new Set(['/robots.txt', '/sitemap.xml', '/feaas-render', '/favicon.ico'])
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i
/** Parts of a sitemap index (src/routing/sitemap-xml.ts). */
const SITEMAP_PART = /^\/sitemap-(\d{1,4})\.xml$/
const CONTROL = /[\u0000-\u001f\u007f]/

/** issue 18 §5: every answer of the proxy carries the security headers; one with nothing to run gets a CSP that allows nothing. */
function secured<R extends NextResponse>(response: R, csp = NOTHING_CSP, routeKind: string | null = null): R {
  for (const [key, value] of baseSecurityHeaders()) response.headers.set(key, value)
  response.headers.set('content-security-policy', csp)
  response.headers.set('permissions-policy', permissionsPolicy(routeKind))
  return response
}

/** A permanent redirect with the Location as given: the redirect engine already made it percent-encoded ASCII. */
function permanent(location: string, status: 301 | 308 = 301) {
  return secured(new NextResponse(null, { status, headers: { location } }))
}

function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return secured(new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } }))
}

/** A request the proxy refuses as malformed: counted against the caller's refusal budget, held back and answered 429 once that is used up (issue 18). */
async function refused(request: NextRequest, message: string) {
  const wait = await holdBackIfOverBudget(request.headers, request.signal)
  if (wait !== null) return plain(429, heldBackMessage(wait), { 'retry-after': String(wait) })
  noteAnswer(request.headers, 400)
  return plain(400, message)
}

/**
 * Before a render (anything the render cache does not answer that runs React or Payload): the caller's address
 * takes one from its render budget (src/platform/render-gate.ts), or is answered 429 without a render. Not
 * counted: a render-cache fill (the visitor's request that asked for it was), a signed-in editor (the live
 * preview re-renders on every autosave) and a router prefetch (no render: Next answers the route's tree only).
 */
async function overRenderBudget(request: NextRequest, fill: boolean): Promise<NextResponse | null> {
  if (fill || requestScope()?.routerPrefetch || validEditorToken(request.cookies.get(SESSION_COOKIE)?.value, process.env.PAYLOAD_SECRET)) return null
  const wait = await renderRefusal(request.headers, request.signal)
  return wait === null ? null : plain(429, renderRefusedMessage(wait), { 'retry-after': String(wait), 'cache-control': 'no-store' })
}

/**
 * The request that renders (a fill, or a page the render cache does not take) waits for one of the process's
 * render slots (src/platform/render-slots.ts), which the production server frees when the answer is complete, or
 * is answered 503 when too many wait. A cacheable miss takes none itself: its fill does, and holding one while
 * waiting for that could leave every slot to requests that wait for fills.
 */
async function takeRenderSlot(request: NextRequest): Promise<NextResponse | null> {
  const scope = requestScope()
  const slots = scope && !scope.routerPrefetch ? renderSlots() : null
  if (!scope || !slots) return null
  const release = await slots.acquire(request.signal)
  if (!release) return plain(503, renderBusyMessage, { 'retry-after': String(BUSY_RETRY_SECONDS), 'cache-control': 'no-store' })
  scope.onEnd(release)
  return null
}

/**
 * A rewrite to the internal route with this request's CSP nonce (issue 18 §5): Next.js reads the nonce
 * from the request's Content-Security-Policy header and puts it on its own scripts; the layout reads it
 * from x-nonce. A page the render cache stores is answered with a policy of its scripts' hashes instead
 * (src/platform/render-cache/script-hashes.ts).
 */
function rewrite(internal: URL, requestHeaders: Headers, routeKind: string | null = null) {
  const nonce = newNonce()
  const csp = sitePageCsp({ nonce })
  requestHeaders.set(NONCE_HEADER, nonce)
  requestHeaders.set('content-security-policy', csp)
  return secured(NextResponse.rewrite(internal, { request: { headers: requestHeaders } }), csp, routeKind)
}

/**
 * Host resolution (DESIGN §3): the Host header picks the site, the first path segment may pick a
 * non-default locale, and the request is rewritten to the internal route of its route kind,
 * /{site}/{locale}/{kind segment}/… (src/routing).
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const rawPath = url.pathname
  if (rawPath.length > MAX_PATH_LENGTH) return plain(404, 'Not found: the address is too long.')
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return refused(request, 'Bad request: the address contains malformed percent-encoding.')
  }
  // The server's edge refuses these before Next (src/platform/server/request-target.ts); this holds where it is not in front (a
  // request Next took while it was still preparing under `next start`): a NUL reached PostgreSQL through the lookups.
  if (CONTROL.test(pathname)) return refused(request, 'Bad request: the address contains a control character.')
  if (/%00/i.test(url.search)) return refused(request, 'Bad request: the query contains a NUL character.')

  // issue 18 §4: a malformed Host, or a scheme a trusted proxy sends that is not http(s), is the client's error.
  const host = parseHostHeader(request.headers.get('host'))
  if (!host) return refused(request, 'Bad request: the Host header is not a host name.')
  // A render-cache fill comes from this process's proxy, which already resolved the visitor's scheme.
  const fillId = verifiedFill(request.headers)
  const scheme = fillId ? publicScheme(request.headers.get('x-forwarded-proto'), url.protocol, 1) : publicScheme(request.headers.get('x-forwarded-proto'), url.protocol, trustProxyHops())
  if (!scheme) return refused(request, 'Bad request: X-Forwarded-Proto must be http or https.')

  const table = await routeTable()
  if (!table) return plain(503, 'The site is starting or temporarily unavailable. Please try again shortly.')
  const { sites } = table
  const resolved = resolveHost(sites, host.name)
  if (resolved.kind === 'none') return plain(503, 'No site is configured yet.')

  // spec 2 §2.7: the site's permanent redirects, before any page renders. On a redirect host (www) the path rule
  // and the move to the bare host are one hop, never two (spec 1 §2).
  // Next.js wants an absolute Location: built from the site's primary host, never from the Host header (issue 18 §4).
  const origin = publicOrigin(resolved.site, scheme, host)
  if (!PLATFORM_PATHS.has(pathname) && !SITEMAP_PART.test(pathname)) {
    const rules = await siteRedirects(resolved.site.key, table.redirectsVersion)
    const hit = rules && resolveFinal(rules, rawPath + url.search)
    if (hit) return permanent(ABSOLUTE.test(hit.location) ? hit.location : origin + hit.location)
  }
  // spec 1 §2: www goes permanently to the bare host, keeping path and query. Next's own trailing-slash redirect is
  // off (next.config.ts) so that the rules above see `/old/` first (one 301, not a 308 and then a 301); a page
  // address with a trailing slash gets its canonical form here, in the same hop as the host move.
  const canonical = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.replace(/\/+$/, '') || '/' : rawPath
  if (resolved.kind === 'redirect' || canonical !== rawPath) {
    return permanent(new URL(`${origin}${canonical}${url.search}`).href, resolved.kind === 'redirect' ? 301 : 308)
  }

  // A live preview names the page's site, which may differ from the host the editor is on.
  const isPreview = pathname === '/feaas-render'
  const site = (isPreview && sites.find((s) => s.key === url.searchParams.get('site'))) || resolved.site
  const internal = url.clone()
  const requestHeaders = new Headers(request.headers)
  requestHeaders.delete(FILL_HEADER)
  requestHeaders.delete(FILL_ID_HEADER)
  requestHeaders.set(SITE_KEY_HEADER, site.key)
  requestHeaders.set(SCHEME_HEADER, scheme)
  // robots.txt and the favicon are made from the cached site table; sitemaps, previews and pages read the database.
  if (pathname === '/robots.txt' || pathname === '/favicon.ico') {
    internal.pathname = `/${site.key}${pathname}`
    return rewrite(internal, requestHeaders)
  }
  const sitemapPart = SITEMAP_PART.exec(pathname)
  if (sitemapPart || pathname === '/sitemap.xml' || isPreview) {
    const limited = (await overRenderBudget(request, fillId !== null)) ?? (await takeRenderSlot(request))
    if (limited) return limited
  }
  if (pathname === '/sitemap.xml') {
    internal.pathname = `/${site.key}${pathname}`
    return rewrite(internal, requestHeaders)
  }
  if (sitemapPart) {
    internal.pathname = `/${site.key}/sitemap/${sitemapPart[1]}`
    return rewrite(internal, requestHeaders)
  }
  if (isPreview) {
    const locale = previewLocale(url, site)
    requestHeaders.set(LOCALE_HEADER, locale)
    internal.pathname = `/${site.key}/${locale}/feaas-render`
    return rewrite(internal, requestHeaders)
  }
  // issue 10 §1: the path's route kind picks the internal route segment that renders it.
  const { locale, path } = localeFromPath(site, pathname)
  const route = resolveRoute(table.routing?.[site.key]?.[locale], path)
  // issue 19: the render cache (src/platform/render-cache).
  // issue 34: the store's key is what the page reads (src/routing/page-query.ts) on the host it is served on
  // (src/platform/render-cache/page-host.ts); nothing else of the request reaches a stored page.
  const query = storedQuery(route, url.searchParams)
  const scope = requestScope()
  // A client-router navigation is stored beside its page, per router state tree (src/platform/render-cache/navigation.ts).
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
  const stored = cacheable ? storedPage(page, internalOrigin()) : null
  if (!stored) {
    const limited = (await overRenderBudget(request, fillId !== null)) ?? (cacheable ? null : await takeRenderSlot(request))
    if (limited) return limited
  }
  if (!stored && REDIRECTING_KINDS.has(route.kind)) {
    const hit = await lookupRedirect(site.key, locale, path)
    if (hit) return secured(new NextResponse(null, { status: hit.status, headers: { location: new URL(origin + hit.location + url.search).href } }))
  }
  requestHeaders.set(LOCALE_HEADER, locale)
  requestHeaders.set(CONTENT_PATH_HEADER, encodeURI(path))
  requestHeaders.set(ROUTE_KIND_HEADER, route.kind)
  internal.pathname = internalPath(site.key, locale, route)
  // A fill renders with its id, so the layout can bind the render's tags.
  if (fillId) requestHeaders.set(FILL_ID_HEADER, fillId)
  if (cacheable) {
    const answer = stored ?? (await cachedPage(internalOrigin(), page))
    if (answer) {
      // The page as stored, compressed already when it was prepared for the production server and the client takes
      // gzip (src/platform/render-cache/prepared.ts); a client that holds it already gets a 304.
      const { bytes, gzip } = pageBytes(answer, acceptsGzip(request.headers.get('accept-encoding')))
      const unchanged = answer.source !== 'uncached' && notModified(request.headers.get('if-none-match'), answer.headers.etag)
      const body = request.method === 'HEAD' || unchanged ? null : bytes
      const prepared: Prepared | null = unchanged ? null : gzip ? 'gzip' : answer.gzip ? 'identity' : null
      // The production server may answer this address from the store itself for a while (src/platform/render-cache/fast-path.ts).
      const key: Record<string, string> = prepared === 'gzip' && answer.source !== 'uncached' && navigationTree === null ? { [KEY_HEADER]: cacheKey(page.scheme, page.host, page.path, page.query) } : {}
      const response = new NextResponse(body, {
        status: unchanged ? 304 : answer.status,
        headers: { ...answer.headers, 'x-render-cache': answer.source, ...(answer.reason ? { 'x-render-cache-reason': answer.reason } : {}), ...(prepared ? { [PREPARED_HEADER]: prepared } : {}), ...key },
      })
      return secured(response, answer.renderedCsp ?? sitePageCsp({ hashes: answer.scriptHashes }), route.kind)
    }
  }
  return rewrite(internal, requestHeaders, route.kind)
}

/** Live preview (spec 1 §2 /feaas-render) renders in the locale the editor is editing. */
function previewLocale(url: URL, site: { locales: string[]; defaultLocale: string }): string {
  const requested = url.searchParams.get('locale') ?? ''
  return site.locales.includes(requested) ? requested : site.defaultLocale
}

export const config = {
  // Everything except the framework's assets, Payload's admin and API, platform routes and media.
  matcher: ['/((?!_next/|api/|admin|healthz|-/).*)'],
}
