import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCars } from '@/demo/cars/generate'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { budgetMonthly, budgetOffer } from '@/features/finance/budget'
import { CAR_SCHEMA } from './car-schema'
import { parseQuery, planQuery } from './contract'
import { SearchEngine } from './engine'

// Every market's dealers: Sweden's loans and private leases, Norway's 35 % down payment, the UK's leases only.
// Within one page of the engine (limit 500), so a list is the whole answer.
const CARS = generateCars({ count: 480, dealers: generateDealers().map(toDealerSummary) })
const engine = new SearchEngine(CAR_SCHEMA, CARS)
const cost = new Map(
  CARS.map((car) => [car.car_id, budgetOffer(car.car_loan_option, car.car_leasing_options)?.monthly ?? null]),
)

const budgetList = (budget: number) => {
  const plan = planQuery(
    CAR_SCHEMA,
    parseQuery({
      index: 'cars-se',
      fields: ['car_id', 'car_budget_monthly_cost'],
      filters: { car_budget_monthly_cost: { max: budget } },
      limit: 500,
    }),
  )
  return engine.run(plan).content as { car_id: string; car_budget_monthly_cost: number | null }[]
}

describe('the car index by monthly budget', () => {
  it('returns exactly the cars whose cheapest budget product fits: none over it, none that fits left out (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (budget) => {
        const listed = budgetList(budget)
        for (const car of listed) expect(car.car_budget_monthly_cost).toBeLessThanOrEqual(budget)
        const fitting = [...cost].filter(([, monthly]) => monthly !== null && monthly <= budget).map(([id]) => id)
        expect(listed.map((c) => c.car_id).sort()).toEqual(fitting.sort())
      }),
      { numRuns: 150 },
    )
  })

  it("compares the figure the card states: the stored loan cost is the loan option's forward annuity", () => {
    for (const car of CARS)
      expect(budgetMonthly(car.car_loan_monthly_cost, car.car_leasing_options)).toBe(
        budgetOffer(car.car_loan_option, car.car_leasing_options)?.monthly ?? null,
      )
  })

  it('is not empty at an everyday budget where the stock has finance', () => {
    expect(budgetList(4_000).length).toBeGreaterThan(0)
    expect([...cost.values()].filter((m) => m === null).length).toBeLessThan(CARS.length)
  })
})
