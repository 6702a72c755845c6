/**
 * The UK site's finance-provider calls against a real database: products configured per dealer,
 * quotations stored by reference, terms read back, bad input answered 400 with nothing stored.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DealerSite } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let dealer: DealerSite
let routes: {
  defaultRoute: (r: Request) => Promise<Response>
  cfdRoute: (r: Request) => Promise<Response>
  legalRoute: (r: Request) => Promise<Response>
}

const vehicle = {
  Vin: 'WBA5R1C50KAE12345',
  Price: 24_995,
  Mileage: 18_000,
  RegistrationDate: '2024-03-01',
  RegistrationNumber: 'AB24 CDE',
}
const post = (handler: (r: Request) => Promise<Response>, body: unknown) =>
  handler(
    new Request('http://uk.localhost/api/codeweaver', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
const legal = (ref: string) =>
  routes.legalRoute(new Request(`http://uk.localhost/api/codeweaver/legal?quoteRef=${encodeURIComponent(ref)}`))
const quotesStored = async () => (await payload.count({ collection: 'finance-quotes' })).totalDocs

function cfdBody(parameters: Record<string, unknown>, extra: Record<string, unknown>[] = []) {
  return {
    OrganisationKey: dealer.site_id,
    VehicleRequests: [
      {
        Id: 'car-1',
        Vehicle: vehicle,
        Parameters: {
          Term: 36,
          AnnualMileage: 9000,
          FinanceProductFamilyKeys: ['PCP', 'HP'],
          CalculationType: 'ToRegularPayment',
          CashDeposit: 2500,
          ...parameters,
        },
      },
      ...extra,
    ],
  }
}

async function badField(response: Response, field: string) {
  expect(response.status).toBe(400)
  const body = (await response.json()) as { error: string; issues: { field: string }[] }
  expect(body.issues.map((i) => i.field)).toContain(field)
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData } = await import('../../src/demo/dealers/generate')
  const { seedFinance } = await import('@/demo/seed/finance')
  const sites = await seedSites(payload)
  const seedDealer = generateDealers().find((d) => d.siteKey === 'uk')!
  dealer = await payload.create({ collection: 'dealer-sites', data: toDealerCreateData(seedDealer, sites.uk.id) })
  const first = await seedFinance(payload, sites, [dealer])
  expect(first).toEqual({ products: 2, pages: 6 })
  expect(await seedFinance(payload, sites, [dealer])).toEqual({ products: 0, pages: 0 })
  routes = {
    defaultRoute: (await import('@/app/api/codeweaver/default/route')).POST,
    cfdRoute: (await import('@/app/api/codeweaver/cfd/route')).POST,
    legalRoute: (await import('@/app/api/codeweaver/legal/route')).GET,
  }
})
afterAll(async () => {
  await ctx?.teardown()
})

describe('POST /api/codeweaver/default', () => {
  it("returns the dealer's products with their ranges for the vehicle", async () => {
    const response = await post(routes.defaultRoute, { Vehicle: vehicle, OrganisationKey: dealer.site_id })
    expect(response.status).toBe(200)
    const { Products } = await response.json()
    expect(Products.map((p: { FamilyKey: string }) => p.FamilyKey)).toEqual(['HP', 'PCP'])
    const [hp, pcp] = Products
    expect(pcp).toMatchObject({
      Name: 'Personal Contract Purchase',
      Type: 'PCP',
      Apr: 9.9,
      Term: { Min: 24, Max: 48, Step: 12, Default: 36 },
    })
    expect(pcp.AnnualMileage).toEqual({ Min: 6000, Max: 15000, Step: 3000, Default: 9000 })
    expect(hp.AnnualMileage).toBeNull()
    expect(pcp.Deposit).toEqual({ Min: 0, Max: 9998, Step: 1, Default: 2500 })
    expect(pcp.Payment.Min).toBeLessThan(pcp.Payment.Max)
    expect(hp.Payment.Min).toBeLessThan(hp.Payment.Max)
  })

  it('offers no PCP for a vehicle older than its future-value table', async () => {
    const response = await post(routes.defaultRoute, {
      Vehicle: { ...vehicle, RegistrationDate: '2015-01-01' },
      OrganisationKey: dealer.site_id,
    })
    const { Products } = await response.json()
    expect(Products.map((p: { FamilyKey: string }) => p.FamilyKey)).toEqual(['HP'])
  })

  it('answers 400 naming the field for bad input', async () => {
    await badField(
      await post(routes.defaultRoute, { Vehicle: vehicle, OrganisationKey: 'no-such-dealer' }),
      'OrganisationKey',
    )
    await badField(
      await post(routes.defaultRoute, { Vehicle: { ...vehicle, Vin: 'SHORT' }, OrganisationKey: dealer.site_id }),
      'Vehicle.Vin',
    )
    await badField(
      await post(routes.defaultRoute, { Vehicle: { ...vehicle, Price: -1 }, OrganisationKey: dealer.site_id }),
      'Vehicle.Price',
    )
  })
})

describe('POST /api/codeweaver/cfd and GET /api/codeweaver/legal', () => {
  it('quotes every family, stores the quotations and serves their terms', async () => {
    const before = await quotesStored()
    const response = await post(routes.cfdRoute, cfdBody({}))
    expect(response.status).toBe(200)
    const { Vehicles } = await response.json()
    expect(Vehicles).toHaveLength(1)
    expect(Vehicles[0].Id).toBe('car-1')
    const [pcp, hp] = Vehicles[0].FinanceQuotations
    expect(pcp.FamilyKey).toBe('PCP')
    expect(pcp.Quote).toMatchObject({
      Term: 36,
      Deposit: 2500,
      AnnualMileage: 9000,
      Apr: expect.any(Number),
      NumberOfRegularPayments: 36,
    })
    expect(pcp.Quote.TotalDeposit).toBe(pcp.Quote.Deposit + pcp.Quote.DealerContribution)
    expect(pcp.Quote.FinalPayment).toBeGreaterThan(0)
    expect(pcp.Quote.QuoteActions.Apply).toContain(pcp.Quote.QuoteReference)
    expect(pcp.Blocks.find((b: { Key: string }) => b.Key === 'Apr').Value).toBe(`${pcp.Quote.Apr.toFixed(1)}%`)
    expect(hp.Quote.FinalPayment).toBe(0)
    expect(hp.Quote.DocumentationFee).toBe(99)
    expect(await quotesStored()).toBe(before + 2)

    // The engine's figures, recomputed independently of the stored quotation.
    const { quoteUk } = await import('@/features/finance/uk-quote')
    const expected = quoteUk({
      product: 'HP',
      calculation: 'ToRegularPayment',
      cashPrice: vehicle.Price,
      deposit: 2500,
      term: 36,
      rate: { aprPercent: 10.9 },
      documentationFee: 99,
      optionToPurchaseFee: 10,
    })
    expect(hp.Quote).toMatchObject({
      RegularPayment: expected.regularPayment,
      TotalAmountPayable: expected.totalAmountPayable,
      Apr: expected.aprPercent,
    })

    const terms = await legal(pcp.Quote.QuoteReference)
    expect(terms.status).toBe(200)
    const body = await terms.json()
    expect(body.QuoteReference).toBe(pcp.Quote.QuoteReference)
    expect(body.TermsAndConditions).toContain(pcp.Quote.QuoteReference)
    expect(body.TermsAndConditions).toContain(`representative APR ${pcp.Quote.Apr.toFixed(1)}%`)
    expect(body.TermsAndConditions).toContain('9000 miles a year')
  })

  it('computes the deposit from a desired monthly payment', async () => {
    const response = await post(
      routes.cfdRoute,
      cfdBody({
        CalculationType: 'ToCashDeposit',
        CashDeposit: undefined,
        RegularPayment: 450,
        FinanceProductFamilyKeys: ['HP'],
      }),
    )
    expect(response.status).toBe(200)
    const quote = (await response.json()).Vehicles[0].FinanceQuotations[0].Quote
    expect(quote.RegularPayment).toBe(450)
    expect(quote.Deposit).toBeGreaterThan(0)
    expect(quote.AmountOfCredit).toBeCloseTo(vehicle.Price - quote.Deposit, 2)
  })

  it('answers 400 naming the field and stores nothing from an invalid request', async () => {
    const before = await quotesStored()
    await badField(await post(routes.cfdRoute, cfdBody({ Term: 30 })), 'VehicleRequests[0].Parameters.Term')
    await badField(
      await post(routes.cfdRoute, cfdBody({ FinanceProductFamilyKeys: ['PCP', 'PCH'] })),
      'VehicleRequests[0].Parameters.FinanceProductFamilyKeys[1]',
    )
    await badField(
      await post(routes.cfdRoute, cfdBody({ CashDeposit: 20_000 })),
      'VehicleRequests[0].Parameters.CashDeposit',
    )
    await badField(
      await post(routes.cfdRoute, cfdBody({ AnnualMileage: 7000 })),
      'VehicleRequests[0].Parameters.AnnualMileage',
    )
    await badField(
      await post(routes.cfdRoute, cfdBody({ CalculationType: 'ToCashDeposit', CashDeposit: undefined })),
      'VehicleRequests[0].Parameters.RegularPayment',
    )
    // The first vehicle is fine, the second is not: neither is stored.
    const second = {
      Vehicle: { ...vehicle, RegistrationDate: '2015-01-01' },
      Parameters: {
        Term: 36,
        AnnualMileage: 9000,
        FinanceProductFamilyKeys: ['PCP'],
        CalculationType: 'ToRegularPayment',
        CashDeposit: 2500,
      },
    }
    await badField(await post(routes.cfdRoute, cfdBody({}, [second])), 'VehicleRequests[1].Parameters.Term')
    expect(await quotesStored()).toBe(before)
  })

  it('quotes a family named twice once and refuses more quotations than a request may store', async () => {
    const before = await quotesStored()
    const twice = await post(routes.cfdRoute, cfdBody({ FinanceProductFamilyKeys: ['PCP', 'PCP', 'HP', 'HP', 'PCP'] }))
    expect(twice.status).toBe(200)
    expect((await twice.json()).Vehicles[0].FinanceQuotations.map((q: { FamilyKey: string }) => q.FamilyKey)).toEqual([
      'PCP',
      'HP',
    ])
    expect(await quotesStored()).toBe(before + 2)
    const many = Array.from({ length: 10 }, (_, i) => ({
      Id: `car-${i + 2}`,
      Vehicle: vehicle,
      Parameters: {
        Term: 36,
        AnnualMileage: 9000,
        FinanceProductFamilyKeys: ['PCP', 'HP', 'X1', 'X2', 'X3'],
        CalculationType: 'ToRegularPayment',
        CashDeposit: 2500,
      },
    }))
    await badField(await post(routes.cfdRoute, cfdBody({}, many)), 'VehicleRequests')
    expect(await quotesStored()).toBe(before + 2)
  })

  it('limits quotation requests per client address with the platform limiter', async () => {
    const { resolveLimits } = await import('@/platform/rate-limit-config')
    const budget = resolveLimits(process.env)['quote-ip'].points!
    const from = (ip: string) =>
      routes.cfdRoute(
        new Request('http://uk.localhost/api/codeweaver/cfd', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: '{}',
        }),
      )
    for (let i = 0; i < budget; i++) expect((await from('203.0.113.7')).status).toBe(400)
    const refused = await from('203.0.113.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await from('203.0.113.8')).status).toBe(400)
  })

  it('deletes quotations older than their validity with the expiry task', async () => {
    const { pruneExpiredQuotes } = await import('@/features/finance/codeweaver/expiry')
    const stored = await quotesStored()
    expect(stored).toBeGreaterThan(0)
    expect(await pruneExpiredQuotes(payload, new Date(), 30)).toBe(0)
    expect(await quotesStored()).toBe(stored)
    expect(await pruneExpiredQuotes(payload, new Date(Date.now() + 31 * 86_400_000), 30)).toBe(stored)
    expect(await quotesStored()).toBe(0)
  })

  it('answers 400 for a malformed reference and 404 for an unknown one', async () => {
    await badField(await legal('nope'), 'quoteRef')
    expect((await legal('CW0000000000')).status).toBe(404)
  })
})
