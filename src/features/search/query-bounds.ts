/**
 * Bounds in a search phrase: price, year, mileage and monthly cost, in the site's language, currency
 * and distance unit. A number is a bound when words around it say so: a comparator before it ("under", "max",
 * "från", "nyare än", "alle", "do"), a unit after it (currency, "k"/"tkr", "mil"/"km"/"miles", "kr/mån") or a
 * comparator after it ("eller nyare", "alkaen", "or newer"). What it bounds follows from the unit: distance →
 * car_mileage in km (the index's unit; a Swedish mil is 10 km, a mile 1.609 km), per month → the monthly budget
 * (car_budget_monthly_cost, the cheapest of the car's loan, private lease and UK PCP: src/features/finance/budget.ts), or the private
 * lease's cost when the phrase says leasing, or the loan's for a lower bound ("från 3000 kr/mån", no budget), money → car_price, a bare year (1950 to next year) → car_year. A bare
 * number with no such word ("Peugeot 308") is no bound and stays a word. Two numbers joined by a dash or the
 * language's "to" / "between … and" are one range (`findRanges`): years, or amounts in the second's unit.
 */
import type { CarLang } from '@/sites/format'
import { INDEX_CURRENCY, type SearchIndex } from '@/sites/markets'
import { numberOf, type Token } from './query-tokens'
import {
  AFTER_NUMBER,
  BEFORE_NUMBER,
  CURRENCIES,
  DISTANCE_UNITS,
  LEASING_WORDS,
  MULTIPLIERS,
  PER_MONTH,
  RANGE_WORDS,
  type Comparator,
} from './query-words'

export type Bound = { min?: number; max?: number }
export type BoundField =
  | 'car_price'
  | 'car_mileage'
  | 'car_loan_monthly_cost'
  | 'car_privateleasing_monthly_cost'
  | 'car_budget_monthly_cost'
  | 'car_year'

export type FoundBound = { field: BoundField; bound: Bound; from: number; to: number }

const FIRST_YEAR = 1950

/** The longest run of `tokens` from `at` (forwards) that is a key of `table`, with its length. */
function runAt<T>(
  tokens: readonly Token[],
  at: number,
  table: Readonly<Record<string, T>>,
  taken: readonly boolean[],
): [T, number] | null {
  for (let n = 3; n >= 1; n--) {
    if (at < 0 || at + n > tokens.length || taken.slice(at, at + n).some(Boolean)) continue
    const key = tokens
      .slice(at, at + n)
      .map((t) => t.key)
      .join(' ')
    if (Object.hasOwn(table, key)) return [table[key], n]
  }
  return null
}

/** The longest run ending just before `end` that is a key of `table`. */
function runBefore<T>(
  tokens: readonly Token[],
  end: number,
  table: Readonly<Record<string, T>>,
  taken: readonly boolean[],
): [T, number] | null {
  for (let n = 3; n >= 1; n--) {
    const found = runAt(tokens, end - n, table, taken)
    if (found && found[1] === n) return found
  }
  return null
}

const currencyFits = (currency: string, market: SearchIndex) =>
  currency === 'KR' ? ['SEK', 'NOK'].includes(INDEX_CURRENCY[market]) : currency === INDEX_CURRENCY[market]

const perMonthTable = Object.fromEntries(PER_MONTH.map((w) => [w, true]))
const tableOf = (words: readonly string[]) => Object.fromEntries(words.map((w) => [w, true]))
const rangeTables = Object.fromEntries(
  Object.entries(RANGE_WORDS).map(([lang, words]) => [
    lang,
    {
      between: tableOf(words.between),
      to: tableOf([...words.to, '-']),
      and: tableOf(words.and),
      after: tableOf(words.after),
    },
  ]),
) as Record<CarLang, Record<'between' | 'to' | 'and' | 'after', Record<string, true>>>

/** What follows a number: a multiplier ("k", "milj"), a currency, a distance unit, "per month"; `to` is past them. */
type Unit = {
  factor: number
  multiplied: boolean
  currency: string | null
  km: number | null
  monthly: boolean
  to: number
}

