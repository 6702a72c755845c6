import { describe, expect, it } from 'vitest'
import { carryFields, type FieldShape, type Unresolved } from '../copy/rules'
import { groupShown, lastChange, mergeGroupContent, showingContext } from './merge'

const page = {
  id: 7,
  path: '/integritet',
  title: 'Sidans titel',
  metaTitle: 'Sidans SEO',
  metaDescription: 'Sidans beskrivning',
  layout: [{ blockType: 'richText', id: 'own' }],
}
const group = {
  _status: 'published',
  title: 'Integritetspolicy',
  metaTitle: null,
  metaDescription: 'Gruppens beskrivning',
  layout: [{ blockType: 'richText', id: 'group' }],
}

describe('which field a page showing a group document renders from where', () => {
  it('takes every shared field from the group document and keeps the page’s address', () => {
    expect(mergeGroupContent(page, group, [])).toEqual({
      id: 7,
      path: '/integritet',
      title: 'Integritetspolicy',
      metaTitle: null,
      metaDescription: 'Gruppens beskrivning',
      layout: [{ blockType: 'richText', id: 'group' }],
    })
  })

  it('keeps the fields the page overrides as its own', () => {
    const merged = mergeGroupContent(page, group, ['title', 'layout'])
    expect(merged.title).toBe('Sidans titel')
    expect(merged.layout).toEqual([{ blockType: 'richText', id: 'own' }])
    expect(merged.metaDescription).toBe('Gruppens beskrivning')
  })

  it('ignores override names that are not shared fields', () => {
    expect(mergeGroupContent(page, group, ['path', 'navTitle']).title).toBe('Integritetspolicy')
  })

  it('shows the page’s own fields when the group document is unpublished, deleted or not in the page’s language', () => {
    expect(mergeGroupContent(page, { ...group, _status: 'draft' }, [])).toEqual(page)
    expect(mergeGroupContent(page, null, [])).toEqual(page)
    expect(mergeGroupContent(page, { ...group, title: null, layout: [] }, [])).toEqual(page)
    expect(mergeGroupContent(page, { ...group, title: '  ' }, [])).toEqual(page)
    expect(groupShown({ ...group, title: undefined })).toBe(false)
  })

  it('gives an empty block list where the group document has none', () => {
    expect(mergeGroupContent(page, { ...group, layout: undefined }, []).layout).toEqual([])
  })
})

describe('links of a group document carried into the site that shows it', () => {
  const fields: FieldShape[] = [
    {
      type: 'blocks',
      name: 'layout',
      blocks: [
        {
          slug: 'cta',
          fields: [
            { type: 'text', name: 'id' },
            { type: 'group', name: 'link', fields: [{ type: 'text', name: 'href', custom: { sitePath: 'href' } }] },
            { type: 'upload', name: 'image', relationTo: 'media' },
            { type: 'relationship', name: 'indexPage', relationTo: 'pages' },
          ],
        },
      ],
    },
  ]
  const uk = { locales: ['en-GB'] as const, defaultLocale: 'en-GB' as const }
  const se = { locales: ['sv-SE', 'en-GB'] as const, defaultLocale: 'sv-SE' as const }
  // Page 40 is another site's page at /contact; each site has its own pages at its paths.
  const pagePaths = (id: number) => (id === 40 ? '/contact' : null)
  const sitePages = (paths: Record<string, number>) => (_locale: string, path: string) => paths[path] ?? null

  const layout = [
    {
      blockType: 'cta',
      id: 'row-1',
      link: { href: '/contact#form' },
      image: { id: 5, url: '/media/5.jpg' },
      indexPage: { id: 40, path: '/contact' },
    },
  ]

  it('points a path and a page reference at the showing site’s page at that path, keeping rows and media as read', () => {
    const ctx = showingContext(uk, 'en-GB', sitePages({ '/contact': 91 }), pagePaths)
    expect(carryFields(fields, { layout }, '', ctx)).toEqual({
      layout: [
        {
          blockType: 'cta',
          id: 'row-1',
          link: { href: '/contact#form' },
          image: { id: 5, url: '/media/5.jpg' },
          indexPage: 91,
        },
      ],
    })
  })

  it('writes the link in the showing site’s language form and leaves out what that site has no page for', () => {
    const unresolved: Unresolved[] = []
    const ctx = showingContext(se, 'en-GB', sitePages({}), pagePaths, unresolved)
    const [row] = carryFields(fields, { layout }, '', ctx).layout as Record<string, unknown>[]
    expect(row.link).toEqual({ href: null })
    expect(row.indexPage).toBeNull()
    expect(unresolved.map((u) => u.reason)).toEqual(['no-page-at-path', 'no-page-at-path'])

    const found = showingContext(se, 'en-GB', sitePages({ '/contact': 12 }), pagePaths)
    const [shown] = carryFields(fields, { layout: [{ ...layout[0], link: { href: '/en/contact' } }] }, '', found)
      .layout as Record<string, unknown>[]
    expect(shown.link).toEqual({ href: '/en/contact' })
    expect(shown.indexPage).toBe(12)
  })
})

describe('the last change of a page that shows a group document', () => {
  it('is the later of the page’s and the group document’s', () => {
    expect(lastChange('2026-11-29T10:00:00.000Z', '2026-11-29T11:00:00.000Z')).toBe('2026-11-29T11:00:00.000Z')
    expect(lastChange('2026-11-29T12:00:00.000Z', '2026-11-29T11:00:00.000Z')).toBe('2026-11-29T12:00:00.000Z')
    expect(lastChange('2026-11-29T12:00:00.000Z', undefined)).toBe('2026-11-29T12:00:00.000Z')
  })
})
