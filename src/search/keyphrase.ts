/**
 * Hero and slider search (spec 1 §2): the free text is split into words; words (or runs of up to
 * four words, for values like "Land Rover") that match a known facet value become filters, the rest
 * stays keyphrase. Navigation then goes to the search path plus the filter values joined by
 * slashes, lower-case, with the remaining keyphrase as a query parameter.
 */
import { tokenize } from './text'

/** Facet field → its known values, in priority order (the first field claiming a word wins). */
export type PhraseVocabulary = Readonly<Record<string, readonly string[]>>

export type ParsedPhrase = { filters: Record<string, string[]>; keyphrase: string }

/** The fields the hero search turns words into filters for, in priority order. */
export const PHRASE_FIELDS = ['car_brand', 'car_model', 'car_body', 'car_fuel', 'car_gearbox', 'car_drive', 'car_color', 'car_site_city'] as const

const MAX_RUN = 4

export function parseSearchPhrase(phrase: string, vocabulary: PhraseVocabulary): ParsedPhrase {
  const known = new Map<string, { field: string; value: string }>()
  for (const [field, values] of Object.entries(vocabulary)) {
    for (const value of values) {
      const key = tokenize(value).join(' ')
      if (key && !known.has(key)) known.set(key, { field, value })
    }
  }
  const words = phrase.trim().split(/\s+/).filter(Boolean)
  const filters: Record<string, string[]> = {}
  const rest: string[] = []
  for (let i = 0; i < words.length; ) {
    let matched = 0
    for (let n = Math.min(MAX_RUN, words.length - i); n > 0 && !matched; n--) {
      const hit = known.get(tokenize(words.slice(i, i + n).join(' ')).join(' '))
      if (hit) {
        const list = (filters[hit.field] ??= [])
        if (!list.includes(hit.value)) list.push(hit.value)
        matched = n
      }
    }
    if (matched) i += matched
    else rest.push(words[i++])
  }
  return { filters, keyphrase: rest.join(' ') }
}

/** Where the hero search navigates: /search-path/volvo/xc60?keyphrase=dragkrok */
export function phraseHref(searchPath: string, parsed: ParsedPhrase): string {
  const segments = Object.values(parsed.filters)
    .flat()
    .map((value) => encodeURIComponent(value.toLowerCase()))
  const path = [searchPath.replace(/\/+$/, ''), ...segments].join('/') || '/'
  return parsed.keyphrase ? `${path}?${new URLSearchParams({ keyphrase: parsed.keyphrase })}` : path
}
