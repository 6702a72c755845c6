import { describe, expect, it } from 'vitest'
import type { Locale } from '@/cms/locales'
import {
  carryFields,
  carryHref,
  carryReference,
  carryRichText,
  dataFields,
  firstFreeSlug,
  localeView,
  parseSiteHref,
  planLocales,
  referencesOf,
  slugCandidates,
  slugFromTitle,
  type CarryContext,
  type FieldShape,
  type Unresolved,
} from './rules'

const se = { locales: ['sv-SE', 'en-GB'] as Locale[], defaultLocale: 'sv-SE' as Locale }
const fi = { locales: ['fi-FI', 'sv-SE'] as Locale[], defaultLocale: 'fi-FI' as Locale }
const no = { locales: ['nb-NO', 'en-GB'] as Locale[], defaultLocale: 'nb-NO' as Locale }

describe('which languages a copy gets', () => {
  it('copies the languages both sites have, each into itself', () => {
    expect(planLocales({ source: se, target: fi, written: ['sv-SE', 'en-GB'], defaultIntoDefault: false })).toEqual([
      { from: 'sv-SE', to: 'sv-SE' },
    ])
  })

  it("on request fills the target's default language from the source's default, first", () => {
    expect(planLocales({ source: se, target: fi, written: ['sv-SE', 'en-GB'], defaultIntoDefault: true })).toEqual([
      { from: 'sv-SE', to: 'fi-FI' },
      { from: 'sv-SE', to: 'sv-SE' },
    ])
  })

  it('never overwrites a target default that is copied as itself, and skips unwritten or unasked languages', () => {
    expect(planLocales({ source: fi, target: se, written: ['fi-FI', 'sv-SE'], defaultIntoDefault: true })).toEqual([
      { from: 'sv-SE', to: 'sv-SE' },
    ])
    expect(planLocales({ source: se, target: no, written: ['sv-SE'], defaultIntoDefault: false })).toEqual([])
    expect(
      planLocales({ source: se, target: no, written: ['sv-SE', 'en-GB'], only: ['sv-SE'], defaultIntoDefault: true }),
    ).toEqual([{ from: 'sv-SE', to: 'nb-NO' }])
  })
})

describe('the slug of a copy', () => {
  it('takes the first of the slug, slug-2, slug-3 … whose path is free under the parent', () => {
    const candidates = slugCandidates('villkor')
    expect(candidates.slice(0, 3)).toEqual(['villkor', 'villkor-2', 'villkor-3'])
    expect(firstFreeSlug(candidates, '/om-oss', new Set(['/om-oss/villkor', '/om-oss/villkor-2']))).toBe('villkor-3')
    expect(firstFreeSlug(candidates, null, new Set(['/om-oss/villkor']))).toBe('villkor')
    expect(firstFreeSlug(['a', 'a-2'], '/', new Set(['/a', '/a-2']))).toBeNull()
  })

  it('numbers from the whole slug (a trailing number may be its own), and names a page without a slug after its title', () => {
    expect(slugCandidates('xc-60').slice(0, 2)).toEqual(['xc-60', 'xc-60-2'])
    expect(slugFromTitle('Köpvillkor & integritet!')).toBe('köpvillkor-integritet')
    expect(slugFromTitle('???')).toBe('page')
  })
})

describe('links of the source site read back', () => {
  it('finds the language from the prefix and keeps the query and fragment apart', () => {
    expect(parseSiteHref('/en/about?x=1#top', se)).toEqual({ locale: 'en-GB', path: '/about', suffix: '?x=1#top' })
    expect(parseSiteHref('/en', se)).toEqual({ locale: 'en-GB', path: '/', suffix: '' })
    expect(parseSiteHref('/om-oss/', se)).toEqual({ locale: 'sv-SE', path: '/om-oss', suffix: '' })
    expect(parseSiteHref('https://example.com/x', se)).toBeNull()
    expect(parseSiteHref('//example.com/x', se)).toBeNull()
    expect(parseSiteHref('mailto:a@b.se', se)).toBeNull()
  })
})

const ctx = (unresolved: Unresolved[], pair = { from: 'sv-SE' as Locale, to: 'sv-SE' as Locale }): CarryContext => ({
  pair,
  source: se,
  target: fi,
  unresolved,
  // The target (fi) has /villkor in Swedish and /ehdot in Finnish; source page 7 is /villkor in Swedish.
  targetPages: (locale, path) =>
    locale === 'sv-SE' && path === '/villkor' ? 70 : locale === 'fi-FI' && path === '/ehdot' ? 71 : null,
  sourcePaths: (id, locale) => (id === 7 && locale === 'sv-SE' ? '/villkor' : null),
})

