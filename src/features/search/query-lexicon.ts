/**
 * What the query understanding matches words against, built once per index, language and set of
 * editors' words (the server keeps it while the index does not change): the index's stored values of the phrase
 * fields, the page language's labels of them (se /en: "Electric" → "El"), the default synonyms (query-synonyms.ts)
 * and the editors' (`searchWord.<word>`), each by its folded words, its folded words run together ("xc 60" →
 * "xc60") and its stems; and the one-word keys a typo may be corrected to.
 */
import type { CarLang } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import { CONCEPTS, SYNONYMS } from './query-synonyms'
import { NOT_TYPOS, STOP_WORDS } from './query-words'
import { stemmerFor } from './stem'
import { tokenize } from './text'

/** Facet field → its stored values in the index (see PHRASE_FIELDS). */
export type PhraseVocabulary = Readonly<Record<string, readonly string[]>>

export type Hit = { field: string; value: string }

export type LexiconInput = {
  lang: CarLang
  market: SearchIndex
  vocabulary: PhraseVocabulary
  /** Each brand's models in the index (a model joins its brand's tree selection). */
  models: Readonly<Record<string, readonly string[]>>
  /** Stored value → the page language's label (src/features/cars/value-labels.ts); none on market-language pages. */
  labels?: Readonly<Record<string, string>>
  /** The editors' words: word → stored value of any phrase field. */
  words?: Readonly<Record<string, string>>
}

export type Lexicon = {
  lang: CarLang
  market: SearchIndex
  stem: (word: string) => string
  /** Folded run of words → what it names; first entry wins (field priority, then editors before defaults). */
  exact: Map<string, Hit>
  /** Stemmed run of words → what it names. */
  stems: Map<string, Hit>
  /** One-word keys a typo may be corrected to (4 letters or more), with what they name. */
  typoTargets: { key: string; hit: Hit }[]
  stopWords: Set<string>
  /** Real words never taken for a typo (query-words.ts NOT_TYPOS). */
  notTypos: Set<string>
  /** Model → its brands, for a model typed without its brand. */
  brandsOfModel: Map<string, string[]>
  /** Short or all-digit models ("2", "3" of Polestar) count only right after their brand. */
  needsBrand: Set<string>
  years: number[]
}

/** The fields whose values a phrase's words can name, in priority order (a word claimed by two goes to the first). */
export const PHRASE_FIELDS = [
  'car_brand',
  'car_model',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_condition',
  'car_site_city',
] as const

export function buildLexicon(input: LexiconInput): Lexicon {
  const stem = stemmerFor(input.lang)
  const exact = new Map<string, Hit>()
  const stems = new Map<string, Hit>()
  const typo = new Map<string, Hit>()
  const fieldOf = new Map<string, string>()
  for (const field of PHRASE_FIELDS)
    for (const value of input.vocabulary[field] ?? []) if (!fieldOf.has(value)) fieldOf.set(value, field)

  const add = (text: string, hit: Hit) => {
    const words = tokenize(text)
    if (!words.length) return
    const key = words.join(' ')
    if (!exact.has(key)) exact.set(key, hit)
    const joined = words.join('')
    if (words.length > 1 && !exact.has(joined)) exact.set(joined, hit)
    const stemmed = words.map(stem).join(' ')
    if (!stems.has(stemmed)) stems.set(stemmed, hit)
    if (words.length === 1 && key.length >= 4 && !/^\d+$/.test(key) && !typo.has(key)) typo.set(key, hit)
  }
  const needsBrand = new Set<string>()
  for (const field of PHRASE_FIELDS) {
    for (const value of input.vocabulary[field] ?? []) {
      const key = tokenize(value).join(' ')
      if (field === 'car_model' && (key.length < 3 || /^\d+$/.test(key))) needsBrand.add(value)
      else add(value, { field, value })
    }
  }
  // A model's first word alone names it when no other model starts with it ("octavia" → Octavia Kombi).
  const firstWords = new Map<string, string[]>()
  for (const model of input.vocabulary.car_model ?? []) {
    const words = tokenize(model)
    if (words.length > 1) firstWords.set(words[0], [...(firstWords.get(words[0]) ?? []), model])
  }
  for (const [word, models] of firstWords)
    if (models.length === 1 && word.length >= 4 && !exact.has(word)) add(word, { field: 'car_model', value: models[0] })
  for (const [stored, label] of Object.entries(input.labels ?? {})) {
    const field = fieldOf.get(stored)
    if (field) add(label, { field, value: stored })
  }
  for (const [word, stored] of Object.entries(input.words ?? {})) {
    const field = fieldOf.get(stored.trim())
    if (field) add(word, { field, value: stored.trim() })
  }
  for (const [word, concept] of Object.entries(SYNONYMS[input.lang])) {
    const [field, spellings] = CONCEPTS[concept]
    const value = spellings.find((s) => input.vocabulary[field]?.includes(s))
    if (value) add(word, { field, value })
  }

  const brandsOfModel = new Map<string, string[]>()
  for (const [brand, models] of Object.entries(input.models))
    for (const model of models) brandsOfModel.set(model, [...(brandsOfModel.get(model) ?? []), brand])
  const stopWords = new Set(STOP_WORDS[input.lang])
  const years = (input.vocabulary.car_year ?? []).map(Number).filter(Number.isInteger)
  return {
    lang: input.lang,
    market: input.market,
    stem,
    exact,
    stems,
    typoTargets: [...typo].filter(([key]) => !stopWords.has(key)).map(([key, hit]) => ({ key, hit })),
    stopWords,
    notTypos: new Set(NOT_TYPOS[input.lang]),
    brandsOfModel,
    needsBrand,
    years,
  }
}
