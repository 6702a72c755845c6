/**
 * The languages of the admin itself (Payload's interface, not the content locales): those of the
 * editors' markets for which Payload ships a translation, English for the others (Payload has no Finnish).
 * An editor's choice is kept on their account (`adminLanguage`) and given to the browser as Payload's
 * language cookie when they sign in or change it, so it follows the person rather than the browser.
 * Pure rules (./admin-languages.test.ts).
 */

export const ADMIN_LANGUAGES = ['en', 'sv', 'nb', 'sk'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]
export const FALLBACK_ADMIN_LANGUAGE: AdminLanguage = 'en'

/** Each language named in itself, as the editor looks for it. */
export const ADMIN_LANGUAGE_NAMES: Record<AdminLanguage, string> = {
  en: 'English',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  sk: 'Slovenčina',
}

export const isAdminLanguage = (value: unknown): value is AdminLanguage =>
  typeof value === 'string' && (ADMIN_LANGUAGES as readonly string[]).includes(value)

/** A year, as Payload keeps its own language cookie. */
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365

/** The `Set-Cookie` value giving the browser the editor's admin language (Payload reads `<prefix>-lng`), or null. */
export function languageCookie(language: unknown, { prefix = 'payload', secure = false } = {}): string | null {
  if (!isAdminLanguage(language)) return null
  return `${prefix}-lng=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** A label or description of the admin in every admin language (Payload's label objects, keyed by language). */
export type AdminText = Record<AdminLanguage, string>
