import { randomInt } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query } from '@/platform/db'
import { createMemoryStore } from '@/platform/kv'
import { createRateLimiter, type RateLimiter } from '@/platform/rate-limit'
import { resolveLimits } from '@/platform/rate-limit-config'
import { deriveKeys } from '@/features/tyre-hotel/server/crypto'
import type { TyreHotelRoutes } from '@/features/tyre-hotel/server/routes'

export type Answer = { status: number; json: Record<string, unknown>; headers: Headers }

/**
 * The tyre hotel's route handlers on a booted, seeded Payload, with an injected clock (`clock.ms`),
 * code source (`nextCodes`, then crypto.randomInt) and a rate limiter on that clock (`resetLimits`), and se's
 * tyre-hotel page at /dackhotell.
 */
export async function tyreHotelHarness(payload: Payload, startMs: number) {
  const { seedSites } = await import('@/demo/seed/sites')
  const { seedTyreHotel } = await import('@/demo/seed/tyre-hotel')
  const { tyreHotelRoutes } = await import('@/features/tyre-hotel/server/routes')
  const { tyreHotelPageUrl } = await import('@/app/api/mechmate/respond')
  const sites = await seedSites(payload)
  await seedTyreHotel(payload)
  // se's tyre-hotel page, which the confirmations' manage links open (http://se.localhost/dackhotell).
  await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    depth: 0,
    data: {
      title: 'Däckhotell',
      slug: 'dackhotell',
      site: sites.se.id,
      parent: null,
      layout: [{ blockType: 'tyreHotel', contactEmail: 'dackhotell@bilgruppen.example' }],
      _status: 'published',
    },
  })
  const clock = { ms: startMs }
  const keys = deriveKeys('integration-test-tyre-hotel-secret')
  const nextCodes: number[] = []
  let limiter: RateLimiter
  const resetLimits = () => {
    const now = () => clock.ms
    limiter = createRateLimiter({
      store: createMemoryStore({ clock: now }),
      limits: resolveLimits({}, () => {}),
      clock: now,
    })
  }
  resetLimits()
  const routes: TyreHotelRoutes = tyreHotelRoutes({
    payload: async () => payload,
    keys: () => keys,
    now: () => new Date(clock.ms),
    random: (max) => nextCodes.shift() ?? randomInt(max),
    limiter: () => limiter,
    secure: () => false,
    managePage: tyreHotelPageUrl,
  })
  let ip = 0

  async function call(
    handler: (r: Request) => Promise<Response>,
    method: 'GET' | 'POST',
    path: string,
    options: { ip?: string; cookie?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      host: 'se.localhost',
      'x-forwarded-for': options.ip ?? `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
    }
    if (options.cookie) headers.cookie = options.cookie
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    const body = options.body === undefined ? undefined : JSON.stringify(options.body)
    const response = await handler(new Request(`http://se.localhost/api/tirehotel/${path}`, { method, headers, body }))
    return {
      status: response.status,
      json: (await response.json()) as Record<string, unknown>,
      headers: response.headers,
    }
  }

  const search = (regNo: string, ipAddress?: string) =>
    call(routes.search, 'GET', `authorization/search?regNo=${encodeURIComponent(regNo)}`, { ip: ipAddress })
  const login = (encrypted: string, ipAddress?: string) =>
    call(routes.login, 'POST', `authorization/login?encryptedPhoneNumber=${encodeURIComponent(encrypted)}`, {
      ip: ipAddress,
    })
  const validate = (token: string, code: string, ipAddress?: string) =>
    call(routes.validate, 'POST', `authorization/validate?authToken=${encodeURIComponent(token)}&otpToken=${code}`, {
      ip: ipAddress,
    })

  /** The last code texted to `phone`, read from the outbox the SMS adapter delivers from. */
  async function lastCode(phone: string): Promise<string> {
    const [row] = await query<{ data: { to: string; text: string } }>(
      payload,
      sql`select data from outbox where topic = 'sms.send' and data->>'to' = ${phone} order by id desc limit 1`,
    )
    return /\b(\d{4})\b/.exec(row.data.text)![1]
  }

  /** Search, login and validate with the texted code: the answer and the session cookie (`name=value`). */
  async function loggedIn(plate: string, phone: string): Promise<{ answer: Answer; cookie: string }> {
    const found = await search(plate)
    const credentials = await login(found.json.encryptedPhoneNumber as string)
    const answer = await validate(credentials.json.authorizationToken as string, await lastCode(phone))
    return { answer, cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0] }
  }

  return { routes, clock, keys, nextCodes, resetLimits, call, search, login, validate, lastCode, loggedIn }
}
