/**
 * The monthly budget over the database: a car list with a monthly budget (`monthly_max`, or a phrase such as "max 4000
 * kr/mån") lists exactly the seeded cars whose cheapest loan, private lease or (UK) dealer PCP fits
 * (src/features/finance/budget.ts, pcp-budget.ts), and is not empty where the stock has such cars; each card carries
 * the offer it was compared with. The UK PCP figure follows an editor's change of a product and the day's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CarRecord } from '@/features/cars/types'
import { budgetMonthly, budgetOffer } from '@/features/finance/budget'
import { dealerPcpOffer, pricingDay } from '@/features/finance/pcp-budget'
import type { IndexedCar } from '@/features/cars/types'
import type { Locale } from '@/cms/locales'
import type { DealerSite, FinanceProduct, Site } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'
import { bootPayload, type TestPayload } from '../helpers/payload'

const CARS = 800
let ctx: TestPayload
let search: typeof import('@/features/search/search')
let list: typeof import('@/features/cars/list/queries')
let sites: Record<string, Site>
let cars: CarRecord[]
let dealers: DealerSite[]

async function listFor(market: SearchIndex, locale: Locale, query: Record<string, string>) {
  const read = await list.readListState(sites[market], locale, [], new URLSearchParams(query))
  if (!read) throw new Error('no list')
  return { ...read, ...(await list.loadPhraseList(market, [], { ...read.state, page: 20 }, null)) }
}

/** The UK dealers' PCP products by site id, read here from the collection (not through the index's loader). */
async function pcpProducts(): Promise<Map<string, FinanceProduct[]>> {
  const { docs } = await ctx.payload.find({ collection: 'finance-products', depth: 0, limit: 0, pagination: false })
  const siteOf = new Map(dealers.map((d) => [d.id, d.site_id]))
  const out = new Map<string, FinanceProduct[]>()
  for (const product of docs) {
    const site = siteOf.get(product.dealer as number)!
    out.set(site, [...(out.get(site) ?? []), product])
  }
  return out
}

/** What the card states for a car on the index's pricing day, from the database's products. */
async function expectedOffers() {
  const products = await pcpProducts()
  const day = pricingDay(new Date(`${search.searchHealth().pricedFor}T00:00:00Z`))
  return new Map(
    cars.map((car) => {
      const pcp = car.index === 'uk' ? dealerPcpOffer(products.get(car.car_site_id), car, day) : null
      return [car.car_id, { pcp, offer: budgetOffer(car.car_loan_option, car.car_leasing_options, pcp) }]
    }),
  )
}

const fitting = (offers: Awaited<ReturnType<typeof expectedOffers>>, market: SearchIndex, budget: number) =>
  cars.filter((car) => car.index === market && (offers.get(car.car_id)!.offer?.monthly ?? Infinity) <= budget)

describe('the seeded stock', () => {
  it('has one monthly cost per car, whether from the stored loan cost (the index) or the loan option (the card)', async () => {
    const offers = await expectedOffers()
    for (const car of cars)
      expect(budgetMonthly(car.car_loan_monthly_cost, car.car_leasing_options, offers.get(car.car_id)!.pcp)).toBe(
        offers.get(car.car_id)!.offer?.monthly ?? null,
      )
  })
})

