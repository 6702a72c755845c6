/**
 * Word stems for query understanding: "bilar" and "bilen" → "bil", "elbiler" → "elbil", "farmarit" →
 * "farmar", "estates" → "estat", so a plural or inflected form finds what its base form finds. The Snowball
 * stemmers (npm `snowball-stemmers`, one file, no dependencies) cover Swedish, Norwegian, Finnish and English.
 * Snowball has no Slovak stemmer; its Czech one strips the same noun and adjective endings ("elektromobily" →
 * "elektromobil", "bratislave" → "bratislav"), which is all a search word needs. Stems are folded like the rest
 * of the search (text.ts), after stemming, as the stemmers know the languages' letters.
 */
import { newStemmer } from 'snowball-stemmers'
import type { CarLang } from '@/sites/format'
import { fold } from './text'

const ALGORITHM: Record<CarLang, string> = { sv: 'swedish', nb: 'norwegian', fi: 'finnish', sk: 'czech', en: 'english' }

const stemmers = new Map<CarLang, (word: string) => string>()
const snowball = new Map<CarLang, (word: string) => string>()

/** A language's stem function for one lower-case word; the same function object per language. */
export function stemmerFor(lang: CarLang): (word: string) => string {
  let stem = stemmers.get(lang)
  if (!stem) {
    const unfolded = snowballStemmer(lang)
    stem = (word: string) => fold(unfolded(word.toLowerCase()))
    stemmers.set(lang, stem)
  }
  return stem
}

/** The Snowball stem of one lower-case word as the language writes it (unfolded: "körde" → "körd"). */
export function snowballStemmer(lang: CarLang): (word: string) => string {
  let stem = snowball.get(lang)
  if (!stem) {
    const stemmer = newStemmer(ALGORITHM[lang])
    stem = (word: string) => stemmer.stem(word)
    snowball.set(lang, stem)
  }
  return stem
}
