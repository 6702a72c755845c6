/**
 * the oracle: what the query understanding finds must be a subset of what the phrase says. Real words of
 * each language — every word of the site's own texts in that language (all string catalogues) and of the demo's
 * equipment lists, an independent source from the synonym tables — must never turn into a brand, a model or a
 * place (a dealer town the list measures from), and a
 * phrase made of real words, stop words, values and one-letter typos of brands may name only the brands it typed.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/cms/locales'
import { LOCALE_LANG, type CarLang } from '@/sites/format'
import type { Catalogue } from '@/i18n/catalogue'
import type { SearchIndex } from '@/sites/markets'
import { EQUIPMENT } from '../../demo/cars/equipment'
import { demoLexicon, demoStock } from '../../../tests/kits/demo-lexicon'
import { placeSlug } from '../cars/list/distance'
import { understandPhrase } from './understand'
import { tokenize } from './text'

const stock = demoStock()
const catalogues = Object.values(
  import.meta.glob<Record<string, unknown>>('/src/**/*strings/index.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is Catalogue =>
      typeof value === 'object' && value !== null && 'namespace' in value && 'strings' in value,
  )

/** The language's real words of four letters or more: the texts of every catalogue and the equipment names. */
function realWords(locale: Locale): string[] {
  const lang: CarLang = LOCALE_LANG[locale]
  const texts = [...catalogues.flatMap((c) => Object.values(c.strings[locale])), ...EQUIPMENT.map((item) => item[lang])]
  // ICU syntax ({n, plural, one {…}}) leaves its keywords; they are English words, so only other text is kept.
  const words = texts.flatMap((text) =>
    tokenize(text.replace(/\{[a-zA-Z]+(, ?(plural|select|number))?,?|[}#]|\b(one|few|many|other|zero|two)\b/g, ' ')),
  )
  return [...new Set(words)].filter((w) => w.length >= 4 && /^\p{L}+$/u.test(w))
}

const PAGES: [SearchIndex, Locale][] = [
  ['se', 'sv-SE'],
  ['se', 'en-GB'],
  ['no', 'nb-NO'],
  ['no', 'en-GB'],
  ['fi', 'fi-FI'],
  ['fi', 'sv-SE'],
  ['sk', 'sk-SK'],
  ['uk', 'en-GB'],
]

describe('query understanding oracle', () => {
  it.each(PAGES)('%s %s: no real word of the language becomes a brand, a model or a place', (market, locale) => {
    const lexicon = demoLexicon(stock, market, locale)
    const places = (stock.vocabulary.get(market)?.car_site_city ?? []).map((name) => ({ slug: placeSlug(name), name }))
    expect(places.length).toBeGreaterThanOrEqual(2)
    const words = realWords(locale).filter((w) => !lexicon.exact.has(w) && !lexicon.stems.has(lexicon.stem(w)))
    expect(words.length).toBeGreaterThan(300)
    const wrong = words
      .map((word) => ({ word, ...understandPhrase(word, lexicon, { thisYear: 2026, places }) }))
      .filter(({ tree, place }) => tree.length > 0 || place !== null)
      .map(({ word, tree, place }) => ({ word, tree, place }))
    expect(wrong).toEqual([])
  })

  it.each(PAGES)(
    '%s %s: a phrase of real words, values and brand typos names only the brands it typed',
    (market, locale) => {
      const lexicon = demoLexicon(stock, market, locale)
      const brands = [...(stock.vocabulary.get(market)?.car_brand ?? [])]
      const words = realWords(locale).filter((w) => !lexicon.exact.has(w) && !lexicon.stems.has(lexicon.stem(w)))
      const swap = (s: string, at: number) => s.slice(0, at) + s[at + 1] + s[at] + s.slice(at + 2)
      const part = fc.oneof(
        fc.constantFrom(...words).map((text) => ({ text, brand: null as string | null })),
        fc.constantFrom(...brands).map((brand) => ({ text: brand, brand })),
        // A brand of five letters or more with two inner letters swapped: one edit, the first letter kept.
        fc
          .constantFrom(...brands.filter((b) => b.length >= 5 && !b.includes('-')))
          .chain((brand) =>
            fc.integer({ min: 1, max: brand.length - 2 }).map((at) => ({ text: swap(brand.toLowerCase(), at), brand })),
          ),
      )
      fc.assert(
        fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), (parts) => {
          const said = new Set(parts.flatMap((p) => (p.brand ? [p.brand] : [])))
          const { tree } = understandPhrase(parts.map((p) => p.text).join(' '), lexicon, { thisYear: 2026 })
          for (const selection of tree) expect(said).toContain(selection.split('>')[0])
        }),
        { numRuns: 300 },
      )
    },
  )
})
