import 'server-only'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { cachedShell } from '@/sites/shell-cache'
import { resolveMessages, type Catalogue, type Messages, type Templates } from '@/i18n/catalogue'
import { searchWordsOf } from './search-words'

/** The editors' dictionary entries of a site in a locale (key → value), one query cached with the shell. */
export function loadDictionaryEntries(siteId: number, locale: Locale): Promise<Record<string, string>> {
  return cachedShell('dictionary', siteId, locale, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'dictionary-entries',
      where: { site: { equals: siteId } },
      locale,
      pagination: false,
      depth: 0,
    })
    const entries: Record<string, string> = {}
    for (const entry of docs) if (entry.value) entries[entry.key] = entry.value
    return entries
  })
}

/** A catalogue's strings for a site and locale: code defaults overlaid with the editors' entries (none without a site). */
export async function loadStrings<T extends Templates>(
  catalogue: Catalogue<string, T>,
  siteId: number | null,
  locale: Locale,
): Promise<Messages<T>> {
  return resolveMessages(catalogue, locale, siteId === null ? {} : await loadDictionaryEntries(siteId, locale))
}

const wordsOfEntries = new WeakMap<Record<string, string>, Record<string, string>>()

/**
 * The editors' search words of a site in a locale (search-words.ts), one object per cached set of entries, so the
 * search keeps its lexicon until an editor changes the dictionary.
 */
export async function loadSearchWords(siteId: number, locale: Locale): Promise<Readonly<Record<string, string>>> {
  const entries = await loadDictionaryEntries(siteId, locale)
  let words = wordsOfEntries.get(entries)
  if (!words) wordsOfEntries.set(entries, (words = searchWordsOf(entries)))
  return words
}
