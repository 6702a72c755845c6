/**
 * CLDR plural categories of the platform's five locales, written out instead of calling Intl.PluralRules.
 *
 * Why not Intl.PluralRules (or intl-messageformat) in the browser: the first Intl object a page's
 * renderer creates sets ICU up, 16–36 ms on this machine's Chromium and ~75 ms at Lighthouse's 4× CPU
 * slowdown, inside the hydration task of the car list (docs/benchmarks.md, "The car list's blocking
 * time"); the car list's filter button formats a plural on its first render. intl-messageformat 10.7
 * would also add 41 KB minified / 11.9 KB gzip to a page whose whole script is 22 KB gzip (measured with
 * esbuild, 27 Nov). The rules of five locales are five lines; plural.test.ts checks them against
 * Intl.PluralRules (categories and selections), so they cannot drift from CLDR unnoticed.
 */
import type { Locale } from '@/cms/locales'

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** CLDR's operands for a JS number as Intl.PluralRules sees it by default (at most 3 fraction digits). */
function operands(n: number): { i: number; v: number } {
  const [int, fraction = ''] = String(Math.round(Math.abs(n) * 1000) / 1000).split('.')
  return { i: Number(int), v: fraction.length }
}

/** en, sv, nb, fi: "one" is exactly 1 written without decimals. */
const oneOther = (n: number): PluralCategory => {
  const { i, v } = operands(n)
  return i === 1 && v === 0 ? 'one' : 'other'
}

/** sk: one 1, few 2–4, many any decimal, other the rest. */
const slovak = (n: number): PluralCategory => {
  const { i, v } = operands(n)
  if (v !== 0) return 'many'
  if (i === 1) return 'one'
  return i >= 2 && i <= 4 ? 'few' : 'other'
}

const RULES: Record<Locale, (n: number) => PluralCategory> = {
  'sv-SE': oneOther,
  'nb-NO': oneOther,
  'fi-FI': oneOther,
  'en-GB': oneOther,
  'sk-SK': slovak,
}

/** The categories a plural message of the locale must offer (CLDR order). */
export const PLURAL_CATEGORIES: Record<Locale, readonly PluralCategory[]> = {
  'sv-SE': ['one', 'other'],
  'nb-NO': ['one', 'other'],
  'fi-FI': ['one', 'other'],
  'en-GB': ['one', 'other'],
  'sk-SK': ['one', 'few', 'many', 'other'],
}

export function pluralCategory(locale: Locale, n: number): PluralCategory {
  return RULES[locale](n)
}
