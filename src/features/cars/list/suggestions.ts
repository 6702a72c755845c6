/**
 * The hero and slider search's suggestions for a site's page: what the visitor has typed, read with
 * the words and value labels of the page's site and locale, as the list will read the phrase (queries.ts).
 */
import 'server-only'
import type { Locale } from '@/cms/locales'
import { loadSearchWords } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { LOCALE_LANG } from '@/sites/format'
import { indexName } from '@/features/search/indices'
import { suggestSearch } from '@/features/search/search'
import type { SuggestAnswer } from '@/features/search/suggest-contract'
import type { SearchIndex } from '@/sites/markets'

export async function suggestForPage(
  site: { id: number; searchIndex: SearchIndex },
  locale: Locale,
  q: string,
): Promise<SuggestAnswer> {
  const [words, labels] = await Promise.all([loadSearchWords(site.id, locale), loadValueLabels(site, locale)])
  return suggestSearch(
    indexName('cars', site.searchIndex),
    q,
    { lang: LOCALE_LANG[locale], words, labels },
    `${site.id}|${locale}`,
  )
}
