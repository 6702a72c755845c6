/**
 * Typed string catalogues (one per domain) with editors' overrides.
 *
 * A domain declares its strings once per locale with `defineCatalogue`; the type system makes every
 * locale carry exactly the keys of the reference locale (sv-SE, the platform's default). Strings
 * with arguments are templates with named placeholders ('{n} mån') rather than functions, so an
 * editor can override them as text through the `dictionary-entries` collection under the key
 * `<namespace>.<key>` (e.g. `finance.loanHeading`). The resolved strings of one locale
 * (`Messages`) are plain data: server components pass them to client components as props.
 * Small and hand-written: the catalogue must stay plain data that editors can override, which the
 * ICU/next-intl style libraries model differently (message files per locale, no per-site overlay).
 */
import type { Locale } from '@/cms/locales'

export type Templates = Record<string, string>

/** Names of the `{placeholders}` of a template literal type: `'{n} of {total}'` → `'n' | 'total'`. */
export type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never

/** The argument list `t(key, …)` takes: nothing for plain strings, the named values for templates. */
export type ParamArgs<S> = [Placeholders<S>] extends [never] ? [] : [params: Record<Placeholders<S>, string | number>]

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
export type Messages<T extends Templates> = { readonly [K in keyof T]: string } & { readonly [TEMPLATES]?: T }

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

/**
 * The catalogue's strings in `locale` with the editors' overrides applied. `overrides` maps
 * dictionary keys to values; a namespaced key wins over an unprefixed one; empty values are ignored.
 */
export function resolveMessages<T extends Templates>(catalogue: Catalogue<string, T>, locale: Locale, overrides: Readonly<Record<string, string>> = {}): Messages<T> {
  const out: Record<string, string> = {}
  for (const key of catalogueKeys(catalogue)) {
    const candidates = [overrides[`${catalogue.namespace}.${key}`], catalogue.options.unprefixedOverrides ? overrides[key] : undefined]
    out[key] = candidates.find((value) => typeof value === 'string' && value.trim() !== '') ?? catalogue.strings[locale][key]
  }
  return out as Messages<T>
}

/** The code defaults of one locale (no site, or before the database answers). */
export function defaultMessages<T extends Templates>(catalogue: Catalogue<string, T>, locale: Locale): Messages<T> {
  return resolveMessages(catalogue, locale)
}

/** A subset of messages for a client component, so its props carry only what it shows. */
export function pickMessages<T extends Templates, K extends keyof T & string>(messages: Messages<T>, keys: readonly K[]): Messages<Pick<T, K>> {
  const out: Record<string, string> = {}
  for (const key of keys) out[key] = messages[key]
  return out as Messages<Pick<T, K>>
}

/**
 * Fills `{name}` placeholders. A placeholder without a value stays as written, so an editor's typo
 * shows up on the page instead of silently dropping text.
 */
export function formatTemplate(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole))
}

export type Translate<T extends Templates> = <K extends keyof T & string>(key: K, ...args: ParamArgs<T[K]>) => string

/** `t('months', { n: 12 })` over resolved messages; the key's placeholders type the arguments. */
export function translator<T extends Templates>(messages: Messages<T>): Translate<T> {
  return (key, ...args) => formatTemplate(messages[key], args[0] as Record<string, string | number> | undefined)
}

/** The placeholder names a template uses, sorted (catalogue tests compare them across locales). */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()
}
