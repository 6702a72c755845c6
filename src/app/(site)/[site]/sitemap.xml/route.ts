import { siteByKey, toSiteRoute } from '@/sites/resolve'
import { requestSiteOrigin } from '@/sites/context'
import { renderSitemap, sitemapEntries } from '@/content-pages/sitemap'

export const dynamic = 'force-dynamic'

export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteByKey((await params).site)
  if (!site) return new Response('Unknown site', { status: 404 })
  const route = toSiteRoute(site)
  const origin = requestSiteOrigin(route, request)
  const xml = renderSitemap(await sitemapEntries(site.id, route, origin))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } })
}
