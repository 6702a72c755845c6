/**
 * A group document shown on several sites (src/features/pages/group): each site's page shows its published fields in
 * the page's language, except the fields the page keeps as its own; its links point inside the showing site; a
 * publish reaches every showing page's view and render tags at once; an unpublished or deleted group document leaves
 * the pages their own content; only group admins write it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GroupContent, Page, Site, User } from '@/payload-types'
import type { Locale } from '@/cms/locales'
import { query } from '@/platform/db'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let sites: Record<string, Site>
let editor: User
let ukEditor: User
let group: GroupContent
let seContact: Page
let ukContact: Page
let sePrivacy: Page
let ukPrivacy: Page

const richText = (children: unknown[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [{ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, children }],
  },
})
const internalLink = (pageId: number) => ({
  type: 'link',
  version: 3,
  id: 'contact-link-000000000000',
  fields: { newTab: false, linkType: 'internal', doc: { relationTo: 'pages', value: pageId } },
  direction: 'ltr',
  format: '',
  indent: 0,
  children: [{ type: 'text', version: 1, text: 'contact', format: 0, detail: 0, mode: 'normal', style: '' }],
})

/** The view a visitor's render builds of a content page (src/routing/view.ts). */
async function viewOf(site: string, locale: Locale, path: string) {
  const { siteContext } = await import('@/sites/context')
  const { routeView } = await import('@/routing/view')
  return routeView((await siteContext(site, locale))!, { kind: 'content', path })
}

type Row = Record<string, unknown>
const blocks = (page: Page | null | undefined) => (page?.layout ?? []) as unknown as Row[]

const lastInvalidation = async () =>
  (
    await query<{ last: string }>(payload, sql`select coalesce(max(id), 0)::text as last from platform.invalidations`)
  )[0].last
const topicsSince = async (last: string) =>
  (await query<{ topic: string }>(payload, sql`select topic from platform.invalidations where id > ${last}`)).map(
    (row) => row.topic,
  )

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  sites = await (await import('@/demo/seed/sites')).seedSites(payload)
  // The first account is always a group admin.
  await payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'correct horse battery', role: 'admin' },
  })
  editor = await payload.create({
    collection: 'users',
    data: {
      email: 'se@example.com',
      password: 'correct horse battery',
      role: 'editor',
      sites: [{ site: sites.se.id }],
    },
  })

  ukEditor = await payload.create({
    collection: 'users',
    data: {
      email: 'uk@example.com',
      password: 'correct horse battery',
      role: 'editor',
      sites: [{ site: sites.uk.id }],
    },
  })

  // A contact page on each site: Swedish /kontakt and English /contact on se, /contact on uk.
  seContact = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: { site: sites.se.id, title: 'Kontakt', slug: 'kontakt', _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: seContact.id,
    locale: 'en-GB',
    data: { title: 'Contact', slug: 'contact', _status: 'published' },
  })
  ukContact = await payload.create({
    collection: 'pages',
    locale: 'en-GB',
    data: { site: sites.uk.id, title: 'Contact us', slug: 'contact', _status: 'published' },
  })

  group = await payload.create({
    collection: 'group-content',
    locale: 'sv-SE',
    data: {
      title: 'Integritetspolicy',
      metaDescription: 'Så behandlar koncernen personuppgifter.',
      _status: 'published',
      layout: [
        {
          blockType: 'callToAction',
          title: 'Frågor?',
          link: { label: 'Kontakta oss', href: '/kontakt' },
          secondaryLink: { label: 'Gammal sida', href: '/finns-inte' },
        },
      ],
    } as never,
  })
  group = await payload.update({
    collection: 'group-content',
    id: group.id,
    locale: 'en-GB',
    data: {
      title: 'Privacy policy',
      metaDescription: 'How the group handles personal data.',
      _status: 'published',
      layout: [
        { blockType: 'callToAction', title: 'Questions?', link: { label: 'Contact us', href: '/contact' } },
        // A page of the Swedish site: on each site it is that site's page at the same path.
        { blockType: 'richText', content: richText([internalLink(seContact.id)]) },
      ],
    } as never,
  })

  sePrivacy = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: {
      site: sites.se.id,
      title: 'Integritet (egen)',
      slug: 'integritet',
      groupContent: group.id,
      _status: 'published',
    },
  })
  ukPrivacy = await payload.create({
    collection: 'pages',
    locale: 'en-GB',
    data: {
      site: sites.uk.id,
      title: 'Privacy at our UK dealers',
      slug: 'privacy',
      groupContent: group.id,
      localOverrides: ['title'],
      layout: [{ blockType: 'callToAction', title: 'Our own text' }],
      _status: 'published',
    } as never,
  })
})

