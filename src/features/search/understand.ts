/**
 * Query understanding: a search phrase in the page's language becomes the car list's filters, so
 * "elbil under 400 000 kr i göteborg" lists the electric cars under 400,000 kr in Göteborg instead of the cars
 * whose texts hold all six words. Pure: the server builds the lexicon from the index (query-lexicon.ts) and calls
 * this for every list that receives a `keyphrase`, from the hero search or a shared link alike.
 *
 * Order, so that a guess never beats a certainty: ranges and bounds with their comparator and unit (query-bounds.ts); runs of
 * up to four words that name a stored value, a label or a synonym, as typed and then stemmed (longest run first);
 * a bare year; stop words; then one-word typo correction (bounded Damerau-Levenshtein: 1 edit for 4-7 letters, 2
 * from 8; a change to a letter far away on the keyboard counts two, keyboard.ts) to a value of 4 letters or more,
 * only for a word that is not a real word: not a stop word, not a word of the cars' own texts or the page's language (`isKnownWord`), not
 * one of the known near misses (NOT_TYPOS), and only when the closest value is unique and begins with the same
 * letter (people rarely mistype a word's first letter). What is left stays keyphrase. A single town that is one
 * of the market's dealer towns becomes the list's place (measured from, nearest first) rather than a city filter.
 */
import { typoBudget } from './text-index'
import { editDistance } from './edit-distance'
import { keyChangeCost } from './keyboard'
import { findBounds, type Bound, type BoundField } from './query-bounds'
import type { Hit, Lexicon } from './query-lexicon'
import { tokenizePhrase, type Token } from './query-tokens'
import { tokenize } from './text'

export type Correction = { typed: string; meant: string }

export type Understood = {
  /** Brand > model selections as the list's tree writes them: `Volvo` or `Volvo>XC60`. */
  tree: string[]
  /** Value facets (car_fuel, car_body, car_site_city, car_year, …) → stored values. */
  values: Record<string, string[]>
  ranges: Partial<Record<Exclude<BoundField, 'car_year'>, Bound>>
  /** The words left, as typed. */
  keyphrase: string
  /** The one dealer town the phrase names, as the distance facet's `place` slug (its cars nearest first). */
  place: string | null
  corrections: Correction[]
}

const MAX_RUN = 4

export type UnderstandOptions = {
  /** The calendar year (model years go to the next). */
  thisYear: number
  /**
   * A real word (of the cars' texts or of the page's language), searched as typed and never corrected: `word` folded
   * as the index folds it, `typed` as the visitor wrote it.
   */
  isKnownWord?: (word: string, typed: string) => boolean
  /** The market's dealer towns (the distance facet's places, src/features/cars/list/distance.ts placesOf). */
  places?: readonly { slug: string; name: string }[]
}

/**
 * The place a phrase's one town names: a town of the phrase (the car_site_city a word, run of words, stem or typo
 * named) that is one of the market's dealer towns. Two towns ("göteborg eller malmö") stay a filter on both, as
 * one place cannot measure from two; a word that names a brand or model first is never a town (PHRASE_FIELDS order).
 */
function placeOf(towns: readonly string[] | undefined, places: UnderstandOptions['places']): string | null {
  if (towns?.length !== 1 || !places) return null
  const key = tokenize(towns[0]).join(' ')
  return places.find((p) => tokenize(p.name).join(' ') === key)?.slug ?? null
}

function lookUp(lexicon: Lexicon, tokens: readonly Token[]): Hit | undefined {
  const keys = tokens.map((t) => t.key)
  return (
    lexicon.exact.get(keys.join(' ')) ??
    (keys.length > 1 ? lexicon.exact.get(keys.join('')) : undefined) ??
    lexicon.stems.get(keys.map(lexicon.stem).join(' '))
  )
}

function typoTarget(lexicon: Lexicon, word: string): Hit | null {
  const budget = typoBudget(word.length)
  if (!budget || lexicon.notTypos.has(word)) return null
  let best: Hit | null = null
  let bestDistance = budget + 1
  let tie = false
  for (const { key, hit } of lexicon.typoTargets) {
    if (key[0] !== word[0]) continue
    const d = editDistance(word, key, Math.min(budget, bestDistance), keyChangeCost)
    if (d < bestDistance) {
      best = hit
      bestDistance = d
      tie = false
    } else if (d === bestDistance && d <= budget && best && (best.field !== hit.field || best.value !== hit.value))
      tie = true
  }
  return best && !tie ? best : null
}

