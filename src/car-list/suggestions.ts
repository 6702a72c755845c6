/**
 * The hero and slider search's suggestions for a site's page (issue 35): what the visitor has typed, read with
 * the words and value labels of the page's site and locale, as the list will read the phrase (queries.ts).
 */
import 'server-only'
import type { Locale } from '@/cms/locales'
import { loadSearchWords, loadValueLabels } from '@/dictionary/load'
import { LOCALE_LANG } from '@/markets/format'
import { indexName } from '@/search/indices'
import { suggestSearch } from '@/search/search'
import type { SuggestAnswer } from '@/search/suggest-contract'
import type { SearchIndex } from '@/sites/markets'

export async function suggestForPage(site: { id: number; searchIndex: SearchIndex }, locale: Locale, q: string): Promise<SuggestAnswer> {
  const [words, labels] = await Promise.all([loadSearchWords(site.id, locale), loadValueLabels(site, locale)])
  return suggestSearch(indexName('cars', site.searchIndex), q, { lang: LOCALE_LANG[locale], words, labels }, `${site.id}|${locale}`)
}
