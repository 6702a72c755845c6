/**
 * Bounds in a search phrase: price, year, mileage and monthly cost, in the site's language, currency
 * and distance unit. A number is a bound when words around it say so: a comparator before it ("under", "max",
 * "från", "nyare än", "alle", "do"), a unit after it (currency, "k"/"tkr", "mil"/"km"/"miles", "kr/mån") or a
 * comparator after it ("eller nyare", "alkaen", "or newer"). What it bounds follows from the unit: distance →
 * car_mileage in km (the index's unit; a Swedish mil is 10 km, a mile 1.609 km), per month → the monthly budget
 * (car_budget_monthly_cost, the cheapest of the car's loan and private lease: src/features/finance/budget.ts), or the private
 * lease's cost when the phrase says leasing, or the loan's for a lower bound ("från 3000 kr/mån", no budget), money → car_price, a bare year (1950 to next year) → car_year. A bare
 * number with no such word ("Peugeot 308") is no bound and stays a word.
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

/**
 * Every bound in the phrase, with the token span it takes; `taken` marks tokens already explained (they are
 * neither read nor taken again). `thisYear` is the calendar year, the newest model year being the next.
 */
export function findBounds(
  tokens: readonly Token[],
  lang: CarLang,
  market: SearchIndex,
  thisYear: number,
  taken: boolean[],
): FoundBound[] {
  const found: FoundBound[] = []
  const leasing = tokens.some((t) => LEASING_WORDS.includes(t.key))
  for (let i = 0; i < tokens.length; i++) {
    const number = numberOf(tokens[i])
    if (number === null || taken[i]) continue
    let from = i
    let to = i + 1
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
    let amount = number
    const next = () => (to < tokens.length && !taken[to] ? tokens[to].key : null)
    const multiplier = next()
    if (multiplier !== null && Object.hasOwn(MULTIPLIERS, multiplier)) {
      amount *= MULTIPLIERS[multiplier]
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
    const after = runAt(tokens, to, AFTER_NUMBER[lang], taken)
    if (after) {
      comparator ??= after[0]
      to += after[1]
    }

    const isYear =
      Number.isInteger(number) &&
      number >= FIRST_YEAR &&
      number <= thisYear + 1 &&
      amount === number &&
      currency === null &&
      km === null &&
      !monthly
    if (!comparator && !currency && km === null && !monthly && amount === number) continue
    if (currency !== null && !currencyFits(currency, market)) continue
    let field: BoundField
    let value = Math.round(amount)
    if (km !== null) {
      field = 'car_mileage'
      value = Math.round(amount * km)
    } else if (monthly)
      field = leasing
        ? 'car_privateleasing_monthly_cost'
        : comparator?.side === 'min'
          ? 'car_loan_monthly_cost'
          : 'car_budget_monthly_cost'
    else if (isYear) {
      field = 'car_year'
      if (comparator?.strict) value += comparator.side === 'min' ? 1 : -1
    } else field = 'car_price'
    // No bound the list's own address could not carry (15 digits at most, src/features/cars/list/range.ts parseAmount).
    if (!(Math.abs(value) < 1e15)) continue
    // A lone amount with a unit is a budget: "400 000 kr", "5000 mil", "4000 kr/mån".
    const side = comparator?.side ?? 'max'
    for (let k = from; k < to; k++) taken[k] = true
    found.push({ field, bound: { [side]: value }, from, to })
  }
  return found
}
