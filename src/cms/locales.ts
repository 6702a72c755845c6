/** The content locales of the platform (DESIGN §3). Payload stores localized fields per code. */
export const LOCALES = ['sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'sv-SE'

export const LOCALE_LABELS: Record<Locale, { englishName: string; nativeName: string; displayName: string }> = {
  'sv-SE': { englishName: 'Swedish', nativeName: 'Svenska', displayName: 'Svenska' },
  'nb-NO': { englishName: 'Norwegian', nativeName: 'Norsk bokmål', displayName: 'Norsk' },
  'fi-FI': { englishName: 'Finnish', nativeName: 'Suomi', displayName: 'Suomi' },
  'sk-SK': { englishName: 'Slovak', nativeName: 'Slovenčina', displayName: 'Slovenčina' },
  'en-GB': { englishName: 'English', nativeName: 'English', displayName: 'English' },
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}

/** Path prefix of a locale that is not the site's default, e.g. /en/... (no locale detection: spec 1 §2). */
export const LOCALE_PREFIX: Record<Locale, string> = {
  'sv-SE': 'sv',
  'nb-NO': 'no',
  'fi-FI': 'fi',
  'sk-SK': 'sk',
  'en-GB': 'en',
}
