import 'server-only'
import { requestSiteOrigin } from '@/sites/context'
import { siteByKey, toSiteRoute } from '@/sites/resolve'
import { siteSitemapEntries } from './sitemap'
import { sitemapDocument } from './sitemap-xml'

/** A site's sitemap document (`part` null: /sitemap.xml) as an HTTP response. */
export async function sitemapResponse(request: Request, siteKey: string, part: number | null): Promise<Response> {
  const site = await siteByKey(siteKey)
  if (!site) return new Response('Unknown site', { status: 404 })
  const origin = requestSiteOrigin(toSiteRoute(site), request)
  const xml = sitemapDocument(await siteSitemapEntries(site, origin), part, origin)
  if (!xml)
    return new Response('No such sitemap part.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  })
}
