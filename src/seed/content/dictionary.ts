import type { Locale } from '@/cms/locales'
import type { SiteEnv } from './context'

/** Per-site overrides of UI strings, looked up by site + key. */
export async function seedDictionary<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content, site } = env
  for (const entry of content.dictionary) {
    const { docs } = await payload.find({
      collection: 'dictionary-entries',
      where: { and: [{ site: { equals: site.id } }, { key: { equals: entry.key } }] },
      depth: 0,
      limit: 1,
    })
    env.count('dictionary-entries', !docs[0])
    if (docs[0]) continue
    const doc = await payload.create({
      collection: 'dictionary-entries',
      locale: content.defaultLocale,
      depth: 0,
      data: { site: site.id, key: entry.key, value: entry.value[content.defaultLocale] },
    })
    for (const locale of content.locales) {
      if (locale === content.defaultLocale) continue
      await payload.update({ collection: 'dictionary-entries', id: doc.id, locale, depth: 0, data: { value: entry.value[locale] } })
    }
  }
}
