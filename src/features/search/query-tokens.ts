/**
 * The words of a search phrase, each as typed and folded (text.ts). Numbers are made whole first:
 * "400 000", "30,000" and "400.000" are one number (a group of exactly three digits after a separator), "400k",
 * "£40k" and "5000mil" split into number and unit, "kr/mån", "€/kk" and "/month" become the unit `/month`.
 * A dash between two numbers ("2018-2021", "2018 – 2021") is kept as the word `-`: it may join a range
 * (query-bounds.ts); anywhere else a dash only separates words, as in the index.
 */
import { fold } from './text'

export type Token = { raw: string; key: string }

const THOUSANDS = /(\d)[ \u00a0\u202f.,'](?=\d{3}(?!\d))/g
const MONTHLY = /\/\s*(?:mån(?:ad|aden)?|md|mnd|måned(?:en)?|kk|kuukausi|kuukaudessa|mes(?:iac)?|month|mo|m)\b\.?/giu
const NUMBER_THEN_UNIT = /(\d)(?=[^\d\s.,'])/gu
const SIGN_THEN_NUMBER = /([£€$])(?=\d)/g
const DECIMAL = /^\d+[.,]\d+$/
const RANGE_DASH = /(\d)\s*[-\u2010-\u2015\u2212]\s*(?=[£€$]?\d)/g

export function tokenizePhrase(phrase: string): Token[] {
  const text = phrase
    .replace(THOUSANDS, '$1')
    .replace(THOUSANDS, '$1')
    .replace(MONTHLY, ' /month ')
    .replace(RANGE_DASH, '$1 - ')
    .replace(NUMBER_THEN_UNIT, '$1 ')
    .replace(SIGN_THEN_NUMBER, '$1 ')
  const out: Token[] = []
  for (const part of text.split(/\s+/)) {
    if (part === '/month' || part === '+' || part === ':-' || part === '-') {
      out.push({ raw: part, key: part })
      continue
    }
    // Keep a decimal number whole ("1,5 milj"), else trim punctuation around a word ("Volvo," "(diesel)").
    if (DECIMAL.test(part) || /^[£€$]$/.test(part)) {
      out.push({ raw: part, key: part })
      continue
    }
    // Inside a word, punctuation separates words as in the index ("id.4", "e-tron", "#1"): text.ts tokenize.
    for (const raw of part.split(/[^\p{L}\p{N}£€$]+/u)) {
      if (raw) out.push({ raw, key: /[£€$]/.test(raw) ? raw : fold(raw) })
    }
  }
  return out
}

/** A whole or decimal number token's value, else null. */
export function numberOf(token: Token | undefined): number | null {
  if (!token || !/^\d+(?:[.,]\d+)?$/.test(token.key)) return null
  return Number(token.key.replace(',', '.'))
}
