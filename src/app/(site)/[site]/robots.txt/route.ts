import { siteByKey, toSiteRoute } from '@/sites/resolve'
import { requestSiteOrigin } from '@/sites/context'

export const dynamic = 'force-dynamic'

/** Per-site robots.txt: crawl the public site, not the CMS, APIs or previews; point at the sitemap. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteByKey((await params).site)
  if (!site) return new Response('Unknown site', { status: 404 })
  const origin = requestSiteOrigin(toSiteRoute(site), request)
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /feaas-render',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
