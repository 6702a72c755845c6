import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { cachedShell } from '@/sites/shell-cache'
import { DEFAULT_DICTIONARY, DICTIONARY_KEYS, type Dictionary, type DictionaryKey } from './defaults'

const isKey = (key: string): key is DictionaryKey => (DICTIONARY_KEYS as readonly string[]).includes(key)

/** The site's UI strings in a locale: code defaults overlaid with the editors' entries. */
export function loadDictionary(siteId: number, locale: Locale): Promise<Dictionary> {
  return cachedShell('dictionary', siteId, locale, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'dictionary-entries',
      where: { site: { equals: siteId } },
      locale,
      pagination: false,
      depth: 0,
    })
    const dictionary = { ...DEFAULT_DICTIONARY[locale] }
    for (const entry of docs) if (isKey(entry.key) && entry.value) dictionary[entry.key] = entry.value
    return dictionary
  })
}
