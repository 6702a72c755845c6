/**
 * The data the public APIs answer from, for the suites that call every route handler (the robustness suite, the API
 * description's check): the demo's sites, dealers, 300 cars, finance products, workshop catalogue and tyre hotel,
 * without its pages and images, which only pages need; and a tyre hotel session made through the real routes.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { expect } from 'vitest'

export async function seedApiData(payload: Payload): Promise<void> {
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData, toDealerSummary } = await import('../../src/demo/dealers/generate')
  const { generateCars } = await import('../../src/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  const sites = await seedSites(payload)
  const generated = generateDealers()
  const dealers = []
  for (const dealer of generated)
    dealers.push(
      await payload.create({ collection: 'dealer-sites', data: toDealerCreateData(dealer, sites[dealer.siteKey].id) }),
    )
  await insertCarBatch(payload, generateCars({ count: 300, dealers: generated.map(toDealerSummary) }))
  await (await import('@/demo/seed/finance')).seedFinance(payload, sites, dealers)
  await (await import('@/demo/seed/booking')).seedBooking(payload)
  await (await import('@/demo/seed/tyre-hotel')).seedTyreHotel(payload)
}

/** A tyre hotel session for TYR123 through the real routes (search, code texted to the outbox, validate): its cookie. */
export async function tyreHotelSession(payload: Payload): Promise<string> {
  const { defaultTyreHotelRoutes } = await import('@/features/tyre-hotel/server/routes')
  const { tyreHotelPageUrl } = await import('@/app/api/mechmate/respond')
  const { query } = await import('@/platform/db')
  const routes = defaultTyreHotelRoutes(tyreHotelPageUrl)
  const at = (p: string) =>
    new Request(`http://se.localhost/api/tirehotel/${p}`, {
      method: p.startsWith('authorization/search') ? 'GET' : 'POST',
      headers: { host: 'se.localhost' },
    })
  const found = (await (await routes.search(at('authorization/search?regNo=TYR123'))).json()) as {
    encryptedPhoneNumber: string
  }
  const login = (await (
    await routes.login(at(`authorization/login?encryptedPhoneNumber=${encodeURIComponent(found.encryptedPhoneNumber)}`))
  ).json()) as { authorizationToken: string }
  const [sms] = await query<{ data: { text: string } }>(
    payload,
    sql`select data from outbox where topic = 'sms.send' order by id desc limit 1`,
  )
  const code = /\b(\d{4})\b/.exec(sms.data.text)![1]
  const validated = await routes.validate(
    at(`authorization/validate?authToken=${encodeURIComponent(login.authorizationToken)}&otpToken=${code}`),
  )
  expect(validated.status).toBe(200)
  return (validated.headers.get('set-cookie') ?? '').split(';')[0]
}
