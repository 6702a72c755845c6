import { describe, expect, it } from 'vitest'
import {
  HERO_IMAGE_BUDGET_BYTES,
  IMAGE_BUDGET_BYTES,
  internalHref,
  MAX_SEO_TITLE_LENGTH,
  overrideRefusal,
  publishFindings,
  type PageView,
} from './rules'

const clean: PageView = {
  siteLocales: ['sv-SE', 'en-GB'],
  titles: { 'sv-SE': { title: 'Om oss', metaTitle: null }, 'en-GB': { title: 'About us', metaTitle: null } },
  links: [{ locale: 'sv-SE', path: 'layout.0.link.href', href: '/kontakt', resolves: true }],
  images: [{ locale: 'sv-SE', path: 'layout.1.image', media: 7, alt: 'En bil', bytes: 100_000, hero: false }],
  carQueries: [{ locale: 'sv-SE', path: 'layout.2', count: 3 }],
}
const rules = (view: PageView) => publishFindings(view).map((f) => [f.rule, f.path, f.locale])

describe('publish findings', () => {
  it('finds nothing on a clean page', () => {
    expect(publishFindings(clean)).toEqual([])
  })

  it('finds an internal link that does not resolve, naming it', () => {
    const findings = publishFindings({
      ...clean,
      links: [{ locale: 'en-GB', path: 'layout.3.link.href', href: '/en/gone', resolves: false }],
    })
    expect(findings.map((f) => [f.rule, f.path, f.locale])).toEqual([['internal-link', 'layout.3.link.href', 'en-GB']])
    expect(findings[0].message.en).toContain('/en/gone')
    expect(findings[0].message.sv).toContain('/en/gone')
  })

  it('finds an image without alternative text (blank counts as none)', () => {
    const image = { locale: 'sv-SE', path: 'layout.1.image', media: 7, alt: '  ', bytes: 1000, hero: false }
    expect(rules({ ...clean, images: [image] })).toEqual([['image-alt', 'layout.1.image', 'sv-SE']])
  })

  it('weighs a hero against 300 KB and other images against 200 KB', () => {
    const image = (bytes: number, hero: boolean) => ({
      locale: 'sv-SE',
      path: 'layout.0.image',
      media: 7,
      alt: 'Bil',
      bytes,
      hero,
    })
    expect(rules({ ...clean, images: [image(HERO_IMAGE_BUDGET_BYTES, true)] })).toEqual([])
    expect(rules({ ...clean, images: [image(HERO_IMAGE_BUDGET_BYTES + 1, true)] })).toEqual([
      ['image-weight', 'layout.0.image', 'sv-SE'],
    ])
    expect(rules({ ...clean, images: [image(IMAGE_BUDGET_BYTES, false)] })).toEqual([])
    expect(rules({ ...clean, images: [image(IMAGE_BUDGET_BYTES + 1, false)] })).toEqual([
      ['image-weight', 'layout.0.image', 'sv-SE'],
    ])
    expect(rules({ ...clean, images: [image(10_000_000, false), { ...image(0, false), bytes: null }] })).toHaveLength(1)
  })

  it('names the image and its budget on a weight finding, for the lighter copy', () => {
    const view = {
      ...clean,
      images: [{ ...clean.images[0], media: 12, bytes: HERO_IMAGE_BUDGET_BYTES + 1, hero: true }],
    }
    expect(publishFindings(view).map((f) => f.lighten)).toEqual([{ media: 12, maxBytes: HERO_IMAGE_BUDGET_BYTES }])
  })

  it("finds each site locale the page has no title in, and ignores locales that are not the site's", () => {
    expect(
      rules({
        ...clean,
        titles: { 'sv-SE': { title: 'Om oss', metaTitle: null }, 'fi-FI': { title: 'Meistä', metaTitle: null } },
      }),
    ).toEqual([['translation', 'title', 'en-GB']])
  })

  it('names the missing language in the editor’s language, not by its code', () => {
    const [finding] = publishFindings({ ...clean, titles: { 'sv-SE': { title: 'Om oss', metaTitle: null } } })
    expect(finding.message.sv).toBe('Sidan är inte skriven på engelska, ett av webbplatsens språk.')
    expect(finding.message.en).toContain('not written in English')
  })

  it('counts the SEO title when set, else the title, up to 60 characters', () => {
    const long = 'x'.repeat(MAX_SEO_TITLE_LENGTH + 1)
    const ok = 'x'.repeat(MAX_SEO_TITLE_LENGTH)
    const titles = (sv: { title: string; metaTitle: string | null }) => ({ ...clean.titles, 'sv-SE': sv })
    expect(rules({ ...clean, titles: titles({ title: ok, metaTitle: null }) })).toEqual([])
    expect(rules({ ...clean, titles: titles({ title: long, metaTitle: null }) })).toEqual([
      ['title-length', 'title', 'sv-SE'],
    ])
    expect(rules({ ...clean, titles: titles({ title: long, metaTitle: 'Kort' }) })).toEqual([])
    expect(rules({ ...clean, titles: titles({ title: 'Kort', metaTitle: long }) })).toEqual([
      ['title-length', 'metaTitle', 'sv-SE'],
    ])
    // Characters, not UTF-16 units: 60 emoji are 60 characters.
    expect(rules({ ...clean, titles: titles({ title: '🚗'.repeat(MAX_SEO_TITLE_LENGTH), metaTitle: null }) })).toEqual(
      [],
    )
  })

  it('finds a car query that finds no car, not one whose search failed', () => {
    expect(
      rules({
        ...clean,
        carQueries: [
          { locale: 'sv-SE', path: 'layout.4', count: 0 },
          { locale: 'sv-SE', path: 'layout.5', count: null },
        ],
      }),
    ).toEqual([['car-query', 'layout.4', 'sv-SE']])
  })

  it('gives every message in every admin language', () => {
    const findings = publishFindings({
      siteLocales: ['sv-SE'],
      titles: {},
      links: [{ locale: 'sv-SE', path: 'a', href: '/x', resolves: false }],
      images: [{ locale: 'sv-SE', path: 'b', media: 3, alt: null, bytes: 10 ** 7, hero: true }],
      carQueries: [{ locale: 'sv-SE', path: 'c', count: 0 }],
    })
    expect(findings.map((f) => f.rule)).toEqual([
      'translation',
      'internal-link',
      'image-alt',
      'image-weight',
      'car-query',
    ])
    for (const f of findings) for (const text of Object.values(f.message)) expect(text.length).toBeGreaterThan(10)
  })
})

