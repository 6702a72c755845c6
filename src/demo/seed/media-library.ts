import type { Payload } from 'payload'
import { DEFAULT_LOCALE, LOCALES } from '@/cms/locales'
import { brandLogo, carImage, dealerImage, heroImage, storyImage } from './images'
import type { MediaLibrary } from './media-types'

const slugify = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Generated demo images as `media` documents, keyed by a deterministic file name: an image is
 * rendered and uploaded only when no document has that name yet, so seeding twice changes nothing.
 */
export function createMediaLibrary(payload: Payload): MediaLibrary & { ensure: typeof ensure } {
  const ids = new Map<string, Promise<number>>()

  async function upload(filename: string, alt: string, render: () => Promise<Buffer>): Promise<number> {
    const existing = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) return existing.docs[0].id
    const data = await render()
    // The collection's hook makes the blur placeholder. No transaction: Payload converts the file inside the
    // operation, and a transaction would hold the embedded database (one session) for all of it, so
    // parallel uploads (seedCarImages) ran one at a time. A file found by name is never uploaded again.
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
      disableTransaction: true,
    })
    // Alt text is localized without fallback, and the site reads it in the page's locale: a picture described only in
    // the default locale has none on every other language's pages, which publishing an editor's page refuses
    // (src/features/pages/publish-checks). The demo has one description per picture, so every locale gets it.
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE))
      await payload.update({ collection: 'media', id: doc.id, locale, data: { alt }, disableTransaction: true })
    return doc.id
  }

  /** One upload per file name even when many callers ask at once. */
  function ensure(filename: string, alt: string, render: () => Promise<Buffer>): Promise<number> {
    let id = ids.get(filename)
    if (!id) {
      id = upload(filename, alt, render)
      ids.set(filename, id)
    }
    return id
  }

  return {
    ensure,
    hero: ({ seed, accent, alt }) =>
      ensure(`hero-${seed}-${accent.replace('#', '')}.webp`, alt, () => heroImage({ theme: accent, seed })),
    story: ({ seed, title, alt }) =>
      ensure(`story-${seed}-${slugify(title).slice(0, 40)}.webp`, alt, () => storyImage({ title, seed })),
    brandLogo: (name) => ensure(`brand-${slugify(name)}.webp`, name, async () => (await brandLogo({ name })).webp),
    siteLogo: ({ name, color, background }) =>
      ensure(
        `logo-${slugify(name)}${background ? '-on-dark' : ''}.webp`,
        name,
        async () => (await brandLogo({ name, color, background })).webp,
      ),
    car: ({ body, color, view, alt }) =>
      ensure(`car-${body}-${color.replace('#', '')}-${view}.webp`, alt, () => carImage({ body, color, view })),
    dealer: ({ name, seed }) => ensure(`dealer-${slugify(name)}.webp`, name, () => dealerImage({ name, seed })),
  }
}
