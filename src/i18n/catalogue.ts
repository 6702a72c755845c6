/**
 * Typed string catalogues (one per domain) with editors' overrides.
 *
 * A domain declares its strings once per locale with `defineCatalogue`; the type system makes every
 * locale carry exactly the keys of the reference locale (sv-SE, the platform's default). Strings
 * with arguments are ICU messages ('{n} mån', '{n, plural, one {# bil} other {# bilar}}': message.ts)
 * rather than functions, so an editor can override them as text through the `dictionary-entries`
 * collection under the key `<namespace>.<key>` (e.g. `finance.loanHeading`); an override that does
 * not parse is ignored (the code default shows). The resolved strings of one locale (`Messages`) are
 * plain data carrying their locale (`$locale`, for plural rules): server components pass them to
 * client components as props.
 * Small and hand-written: the catalogue must stay plain data that editors can override, which the
 * ICU/next-intl style libraries model differently (message files per locale, no per-site overlay).
 */
import type { Locale } from '@/cms/locales'
import { argumentsOf, cachedParse, formatMessage, type MessageParams, type Placeholders } from './message'

export type { Placeholders } from './message'

export type Templates = Record<string, string>

/** One locale's texts of a catalogue: exactly the keys of its reference (sv-SE) texts, each a string. */
export type LocaleTexts<R> = { readonly [K in keyof R]: string }

/** The argument list `t(key, …)` takes: nothing for plain strings, the named values for messages (numbers for plurals). */
export type ParamArgs<S> = [Placeholders<S>] extends [never] ? [] : [params: MessageParams<S>]

export type CatalogueOptions = {
  /** Also accept override keys without the namespace (the shell's keys predate namespaces). */
  unprefixedOverrides?: boolean
}

export type Catalogue<N extends string = string, T extends Templates = Templates> = {
  readonly namespace: N
  readonly strings: { readonly [L in Locale]: { readonly [K in keyof T]: string } }
  readonly options: CatalogueOptions
}

declare const TEMPLATES: unique symbol

/**
 * One locale's strings of a catalogue after overrides. The optional symbol property exists only in
 * the type: it carries the reference templates, so `translator` knows each key's placeholders.
 */
export type Messages<T extends Templates> = { readonly [K in keyof T]: string } & {
  readonly $locale: Locale
  readonly [TEMPLATES]?: T
}

export type TemplatesOf<C> = C extends Catalogue<string, infer T> ? T : never
export type MessagesOf<C> = Messages<TemplatesOf<C>>

/** Declares a domain's catalogue; sv-SE is the reference every other locale must match key for key. */
export function defineCatalogue<const N extends string, const T extends Templates>(
  namespace: N,
  strings: { 'sv-SE': T } & { [L in Exclude<Locale, 'sv-SE'>]: NoInfer<{ [K in keyof T]: string }> },
  options: CatalogueOptions = {},
): Catalogue<N, T> {
  return { namespace, strings, options }
}

export function catalogueKeys<T extends Templates>(catalogue: Catalogue<string, T>): (keyof T & string)[] {
  return Object.keys(catalogue.strings['sv-SE']) as (keyof T & string)[]
}

/** An editor's text is used only if it is a message (a typo in a plural must not break the page). */
const usableOverride = (value: string | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '' && cachedParse(value) !== null

/**
 * The catalogue's strings in `locale` with the editors' overrides applied. `overrides` maps
 * dictionary keys to values; a namespaced key wins over an unprefixed one; empty values and values that
 * do not parse as a message are ignored.
 */
export function resolveMessages<T extends Templates>(
  catalogue: Catalogue<string, T>,
  locale: Locale,
  overrides: Readonly<Record<string, string>> = {},
): Messages<T> {
  const out: Record<string, string> = { $locale: locale }
  for (const key of catalogueKeys(catalogue)) {
    const candidates = [
      overrides[`${catalogue.namespace}.${key}`],
      catalogue.options.unprefixedOverrides ? overrides[key] : undefined,
    ]
    out[key] = candidates.find(usableOverride) ?? catalogue.strings[locale][key]
  }
  return out as unknown as Messages<T>
}

/** The code defaults of one locale (no site, or before the database answers). */
export function defaultMessages<T extends Templates>(catalogue: Catalogue<string, T>, locale: Locale): Messages<T> {
  return resolveMessages(catalogue, locale)
}

/** A subset of messages for a client component, so its props carry only what it shows. */
export function pickMessages<T extends Templates, K extends keyof T & string>(
  messages: Messages<T>,
  keys: readonly K[],
): Messages<Pick<T, K>> {
  const out: Record<string, string> = { $locale: messages.$locale }
  for (const key of keys) out[key] = messages[key]
  return out as unknown as Messages<Pick<T, K>>
}

export type Translate<T extends Templates> = <K extends keyof T & string>(key: K, ...args: ParamArgs<T[K]>) => string

/**
 * `t('months', { n: 12 })` over resolved messages; the key's arguments type the parameters. `formatNumber`
 * writes a plural's `#` (default: the locale's format), e.g. the car list's formatter that needs no Intl.
 */
export function translator<T extends Templates>(
  messages: Messages<T>,
  formatNumber?: (n: number) => string,
): Translate<T> {
  return (key, ...args) =>
    formatMessage(messages[key], (args[0] ?? {}) as Record<string, string | number>, {
      locale: messages.$locale,
      formatNumber,
    })
}

/** The argument names a message uses, sorted (catalogue tests compare them across locales); [] if it does not parse. */
export function placeholdersOf(template: string): string[] {
  const nodes = cachedParse(template)
  return nodes ? argumentsOf(nodes) : []
}
