/**
 * The automatic fix of an image over its budget (src/features/media/lighter): `POST /api/cms/media/{id}/lighter`
 * re-encodes a heavy hero image until it fits, replacing the document's file, so the page that was refused now
 * publishes; a site editor cannot lighten another site's file; a bad body is a 400 naming the field; a budget no
 * quality reaches is a 422 and leaves the file as it was.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media, Page, Site, User } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let sites: Record<string, Site>
let editor: User
const tokens: Record<string, string> = {}

type Route = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let post: Route

const HERO_BUDGET = 300 * 1024
type Layout = NonNullable<Page['layout']>

/** `POST /api/cms/media/{id}/lighter` as Next.js calls the CMS API, signed in as `who`. */
async function lighten(who: string, mediaId: number, body: unknown) {
  const url = new URL(`/api/cms/media/${mediaId}/lighter`, 'http://se.localhost')
  const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
  const request = new Request(url, {
    method: 'POST',
    headers: { authorization: `JWT ${tokens[who]}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await post(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** An image sharp cannot squeeze far: noise, so its WebP at the collection's quality stays over 300 KB. */
async function heavyImage(name: string, site: Site): Promise<Media> {
  const sharp = (await import('sharp')).default
  const size = 900
  const pixels = Buffer.alloc(size * size * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24
  const data = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'Brus', site: site.id },
    locale: 'sv-SE',
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'en-GB', data: { alt: 'Noise' } })
  return doc
}

const mediaNow = (id: number) => payload.findByID({ collection: 'media', id, depth: 0 })

/** A draft of the se site by the editor, in both its locales, with a hero showing `image`. */
async function heroPage(image: Media) {
  const layout = [
    { blockType: 'heroBanner', content: 'Image', image: image.id, link: { label: 'Kontakt', href: '/kontakt' } },
  ] as Layout
  const as = { user: editor, overrideAccess: false as const }
  const page = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    draft: true,
    data: { site: sites.se.id, title: 'Lätt bild', slug: 'latt-bild', layout, _status: 'draft' },
    ...as,
  })
  await payload.update({
    collection: 'pages',
    id: page.id,
    locale: 'en-GB',
    draft: true,
    data: { title: 'Light image', slug: 'light-image', _status: 'draft' },
    ...as,
  })
  return page
}

const publish = (id: number) =>
  payload.update({
    collection: 'pages',
    id,
    locale: 'sv-SE',
    data: { _status: 'published' },
    user: editor,
    overrideAccess: false,
  })

beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '0'
  ctx = await bootPayload()
  payload = ctx.payload
  post = ((await import('@/app/(payload)/api/cms/[...slug]/route')) as unknown as { POST: Route }).POST
  sites = (await (await import('@/demo/seed/sites')).seedSites(payload)) as unknown as Record<string, Site>
  const user = (email: string, data: Record<string, unknown>) =>
    payload.create({ collection: 'users', data: { email, password: 'correct horse battery', ...data } as never })
  // The first user is the group's admin (src/cms/users); the editor of the se site comes after.
  await user('admin@example.com', { role: 'admin' })
  editor = await user('se@example.com', { role: 'editor', sites: [{ site: sites.se.id }] })
  tokens.se = (
    await payload.login({ collection: 'users', data: { email: 'se@example.com', password: 'correct horse battery' } })
  ).token!
  // The page the hero links to, published by server code (not judged).
  const target = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: { site: sites.se.id, title: 'Kontakt', slug: 'kontakt', _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: target.id,
    locale: 'en-GB',
    data: { title: 'Contact', slug: 'contact' },
  })
})

afterAll(async () => {
  await ctx?.teardown()
})

describe('a lighter copy of an image over its budget', () => {
  it('makes a heavy hero image fit its budget, replacing the file, and the refused page then publishes', async () => {
    const image = await heavyImage('brus.png', sites.se)
    expect(image.filesize).toBeGreaterThan(HERO_BUDGET)
    const page = await heroPage(image)
    const refused = (await publish(page.id).catch((e: unknown) => e)) as ValidationError
    expect(refused.data.errors.map((e) => e.path)).toEqual(['layout.0.image'])

    const { status, body } = await lighten('se', image.id, { maxBytes: HERO_BUDGET })
    expect(status).toBe(200)
    expect(body.filesize).toBeLessThanOrEqual(HERO_BUDGET)
    expect(body.quality).toBeLessThan(80)
    const stored = await mediaNow(image.id)
    expect(stored).toMatchObject({ filesize: body.filesize, mimeType: 'image/webp', width: 900, alt: 'Brus' })
    const staticDir = payload.collections.media.config.upload.staticDir!
    expect((await fs.stat(path.join(staticDir, stored.filename!))).size).toBe(body.filesize)
    expect(stored.blurDataUrl).toMatch(/^data:image\/webp;base64,/)
    // The heavy file is replaced, not kept beside the copy.
    await expect(fs.stat(path.join(staticDir, image.filename!))).rejects.toThrow()

    await publish(page.id)
    expect((await payload.findByID({ collection: 'pages', id: page.id, depth: 0 }))._status).toBe('published')
  })

  it("is refused to a site editor for another site's file, which stays as it was", async () => {
    const image = await heavyImage('annan.png', sites.fi)
    const { status, body } = await lighten('se', image.id, { maxBytes: HERO_BUDGET })
    expect(status).toBe(404)
    expect(body.error).toMatch(/no such image/)
    expect((await mediaNow(image.id)).filesize).toBe(image.filesize)
  })

  it('answers 422 naming maxBytes when even the lowest quality is over the budget, leaving the file', async () => {
    const image = await heavyImage('tung.png', sites.se)
    const { status, body } = await lighten('se', image.id, { maxBytes: 10 * 1024 })
    expect(status).toBe(422)
    expect(body.issues).toEqual([{ field: 'maxBytes', message: expect.stringContaining('lowest quality') }])
    expect((await mediaNow(image.id)).filesize).toBe(image.filesize)
  })

  it.each([
    ['a missing budget', {}, 'maxBytes'],
    ['a budget that is not a number', { maxBytes: 'a lot' }, 'maxBytes'],
    ['a budget under the smallest', { maxBytes: 1 }, 'maxBytes'],
    ['a budget over the largest', { maxBytes: 1e9 }, 'maxBytes'],
    ['an unknown field', { maxBytes: HERO_BUDGET, quality: 10 }, 'quality'],
  ])('answers 400 to %s, naming the field', async (_name, body, field) => {
    const image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]
    const answer = await lighten('se', image.id, body)
    expect(answer.status).toBe(400)
    expect((answer.body.issues as { field: string }[]).map((i) => i.field)).toEqual([field])
    expect(answer.body.error).toContain(field)
  })

  it('answers 400 to a body that is not JSON', async () => {
    const image = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]
    const answer = await lighten('se', image.id, '{maxBytes')
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatch(/JSON/)
  })
})
