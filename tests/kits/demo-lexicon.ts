/**
 * The query understanding's lexicon over the demo stock: each market's phrase-field values and brand
 * models as the seed's cars have them, for the unit tables, the oracle test and the benchmark.
 */
import type { CarRecord } from '@/features/cars/types'
import { INDEX_LANG, LOCALE_LANG } from '@/sites/format'
import type { Locale } from '@/cms/locales'
import { buildLexicon, PHRASE_FIELDS, type Lexicon, type PhraseVocabulary } from '@/features/search/query-lexicon'
import type { SearchIndex } from '@/sites/markets'
import { generateCars } from '../../src/demo/cars/generate'
import { generateDealers, toDealerSummary } from '../../src/demo/dealers/generate'
import { valueTranslations } from '../../src/demo/cars/value-translations'

export type DemoStock = {
  cars: CarRecord[]
  vocabulary: Map<SearchIndex, PhraseVocabulary>
  models: Map<SearchIndex, Record<string, string[]>>
}

export function demoStock(count = 3000): DemoStock {
  const cars = generateCars({ count, dealers: generateDealers().map(toDealerSummary) })
  const sets = new Map<SearchIndex, Record<string, Set<string>>>()
  const models = new Map<SearchIndex, Record<string, string[]>>()
  for (const car of cars) {
    const fields = sets.get(car.index) ?? {}
    sets.set(car.index, fields)
    for (const field of [...PHRASE_FIELDS, 'car_year'] as const) {
      const value = car[field as keyof CarRecord]
      if (value !== null && value !== undefined) (fields[field] ??= new Set()).add(String(value))
    }
    const byBrand = models.get(car.index) ?? {}
    models.set(car.index, byBrand)
    const list = (byBrand[car.car_brand] ??= [])
    if (!list.includes(car.car_model)) list.push(car.car_model)
  }
  const vocabulary = new Map(
    [...sets].map(([index, fields]) => [
      index,
      Object.fromEntries(Object.entries(fields).map(([f, s]) => [f, [...s].sort()])),
    ]),
  )
  return { cars, vocabulary, models }
}

/** The lexicon of a market's page in a locale (on a page outside the market's language with the demo's value labels). */
export function demoLexicon(
  stock: DemoStock,
  market: SearchIndex,
  locale: Locale,
  words?: Record<string, string>,
): Lexicon {
  const [stored, shown] = [INDEX_LANG[market], LOCALE_LANG[locale]]
  const labels = stored === shown ? {} : Object.fromEntries(valueTranslations(stored, shown))
  return buildLexicon({
    lang: LOCALE_LANG[locale],
    market,
    vocabulary: stock.vocabulary.get(market) ?? {},
    models: stock.models.get(market) ?? {},
    labels,
    words,
  })
}
