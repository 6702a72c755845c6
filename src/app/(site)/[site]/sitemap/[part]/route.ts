import { sitemapResponse } from '@/routing/sitemap-response'

export const dynamic = 'force-dynamic'

/** /sitemap-{part}.xml (the proxy rewrites it here): one part of a sitemap index. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string; part: string }> }) {
  const part = (await params).part
  return sitemapResponse(request, (await params).site, /^\d{1,4}$/.test(part) ? Number(part) : 0)
}
