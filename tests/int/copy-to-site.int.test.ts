/**
 * Copying a page to another site (src/features/pages/copy/): a draft on the target site with the same blocks under
 * new row ids, the same media, the languages both sites have (and on request the default into the default), links
 * re-pointed to the target's pages at the same paths and what could not be carried over reported; only for someone
 * who works on both sites; one transaction. Through the domain function and the pages collection's endpoint behind
 * the CMS API's gate.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Page, Site, User } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let sites: Record<string, Site>
let admin: User
let mediaId: number
let formId: number
let sourceContact: Page
let targetContact: Page
let source: Page
const tokens: Record<string, string> = {}

type Route = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let post: Route

/** `POST /api/cms/pages/{id}/copy-to-site` as Next.js calls the CMS API, signed in as `who`. */
async function copyOverHttp(who: string, pageId: number, body: unknown) {
  const url = new URL(`/api/cms/pages/${pageId}/copy-to-site`, 'http://se.localhost')
  const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
  const request = new Request(url, {
    method: 'POST',
    headers: { authorization: `JWT ${tokens[who]}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return post(request, { params: Promise.resolve({ slug }) })
}

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
const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const link = (fields: Record<string, unknown>, label: string) => ({
  type: 'link',
  version: 3,
  id: `${label}-link`.padEnd(24, '0').slice(0, 24),
  fields: { newTab: false, ...fields },
  direction: 'ltr',
  format: '',
  indent: 0,
  children: [text(label)],
})

/** A request for the domain function, as the endpoint hands it over: Payload's, with the editor on it. */
async function reqFor(user: User) {
  const { createLocalReq } = await import('payload')
  return createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
}

async function copy(user: User, input: Record<string, unknown>) {
  const { copyPageToSite } = await import('@/features/pages/copy/copy-to-site')
  return copyPageToSite(payload, { pageId: source.id, targetSiteId: sites.fi.id, ...input }, await reqFor(user))
}

const readAll = (id: number) =>
  payload.findByID({ collection: 'pages', id, locale: 'all', draft: true, depth: 0 }) as unknown as Promise<
    Record<string, Record<string, unknown>> & { site: number; _status: string; ogImage: number }
  >

beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '0'
  ctx = await bootPayload()
  payload = ctx.payload
  post = ((await import('@/app/(payload)/api/cms/[...slug]/route')) as unknown as { POST: Route }).POST
  sites = await (await import('@/demo/seed/sites')).seedSites(payload)

  const user = (email: string, data: Record<string, unknown>) =>
    payload.create({ collection: 'users', data: { email, password: 'correct horse battery', ...data } as never })
  admin = await user('admin@example.com', { role: 'admin' })
  await user('se@example.com', { role: 'editor', sites: [{ site: sites.se.id }] })
  await user('both@example.com', { role: 'editor', sites: [{ site: sites.se.id }, { site: sites.fi.id }] })
  for (const who of ['admin', 'se', 'both'])
    tokens[who] = (
      await payload.login({
        collection: 'users',
        data: { email: `${who}@example.com`, password: 'correct horse battery' },
      })
    ).token!

  const sharp = (await import('sharp')).default
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#036' } })
    .png()
    .toBuffer()
  mediaId = (
    await payload.create({
      collection: 'media',
      locale: 'sv-SE',
      data: { alt: 'Villkorsbild', site: sites.se.id } as never,
      file: { data: png, mimetype: 'image/png', name: 'villkor.png', size: png.length },
    })
  ).id
  formId = (
    await payload.create({
      collection: 'marketing-forms',
      data: {
        site: sites.se.id,
        title: 'Kontakta oss',
        fields: [{ name: 'firstName', label: 'Förnamn', type: 'text' }],
      } as never,
    })
  ).id

  // The contact page on both sites: Swedish /kontakt on each; the Finnish site's Finnish one is /yhteystiedot.
  sourceContact = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: { site: sites.se.id, title: 'Kontakt', slug: 'kontakt', _status: 'published' },
  })
  targetContact = await payload.create({
    collection: 'pages',
    locale: 'fi-FI',
    data: { site: sites.fi.id, title: 'Yhteystiedot', slug: 'yhteystiedot', _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: targetContact.id,
    locale: 'sv-SE',
    data: { title: 'Kontakt', slug: 'kontakt', _status: 'published' },
  })

  source = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: {
      site: sites.se.id,
      title: 'Villkor',
      slug: 'villkor',
      metaTitle: 'Våra villkor',
      canonicalURL: '/kontakt',
      ogImage: mediaId,
      gtmID: 'GTM-SE1234',
      _status: 'published',
      layout: [
        {
          blockType: 'callToAction',
          title: 'Frågor?',
          link: { label: 'Kontakta oss', href: '/kontakt?amne=villkor' },
          secondaryLink: { label: 'Gammal sida', href: '/finns-inte' },
        },
        {
          blockType: 'richText',
          content: richText([
            link({ linkType: 'custom', url: '/kontakt' }, 'kontakt'),
            link({ linkType: 'internal', doc: { relationTo: 'pages', value: sourceContact.id } }, 'sidan'),
            link({ linkType: 'custom', url: 'https://example.com/villkor' }, 'extern'),
          ]),
        },
        { blockType: 'imageCard', title: 'Bild', image: mediaId, link: { href: 'https://example.com' } },
        { blockType: 'marketingForm', formId },
      ],
    } as never,
  })
  await payload.update({
    collection: 'pages',
    id: source.id,
    locale: 'en-GB',
    data: {
      title: 'Terms',
      slug: 'terms',
      layout: [{ blockType: 'callToAction', title: 'Questions?', link: { href: '/en/contact' } }],
      _status: 'published',
    } as never,
  })
})

afterAll(async () => {
  await ctx?.teardown()
})

describe('a page copied to another site', () => {
  it('is a draft there with the same blocks under new ids, the same media, and links to the target site', async () => {
    const result = await copy(admin, {})
    expect(result.locales).toEqual([{ from: 'sv-SE', to: 'sv-SE' }])
    expect(result.paths).toEqual({ 'sv-SE': '/villkor' })
    const copied = await readAll(result.id)
    const original = await readAll(source.id)
    expect(copied.site).toBe(sites.fi.id)
    expect(copied._status).toBe('draft')
    expect(copied.title).toEqual({ 'sv-SE': 'Villkor' })
    expect(copied.metaTitle['sv-SE']).toBe('Våra villkor')
    expect(copied.canonicalURL['sv-SE']).toBe('/sv/kontakt')
    expect(copied.ogImage).toBe(mediaId)
    expect((copied as unknown as { gtmID?: string }).gtmID ?? null).toBeNull()

    const blocks = copied.layout['sv-SE'] as Record<string, unknown>[]
    const before = original.layout['sv-SE'] as Record<string, unknown>[]
    expect(blocks.map((b) => b.blockType)).toEqual(['callToAction', 'richText', 'imageCard', 'marketingForm'])
    for (const [i, block] of blocks.entries()) {
      expect(block.id).toEqual(expect.any(String))
      expect(block.id).not.toBe(before[i].id)
    }
    const [cta, rich, card, form] = blocks as [
      { title: string; link: { href: string; label: string }; secondaryLink: { href: string | null; label: string } },
      { content: { root: { children: { children: Record<string, unknown>[] }[] } } },
      { image: number; link: { href: string } },
      { formId: number | null },
    ]
    expect(cta.title).toBe('Frågor?')
    // The Finnish site's default is Finnish: its Swedish pages are under /sv.
    expect(cta.link).toMatchObject({ label: 'Kontakta oss', href: '/sv/kontakt?amne=villkor' })
    expect(cta.secondaryLink.label).toBe('Gammal sida')
    expect(cta.secondaryLink.href ?? null).toBeNull()
    const inline = rich.content.root.children[0].children
    expect(inline.map((node) => node.type)).toEqual(['link', 'link', 'link'])
    expect(inline[0].fields).toMatchObject({ linkType: 'custom', url: '/sv/kontakt' })
    expect(inline[1].fields).toMatchObject({
      linkType: 'internal',
      doc: { relationTo: 'pages', value: targetContact.id },
    })
    expect(inline[2].fields).toMatchObject({ url: 'https://example.com/villkor' })
    expect(card.image).toBe(mediaId)
    expect(card.link.href).toBe('https://example.com')
    expect(form.formId ?? null).toBeNull()

    expect(result.unresolved).toEqual([
      { locale: 'sv-SE', field: 'layout[0].secondaryLink.href', was: '/finns-inte', reason: 'no-page-at-path' },
      {
        locale: 'sv-SE',
        field: `layout[3].formId`,
        was: `marketing-forms:${formId}`,
        reason: 'belongs-to-source-site',
      },
    ])
    // The image is the Swedish site's: the Finnish site's editors can show it but not replace it.
    expect(result.sharedMedia).toEqual([mediaId])
    // The source is untouched.
    expect((await readAll(source.id)).layout).toEqual(original.layout)
  })

  it("on request fills the target's default language too, and takes a numbered slug when the path is taken", async () => {
    const result = await copy(admin, { defaultIntoDefault: true })
    expect(result.locales).toEqual([
      { from: 'sv-SE', to: 'fi-FI' },
      { from: 'sv-SE', to: 'sv-SE' },
    ])
    expect(result.paths).toEqual({ 'fi-FI': '/villkor', 'sv-SE': '/villkor-2' })
    const copied = await readAll(result.id)
    expect(copied.title).toEqual({ 'fi-FI': 'Villkor', 'sv-SE': 'Villkor' })
    const finnish = copied.layout['fi-FI'] as { link?: { href: string | null } }[]
    // Swedish content put into Finnish: its Swedish /kontakt is looked for among the Finnish pages, which have none.
    expect(finnish[0].link?.href ?? null).toBeNull()
    expect(result.unresolved).toContainEqual({
      locale: 'fi-FI',
      field: 'layout[0].link.href',
      was: '/kontakt?amne=villkor',
      reason: 'no-page-at-path',
    })
    const swedish = copied.layout['sv-SE'] as { link?: { href: string | null } }[]
    expect(swedish[0].link?.href).toBe('/sv/kontakt?amne=villkor')
  })

  it('goes under the parent asked for, which must be a page of the target site', async () => {
    const result = await copy(admin, { parentId: targetContact.id })
    expect(result.paths).toEqual({ 'sv-SE': '/kontakt/villkor' })
    await expect(copy(admin, { parentId: sourceContact.id })).rejects.toMatchObject({ field: 'parentId' })
  })

  it('refuses a page in no language of the target site unless its default may fill the default', async () => {
    await expect(copy(admin, { locales: ['en-GB'] })).rejects.toMatchObject({ field: 'locales' })
  })
})

describe('who may copy', () => {
  it('an editor of both sites copies over the endpoint and gets the new draft', async () => {
    const response = await copyOverHttp('both', source.id, { targetSiteId: sites.fi.id })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; site: number }
    expect(body.site).toBe(sites.fi.id)
    expect((await readAll(body.id)).site).toBe(sites.fi.id)
  })

  it('refuses an editor without the target site (403) and names the field of a bad request (400)', async () => {
    const before = await payload.count({ collection: 'pages', where: { site: { equals: sites.fi.id } } })
    const refused = await copyOverHttp('se', source.id, { targetSiteId: sites.fi.id })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toMatch(/sites you work on/)
    expect((await payload.count({ collection: 'pages', where: { site: { equals: sites.fi.id } } })).totalDocs).toBe(
      before.totalDocs,
    )
    const bad = await copyOverHttp('admin', source.id, { targetSiteId: 'fi', extra: 1 })
    expect(bad.status).toBe(400)
    const issues = ((await bad.json()) as { issues: { field: string }[] }).issues.map((i) => i.field)
    expect(issues).toEqual(expect.arrayContaining(['targetSiteId', 'extra']))
    expect((await copyOverHttp('admin', source.id, 'not json')).status).toBe(400)
    expect((await copyOverHttp('admin', source.id, { targetSiteId: sites.se.id })).status).toBe(400)
  })

  it("does not show a site editor another site's page (404)", async () => {
    const finnish = await copyOverHttp('se', targetContact.id, { targetSiteId: sites.se.id })
    expect(finnish.status).toBe(404)
  })
})

describe('a copy that fails', () => {
  it('leaves nothing behind on the target site', async () => {
    const count = async () => ({
      pages: (await payload.count({ collection: 'pages', where: { site: { equals: sites.fi.id } } })).totalDocs,
      versions: (
        await payload.countVersions({ collection: 'pages', where: { 'version.site': { equals: sites.fi.id } } })
      ).totalDocs,
    })
    const before = await count()
    // The second language's write fails after the page itself was created.
    const update = vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('disk full'))
    try {
      await expect(copy(admin, { defaultIntoDefault: true })).rejects.toThrow('disk full')
    } finally {
      update.mockRestore()
    }
    expect(await count()).toEqual(before)
  })
})