afterAll(async () => {
  await ctx?.teardown()
})

describe('a group document shown on two sites', () => {
  it('is each site’s page in the page’s language, with the page’s own address and its overridden title', async () => {
    const se = await viewOf('se', 'sv-SE', '/integritet')
    expect(se!.page).toMatchObject({
      id: sePrivacy.id,
      path: '/integritet',
      title: 'Integritetspolicy',
      metaDescription: 'Så behandlar koncernen personuppgifter.',
    })
    expect(se!.title).toBe('Integritetspolicy')
    // The page holds no second copy of the group document (with its links unmapped): it is read on its own.
    expect(se!.page!.groupContent).toEqual({ id: group.id, _status: 'published' })

    const uk = await viewOf('uk', 'en-GB', '/privacy')
    expect(uk!.page).toMatchObject({
      id: ukPrivacy.id,
      path: '/privacy',
      title: 'Privacy at our UK dealers',
      metaDescription: 'How the group handles personal data.',
    })
    expect(blocks(uk!.page).map((b) => b.blockType)).toEqual(['callToAction', 'richText'])
  })

  it('points its links inside the site that shows it, leaving out what that site has no page for', async () => {
    const [cta] = blocks((await viewOf('se', 'sv-SE', '/integritet'))!.page)
    expect(cta.link).toMatchObject({ href: '/kontakt' })
    expect((cta.secondaryLink as Row).href).toBeNull()

    const [ukCta, ukText] = blocks((await viewOf('uk', 'en-GB', '/privacy'))!.page)
    expect(ukCta.link).toMatchObject({ href: '/contact' })
    const link = JSON.stringify(ukText.content)
    expect(link).toContain(`"value":${ukContact.id}`)
    expect(link).not.toContain(`"value":${seContact.id}`)
  })

  it('lists the pages that show it on the group document', async () => {
    const doc = await payload.findByID({ collection: 'group-content', id: group.id, depth: 1, locale: 'en-GB' })
    const shown = (doc.shownOn?.docs ?? []).map((p) => (typeof p === 'object' ? p.id : p))
    expect(shown.sort()).toEqual([sePrivacy.id, ukPrivacy.id].sort())
  })

  it('reaches both sites’ views and render tags when a change is published', async () => {
    // Both views are kept per process now; the publish must drop them.
    await viewOf('se', 'sv-SE', '/integritet')
    await viewOf('uk', 'en-GB', '/privacy')
    const last = await lastInvalidation()
    await payload.update({
      collection: 'group-content',
      id: group.id,
      locale: 'sv-SE',
      data: { title: 'Integritetspolicy 2026', _status: 'published' },
    })
    await payload.update({
      collection: 'group-content',
      id: group.id,
      locale: 'en-GB',
      data: { metaDescription: 'How the group handles personal data, 2026.', _status: 'published' },
    })
    expect(await topicsSince(last)).toEqual(
      expect.arrayContaining([`tag:page:${sePrivacy.id}`, `tag:page:${ukPrivacy.id}`]),
    )
    expect((await viewOf('se', 'sv-SE', '/integritet'))!.page!.title).toBe('Integritetspolicy 2026')
    expect((await viewOf('uk', 'en-GB', '/privacy'))!.page!.metaDescription).toBe(
      'How the group handles personal data, 2026.',
    )
    // The sitemap dates the pages by the group document's publish.
    const { sitemapPages } = await import('@/features/pages/find')
    const published = await payload.findByID({ collection: 'group-content', id: group.id, depth: 0 })
    const entry = (await sitemapPages(sites.uk.id)).find((p) => p.paths['en-GB'] === '/privacy')
    expect(entry?.updatedAt).toBe(published.updatedAt)
  })

  it('is what the publish checks judge on a page that shows it', async () => {
    const longTitle = 'How every dealer of the group handles your personal data, and why'
    await payload.update({
      collection: 'group-content',
      id: group.id,
      locale: 'en-GB',
      data: { metaTitle: longTitle, _status: 'published' },
    })
    const publish = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'pages',
        id: ukPrivacy.id,
        locale: 'en-GB',
        data: { ...data, _status: 'published' },
        user: { ...ukEditor, collection: 'users' } as never,
        overrideAccess: false,
      })
    // The page's own SEO title is short; the group document's, which the page shows, is not.
    const refused = (await publish({ metaTitle: 'Privacy' }).catch((e: unknown) => e)) as {
      data?: { errors?: { path: string; message: string }[] }
    }
    expect(refused.data?.errors?.map((e) => e.path)).toEqual(['metaTitle'])
    expect(refused.data?.errors?.[0].message).toContain('en-GB')
    // Kept as the page's own, the short one is shown and judged.
    const published = await publish({ metaTitle: 'Privacy', localOverrides: ['title', 'metaTitle'] })
    expect(published._status).toBe('published')
    expect((await viewOf('uk', 'en-GB', '/privacy'))!.title).toBe('Privacy')
  })

  it('is not written by a site editor, who may read it to choose it', async () => {
    const asEditor = { user: { ...editor, collection: 'users' } as never, overrideAccess: false }
    await expect(
      payload.create({ collection: 'group-content', locale: 'sv-SE', data: { title: 'Egen' } as never, ...asEditor }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.update({
        collection: 'group-content',
        id: group.id,
        locale: 'sv-SE',
        data: { title: 'Egen' },
        ...asEditor,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'group-content', id: group.id, ...asEditor })).rejects.toMatchObject({
      status: 403,
    })
    const read = await payload.find({ collection: 'group-content', locale: 'sv-SE', ...asEditor })
    expect(read.docs.map((d) => d.id)).toEqual([group.id])
  })

  it('leaves the pages their own content while it is unpublished, and once it is deleted', async () => {
    // A draft is not shown; unpublishing over it is.
    await payload.update({
      collection: 'group-content',
      id: group.id,
      locale: 'sv-SE',
      draft: true,
      data: { title: 'Utkast', _status: 'draft' },
    })
    expect((await viewOf('se', 'sv-SE', '/integritet'))!.page!.title).toBe('Integritetspolicy 2026')
    let last = await lastInvalidation()
    await payload.update({ collection: 'group-content', id: group.id, data: { _status: 'draft' } })
    expect(await topicsSince(last)).toEqual(expect.arrayContaining([`tag:page:${sePrivacy.id}`]))
    expect((await viewOf('se', 'sv-SE', '/integritet'))!.page).toMatchObject({ title: 'Integritet (egen)', layout: [] })
    const uk = await viewOf('uk', 'en-GB', '/privacy')
    expect(blocks(uk!.page).map((b) => b.title)).toEqual(['Our own text'])

    await payload.update({
      collection: 'group-content',
      id: group.id,
      locale: 'sv-SE',
      data: { title: 'Integritetspolicy 2027', _status: 'published' },
    })
    expect((await viewOf('se', 'sv-SE', '/integritet'))!.page!.title).toBe('Integritetspolicy 2027')
    last = await lastInvalidation()
    await payload.delete({ collection: 'group-content', id: group.id })
    expect(await topicsSince(last)).toEqual(
      expect.arrayContaining([`tag:page:${sePrivacy.id}`, `tag:page:${ukPrivacy.id}`]),
    )
    expect((await viewOf('se', 'sv-SE', '/integritet'))!.page!.title).toBe('Integritet (egen)')
  })
})
