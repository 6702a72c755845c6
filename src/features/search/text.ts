/**
 * Text folding for keyphrase search and the hero parser (spec 1 §2): case- and
 * diacritic-insensitive, so "Skoda" finds "Škoda", "ostersund" finds "Östersund", "sodertalje"
 * finds "Södertälje". NFD strips combining marks (å ä ö é š č …); the letters that are not composed
 * (ø, æ, œ, ß, đ, ł) are mapped by hand.
 */
const SPECIAL: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th', ð: 'd' }
const SPECIAL_RE = /[øæœßđłþð]/g
const MARKS_RE = /[\u0300-\u036f]/g
const SPLIT_RE = /[^\p{L}\p{N}]+/u

export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS_RE, '')
    .replace(SPECIAL_RE, (c) => SPECIAL[c] ?? c)
}

/** Folded words of a text; punctuation and dashes separate words ("XC60 B4" → ["xc60", "b4"]). */
export function tokenize(text: string): string[] {
  return fold(text).split(SPLIT_RE).filter(Boolean)
}
