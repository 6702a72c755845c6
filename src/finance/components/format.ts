/** Display formats of the calculators: the market's currency (the car's index) in the page's language. */
import type { Locale } from '@/cms/locales'
import { formatMonthly, formatNumber, formatPercent, formatPrice, type CarLang } from '@/markets/format'
import type { SearchIndex } from '@/sites/markets'

const LANG: Record<Locale, CarLang> = { 'sv-SE': 'sv', 'nb-NO': 'nb', 'fi-FI': 'fi', 'sk-SK': 'sk', 'en-GB': 'en' }

export function formatters(index: SearchIndex, locale: Locale) {
  const lang = LANG[locale]
  return {
    price: (v: number) => formatPrice(v, index),
    monthly: (v: number) => formatMonthly(v, index),
    percent: (v: number) => formatPercent(v, lang),
    /** Always two decimals (the effective rate, spec: shown with 2 decimals). */
    percent2: (v: number) => `${formatNumber(v, lang, 2)}${lang === 'en' ? '%' : ' %'}`,
    number: (v: number) => formatNumber(v, lang),
  }
}
