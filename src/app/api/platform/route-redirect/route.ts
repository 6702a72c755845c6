import { NextResponse } from 'next/server'
import { loadRoutingTable } from '@/routing/load'
import { routeRedirect } from '@/routing/redirect'
import { resolveRoute } from '@/routing/resolve'
import { siteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'

export const dynamic = 'force-dynamic'

const MAX_PATH = 2048

/**
 * For the proxy: the redirect a URL of a redirecting kind answers with (src/routing/kinds.ts), as
 * `{ redirect: { status, location } }` with a site-relative location, or `{ redirect: null }` to render it.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const path = params.get('path') ?? ''
  const ctx = await siteContext(params.get('site') ?? '', params.get('locale') ?? '')
  if (!ctx || !path.startsWith('/') || path.length > MAX_PATH) {
    return NextResponse.json({ error: 'Give a known site, one of its locales and a path starting with /.' }, { status: 400 })
  }
  try {
    const route = resolveRoute((await loadRoutingTable())[ctx.site.key]?.[ctx.locale], path)
    const redirect = await routeRedirect(ctx, route)
    return NextResponse.json(
      { redirect: redirect && { status: redirect.status, location: localizedPath(ctx.route, ctx.locale, redirect.path) } },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    console.error('route redirect lookup failed', error)
    return NextResponse.json({ error: 'The lookup failed; the page renders without redirect.' }, { status: 503 })
  }
}
