import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCars } from '@/demo/cars/generate'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { demoProducts } from '@/demo/finance/products'
import { budgetMonthly, budgetOffer } from '@/features/finance/budget'
import { dealerPcpOffer, pricingDay } from '@/features/finance/pcp-budget'
import type { FinanceProduct } from '@/payload-types'
import type { IndexedCar } from '@/features/cars/types'
import { CAR_SCHEMA, pcpOfferOf } from './car-schema'
import { parseQuery, planQuery } from './contract'
import { SearchEngine } from './engine'

// Every market's dealers: Sweden's loans and private leases, Norway's 35 % down payment, the UK's leases and, as the
// seed gives every UK dealer, a PCP and an HP product. Within one page of the engine (limit 500), so a list is the
// whole answer.
const DEALERS = generateDealers()
const CARS: IndexedCar[] = generateCars({ count: 480, dealers: DEALERS.map(toDealerSummary) })
const PRODUCTS = new Map(
  DEALERS.filter((d) => d.index === 'uk').map((d, i) => [
    d.site_id,
    demoProducts(i + 1, d.site_id).map(
      (p, j) => ({ ...p, id: i * 2 + j + 1, createdAt: '', updatedAt: '' }) as FinanceProduct,
    ),
  ]),
)
// The service prices every car it indexes for its pricing day (service.ts price()); so does this test, for a fixed one.
const TODAY = pricingDay(new Date('2026-11-28T15:00:00Z'))
for (const car of CARS) car.car_pcp_offer = dealerPcpOffer(PRODUCTS.get(car.car_site_id), car, TODAY)

const engine = new SearchEngine(CAR_SCHEMA, CARS)
// What the card states: budgetOffer from the loan option, the leases and the PCP offer the index hands it.
const cardOffer = (car: IndexedCar) =>
  budgetOffer(car.car_loan_option, car.car_leasing_options, car.car_pcp_offer ?? null)
const cost = new Map(CARS.map((car) => [car.car_id, cardOffer(car)?.monthly ?? null]))

const budgetList = (budget: number, index = 'cars-se') => {
  const plan = planQuery(
    CAR_SCHEMA,
    parseQuery({
      index,
      fields: ['car_id', 'car_budget_monthly_cost', 'car_pcp_offer'],
      filters: { car_budget_monthly_cost: { max: budget }, index: [index.slice(5)] },
      limit: 500,
    }),
  )
  return engine.run(plan).content as {
    car_id: string
    car_budget_monthly_cost: number | null
    car_pcp_offer: IndexedCar['car_pcp_offer']
  }[]
}

const ukCars = CARS.filter((car) => car.index === 'uk')

describe('the car index by monthly budget', () => {
  it.each(['cars-se', 'cars-no', 'cars-uk'])(
    '%s returns exactly the cars whose cheapest budget product fits: none over it, none that fits left out (property)',
    (index) => {
      const market = CARS.filter((car) => car.index === index.slice(5))
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 20_000 }), (budget) => {
          const listed = budgetList(budget, index)
          for (const car of listed) expect(car.car_budget_monthly_cost).toBeLessThanOrEqual(budget)
          const fitting = market.filter((car) => (cost.get(car.car_id) ?? Infinity) <= budget).map((c) => c.car_id)
          expect(listed.map((c) => c.car_id).sort()).toEqual(fitting.sort())
        }),
        { numRuns: 100 },
      )
    },
  )

  it("compares the figure the card states: the stored loan cost is the loan option's forward annuity, the PCP offer the index's", () => {
    for (const car of CARS)
      expect(budgetMonthly(car.car_loan_monthly_cost, car.car_leasing_options, pcpOfferOf(car))).toBe(
        cardOffer(car)?.monthly ?? null,
      )
  })

  it('is not empty at an everyday budget where the stock has finance', () => {
    expect(budgetList(4_000).length).toBeGreaterThan(0)
    expect([...cost.values()].filter((m) => m === null).length).toBeLessThan(CARS.length)
  })

  it('prices UK cars with their dealer’s PCP: many under it, some (too old for the future-value table) without', () => {
    const priced = ukCars.filter((car) => car.car_pcp_offer)
    expect(priced.length).toBeGreaterThan(ukCars.length / 2)
    expect(ukCars.some((car) => !car.car_pcp_offer)).toBe(true)
    // PCP is the cheapest product of some UK cars, so the budget lists them for it and their card says PCP.
    const byPcp = ukCars.filter((car) => cardOffer(car)?.product === 'pcp')
    expect(byPcp.length).toBeGreaterThan(0)
    // The answer hands the card the very offer the index compared.
    const listed = budgetList(20_000, 'cars-uk')
    for (const item of listed)
      expect(item.car_pcp_offer ?? null).toEqual(CARS.find((c) => c.car_id === item.car_id)!.car_pcp_offer ?? null)
    // An everyday UK budget finds PCP cars.
    expect(budgetList(400, 'cars-uk').some((c) => c.car_pcp_offer && c.car_pcp_offer.monthly <= 400)).toBe(true)
  })
})
