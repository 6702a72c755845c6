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

/** An `AdminText` written in the order of `ADMIN_LANGUAGES`, as the label tables write their rows. */
export const adminText = (en: string, sv: string, nb: string, sk: string): AdminText => ({ en, sv, nb, sk })

/**
 * A text in the language the admin is drawn in (`req.i18n.language`), English for any other: for what Payload
 * shows as a plain string, such as a field's validation message.
 */
export const inAdminLanguage = (text: AdminText, language: unknown): string =>
  isAdminLanguage(language) ? text[language] : text[FALLBACK_ADMIN_LANGUAGE]

/** The admin language Payload's language cookie names in a `Cookie` string (`document.cookie`), or null. */
export function cookieLanguage(cookies: string, prefix = 'payload'): AdminLanguage | null {
  const name = `${prefix}-lng=`
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
    ?.slice(name.length)
  return isAdminLanguage(value) ? value : null
}

/**
 * Whether the admin must be rendered again for the editor's language. Payload signs in by `fetch` and then
 * moves to the dashboard in the browser: the language cookie given at sign-in reaches the server, but the
 * admin's frame (its translations, held by the root layout) stays in the language it was first loaded in
 * until a refresh. Refresh when the cookie names another admin language than the frame's, once per
 * language, so a server that keeps rendering another language cannot make it loop.
 */
export function needsLanguageRefresh({
  cookie,
  rendered,
  refreshedFor,
}: {
  cookie: AdminLanguage | null
  rendered: string
  refreshedFor: AdminLanguage | null
}): boolean {
  return cookie !== null && cookie !== rendered && cookie !== refreshedFor
}
