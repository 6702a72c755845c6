import 'server-only'
import { carListStrings, SUGGEST_KEYS } from '@/features/cars/list/strings'
import type { Locale } from '@/cms/locales'
import { loadStrings } from '@/i18n/dictionary/load'
import { pickMessages } from '@/i18n/catalogue'
import { localizedPath } from '@/sites/host-table'
import type { siteByKey } from '@/sites/resolve'

type Site = NonNullable<Awaited<ReturnType<typeof siteByKey>>>

/**
 * What the hero/slider search bar (src/features/cars/list/HeroSearch.tsx) needs: the list's public path and its texts
 * (spec 1 §2, §9 placeholder) and its suggestions' texts; the list understands the phrase on the server.
 */
export async function searchBarProps(
  site: Site,
  locale: Locale,
  searchPath: string,
  placeholder: string | null | undefined,
  placeholderDesktop?: string | null,
) {
  const messages = await loadStrings(carListStrings, site.id, locale)
  return {
    searchPath: localizedPath(site, locale, searchPath),
    placeholder: placeholder || messages.searchPlaceholder,
    placeholderDesktop: placeholderDesktop || undefined,
    label: messages.searchLabel,
    button: messages.searchButton,
    clear: messages.clearSearch,
    suggest: pickMessages(messages, SUGGEST_KEYS),
  }
}
