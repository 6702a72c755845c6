/**
 * Suggestions while typing: the brands, models, bodies and fuels whose words begin with what the
 * visitor has typed so far, each with how many cars it lists, best first. Pure: the server builds the index from
 * the search index's facet counts and the page's labels and words (search.ts `suggestSearch`) and keeps it while
 * the index does not change; a prefix then costs a pass over a few hundred words.
 *
 * A value is found by its stored spelling, the page language's label ("Electric" for `El` on se's /en page), the
 * default synonyms (query-synonyms.ts: "elbil", "vw") and the editors' words, as the query understanding finds it
 * in a whole phrase, so a suggestion and the list the phrase leads to agree. Order, so that what was typed beats a
 * guess: the whole word, a word's beginning, a later word's beginning ("xc" → Volvo XC60), the stem of an inflected
 * form ("elbilar", "hatchbacks"), then, only when nothing matches as typed, a typo in a prefix of 4 letters or more (the
 * bounded edit distance of understand.ts, same first letter); among equals the value with more cars first.
 */
import type { CarLang } from '@/sites/format'
import type { FacetValue } from './contract'
import { editDistance } from './edit-distance'
import { keyChangeCost } from './keyboard'
import { CONCEPTS, SYNONYMS } from './query-synonyms'
import { stemmerFor } from './stem'
import {
  MAX_SUGGESTIONS,
  SUGGEST_BUDGET_BYTES,
  type SuggestAnswer,
  type SuggestKind,
  type Suggestion,
} from './suggest-contract'
import { tokenize } from './text'
import { typoBudget } from './text-index'

type Entry = { suggestion: Suggestion; keys: string[] }

export type SuggestIndex = { stem: (word: string) => string; entries: Entry[] }

export type SuggestInput = {
  lang: CarLang
  /** The index's brand › model tree with counts (facet `car_brand>car_model`). */
  brands: readonly FacetValue[]
  bodies: readonly FacetValue[]
  fuels: readonly FacetValue[]
  /** Stored value → the page language's label; none on market-language pages. */
  labels?: Readonly<Record<string, string>>
  /** The editors' words: word → stored value. */
  words?: Readonly<Record<string, string>>
}

const FIELD_OF_KIND = { brand: 'car_brand', body: 'car_body', fuel: 'car_fuel' } as const

/** A text's folded words, and run together when there are several ("xc 60" is also "xc60"). */
function keysOf(text: string): string[] {
  const words = tokenize(text)
  if (!words.length) return []
  return words.length > 1 ? [words.join(' '), words.join('')] : [words[0]]
}

export function buildSuggestIndex(input: SuggestInput): SuggestIndex {
  const labels = input.labels ?? {}
  // The other words of each stored value: the language's synonyms that resolve to it and the editors' words.
  const aliases = new Map<string, string[]>()
  const alias = (field: string, value: string, word: string) =>
    aliases.set(`${field}|${value}`, [...(aliases.get(`${field}|${value}`) ?? []), word])
  const stored = { car_brand: input.brands, car_body: input.bodies, car_fuel: input.fuels } as const
  for (const [word, concept] of Object.entries(SYNONYMS[input.lang])) {
    const [field, spellings] = CONCEPTS[concept]
    if (!(field in stored)) continue
    const values = stored[field as keyof typeof stored].map((v) => v.text)
    const value = spellings.find((s) => values.includes(s))
    if (value) alias(field, value, word)
  }
  for (const [word, value] of Object.entries(input.words ?? {}))
    for (const field of Object.keys(stored)) alias(field, value.trim(), word)

  const entries: Entry[] = []
  const add = (kind: Exclude<SuggestKind, 'model'>, facet: FacetValue) => {
    const field = FIELD_OF_KIND[kind]
    const label = labels[facet.text] ?? facet.text
    const words = [label, facet.text, ...(aliases.get(`${field}|${facet.text}`) ?? [])]
    entries.push({
      suggestion: { kind, value: facet.text, label, count: facet.count },
      keys: [...new Set(words.flatMap(keysOf))],
    })
  }
  for (const brand of input.brands) {
    add('brand', brand)
    const brandWords = [brand.text, ...(aliases.get(`car_brand|${brand.text}`) ?? [])]
    for (const model of brand.children ?? []) {
      const keys = [...keysOf(model.text), ...brandWords.flatMap((b) => keysOf(`${b} ${model.text}`))]
      entries.push({
        suggestion: {
          kind: 'model',
          value: model.text,
          brand: brand.text,
          label: `${brand.text} ${model.text}`,
          count: model.count,
        },
        keys: [...new Set(keys)],
      })
    }
  }
  for (const body of input.bodies) add('body', body)
  for (const fuel of input.fuels) add('fuel', fuel)
  return { stem: stemmerFor(input.lang), entries: entries.filter((e) => e.suggestion.count > 0 && e.keys.length) }
}

/** What was typed as the index matches it: folded words, one space apart (also the memo's key). */
export const normaliseQuery = (q: string) => tokenize(q).join(' ')

const MIN_TYPO_PREFIX = 4
const TYPO = 4

/** How well a key matches the prefix: 0 the whole key, 1 its beginning, 2 a later word's, 3 by stem, 4 with a typo. */
function rank(key: string, prefix: string, stemmed: string): number | null {
  if (key === prefix) return 0
  if (key.startsWith(prefix)) return 1
  if (key.includes(` ${prefix}`)) return 2
  if (stemmed !== prefix && stemmed.length >= 2 && key.startsWith(stemmed)) return 3
  if (prefix.length < MIN_TYPO_PREFIX || key[0] !== prefix[0]) return null
  const budget = typoBudget(prefix.length)
  // The typed letters against the key's beginning of about their length (a letter added or dropped).
  for (let length = prefix.length - 1; length <= prefix.length + 1; length++) {
    if (length > key.length + 1) break
    if (editDistance(prefix, key.slice(0, length), budget, keyChangeCost) <= budget) return TYPO
  }
  return null
}

/** The answer's bytes as sent (UTF-8 JSON). */
export const answerBytes = (answer: SuggestAnswer) => new TextEncoder().encode(JSON.stringify(answer)).length

/** The best suggestions for what was typed, at most `max`, dropped from the end until the answer fits its byte budget. */
export function suggest(index: SuggestIndex, q: string, max = MAX_SUGGESTIONS): SuggestAnswer {
  const prefix = normaliseQuery(q)
  if (!prefix) return { suggestions: [] }
  const stemmed = prefix.split(' ').map(index.stem).join(' ')
  const found: { rank: number; suggestion: Suggestion }[] = []
  for (const entry of index.entries) {
    let best: number | null = null
    for (const key of entry.keys) {
      const r = rank(key, prefix, stemmed)
      if (r !== null && (best === null || r < best)) best = r
      if (best === 0) break
    }
    if (best !== null) found.push({ rank: best, suggestion: entry.suggestion })
  }
  // A guess only when nothing matches as typed: "volvo xc9" is the XC90, not also the XC60 one slip away.
  const sure = found.some((f) => f.rank < TYPO)
  const kept = sure ? found.filter((f) => f.rank < TYPO) : found
  kept.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.suggestion.count - a.suggestion.count ||
      a.suggestion.label.localeCompare(b.suggestion.label),
  )
  const answer = { suggestions: kept.slice(0, max).map((f) => f.suggestion) }
  while (answer.suggestions.length && answerBytes(answer) > SUGGEST_BUDGET_BYTES) answer.suggestions.pop()
  return answer
}
