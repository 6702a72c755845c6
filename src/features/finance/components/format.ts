/** Display formats of the calculators: the market's currency (the car's index) in the page's language. */
import type { Locale } from '@/cms/locales'
import { formatMonthly, formatNumber, formatPercent, formatPrice, LOCALE_LANG } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'

export function formatters(index: SearchIndex, locale: Locale) {
  const lang = LOCALE_LANG[locale]
  return {
    price: (v: number) => formatPrice(v, index, lang),
    monthly: (v: number) => formatMonthly(v, index, lang),
    percent: (v: number) => formatPercent(v, lang),
    /** Always two decimals (the effective rate, spec: shown with 2 decimals). */
    percent2: (v: number) => `${formatNumber(v, lang, 2)}${lang === 'en' ? '%' : ' %'}`,
    number: (v: number) => formatNumber(v, lang),
  }
}
