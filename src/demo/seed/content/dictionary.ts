import type { Locale } from '@/cms/locales'
import { VALUE_KEY_PREFIX } from '@/features/cars/value-labels'
import { valueTranslations } from '@/demo/cars/value-translations'
import { bookingTextTranslations } from '@/demo/booking/text-translations'
import { dealerTextTranslations } from '@/demo/dealers/text-translations'
import { INDEX_LANG, LOCALE_LANG } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import type { SiteEnv } from './context'

type Entry<L extends Locale> = { key: string; value: Partial<Record<L, string>> }

/**
 * The car values' and dealer texts' translations for the site's other languages (`carValue.<stored value>`,
 * see src/features/cars/value-labels.ts): the default locale keeps the stored value, each other locale gets its label.
 */
function valueEntries<L extends Locale>(index: SearchIndex, locales: readonly L[], defaultLocale: L): Entry<L>[] {
  const entries = new Map<string, Entry<L>>()
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    const [market, to] = [INDEX_LANG[index], LOCALE_LANG[locale]]
    for (const [stored, label] of [
      ...valueTranslations(market, to),
      ...dealerTextTranslations(market, to),
      ...bookingTextTranslations(market, to),
    ]) {
      const entry = entries.get(stored) ?? {
        key: `${VALUE_KEY_PREFIX}${stored}`,
        value: { [defaultLocale]: stored } as Partial<Record<L, string>>,
      }
      entry.value[locale] = label
      entries.set(stored, entry)
    }
  }
  return [...entries.values()]
}

/** Per-site overrides of UI strings and the car values' translations, looked up by site + key. */
export async function seedDictionary<L extends Locale>(env: SiteEnv<L>): Promise<void> {
  const { payload, content, site } = env
  const { docs: existing } = await payload.find({
    collection: 'dictionary-entries',
    where: { site: { equals: site.id } },
    depth: 0,
    pagination: false,
    select: { key: true },
  })
  const known = new Set(existing.map((doc) => doc.key))
  const entries: Entry<L>[] = [
    ...content.dictionary,
    ...valueEntries(content.key, content.locales, content.defaultLocale),
  ]
  for (const entry of entries) {
    env.count('dictionary-entries', !known.has(entry.key))
    if (known.has(entry.key)) continue
    known.add(entry.key)
    const doc = await payload.create({
      collection: 'dictionary-entries',
      locale: content.defaultLocale,
      depth: 0,
      data: { site: site.id, key: entry.key, value: entry.value[content.defaultLocale] ?? '' },
    })
    for (const locale of content.locales) {
      const value = entry.value[locale]
      if (locale === content.defaultLocale || value === undefined) continue
      await payload.update({ collection: 'dictionary-entries', id: doc.id, locale, depth: 0, data: { value } })
    }
  }
}
