/**
 * Generated car queries for the conformance tests: facets, filters, keyphrases (with prefixes and
 * typos), sorts and pages drawn from the values the records really hold, plus values they do not.
 */
import fc from 'fast-check'
import type { CarRecord } from '@/features/cars/types'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import type { SearchQuery } from '@/features/search/contract'
import { tokenize } from '@/features/search/text'

const VALUE_FACETS = [
  'car_brand',
  'car_model',
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_year',
  'car_is_used',
  'car_site_city',
  'car_equipment',
] as const
const HISTOGRAMS = CAR_SCHEMA.histograms
const SORTS = Object.keys(CAR_SCHEMA.sorts)

const distinct = <T>(items: T[]) => [...new Set(items)]

export function carQueries(index: string, cars: readonly CarRecord[]): fc.Arbitrary<SearchQuery> {
  const pool = (field: string) =>
    distinct(
      cars
        .flatMap((car) => {
          const v = field in CAR_SCHEMA.values ? CAR_SCHEMA.values[field](car) : CAR_SCHEMA.lists[field](car)
          return v === null || v === undefined ? [] : Array.isArray(v) ? v : [v]
        })
        .map(String),
    )
  const numbers = (field: string) =>
    cars.map((car) => CAR_SCHEMA.numbers[field](car)).filter((v): v is number => typeof v === 'number')
  const ids = cars.map((car) => car.car_id)
  const paths = distinct(cars.map((car) => `${car.car_brand}>${car.car_model}`))
  const words = distinct(
    cars
      .slice(0, 200)
      .flatMap((car) => tokenize(`${car.car_brand} ${car.car_model} ${car.car_equipment.slice(0, 3).join(' ')}`)),
  )

  const valuesOf = (field: string) => fc.subarray([...pool(field), 'No such value'], { maxLength: 3 })
  const range = (field: string) => {
    const nums = numbers(field)
    const point = nums.length ? fc.constantFrom(...nums) : fc.constant(0)
    return fc.tuple(point, point, fc.boolean(), fc.boolean()).map(([a, b, open1, open2]) => ({
      ...(open1 ? {} : { min: Math.min(a, b) }),
      ...(open2 ? {} : { max: Math.max(a, b) }),
    }))
  }
  const word = fc
    .tuple(fc.constantFrom(...words), fc.constantFrom('exact', 'prefix', 'typo', 'upper'))
    .map(([w, how]) => {
      if (how === 'prefix' && w.length > 3) return w.slice(0, Math.max(2, w.length - 2))
      if (how === 'typo' && w.length >= 5) return `${w.slice(0, 2)}${w[3]}${w[2]}${w.slice(4)}`.slice(0, w.length)
      if (how === 'upper') return w.toUpperCase()
      return w
    })

  const facet = fc.oneof(
    fc.record({ name: fc.constantFrom(...VALUE_FACETS) }).chain(({ name }) =>
      fc.record(
        {
          name: fc.constant(name),
          filters: fc.option(valuesOf(name), { nil: undefined }),
          sort_order: fc.option(fc.constantFrom('count_desc', 'count_asc', 'value_asc', 'value_desc' as const), {
            nil: undefined,
          }),
        },
        { requiredKeys: ['name'] },
      ),
    ),
    fc.record(
      {
        name: fc.constant('car_brand>car_model'),
        filters: fc.option(
          fc.subarray([...pool('car_brand').slice(0, 5), ...paths.slice(0, 8), 'Nobrand>X'], { maxLength: 3 }),
          { nil: undefined },
        ),
      },
      { requiredKeys: ['name'] },
    ),
    fc
      .constantFrom(...HISTOGRAMS)
      .chain((name) =>
        fc.record(
          { name: fc.constant(name), filters: fc.option(range(name), { nil: undefined }) },
          { requiredKeys: ['name'] },
        ),
      ),
  )

  const filters = fc.record(
    {
      car_is_used: fc.boolean(),
      car_year: range('car_year'),
      car_id: fc
        .subarray(ids, { maxLength: 12 })
        .chain((list) => fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })),
      car_site_id: fc.subarray(pool('car_site_id'), { minLength: 1, maxLength: 3 }),
      car_body: fc.record({ not: fc.subarray(pool('car_body'), { maxLength: 2 }) }),
      car_price: range('car_price'),
    },
    { requiredKeys: [] },
  )

  return fc
    .record(
      {
        facets: fc.uniqueArray(facet, { maxLength: 8, selector: (f) => f.name }),
        filters,
        keyphrase: fc.option(
          fc.array(word, { minLength: 1, maxLength: 2 }).map((w) => w.join(' ')),
          { nil: undefined, freq: 3 },
        ),
        sort_name: fc.option(fc.constantFrom(...SORTS), { nil: undefined }),
        limit: fc.integer({ min: 0, max: 60 }),
        offset: fc.integer({ min: 0, max: 80 }),
      },
      { requiredKeys: ['facets', 'limit', 'offset'] },
    )
    .map((q) => ({
      index,
      ...q,
      // Relevance order depends on scores the reference does not model: keyphrase queries name a sort.
      sort_name: q.keyphrase && !q.sort_name ? 'price_asc' : q.sort_name,
      fields: ['car_id', 'car_price', 'car_brand', 'car_gross_price'],
    }))
}