beforeAll(async () => {
  ctx = await bootPayload()
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData, toDealerSummary } = await import('../../src/demo/dealers/generate')
  const { generateCars } = await import('../../src/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  sites = await seedSites(ctx.payload)
  const generated = generateDealers()
  dealers = []
  for (const dealer of generated)
    dealers.push(
      await ctx.payload.create({
        collection: 'dealer-sites',
        data: toDealerCreateData(dealer, sites[dealer.siteKey].id),
      }),
    )
  // The seed's UK finance: a PCP and an HP for every UK dealer (src/demo/finance/products.ts).
  await (await import('@/demo/seed/finance')).seedFinance(ctx.payload, sites as never, dealers)
  cars = generateCars({ count: CARS, dealers: generated.map(toDealerSummary) })
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
    ['uk', 'en-GB', 300],
  ] as const)('%s (%s): monthly_max=%i lists exactly the cars that fit, not none', async (market, locale, budget) => {
    const offers = await expectedOffers()
    const expected = fitting(offers, market, budget)
    expect(expected.length).toBeGreaterThan(0)
    const { state, result } = await listFor(market, locale, { monthly_max: String(budget) })
    expect(state.monthlyMax).toBe(budget)
    if (!result.ok) throw new Error('search failed')
    expect(result.total).toBe(expected.length)
    expect(result.cars.map((c) => c.car_id).sort()).toEqual(expected.map((c) => c.car_id).sort())
    // The card's offer is read from the loan option fetched for the page and the PCP offer the index priced; it is
    // the offer computed here from the database, and fits as the index said.
    for (const car of result.cars) {
      const offer = budgetOffer(car.car_loan_option ?? null, car.car_leasing_options ?? [], car.car_pcp_offer ?? null)
      expect(offer).toEqual(offers.get(car.car_id)!.offer)
      expect(offer!.monthly).toBeLessThanOrEqual(budget)
    }
    if (market === 'uk') expect(result.cars.some((c) => c.car_pcp_offer?.monthly)).toBe(true)
  })

  it('reads "max 4000 kr/mån" typed in the search as the same budget, with the other filters of the phrase', async () => {
    const { state, result } = await listFor('se', 'sv-SE', { keyphrase: 'max 4000 kr/mån' })
    expect(state).toMatchObject({ monthlyMax: 4000, keyphrase: '', ranges: {} })
    expect(result.ok && result.total).toBe(fitting(await expectedOffers(), 'se', 4000).length)
    const uk = await listFor('uk', 'en-GB', { keyphrase: 'under £700 a month' })
    expect(uk.state.monthlyMax).toBe(700)
    expect(uk.result.ok && uk.result.total).toBe(fitting(await expectedOffers(), 'uk', 700).length)
  })

  it("follows an editor's change of a dealer's PCP product: the index prices that dealer's cars again", async () => {
    const offers = await expectedOffers()
    // The UK dealer with the most cars that PCP prices.
    const counts = new Map<string, number>()
    for (const car of cars)
      if (offers.get(car.car_id)!.pcp) counts.set(car.car_site_id, (counts.get(car.car_site_id) ?? 0) + 1)
    const [site] = [...counts].sort((a, b) => b[1] - a[1])[0]
    const dealer = dealers.find((d) => d.site_id === site)!
    const { docs } = await ctx.payload.find({
      collection: 'finance-products',
      where: { and: [{ dealer: { equals: dealer.id } }, { type: { equals: 'PCP' } }] },
      depth: 0,
    })
    // A 0 % APR offer with a 25 % default deposit: every PCP car of the dealer gets cheaper.
    await ctx.payload.update({
      collection: 'finance-products',
      id: docs[0].id,
      depth: 0,
      data: { aprPercent: 0, depositPercent: { ...docs[0].depositPercent, default: 25 } },
    })
    await search.syncSearch()
    const after = await expectedOffers()
    const changed = cars.filter((c) => c.car_site_id === site && after.get(c.car_id)!.pcp)
    expect(changed.length).toBeGreaterThan(0)
    for (const car of changed) {
      expect(after.get(car.car_id)!.pcp!.monthly).toBeLessThan(offers.get(car.car_id)!.pcp!.monthly)
      expect(after.get(car.car_id)!.pcp!.cashPercent).toBe(25)
    }
    for (const budget of [300, 700]) {
      const { result } = await listFor('uk', 'en-GB', { monthly_max: String(budget) })
      if (!result.ok) throw new Error('search failed')
      expect(result.cars.map((c) => c.car_id).sort()).toEqual(
        fitting(after, 'uk', budget)
          .map((c) => c.car_id)
          .sort(),
      )
      for (const car of result.cars) expect(car.car_pcp_offer ?? null).toEqual(after.get(car.car_id)!.pcp)
    }
  })

  it('prices for the day of its clock: a car whose age crosses a future-value band at midnight is re-indexed', async () => {
    const { SearchService } = await import('@/features/search/service')
    const { CAR_SCHEMA } = await import('@/features/search/car-schema')
    const { parseQuery, planQuery } = await import('@/features/search/contract')
    const products = await pcpProducts()
    // A UK car PCP prices at 1 year old (demo band "up to 1"), on the eve of its second anniversary (band "up to 3").
    const car = cars.find(
      (c) =>
        c.index === 'uk' &&
        products.has(c.car_site_id) &&
        c.car_firstregistration &&
        c.car_firstregistration.slice(5, 10) !== '02-29',
    )!
    const registered = new Date(car.car_firstregistration!)
    const midnight = Date.UTC(registered.getUTCFullYear() + 2, registered.getUTCMonth(), registered.getUTCDate())
    let clock = new Date(midnight - 1)
    const service = new SearchService({
      payload: async () => ctx.payload,
      connectionString: ctx.databaseUrl,
      listen: false,
      pollMs: 3_600_000,
      invalidateRendered: () => {},
      now: () => clock,
    })
    const indexed = async () => {
      const plan = planQuery(
        CAR_SCHEMA,
        parseQuery({
          index: 'cars-uk',
          fields: ['car_id', 'car_budget_monthly_cost', 'car_pcp_offer'],
          filters: { car_id: [car.car_id] },
        }),
      )
      return (await service.run('cars-uk', plan)).content[0] as Pick<IndexedCar, 'car_pcp_offer'> & {
        car_budget_monthly_cost: number | null
      }
    }
    try {
      await service.ready()
      const eve = await indexed()
      expect(service.health().pricedFor).toBe(new Date(midnight - 1).toISOString().slice(0, 10))
      expect(eve.car_pcp_offer).toEqual(dealerPcpOffer(products.get(car.car_site_id), car, pricingDay(clock)))
      expect(eve.car_pcp_offer).not.toBeNull()
      clock = new Date(midnight + 1)
      await service.sync()
      const day = await indexed()
      expect(service.health().pricedFor).toBe(new Date(midnight).toISOString().slice(0, 10))
      expect(day.car_pcp_offer).toEqual(dealerPcpOffer(products.get(car.car_site_id), car, pricingDay(clock)))
      // One band older: a lower future value, a higher monthly.
      expect(day.car_pcp_offer!.finalPayment).toBeLessThan(eve.car_pcp_offer!.finalPayment)
      expect(day.car_pcp_offer!.monthly).toBeGreaterThan(eve.car_pcp_offer!.monthly)
      expect(day.car_budget_monthly_cost).toBe(
        budgetMonthly(car.car_loan_monthly_cost, car.car_leasing_options, day.car_pcp_offer ?? null),
      )
    } finally {
      await service.stop()
    }
  })
})
