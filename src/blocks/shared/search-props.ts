import 'server-only'
import { brandModels } from '@/car-list/queries'
import { carListStrings } from '@/car-list/strings'
import type { Locale } from '@/cms/locales'
import { loadStrings } from '@/dictionary/load'
import { indexName } from '@/search/indices'
import { phraseVocabulary } from '@/search/queries'
import { localizedPath } from '@/sites/host-table'
import type { siteByKey } from '@/sites/resolve'

type Site = NonNullable<Awaited<ReturnType<typeof siteByKey>>>

/**
 * What the hero/slider search bar (src/car-list/HeroSearch.tsx) needs: the list's public path, the phrase
 * parser's vocabulary and each brand's models in the site's market, and its texts (spec 1 §2, §9 placeholder).
 */
export async function searchBarProps(site: Site, locale: Locale, searchPath: string, placeholder: string | null | undefined, placeholderDesktop?: string | null) {
  const [vocabulary, models, messages] = await Promise.all([
    phraseVocabulary(indexName('cars', site.searchIndex)),
    brandModels(site.searchIndex),
    loadStrings(carListStrings, site.id, locale),
  ])
  return {
    searchPath: localizedPath(site, locale, searchPath),
    vocabulary,
    models,
    placeholder: placeholder || messages.searchPlaceholder,
    placeholderDesktop: placeholderDesktop || undefined,
    label: messages.searchLabel,
    button: messages.searchButton,
    clear: messages.clearSearch,
  }
}