function unitAfter(
  tokens: readonly Token[],
  at: number,
  lang: CarLang,
  market: SearchIndex,
  taken: readonly boolean[],
): Unit {
  let to = at
  let factor = 1
  let currency: string | null = null
  const next = () => (to < tokens.length && !taken[to] ? tokens[to].key : null)
  const multiplier = next()
  if (multiplier !== null && Object.hasOwn(MULTIPLIERS, multiplier)) {
    factor = MULTIPLIERS[multiplier]
    if (Object.hasOwn(CURRENCIES, multiplier)) currency = CURRENCIES[multiplier]
    to++
  }
  const unit = next()
  if (unit !== null && Object.hasOwn(CURRENCIES, unit) && !(unit === 'e' && lang !== 'fi' && lang !== 'sk')) {
    currency = CURRENCIES[unit]
    to++
  }
  let km: number | null = null
  const distance = next()
  if (
    distance !== null &&
    Object.hasOwn(DISTANCE_UNITS, distance) &&
    (DISTANCE_UNITS[distance].markets?.includes(market) ?? true)
  ) {
    km = DISTANCE_UNITS[distance].km
    to++
  }
  const monthly = runAt(tokens, to, perMonthTable, taken)
  if (monthly) to += monthly[1]
  return { factor, multiplied: factor !== 1, currency, km, monthly: monthly !== null, to }
}

const isYearNumber = (n: number, thisYear: number) => Number.isInteger(n) && n >= FIRST_YEAR && n <= thisYear + 1

/** The field a bounded amount limits, from its unit; a bare year's when it is one. */
function fieldOf(unit: Unit, isYear: boolean, side: 'min' | 'max', leasing: boolean): BoundField {
  if (unit.km !== null) return 'car_mileage'
  if (unit.monthly)
    return leasing
      ? 'car_privateleasing_monthly_cost'
      : side === 'min'
        ? 'car_loan_monthly_cost'
        : 'car_budget_monthly_cost'
  return isYear ? 'car_year' : 'car_price'
}

/**
 * Ranges: two numbers joined by a dash or the language's "to" ("2018-2021", "från 2018 till 2021", "od 2018 do
 * 2021"), or by its "and" inside "between … and" / "… välillä" ("mellom 2018 og 2021", "2018 ja 2021 välillä").
 * Both numbers are years (no unit), or the unit after the second says what both bound ("200-300k kr", "£10,000 -
 * £15,000"); bare numbers that are not years ("320-330") and a number `keep` names (a model number after its
 * brand: "Peugeot 2008-2012") are no range.
 */
