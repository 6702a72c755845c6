/**
 * The admin's own components (site dashboard, locale status and fallbacks), by the paths Payload's import map knows them by (relative to src/),
 * and the fields that place them. Collections import these constants, not the components.
 */
import type { UIField } from 'payload'

export const LOCALE_FALLBACK_CELL = '/cms/admin/LocaleFallbackCell#LocaleFallbackCell'
/** A site reference's list cell: the site's name on every row (./SiteCell.tsx). */
export const SITE_CELL = '/cms/admin/SiteCell#SiteCell'
export const SITE_LOCALE_GUARD = '/cms/admin/SiteLocaleGuard#SiteLocaleGuard'
export const SITE_DASHBOARD = '/sites/admin/SiteDashboard#SiteDashboard'
/** Renders the admin again in the account's language when sign-in changed it (./AdminLanguageRefresh.tsx). */
export const ADMIN_LANGUAGE_REFRESH = '/cms/admin/AdminLanguageRefresh#AdminLanguageRefresh'
/** How many saved searches the selected site has (counts only: docs/security.md). */
export const SAVED_SEARCH_COUNTS = '/features/saved-searches/admin/SavedSearchCounts#SavedSearchCounts'

/** The sidebar note of which site languages the document is written in, judged by one localized field. */
export const localeStatusField = (probe: string): UIField => ({
  name: 'localeStatus',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: { path: '/cms/admin/LocaleStatus#LocaleStatus', serverProps: { probe } } },
  },
})

/** A site reference's list cell; `emptyLabel` (by admin language) says what an empty value means. */
export const siteCell = (emptyLabel?: Record<string, string>) => ({
  components: { Cell: emptyLabel ? { path: SITE_CELL, serverProps: { emptyLabel } } : SITE_CELL },
})

/** A localized text field's list cell, falling back to the site's default locale. */
export const fallbackCell = { components: { Cell: LOCALE_FALLBACK_CELL } }
