/**
 * A car's description in the keyphrase index: a word left of a search phrase ("dragkrok", "panorama")
 * is looked for in the description as well as in model, version and equipment. The description is the longest
 * text of a car, so the index keeps a bounded set of its words, not the text: each stem once (the first word
 * with it; the keyphrase's own stem finds the other forms, text-index.ts), no stop word, no number and no word
 * under three letters, at most MAX_DESCRIPTION_STEMS per car. The engine then drops the text from the record it
 * keeps (car-schema.ts `textOnly`).
 */
import type { CarLang } from '@/sites/format'
import { STOP_WORDS } from './query-words'
import { stemmerFor } from './stem'
import { tokenize } from './text'

/**
 * Distinct stems indexed per description. The demo's descriptions have 25–40 such words; 48 keeps a long
 * dealer text's first paragraphs, which name what the car has, and bounds postings to 192 bytes a car.
 */
export const MAX_DESCRIPTION_STEMS = 48

const stopWords = new Map<CarLang, Set<string>>()
/**
 * Stems by language and word: descriptions are unique but their words are not (a few thousand in a market), and
 * stemming each word of 200,000 descriptions was most of the index build (27 s of 31 s measured).
 */
const stemCache = new Map<CarLang, Map<string, string>>()
const STEM_CACHE_SIZE = 100_000

export function descriptionWords(text: string | null | undefined, lang: CarLang): string[] {
  if (!text) return []
  let stops = stopWords.get(lang)
  if (!stops) stopWords.set(lang, (stops = new Set(STOP_WORDS[lang].filter((w) => !w.includes(' ')))))
  let known = stemCache.get(lang)
  if (!known) stemCache.set(lang, (known = new Map()))
  const stems = new Set<string>()
  const out: string[] = []
  for (const word of tokenize(text)) {
    if (word.length < 3 || /^\d/.test(word) || stops.has(word)) continue
    let root = known.get(word)
    if (root === undefined) {
      root = stemmerFor(lang)(word)
      if (known.size < STEM_CACHE_SIZE) known.set(word, root)
    }
    if (stems.has(root)) continue
    stems.add(root)
    out.push(word)
    if (out.length === MAX_DESCRIPTION_STEMS) break
  }
  return out
}
