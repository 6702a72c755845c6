import { NextResponse, type NextRequest } from 'next/server'
import { localeFromPath, resolveHost } from '@/sites/host-table'
import { siteRoutes } from '@/sites/route-table'
import { CONTENT_PATH_HEADER, LOCALE_HEADER, SITE_KEY_HEADER } from '@/sites/request'

const MAX_PATH_LENGTH = 2048

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

  const sites = await siteRoutes()
  if (!sites) return plain(503, 'The site is starting or temporarily unavailable. Please try again shortly.')
  const host = request.headers.get('host')
  const resolved = resolveHost(sites, host)
  if (resolved.kind === 'none') return plain(503, 'No site is configured yet.')
  if (resolved.kind === 'redirect') {
    // spec 1 §2: www goes permanently to the bare host, keeping path and query.
    const port = host?.match(/:(\d+)$/)?.[1]
    const target = new URL(`${url.protocol}//${resolved.host}${port ? `:${port}` : ''}${rawPath}${url.search}`)
    return NextResponse.redirect(target, 301)
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
