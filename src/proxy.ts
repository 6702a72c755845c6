import { NextResponse, type NextRequest } from 'next/server'
import { localeFromPath, resolveHost } from '@/sites/host-table'
import { resolveFinal } from '@/redirects/engine'
import { siteRedirects } from '@/redirects/proxy-table'
import { routeTable } from '@/sites/route-table'
import { CONTENT_PATH_HEADER, LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'

const MAX_PATH_LENGTH = 2048

/** Paths the platform answers itself; no redirect rule applies to them. */
const PLATFORM_PATHS = new Set(['/robots.txt', '/sitemap.xml', '/feaas-render'])
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i

const portOf = (host: string | null) => host?.match(/:\d+$/)?.[0] ?? ''

/** A permanent redirect with the Location as given: the redirect engine already made it percent-encoded ASCII. */
function permanent(location: string, status: 301 | 308 = 301) {
  return new NextResponse(null, { status, headers: { location } })
}

function plain(status: number, message: string) {
  return new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}

/**
 * Host resolution (DESIGN §3): the Host header picks the site, the first path segment may pick a
 * non-default locale, and the request is rewritten to the internal route /{site}/{locale}/{path}.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const rawPath = url.pathname
  if (rawPath.length > MAX_PATH_LENGTH) return plain(404, 'Not found: the address is too long.')
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return plain(400, 'Bad request: the address contains malformed percent-encoding.')
  }

  const table = await routeTable()
  if (!table) return plain(503, 'The site is starting or temporarily unavailable. Please try again shortly.')
  const { sites } = table
  const host = request.headers.get('host')
  const resolved = resolveHost(sites, host)
  if (resolved.kind === 'none') return plain(503, 'No site is configured yet.')

  // spec 2 §2.7: the site's permanent redirects, before any page renders. On a redirect host (www) the path rule
  // and the move to the bare host are one hop, never two (spec 1 §2).
  // Next.js wants an absolute Location; behind a TLS-terminating balancer the scheme comes from x-forwarded-proto.
  const scheme = request.headers.get('x-forwarded-proto')?.split(',')[0].trim() || url.protocol.slice(0, -1)
  const origin = `${scheme}://${resolved.kind === 'redirect' ? resolved.host + portOf(host) : host}`
  if (!PLATFORM_PATHS.has(pathname)) {
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
  requestHeaders.set(SITE_KEY_HEADER, site.key)
  if (pathname === '/robots.txt' || pathname === '/sitemap.xml') {
    internal.pathname = `/${site.key}${pathname}`
    return NextResponse.rewrite(internal, { request: { headers: requestHeaders } })
  }
  const { locale, path } = isPreview ? previewTarget(url, site) : localeFromPath(site, pathname)
  requestHeaders.set(LOCALE_HEADER, locale)
  requestHeaders.set(CONTENT_PATH_HEADER, encodeURI(path))
  internal.pathname = `/${site.key}/${locale}${isPreview ? '/feaas-render' : rawPathOf(rawPath, pathname, path)}`
  return NextResponse.rewrite(internal, { request: { headers: requestHeaders } })
}

/** The locale-stripped path, kept percent-encoded as the visitor sent it. */
function rawPathOf(rawPath: string, decoded: string, stripped: string): string {
  if (decoded === stripped) return rawPath === '/' ? '' : rawPath
  const prefixLength = rawPath.indexOf('/', 1)
  const rest = prefixLength === -1 ? '' : rawPath.slice(prefixLength)
  return rest === '/' ? '' : rest
}

/** Live preview (spec 1 §2 /feaas-render) renders in the locale the editor is editing. */
function previewTarget(url: URL, site: { locales: string[]; defaultLocale: string }) {
  const requested = url.searchParams.get('locale') ?? ''
  const locale = (site.locales.includes(requested) ? requested : site.defaultLocale) as Parameters<typeof localeFromPath>[0]['defaultLocale']
  return { locale, path: '/feaas-render' }
}

export const config = {
  // Everything except the framework's assets, Payload's admin and API, platform routes and media.
  matcher: ['/((?!_next/|api/|admin|healthz|-/|favicon\\.ico).*)'],
}
