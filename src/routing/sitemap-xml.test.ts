import { describe, expect, it } from 'vitest'
import { sitemapDocument, type SitemapEntry } from './sitemap-xml'

const entry = (i: number): SitemapEntry => ({
  loc: `https://se.example/kop-bil/${i}/car-${i}`,
  lastmod: '2026-11-01T00:00:00Z',
  alternates: [],
})
const entries = (n: number) => Array.from({ length: n }, (_, i) => entry(i + 1))
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('sitemapDocument', () => {
  it('is one urlset up to the limit, with alternates and escaped addresses', () => {
    const xml = sitemapDocument(
      [
        { loc: 'https://x/a?b=1&c=2', lastmod: 'd', alternates: [{ hreflang: 'en-GB', href: 'https://x/en/a' }] },
        ...entries(2),
      ],
      null,
      'https://x',
      3,
    )!
    expect(xml).toContain('<urlset')
    expect(locs(xml)).toEqual([
      'https://x/a?b=1&amp;c=2',
      'https://se.example/kop-bil/1/car-1',
      'https://se.example/kop-bil/2/car-2',
    ])
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://x/en/a"/>')
    expect(sitemapDocument(entries(3), 1, 'https://x', 3)).toBeNull()
  })

  it('becomes an index of parts above the limit, and every URL is in exactly one part', () => {
    const all = entries(7)
    const index = sitemapDocument(all, null, 'https://se.example', 3)!
    expect(index).toContain('<sitemapindex')
    expect(locs(index)).toEqual([
      'https://se.example/sitemap-1.xml',
      'https://se.example/sitemap-2.xml',
      'https://se.example/sitemap-3.xml',
    ])
    const seen = [1, 2, 3].flatMap((part) => locs(sitemapDocument(all, part, 'https://se.example', 3)!))
    expect(seen).toEqual(all.map((e) => e.loc))
    expect(sitemapDocument(all, 4, 'https://se.example', 3)).toBeNull()
    expect(sitemapDocument(all, 0, 'https://se.example', 3)).toBeNull()
  })

  it('keeps the 50,000-URL limit of the protocol by default', () => {
    expect(sitemapDocument(entries(50_000), null, 'https://x')).toContain('<urlset')
    const index = sitemapDocument(entries(50_001), null, 'https://x')!
    expect(locs(index)).toHaveLength(2)
    expect(locs(sitemapDocument(entries(50_001), 2, 'https://x')!)).toEqual([
      'https://se.example/kop-bil/50001/car-50001',
    ])
  })
})