describe('links carried to the target site', () => {
  it("keeps a path the target has a page at, in the target's form of the language; reports the rest", () => {
    const unresolved: Unresolved[] = []
    expect(carryHref('/villkor#p2', 'a', ctx(unresolved))).toBe('/sv/villkor#p2')
    expect(carryHref('https://example.com', 'b', ctx(unresolved))).toBe('https://example.com')
    expect(carryHref('/saknas', 'c', ctx(unresolved))).toBeNull()
    expect(carryHref('/en/terms', 'd', ctx(unresolved))).toBeNull()
    expect(unresolved).toEqual([
      { locale: 'sv-SE', field: 'c', was: '/saknas', reason: 'no-page-at-path' },
      { locale: 'sv-SE', field: 'd', was: '/en/terms', reason: 'no-such-language' },
    ])
  })

  it('follows the content into the language it is copied into', () => {
    const unresolved: Unresolved[] = []
    expect(carryHref('/ehdot', 'a', ctx(unresolved, { from: 'sv-SE', to: 'fi-FI' }))).toBe('/ehdot')
  })

  it('re-points rich text links, unwraps those that cannot be kept and drops references of the source site', () => {
    const unresolved: Unresolved[] = []
    const text = (t: string) => ({ type: 'text', text: t })
    const link = (fields: Record<string, unknown>, t: string) => ({ type: 'link', fields, children: [text(t)] })
    const state = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              link({ linkType: 'custom', url: '/villkor' }, 'kept'),
              link({ linkType: 'custom', url: '/saknas' }, 'unwrapped'),
              link({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 7 } } }, 'page'),
              link({ linkType: 'internal', doc: { relationTo: 'stories', value: 3 } }, 'story'),
            ],
          },
          { type: 'upload', relationTo: 'media', value: 5 },
          { type: 'relationship', relationTo: 'marketing-forms', value: 2 },
        ],
      },
    }
    expect(carryRichText(state, 'content', ctx(unresolved))).toEqual({
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              link({ linkType: 'custom', url: '/sv/villkor' }, 'kept'),
              text('unwrapped'),
              link({ linkType: 'internal', doc: { relationTo: 'pages', value: 70 } }, 'page'),
              text('story'),
            ],
          },
          { type: 'upload', relationTo: 'media', value: 5 },
        ],
      },
    })
    expect(unresolved.map((u) => `${u.was} ${u.reason}`)).toEqual([
      '/saknas no-page-at-path',
      'stories:3 belongs-to-source-site',
      'marketing-forms:2 belongs-to-source-site',
    ])
  })
})

const BLOCKS: FieldShape = {
  type: 'blocks',
  name: 'layout',
  localized: true,
  blocks: [
    {
      slug: 'cta',
      fields: [
        { type: 'text', name: 'title' },
        { type: 'group', name: 'link', fields: [{ type: 'text', name: 'href', custom: { sitePath: 'href' } }] },
        { type: 'upload', name: 'image', relationTo: 'media' },
        { type: 'relationship', name: 'form', relationTo: 'marketing-forms' },
        { type: 'relationship', name: 'index', relationTo: 'pages' },
        { type: 'array', name: 'rows', fields: [{ type: 'text', name: 'path', custom: { sitePath: 'path' } }] },
      ],
    },
  ],
}
const PAGE: FieldShape[] = [
  { type: 'text', name: 'title', localized: true },
  { type: 'ui', name: 'status' },
  {
    type: 'tabs',
    tabs: [{ fields: [BLOCKS] }, { fields: [{ type: 'upload', name: 'ogImage', relationTo: 'media' }] }],
  },
]

describe('blocks carried to the target site', () => {
  const doc = {
    title: { 'sv-SE': 'Villkor', 'en-GB': 'Terms' },
    ogImage: 4,
    layout: {
      'sv-SE': [
        {
          id: 'abc',
          blockType: 'cta',
          blockName: 'Top',
          title: 'Läs',
          link: { href: '/villkor' },
          image: { id: 5, url: '/x.jpg' },
          form: 2,
          index: 7,
          rows: [
            { id: 'r1', path: '/villkor' },
            { id: 'r2', path: '/saknas' },
          ],
        },
        { id: 'gone', blockType: 'removedKind' },
      ],
    },
  }

  it("gives rows new ids, keeps media, re-points the source's pages and paths and leaves out its other documents", () => {
    const fields = dataFields(PAGE)
    expect(fields.map((f) => f.name)).toEqual(['title', 'layout', 'ogImage'])
    const view = localeView(fields, doc, 'sv-SE')
    const unresolved: Unresolved[] = []
    expect(carryFields(fields, view, '', ctx(unresolved))).toEqual({
      title: 'Villkor',
      ogImage: 4,
      layout: [
        {
          blockType: 'cta',
          blockName: 'Top',
          title: 'Läs',
          link: { href: '/sv/villkor' },
          image: 5,
          form: null,
          index: 70,
          rows: [{ path: '/villkor' }, { path: null }],
        },
      ],
    })
    expect(unresolved.map((u) => u.field)).toEqual(['layout[0].form', 'layout[0].rows[1].path'])
  })

  it('lists the paths and page ids to look up before carrying', () => {
    const fields = dataFields(PAGE)
    const view = localeView(fields, doc, 'sv-SE')
    const base = { pair: { from: 'sv-SE' as Locale, to: 'sv-SE' as Locale }, source: se, target: fi }
    expect(referencesOf(fields, view, { ...base, sourcePaths: () => null }).sourcePageIds).toEqual([7])
    expect(referencesOf(fields, view, { ...base, sourcePaths: () => '/villkor' }).paths).toEqual([
      { locale: 'sv-SE', path: '/villkor' },
      { locale: 'sv-SE', path: '/saknas' },
    ])
  })
})

describe("a page's group document on the copy", () => {
  it('is kept: every site shows the group documents', () => {
    const unresolved: Unresolved[] = []
    expect(carryReference('group-content', 9, 'groupContent', ctx(unresolved))).toBe(9)
    expect(unresolved).toEqual([])
  })
})
