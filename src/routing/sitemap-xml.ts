/** Sitemaps (sitemaps.org): a urlset of at most 50,000 URLs, else an index of such parts. */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapEntry = { loc: string; lastmod: string; alternates: { hreflang: string; href: string }[] }

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function renderUrlset(entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const alts = e.alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join('')
      return `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>${alts}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

/** The public path of part n (1-based) of a site's sitemap. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`

export function renderIndex(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(origin + sitemapPartPath(i + 1))}</loc></sitemap>`,
  ).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`
}

/**
 * The document at /sitemap.xml (`part` null) or /sitemap-{part}.xml: up to `max` URLs the urlset itself,
 * above that an index of parts of `max` URLs each. Null for a part that does not exist (404).
 */
export function sitemapDocument(
  entries: SitemapEntry[],
  part: number | null,
  origin: string,
  max = SITEMAP_MAX_URLS,
): string | null {
  const parts = Math.ceil(entries.length / max)
  if (part === null) return parts <= 1 ? renderUrlset(entries) : renderIndex(origin, parts)
  if (parts <= 1 || !Number.isInteger(part) || part < 1 || part > parts) return null
  return renderUrlset(entries.slice((part - 1) * max, part * max))
}
