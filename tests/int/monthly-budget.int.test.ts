/**
 * The monthly budget over the database: a car list with a monthly budget (`monthly_max`, or a phrase such as "max 4000
 * kr/mån") lists exactly the seeded cars whose cheapest loan or private lease fits (src/features/finance/budget.ts), and is
 * not empty where the stock has such cars; each card carries the offer it was compared with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { budgetMonthly, budgetOffer } from '@/features/finance/budget'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 800
let ctx: TestPayload
let search: typeof import('@/features/search/search')
let list: typeof import('@/features/cars/list/queries')
let sites: Record<string, Site>
let cars: CarRecord[]

async function listFor(market: SearchIndex, locale: Locale, query: Record<string, string>) {
  const read = await list.readListState(sites[market], locale, [], new URLSearchParams(query))
  if (!read) throw new Error('no list')
  return { ...read, ...(await list.loadPhraseList(market, [], { ...read.state, page: 20 }, null)) }
}

const fitting = (market: SearchIndex, budget: number) =>
  cars.filter(
    (car) =>
      car.index === market &&
      (budgetOffer(car.car_loan_option, car.car_leasing_options)?.monthly ?? Infinity) <= budget,
  )

describe('the seeded stock', () => {
  it('has one monthly cost per car, whether from the stored loan cost (the index) or the loan option (the card)', () => {
    for (const car of cars)
      expect(budgetMonthly(car.car_loan_monthly_cost, car.car_leasing_options)).toBe(
        budgetOffer(car.car_loan_option, car.car_leasing_options)?.monthly ?? null,
      )
  })
})

beforeAll(async () => {
  ctx = await bootPayload()
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerSummary } = await import('../../src/demo/dealers/generate')
  const { generateCars } = await import('../../src/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  sites = await seedSites(ctx.payload)
  cars = generateCars({ count: CARS, dealers: generateDealers().map(toDealerSummary) })
  await insertCarBatch(ctx.payload, cars)
  search = await import('@/features/search/search')
  list = await import('@/features/cars/list/queries')
  await search.searchReady()
})
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})

describe('the car list by monthly budget', () => {
  it.each([
    ['se', 'sv-SE', 4000],
    ['se', 'sv-SE', 2500],
    ['no', 'nb-NO', 5000],
    ['fi', 'fi-FI', 400],
    ['uk', 'en-GB', 700],
  ] as const)('%s (%s): monthly_max=%i lists exactly the cars that fit, not none', async (market, locale, budget) => {
    const expected = fitting(market, budget)
    expect(expected.length).toBeGreaterThan(0)
    const { state, result } = await listFor(market, locale, { monthly_max: String(budget) })
    expect(state.monthlyMax).toBe(budget)
    if (!result.ok) throw new Error('search failed')
    expect(result.total).toBe(expected.length)
    expect(result.cars.map((c) => c.car_id).sort()).toEqual(expected.map((c) => c.car_id).sort())
    // The card's offer is read from the loan option fetched for the page; it fits as the index said.
    for (const car of result.cars)
      expect(budgetOffer(car.car_loan_option ?? null, car.car_leasing_options ?? [])!.monthly).toBeLessThanOrEqual(
        budget,
      )
  })

  it('reads "max 4000 kr/mån" typed in the search as the same budget, with the other filters of the phrase', async () => {
    const { state, result } = await listFor('se', 'sv-SE', { keyphrase: 'max 4000 kr/mån' })
    expect(state).toMatchObject({ monthlyMax: 4000, keyphrase: '', ranges: {} })
    expect(result.ok && result.total).toBe(fitting('se', 4000).length)
    const uk = await listFor('uk', 'en-GB', { keyphrase: 'under £700 a month' })
    expect(uk.state.monthlyMax).toBe(700)
  })
})
