import type { Locale } from '@/cms/locales'
import type { CarListBlock, CarSearchBlock, ImageCardBlock, Page, RichTextBlock } from '@/payload-types'
import type { SiteEnv } from './context'
import { richText } from './richtext'
import type { BlockSeed, CarListSeed, PageSeed } from './types'

type PageData = Omit<Page, 'id' | 'createdAt' | 'updatedAt' | 'site' | 'parent'>

/** The page's image: used as og image and as default image of cards that link to it. */
function pageImage<L extends Locale>(env: SiteEnv<L>, page: PageSeed<L>): Promise<number> {
  return env.image(page.image, `page:${page.key}`, page.copy[env.content.defaultLocale].title)
}

/** A car list block from its seed: presets as rows, the rest as given. */
export const carListBlock = (seed: CarListSeed): CarListBlock => ({
  blockType: 'carList',
  title: seed.title,
  presets: seed.presets ?? [],
  sort: seed.sort,
})

async function buildBlocks<L extends Locale>(
  env: SiteEnv<L>,
  page: PageSeed<L>,
  locale: L,
): Promise<(RichTextBlock | ImageCardBlock | CarListBlock | CarSearchBlock)[]> {
  const pagesByKey = new Map(env.content.pages.map((p) => [p.key, p]))
  const blocks: BlockSeed[] = page.copy[locale].blocks
  const out: (RichTextBlock | ImageCardBlock | CarListBlock | CarSearchBlock)[] = []
  for (const [i, block] of blocks.entries()) {
    if ('carList' in block) {
      out.push(carListBlock(block.carList))
      continue
    }
    if ('carSearch' in block) {
      out.push({ blockType: 'carSearch', ...block.carSearch })
      continue
    }
    if (!('card' in block)) {
      out.push({
        blockType: 'richText',
        title: block.title,
        titleTag: block.titleTag ?? 'h2',
        content: richText(
          block.text,
          (href) => env.href(href, locale),
          `${env.content.key}:${page.key}:${locale}:${i}`,
        ),
        hasMarginTop: true,
      })
      continue
    }
    const target = pagesByKey.get(block.card)
    if (!target)
      throw new Error(`content[${env.content.key}]: page ${page.key} has a card to unknown page ${block.card}`)
    const copy = target.copy[locale]
    const image = block.image
      ? await env.image(block.image, `card:${page.key}:${i}`, block.title ?? copy.title)
      : await pageImage(env, target)
    out.push({
      blockType: 'imageCard',
      title: block.title ?? copy.navTitle ?? copy.title,
      titleTag: block.titleTag ?? 'h2',
      text: block.text ?? copy.description,
      image,
      link: {
        label: block.label ?? env.content.readMore[locale],
        href: env.href(`page:${target.key}`, locale),
        newTab: false,
      },
      reverse: block.reverse ?? i % 2 === 1,
      hasMarginTop: true,
    })
  }
  return out
}

async function localeData<L extends Locale>(env: SiteEnv<L>, page: PageSeed<L>, locale: L): Promise<PageData> {
  const copy = page.copy[locale]
  return {
    title: copy.title,
    slug: copy.slug || null,
    navTitle: copy.navTitle ?? copy.title,
    metaTitle: copy.metaTitle ?? copy.title,
    metaDescription: copy.description,
    ogDescription: copy.ogDescription ?? copy.description,
    layout: await buildBlocks(env, page, locale),
    _status: 'published',
  }
}

/**
 * The page at a path of this site in a locale, if any: its id and path only (a page's full read joins every
 * block table, and the seed asks this hundreds of times).
 */
/** True when the page has no path in `locale` yet (a locale a previous run stopped before). */
export async function lacksLocale<L extends Locale>(env: SiteEnv<L>, id: number, locale: L): Promise<boolean> {
  const translated = await env.payload.findByID({ collection: 'pages', id, locale, depth: 0, select: { path: true } })
  return !translated.path
}

export async function findPage<L extends Locale>(
  env: SiteEnv<L>,
  path: string,
  locale: L,
): Promise<Pick<Page, 'id' | 'path'> | undefined> {
  const { docs } = await env.payload.find({
    collection: 'pages',
    where: { and: [{ site: { equals: env.site.id } }, { path: { equals: path } }] },
    locale,
    depth: 0,
    limit: 1,
    select: { path: true },
  })
  return docs[0]
}

/**
 * Writes the page tree, parents before children. A page is looked up by its path in the
 * default locale: an existing page is left as it is, except that a locale it lacks entirely
 * (say, a previous run stopped half-way) is filled in.
 */
export async function seedPages<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content, site } = env
  const defaultLocale: L = content.defaultLocale
  const otherLocales: L[] = content.locales.filter((l) => l !== defaultLocale)
  for (const page of content.pages) {
    const paths = env.paths.get(page.key)!
    const parent = page.parent ? env.pageIds.get(page.parent) : undefined
    let doc = await findPage(env, paths[defaultLocale], defaultLocale)
    env.count('pages', !doc)
    if (!doc) {
      doc = await payload.create({
        collection: 'pages',
        locale: defaultLocale,
        depth: 0,
        data: {
          ...(await localeData(env, page, defaultLocale)),
          site: site.id,
          parent: parent ?? null,
          ogImage: await pageImage(env, page),
          brandDesign: page.brandDesign ?? null,
        },
      })
      if (doc.path !== paths[defaultLocale])
        env.log(`content[${content.key}]: page ${page.key} got path ${doc.path}, expected ${paths[defaultLocale]}`)
    }
    for (const locale of otherLocales) {
      if (!(await lacksLocale(env, doc.id, locale))) continue
      const updated = await payload.update({
        collection: 'pages',
        id: doc.id,
        locale,
        depth: 0,
        data: await localeData(env, page, locale),
      })
      if (updated.path !== paths[locale])
        env.log(
          `content[${content.key}]: page ${page.key} (${locale}) got path ${updated.path}, expected ${paths[locale]}`,
        )
    }
    env.pageIds.set(page.key, doc.id)
  }
}
