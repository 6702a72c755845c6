import type { Locale } from '@/cms/locales'
import type { SiteEnv } from './context'
import { richText } from './richtext'

/** Story tags, looked up by site + key. */
export async function seedTags<L extends Locale>(env: SiteEnv<L>): Promise<Map<string, number>> {
  const { payload, content, site } = env
  const ids = new Map<string, number>()
  for (const tag of content.tags) {
    const { docs } = await payload.find({
      collection: 'tags',
      where: { and: [{ site: { equals: site.id } }, { key: { equals: tag.key } }] },
      locale: content.defaultLocale,
      depth: 0,
      limit: 1,
    })
    let doc = docs[0]
    env.count('tags', !doc)
    if (!doc) {
      doc = await payload.create({
        collection: 'tags',
        locale: content.defaultLocale,
        depth: 0,
        data: { site: site.id, key: tag.key, value: tag.value[content.defaultLocale] },
      })
      for (const locale of content.locales) {
        if (locale === content.defaultLocale) continue
        await payload.update({ collection: 'tags', id: doc.id, locale, depth: 0, data: { value: tag.value[locale] } })
      }
    }
    ids.set(tag.key, doc.id)
  }
  return ids
}

/** Stories under the site's stories index page, looked up by site + slug. */
export async function seedStories<L extends Locale>(env: SiteEnv<L>, tagIds: Map<string, number>): Promise<void> {
  const { payload, content, site } = env
  const indexPage = env.pageIds.get(content.storiesIndex)
  if (!indexPage) throw new Error(`content[${content.key}]: stories index page ${content.storiesIndex} was not written`)
  const defaultLocale: L = content.defaultLocale
  const otherLocales: L[] = content.locales.filter((l) => l !== defaultLocale)

  for (const story of content.stories) {
    const { docs } = await payload.find({
      collection: 'stories',
      where: { and: [{ site: { equals: site.id } }, { slug: { equals: story.slug } }] },
      depth: 0,
      limit: 1,
    })
    env.count('stories', !docs[0])
    if (docs[0]) continue

    const tags = story.tags.map((key) => {
      const id = tagIds.get(key)
      if (!id) throw new Error(`content[${content.key}]: story ${story.slug} has unknown tag ${key}`)
      return id
    })
    const localized = (locale: L) => ({
      title: story.copy[locale].title,
      premble: story.copy[locale].premble,
      body: richText(
        story.copy[locale].body,
        (href) => env.href(href, locale),
        `${content.key}:story:${story.slug}:${locale}`,
      ),
    })
    const title = story.copy[defaultLocale].title
    const doc = await payload.create({
      collection: 'stories',
      locale: defaultLocale,
      depth: 0,
      data: {
        ...localized(defaultLocale),
        site: site.id,
        name: title,
        slug: story.slug,
        date: `${story.date}T08:00:00.000Z`,
        image: await env.image({ story: true }, `story:${story.slug}`, title),
        author: story.author,
        tags,
        indexPage,
        _status: 'published',
      },
    })
    for (const locale of otherLocales) {
      await payload.update({
        collection: 'stories',
        id: doc.id,
        locale,
        depth: 0,
        data: { ...localized(locale), _status: 'published' },
      })
    }
  }
}
