/**
 * The admin's content locale follows the site being edited: a site's locales with its default
 * first, the locale to switch to when the current one is not the site's, and the admin URL that switches.
 * Pure rules (src/cms/admin/site-locale-rules.test.ts).
 */

export type SiteLocales = { locales: string[]; defaultLocale: string }

/** The site's locales, its default locale first, in the order the site lists the others. */
export function orderedSiteLocales(site: {
  siteLocales?: readonly string[] | null
  defaultLocale?: string | null
}): SiteLocales | null {
  const listed = [...new Set(site.siteLocales ?? [])]
  const defaultLocale = site.defaultLocale && listed.includes(site.defaultLocale) ? site.defaultLocale : listed[0]
  if (!defaultLocale) return null
  return { defaultLocale, locales: [defaultLocale, ...listed.filter((l) => l !== defaultLocale)] }
}

/** The locale the admin should switch to, or null when the current one is one of the site's. */
export function localeToSwitchTo(current: string | undefined, site: SiteLocales | null): string | null {
  if (!site || (current && site.locales.includes(current))) return null
  return site.defaultLocale
}

/** `/admin/<segments>?<query>` with `locale` set (Payload stores a locale from the URL as the editor's preference). */
export function adminUrlWithLocale(
  adminRoute: string,
  segments: readonly string[] | undefined,
  searchParams: Record<string, string | string[] | undefined> | undefined,
  locale: string,
): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (key === 'locale' || value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v)
  }
  query.set('locale', locale)
  const path = (segments ?? []).map(encodeURIComponent).join('/')
  return `${adminRoute.replace(/\/$/, '')}${path ? `/${path}` : ''}?${query.toString()}`
}

/** A value shown in place of an empty one, marked with the locale it comes from ("Om oss (sv-SE)"). */
export function fallbackLabel(value: unknown, locale: string): string | null {
  return typeof value === 'string' && value.trim() !== '' ? `${value} (${locale})` : null
}