describe('override', () => {
  it('is a group admin’s, with a reason of 10 to 500 characters', () => {
    expect(overrideRefusal('Campaign starts now, alt texts follow', true)).toBeNull()
    expect(overrideRefusal('Campaign starts now, alt texts follow', false)?.en).toMatch(/group admin/)
    expect(overrideRefusal('too short', true)?.en).toMatch(/reason/)
    expect(overrideRefusal('          x ', true)).not.toBeNull()
    expect(overrideRefusal('x'.repeat(501), true)).not.toBeNull()
    expect(overrideRefusal(42, true)).not.toBeNull()
  })
})

describe('internal href', () => {
  it('is a path of the site, without query, fragment or trailing slash, decoded', () => {
    expect(internalHref('/om-oss/')).toBe('/om-oss')
    expect(internalHref('/')).toBe('/')
    expect(internalHref('/bilar?brand=volvo#top')).toBe('/bilar')
    expect(internalHref('/k%C3%B6p')).toBe('/köp')
    expect(internalHref('/%E0%A4%A')).toBe('/%E0%A4%A')
  })
  it('is none for other schemes, protocol-relative urls and fragments', () => {
    for (const href of ['https://example.com/x', '//evil.example/x', '#top', 'mailto:a@b.se', 'tel:+46'])
      expect(internalHref(href)).toBeNull()
  })
})