function findRanges(
  tokens: readonly Token[],
  lang: CarLang,
  market: SearchIndex,
  thisYear: number,
  taken: boolean[],
  leasing: boolean,
  keep: (at: number) => boolean,
): FoundBound[] {
  const words = rangeTables[lang]
  const found: FoundBound[] = []
  for (let i = 0; i < tokens.length; i++) {
    const first = numberOf(tokens[i])
    if (first === null || taken[i]) continue
    let from = i
    let sign: string | null = null
    if (from > 0 && !taken[from - 1] && /^[£€$]$/.test(tokens[from - 1].key)) sign = CURRENCIES[tokens[--from].key]
    const between = runBefore(tokens, from, words.between, taken)
    if (between) from -= between[1]
    const own = unitAfter(tokens, i + 1, lang, market, taken)
    let at = own.to
    const joiner = runAt(tokens, at, words.to, taken) ?? runAt(tokens, at, words.and, taken)
    if (!joiner) continue
    const joinedByAnd = !Object.hasOwn(
      words.to,
      tokens
        .slice(at, at + joiner[1])
        .map((t) => t.key)
        .join(' '),
    )
    at += joiner[1]
    if (at < tokens.length && !taken[at] && /^[£€$]$/.test(tokens[at].key)) {
      sign ??= CURRENCIES[tokens[at].key]
      at++
    }
    const second = numberOf(tokens[at])
    if (second === null || taken[at] || keep(i) || keep(at)) continue
    const unit = unitAfter(tokens, at + 1, lang, market, taken)
    let to = unit.to
    const after = runAt(tokens, to, words.after, taken)
    if (after) to += after[1]
    if (joinedByAnd && !between && !after) continue
    const currency = unit.currency ?? own.currency ?? sign
    const years =
      isYearNumber(first, thisYear) &&
      isYearNumber(second, thisYear) &&
      !own.multiplied &&
      !unit.multiplied &&
      currency === null &&
      unit.km === null &&
      !unit.monthly
    if (!years && currency === null && unit.km === null && !unit.monthly && !unit.multiplied) continue
    if (currency !== null && !currencyFits(currency, market)) continue
    // "200-300k": the second number's multiplier is the first's too, when the first alone is the smaller number.
    const firstFactor = own.multiplied ? own.factor : first < second ? unit.factor : 1
    const scale = unit.km ?? 1
    // Typed the other way round ("2021-2018") it is still the one range.
    const [min, max] = [Math.round(first * firstFactor * scale), Math.round(second * unit.factor * scale)].sort(
      (a, b) => a - b,
    )
    if (!(max < 1e15)) continue
    for (let k = from; k < to; k++) taken[k] = true
    found.push({ field: years ? 'car_year' : fieldOf(unit, false, 'max', leasing), bound: { min, max }, from, to })
    i = to - 1
  }
  return found
}

/**
 * Every bound in the phrase, with the token span it takes; `taken` marks tokens already explained (they are
 * neither read nor taken again). `thisYear` is the calendar year, the newest model year being the next. `keep`
 * names a number that is a name rather than an amount (a model number after its brand).
 */
export function findBounds(
  tokens: readonly Token[],
  lang: CarLang,
  market: SearchIndex,
  thisYear: number,
  taken: boolean[],
  keep: (at: number) => boolean = () => false,
): FoundBound[] {
  const leasing = tokens.some((t) => LEASING_WORDS.includes(t.key))
  const found = findRanges(tokens, lang, market, thisYear, taken, leasing, keep)
  for (let i = 0; i < tokens.length; i++) {
    const number = numberOf(tokens[i])
    if (number === null || taken[i]) continue
    let from = i
    let comparator: Comparator | null = null
    let currency: string | null = null
    if (
      from > 0 &&
      !taken[from - 1] &&
      Object.hasOwn(CURRENCIES, tokens[from - 1].key) &&
      /[£€$]/.test(tokens[from - 1].key)
    )
      currency = CURRENCIES[tokens[--from].key]
    const before = runBefore(tokens, from, BEFORE_NUMBER[lang], taken)
    if (before) {
      comparator = before[0]
      from -= before[1]
    }
    const unit = unitAfter(tokens, i + 1, lang, market, taken)
    currency = unit.currency ?? currency
    let to = unit.to
    const after = runAt(tokens, to, AFTER_NUMBER[lang], taken)
    if (after) {
      comparator ??= after[0]
      to += after[1]
    }

    const amount = number * unit.factor
    const isYear =
      isYearNumber(number, thisYear) && !unit.multiplied && currency === null && unit.km === null && !unit.monthly
    if (!comparator && !currency && unit.km === null && !unit.monthly && !unit.multiplied) continue
    if (currency !== null && !currencyFits(currency, market)) continue
    const side = comparator?.side ?? 'max'
    const field = fieldOf(unit, isYear, side, leasing)
    let value = Math.round(unit.km !== null ? amount * unit.km : amount)
    if (field === 'car_year' && comparator?.strict) value += comparator.side === 'min' ? 1 : -1
    // No bound the list's own address could not carry (15 digits at most, src/features/cars/list/range.ts parseAmount).
    if (!(Math.abs(value) < 1e15)) continue
    // A lone amount with a unit is a budget: "400 000 kr", "5000 mil", "4000 kr/mån".
    for (let k = from; k < to; k++) taken[k] = true
    found.push({ field, bound: { [side]: value }, from, to })
  }
  return found
}
