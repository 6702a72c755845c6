/**
 * The real words of a language, so that a word neither the site's texts nor the cars' texts hold, but the language
 * does ("passerat", "skida", "estates"), is never read as a typo of a brand, a model or a town (query understanding,
 * understand.ts `isKnownWord`). The words are the base forms of Hunspell dictionaries (npm `dictionary-sv`,
 * `dictionary-nb`, `dictionary-sk`, `dictionary-en-gb`: LibreOffice's dictionaries, kept by wooorm); an inflected
 * form counts when a base form starting with its stem has the same stem ("passerat" → "passer" ← "passera").
 *
 * Hunspell's affix rules would answer inflections exactly, but nspell took 5–11 s and 150 MB per language to load on
 * the project machine and accepted every Swedish string (its compounding). A sorted, folded word list with a set took
 * 1.3–2.4 s and 40–60 MB per language under load, so the check searches the dictionary's text as it is (2–7 MB per
 * language, read once per process in 20–90 ms): a scan of it, 1–12 ms by language and load, only for a typed word that
 * the site's and the cars' words did not already place, and remembered for the next visitor who types it. Finnish has no Hunspell dictionary (its spell checkers use
 * Voikko): Finnish pages keep the site's and the cars' words only.
 */
import { LRUCache } from 'lru-cache'
import type { CarLang } from '@/sites/format'
import { snowballStemmer } from './stem'

/** A language's check: is this typed word (any case, with its letters as typed) a word of the language? */
export type WordCheck = (typed: string) => boolean

type Dictionary = { default: { dic: Uint8Array } }

const DICTIONARIES: Partial<Record<CarLang, () => Promise<Dictionary>>> = {
  sv: () => import('dictionary-sv'),
  nb: () => import('dictionary-nb'),
  sk: () => import('dictionary-sk'),
  en: () => import('dictionary-en-gb'),
}

/** Shorter words are never typo-corrected (text-index.ts typoBudget), so they need no answer. */
const MIN_LENGTH = 4
/** Base forms starting with a stem that are looked at before giving up (Norwegian compounds run long). */
const MAX_STEM_PEERS = 200
/** Answers kept per language: what visitors type repeats, and each answer is a few bytes. */
const REMEMBERED = 5000

const NONE: WordCheck = () => false
const checks = new Map<CarLang, Promise<WordCheck>>()

/** The language's word check, loaded once per process; a language without a dictionary knows no word. */
export function languageWords(lang: CarLang): Promise<WordCheck> {
  let check = checks.get(lang)
  if (!check) {
    const load = DICTIONARIES[lang]
    check = load
      ? load().then(({ default: { dic } }) => wordCheck(new TextDecoder().decode(dic), lang))
      : Promise.resolve(NONE)
    checks.set(lang, check)
  }
  return check
}

/**
 * The check over a Hunspell `.dic` text: its first line is the count, then a word per line with its `/flags`. Only
 * lower-case entries can match a lower-cased word, so proper nouns (brands, models, towns) and abbreviations never do.
 */
export function wordCheck(dic: string, lang: CarLang): WordCheck {
  const text = dic.slice(dic.indexOf('\n'))
  const stem = snowballStemmer(lang)
  const answers = new LRUCache<string, boolean>({ max: REMEMBERED })
  return (typed) => {
    const word = typed.toLowerCase()
    if (word.length < MIN_LENGTH) return false
    let known = answers.get(word)
    if (known === undefined) answers.set(word, (known = find(word)))
    return known
  }

  function find(word: string): boolean {
    const wordStem = stem(word)
    const prefix = wordStem.length >= MIN_LENGTH && word.startsWith(wordStem) ? wordStem : word
    let seen = 0
    for (let at = text.indexOf('\n' + prefix); at >= 0 && seen < MAX_STEM_PEERS; seen++) {
      const peer = entryAt(text, at + 1)
      if (peer === word || (prefix === wordStem && stem(peer) === wordStem)) return true
      at = text.indexOf('\n' + prefix, at + 1)
    }
    return false
  }
}

/** The word of the entry starting at `start`: up to its flags, a tab (morphology) or the end of the line. */
function entryAt(text: string, start: number): string {
  let end = start
  for (; end < text.length; end++) {
    const c = text.charCodeAt(end)
    if (c === 0x2f || c === 0x0a || c === 0x0d || c === 0x09) break
  }
  return text.slice(start, end).trim()
}
