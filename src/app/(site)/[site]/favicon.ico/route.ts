import sharp from 'sharp'
import { siteByKey } from '@/sites/resolve'
import { faviconSvg } from '@/sites/favicon'

export const dynamic = 'force-dynamic'

/** Rendered once per site and look (a PNG: every browser takes it at /favicon.ico). */
const icons = new Map<string, Promise<Buffer>>()

/** The site's favicon (src/sites/favicon.ts); the proxy rewrites /favicon.ico here. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const site = await siteByKey((await params).site)
  if (!site) return new Response('Unknown site', { status: 404 })
  const svg = faviconSvg(site.theme, site.name)
  let png = icons.get(svg)
  if (!png) {
    png = sharp(Buffer.from(svg)).resize(48, 48).png().toBuffer()
    if (icons.size < 100) icons.set(svg, png)
    png.catch(() => icons.delete(svg))
  }
  return new Response(new Uint8Array(await png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' },
  })
}
