/**
 * Checks before publishing a page (src/features/pages/publish-checks): each rule refuses an editor's publish with
 * its finding on the field, while a draft with the same content saves; a group admin publishes over the findings
 * with a reason, which is logged with them; a site editor cannot; a clean page publishes.
 */
import type { Payload, ValidationError } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Media, Page, Site, User } from '@/payload-types'
import { demoCars } from '../helpers/demo-cars'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let search: typeof import('@/features/search/search')
let se: Site
let admin: User
let editor: User
let brand: string
const media: Record<'described' | 'undescribed' | 'heavy', Media> = {} as never

type Layout = NonNullable<Page['layout']>
const as = (user: User) => ({ user, overrideAccess: false as const })
let n = 0

/** An image sharp cannot squeeze: noise, so its WebP stays large. */
async function upload(name: string, alt: string | null, size: number): Promise<Media> {
  const sharp = (await import('sharp')).default
  const pixels = Buffer.alloc(size * size * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24
  const data = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    locale: 'sv-SE',
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
  if (alt) await payload.update({ collection: 'media', id: doc.id, locale: 'en-GB', data: { alt: `${alt} (en)` } })
  return doc
}

const hero = (image: Media, href = '/kontakt'): Layout[number] =>
  ({ blockType: 'heroBanner', content: 'Image', image: image.id, link: { label: 'Kontakt', href } }) as Layout[number]

/** A draft of the se site by the group admin, written in both its locales (unless `en` is null). */
async function draft(sv: { title?: string; layout?: Layout }, en: string | null = 'About the checks') {
  n += 1
  const page = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    draft: true,
    data: {
      site: se.id,
      title: sv.title ?? 'Om kontrollerna',
      slug: `kontroll-${n}`,
      layout: sv.layout ?? [],
      _status: 'draft',
    },
    ...as(admin),
  })
  if (en)
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en-GB',
      draft: true,
      data: { title: en, slug: `check-${n}`, _status: 'draft' },
      ...as(admin),
    })
  return page
}

const publish = (id: number, user: User, data: Record<string, unknown> = {}) =>
  payload.update({ collection: 'pages', id, locale: 'sv-SE', data: { _status: 'published', ...data }, ...as(user) })

/** The fields a refused publish names, by the finding's path. */
async function refusedPaths(attempt: Promise<unknown>): Promise<string[]> {
  const error = (await attempt.then(
    () => null,
    (e: unknown) => e,
  )) as ValidationError | null
  expect(error?.name).toBe('ValidationError')
  return error!.data.errors.map((e) => e.path)
}

const statusOf = async (id: number) => (await payload.findByID({ collection: 'pages', id, depth: 0 }))._status

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  se = (await seedSites(payload)).se
  const cars = await demoCars(200)
  await insertCarBatch(payload, cars)
  brand = cars.find((c) => c.index === 'se')!.car_brand as string
  search = await import('@/features/search/search')
  await search.searchReady()
  const user = (email: string, data: Record<string, unknown>) =>
    payload.create({ collection: 'users', data: { email, password: 'correct horse battery', ...data } as never })
  admin = await user('admin@example.com', { role: 'admin' })
  editor = await user('se@example.com', { role: 'editor', sites: [{ site: se.id }] })
  // The page links lead to, published by server code (no editor: not judged).
  const target = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: { site: se.id, title: 'Kontakt', slug: 'kontakt', _status: 'published' },
  })
  await payload.update({
    collection: 'pages',
    id: target.id,
    locale: 'en-GB',
    data: { title: 'Contact', slug: 'contact' },
  })
  media.described = await upload('described.png', 'En röd bil', 16)
  media.undescribed = await upload('undescribed.png', null, 16)
  media.heavy = await upload('heavy.png', 'Brus', 900)
})

afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('publishing a page', () => {
  it('publishes a clean page: a resolving link (either locale), a described light image, a query that finds cars', async () => {
    expect(media.heavy.filesize).toBeGreaterThan(300 * 1024)
    const page = await draft({
      layout: [
        hero(media.described),
        {
          blockType: 'callToAction',
          title: 'Hör av dig',
          link: { label: 'Contact', href: '/en/contact' },
        } as Layout[number],
        { blockType: 'carTeaser', source: 'Query', filters: [{ field: 'car_brand', value: brand }] } as Layout[number],
      ],
    })
    await publish(page.id, editor)
    expect(await statusOf(page.id)).toBe('published')
  })

  const cases: [string, () => Promise<{ id: number }>, string][] = [
    [
      'an internal link that does not resolve',
      () => draft({ layout: [hero(media.described, '/finns-inte')] }),
      'layout.0.link.href',
    ],
    ['an image without alternative text', () => draft({ layout: [hero(media.undescribed)] }), 'layout.0.image'],
    ['a hero image over 300 KB', () => draft({ layout: [hero(media.heavy)] }), 'layout.0.image'],
    ['a site locale the page is not written in', () => draft({}, null), 'title'],
    [
      'a title over 60 characters',
      () => draft({ title: 'Ett mycket långt sidnamn som sökmotorerna kapar i resultatlistan' }),
      'title',
    ],
    [
      'a car teaser whose query finds no car',
      () =>
        draft({
          layout: [
            {
              blockType: 'carTeaser',
              source: 'Query',
              filters: [{ field: 'car_fuel', value: 'Ånga' }],
            } as Layout[number],
          ],
        }),
      'layout.0',
    ],
    [
      'a car teaser whose window is still to open and whose query finds no car',
      () =>
        draft({
          layout: [
            {
              blockType: 'carTeaser',
              source: 'Query',
              filters: [{ field: 'car_fuel', value: 'Ånga' }],
              shownFrom: '2099-05-14 18:00',
            } as Layout[number],
          ],
        }),
      'layout.0',
    ],
  ]

  it.each(cases)('refuses %s, naming the field, while the same content saves as a draft', async (_name, make, path) => {
    const page = await make()
    expect(await refusedPaths(publish(page.id, editor))).toEqual([path])
    expect(await statusOf(page.id)).toBe('draft')
    const saved = await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'sv-SE',
      draft: true,
      data: { _status: 'draft', navTitle: 'Utkast' },
      ...as(editor),
    })
    expect(saved._status).toBe('draft')
    // An autosave of the same content is never judged either.
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'sv-SE',
      draft: true,
      autosave: true,
      data: { navTitle: 'Auto' },
      ...as(editor),
    })
  })

  it('does not count the cars of a teaser whose window has closed: no visitor sees it again', async () => {
    const page = await draft({
      layout: [
        {
          blockType: 'carTeaser',
          source: 'Query',
          filters: [{ field: 'car_fuel', value: 'Ånga' }],
          shownUntil: '2020-01-06 00:00',
        } as Layout[number],
      ],
    })
    await publish(page.id, editor)
    expect(await statusOf(page.id)).toBe('published')
  })

  it('judges the page in every site locale, not only the one being published', async () => {
    const page = await draft({})
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en-GB',
      draft: true,
      data: { layout: [hero(media.undescribed, '/en/nowhere')], _status: 'draft' },
      ...as(editor),
    })
    const error = (await publish(page.id, editor).catch((e: unknown) => e)) as ValidationError
    expect(error.data.errors.map((e) => e.path)).toEqual(['layout.0.link.href', 'layout.0.image'])
    expect(error.data.errors[0].message).toContain('/en/nowhere (en-GB)')
  })

  it('judges the change being published, not only the stored draft', async () => {
    const page = await draft({})
    expect(await refusedPaths(publish(page.id, editor, { layout: [hero(media.undescribed)] }))).toEqual([
      'layout.0.image',
    ])
  })
})

describe('publishing over the findings', () => {
  const overrides = async (page: number) =>
    (
      await payload.db.drizzle.execute(
        (await import('@payloadcms/db-postgres'))
          .sql`select user_id, user_email, reason, findings from audit.publish_overrides where page = ${page}`,
      )
    ).rows as { user_id: number; user_email: string; reason: string; findings: { rule: string; path: string }[] }[]

  it("is a group admin's, with a reason, and is logged with who, why and the findings", async () => {
    const page = await draft({ layout: [hero(media.undescribed)] }, null)
    const reason = 'Campaign goes live at noon; alt text and English follow today'
    await publish(page.id, admin, { publishOverrideReason: reason })
    expect(await statusOf(page.id)).toBe('published')
    const [row, ...more] = await overrides(page.id)
    expect(more).toEqual([])
    expect(row).toMatchObject({ user_id: admin.id, user_email: 'admin@example.com', reason })
    expect(row.findings.map((f) => [f.rule, f.path])).toEqual([
      ['translation', 'title'],
      ['image-alt', 'layout.0.image'],
    ])
  })

  it('needs a reason of at least 10 characters', async () => {
    const page = await draft({ layout: [hero(media.undescribed)] })
    expect(await refusedPaths(publish(page.id, admin, { publishOverrideReason: 'because' }))).toEqual([
      'publishOverrideReason',
    ])
    expect(await refusedPaths(publish(page.id, admin))).toEqual(['layout.0.image'])
    expect(await statusOf(page.id)).toBe('draft')
    expect(await overrides(page.id)).toEqual([])
  })

  it('is refused to a site editor, whatever the reason, and nothing is logged', async () => {
    const page = await draft({ layout: [hero(media.undescribed)] })
    const attempt = publish(page.id, editor, { publishOverrideReason: 'The campaign cannot wait for the alt text' })
    expect(await refusedPaths(attempt)).toEqual(['publishOverrideReason'])
    expect(await statusOf(page.id)).toBe('draft')
    expect(await overrides(page.id)).toEqual([])
  })

  it('logs nothing when a clean page is published with a reason', async () => {
    const page = await draft({})
    await publish(page.id, admin, { publishOverrideReason: 'Nothing to override here at all' })
    expect(await statusOf(page.id)).toBe('published')
    expect(await overrides(page.id)).toEqual([])
  })
})
