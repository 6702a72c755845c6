/**
 * Per-market language, VAT and number/money formatting for car and finance texts (below both
 * domains, so that neither imports the other for it).
 *
 * Formatting is hand-rolled rather than Intl.NumberFormat because (1) the generator formats
 * millions of values and (2) ICU versions differ in their group separator (NBSP vs narrow NBSP),
 * which would make seeded texts differ between machines. Plain spaces match the spec's examples.
 */
import type { Locale } from '@/cms/locales'
import { INDEX_CURRENCY, type SearchIndex } from '@/sites/markets'

/** Language of the texts stored on a car of a given index (se and bb are both Swedish sites). */
export type CarLang = 'sv' | 'nb' | 'fi' | 'sk' | 'en'
export const CAR_LANGS: readonly CarLang[] = ['sv', 'nb', 'fi', 'sk', 'en']

/** The language of a page's locale. */
export const LOCALE_LANG: Record<Locale, CarLang> = {
  'sv-SE': 'sv',
  'nb-NO': 'nb',
  'fi-FI': 'fi',
  'sk-SK': 'sk',
  'en-GB': 'en',
}

export const INDEX_LANG: Record<SearchIndex, CarLang> = {
  se: 'sv',
  bb: 'sv',
  no: 'nb',
  fi: 'fi',
  sk: 'sk',
  uk: 'en',
}

/** Standard VAT rates (2026): FI 25.5 % since 09/2024, SK 23 % since 2025. */
export const INDEX_VAT_PERCENT: Record<SearchIndex, number> = {
  se: 25,
  bb: 25,
  no: 25,
  fi: 25.5,
  sk: 23,
  uk: 20,
}

/** Unit the odometer is read in: Swedish sites count in mil (10 km), the UK in miles. */
export type OdometerUnit = 'km' | 'mil' | 'miles'
export const INDEX_ODOMETER_UNIT: Record<SearchIndex, OdometerUnit> = {
  se: 'mil',
  bb: 'mil',
  no: 'km',
  fi: 'km',
  sk: 'km',
  uk: 'miles',
}

export const KM_PER_MILE = 1.609344

/** Groups an integer's digits with `sep` (e.g. 349900 -> "349 900"). */
export function groupDigits(value: number, sep: string): string {
  const negative = value < 0
  const digits = String(Math.round(Math.abs(value)))
  let out = digits
  if (digits.length > 3) {
    const head = digits.length % 3 || 3
    out = digits.slice(0, head)
    for (let i = head; i < digits.length; i += 3) out += sep + digits.slice(i, i + 3)
  }
  return negative ? `-${out}` : out
}

/** English uses "," for thousands and "." for decimals; the other languages " " and ",". */
export function formatNumber(value: number, lang: CarLang, decimals = 0): string {
  const thousands = lang === 'en' ? ',' : ' '
  const point = lang === 'en' ? '.' : ','
  if (decimals === 0) return groupDigits(value, thousands)
  const fixed = Math.abs(value).toFixed(decimals)
  const [whole, frac] = fixed.split('.')
  return `${value < 0 ? '-' : ''}${groupDigits(Number(whole), thousands)}${point}${frac}`
}

/**
 * '349 900 kr' (SEK and NOK), '29 990 €', '£24,995': the market's currency, digits grouped as the page's
 * language writes them (`lang`, the market's by default), so se /en reads '349,900 kr'.
 * `decimals` for amounts stated to the penny or öre ('£312.47', a quotation's figures).
 */
export function formatPrice(
  value: number,
  index: SearchIndex,
  lang: CarLang = INDEX_LANG[index],
  decimals = 0,
): string {
  const digits = decimals ? formatNumber(value, lang, decimals) : groupDigits(value, lang === 'en' ? ',' : ' ')
  switch (INDEX_CURRENCY[index]) {
    case 'SEK':
    case 'NOK':
      return `${digits} kr`
    case 'EUR':
      return `${digits} €`
    case 'GBP':
      return `£${digits}`
  }
}

/** What follows a monthly amount in each language. */
export const PER_MONTH: Record<CarLang, string> = {
  sv: '/mån',
  nb: '/mnd',
  fi: '/kk',
  sk: '/mes.',
  en: '/month',
}

/** The unit of a monthly amount typed beside it: 'kr/mån', '€/kk', '£/month'. */
export function monthlyUnit(index: SearchIndex, lang: CarLang = INDEX_LANG[index]): string {
  const sign = { SEK: 'kr', NOK: 'kr', EUR: '€', GBP: '£' }[INDEX_CURRENCY[index]]
  return `${sign}${PER_MONTH[lang]}`
}

/** '3 495 kr/mån', '349 €/kk', '£349/month'; on se /en '3,495 kr/month' (the market's currency, the page's words). */
export function formatMonthly(value: number, index: SearchIndex, lang: CarLang = INDEX_LANG[index]): string {
  return `${formatPrice(value, index, lang)}${PER_MONTH[lang]}`
}

/** A percentage as people write it in the market: '5,95 %' or '5.95%'. */
export function formatPercent(value: number, lang: CarLang): string {
  const decimals = Number.isInteger(value) ? 0 : 2
  return lang === 'en' ? `${formatNumber(value, lang, decimals)}%` : `${formatNumber(value, lang, decimals)} %`
}

/**
 * Rounds a price down to the way dealers list it: SEK/NOK 349 900, EUR 29 990, GBP 24,995. Always at
 * or below the input, so a rounded campaign price never rises above the computed one. Callers keep
 * inputs well above one step (a car is never listed under a few hundred euros).
 */
export function roundListPrice(value: number, index: SearchIndex): number {
  const currency = INDEX_CURRENCY[index]
  const [step, tail] =
    currency === 'SEK' || currency === 'NOK'
      ? [value < 20_000 ? 500 : 1000, 100]
      : [value < 2_000 ? 50 : 100, currency === 'GBP' ? 5 : 10]
  return Math.floor((value + tail) / step) * step - tail
}
