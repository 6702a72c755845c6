import { sitemapResponse } from '@/routing/sitemap-response'

export const dynamic = 'force-dynamic'

/** /sitemap.xml: every public URL of the site, or an index of parts above 50,000 URLs. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  return sitemapResponse(request, (await params).site, null)
}