export function understandPhrase(phrase: string, lexicon: Lexicon, options: UnderstandOptions): Understood {
  const tokens = tokenizePhrase(phrase)
  const taken = tokens.map(() => false)
  const values: Record<string, string[]> = {}
  const ranges: Understood['ranges'] = {}
  const corrections: Correction[] = []
  const brands: string[] = []
  const models: { model: string; after: string | null }[] = []
  const addValue = (field: string, value: string) => {
    const list = (values[field] ??= [])
    if (!list.includes(value)) list.push(value)
  }

  // A model number right after its brand ("Peugeot 2008-2012") is a name, never an end of a range.
  const modelNumber = (at: number) =>
    at > 0 &&
    lexicon.exact.get(tokens[at - 1].key)?.field === 'car_brand' &&
    [...lexicon.needsBrand].some(
      (m) =>
        tokenize(m).join(' ') === tokens[at].key &&
        lexicon.brandsOfModel.get(m)?.includes(lexicon.exact.get(tokens[at - 1].key)!.value),
    )
  const years: Bound = {}
  for (const { field, bound } of findBounds(
    tokens,
    lexicon.lang,
    lexicon.market,
    options.thisYear,
    taken,
    modelNumber,
  )) {
    if (field === 'car_year') Object.assign(years, bound)
    else ranges[field] = { ...ranges[field], ...bound }
  }

  let lastBrand: string | null = null
  const take = (hit: Hit) => {
    if (hit.field === 'car_brand') {
      if (!brands.includes(hit.value)) brands.push(hit.value)
      lastBrand = hit.value
    } else if (hit.field === 'car_model') models.push({ model: hit.value, after: lastBrand })
    else addValue(hit.field, hit.value)
  }
  const rest: string[] = []
  for (let i = 0; i < tokens.length;) {
    if (taken[i]) {
      i++
      continue
    }
    let n = Math.min(MAX_RUN, tokens.length - i)
    while (n > 0 && taken.slice(i, i + n).some(Boolean)) n--
    let matched = 0
    for (; n > 0 && !matched; n--) {
      const hit = lookUp(lexicon, tokens.slice(i, i + n))
      if (hit) {
        take(hit)
        matched = n
      }
    }
    const token = tokens[i]
    const word = token.key
    if (matched) {
      i += matched
      continue
    }
    i++
    const shortModel =
      lastBrand !== null
        ? [...lexicon.needsBrand].find(
            (m) => tokenize(m).join(' ') === word && lexicon.brandsOfModel.get(m)?.includes(lastBrand!),
          )
        : undefined
    if (shortModel) {
      models.push({ model: shortModel, after: lastBrand })
      continue
    }
    const year = /^\d{4}$/.test(word) ? Number(word) : NaN
    if (year >= 1950 && year <= options.thisYear + 1) {
      years.min = years.max = year
      continue
    }
    // A dash no range took separates words, as it does in the index.
    if (word === '-' || lexicon.stopWords.has(word) || lexicon.stopWords.has(lexicon.stem(word))) continue
    const typo = /^\p{L}+$/u.test(word) && !options.isKnownWord?.(word, token.raw) ? typoTarget(lexicon, word) : null
    if (typo) {
      take(typo)
      corrections.push({ typed: token.raw, meant: typo.value })
      continue
    }
    lastBrand = null
    rest.push(token.raw)
  }

  if (years.min !== undefined || years.max !== undefined) {
    const stocked = lexicon.years.filter(
      (y) => (years.min === undefined || y >= years.min) && (years.max === undefined || y <= years.max),
    )
    // No year of the bound in stock: the bound's own year, so the list is honestly empty rather than unfiltered.
    for (const y of stocked.length ? stocked.sort((a, b) => b - a) : [years.min ?? years.max!])
      addValue('car_year', String(y))
  }

  const tree: string[] = []
  for (const { model, after } of models) {
    const own = lexicon.brandsOfModel.get(model) ?? []
    const typedBrand = after && own.includes(after) ? after : own.find((b) => brands.includes(b))
    for (const brand of typedBrand ? [typedBrand] : own)
      if (!tree.includes(`${brand}>${model}`)) tree.push(`${brand}>${model}`)
  }
  for (const brand of brands) if (!tree.some((t) => t.startsWith(`${brand}>`))) tree.push(brand)
  const place = placeOf(values.car_site_city, options.places)
  if (place) delete values.car_site_city
  return { tree, values, ranges, keyphrase: rest.join(' '), place, corrections }
}
