/**
 * /api/tirehotel authorization, sessions and reviews through the route handlers, with an
 * injected clock, code source and rate limiter (no sleeps): every endpoint, limit and expiry, and
 * the brute-force test.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { query } from '@/platform/db'
import { signSession } from '@/features/tyre-hotel/server/crypto'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { tyreHotelHarness } from '../helpers/tyre-hotel'

let ctx: TestPayload
let payload: Payload
let th: Awaited<ReturnType<typeof tyreHotelHarness>>
const MINUTE = 60_000

const codeRows = (plate: string) =>
  query<{ tries: number; code_digest: string }>(
    payload,
    sql`select tries::int as tries, code_digest from tirehotel_codes where plate = ${plate} order by id`,
  )

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  th = await tyreHotelHarness(payload, Date.parse('2026-11-23T09:00:00Z'))
})
afterAll(async () => ctx?.teardown())
beforeEach(() => {
  // Each test on a fresh limiter, two days after the last: the limits are tested one by one.
  th.clock.ms += 2 * 86_400_000
  th.resetLimits()
})

const search = (regNo: string, ip?: string) => th.search(regNo, ip)
const login = (encrypted: string, ip?: string) => th.login(encrypted, ip)
const validate = (token: string, code: string, ip?: string) => th.validate(token, code, ip)
const lastCode = (phone: string) => th.lastCode(phone)
const loggedIn = (plate: string, phone: string) => th.loggedIn(plate, phone)

describe('GET /api/tirehotel/authorization/search', () => {
  it('answers the sealed phone number, the masked number and the plate (spaces removed, upper case)', async () => {
    const res = await search(' tyr 123')
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual(['encryptedPhoneNumber', 'obfuscatedPhoneNumber', 'regNo'])
    expect(res.json).toMatchObject({ obfuscatedPhoneNumber: '*** *** ** 05', regNo: 'TYR123' })
    expect(res.json.encryptedPhoneNumber).not.toMatch(/701740605|TYR123/)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 with the spec’s text when no agreement lists the plate', async () => {
    const res = await search('NOP999')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({
      error: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
      message: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
    })
  })

  it('answers 400 naming regNo for a plate that cannot be one, and for unknown parameters', async () => {
    for (const path of [
      'authorization/search?regNo=A',
      'authorization/search?regNo=ABCDEFGH',
      'authorization/search',
    ]) {
      const res = await th.call(th.routes.search, 'GET', path)
      expect(res.status).toBe(400)
      expect(res.json.message).toMatch(/^regNo/)
    }
    expect((await th.call(th.routes.search, 'GET', 'authorization/search?regNo=TYR123&x=1')).status).toBe(400)
  })

  it('limits searches per client address with 429 and Retry-After, and lets them again after the window', async () => {
    const answers = []
    for (let i = 0; i < 31; i++) answers.push(await search(i % 2 ? 'TYR456' : 'NOP999', '192.0.2.10'))
    expect(answers.slice(0, 30).every((a) => a.status !== 429)).toBe(true)
    expect(answers[30].status).toBe(429)
    expect(Number(answers[30].headers.get('retry-after'))).toBeGreaterThan(0)
    expect(answers[30].json.message).toBe('För många försök. Vänta en stund och försök igen.')
    expect((await search('TYR456', '192.0.2.11')).status).toBe(200)
    th.clock.ms += 20 * MINUTE
    expect((await search('TYR456', '192.0.2.10')).status).toBe(200)
  })
})

describe('POST /api/tirehotel/authorization/login', () => {
  it('texts a fresh 4-digit code to the agreement’s phone and answers {authorizationToken, message}', async () => {
    th.nextCodes.push(4711)
    const found = await search('TYR456')
    const res = await login(found.json.encryptedPhoneNumber as string)
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual(['authorizationToken', 'message'])
    expect(res.json.message).toBe('Vi har skickat en kod med SMS till *** *** ** 06. Koden gäller i 10 minuter.')
    expect(await lastCode('+46701740606')).toBe('4711')
  })

  it('keeps the code only as an HMAC', async () => {
    th.nextCodes.push(1357)
    await login((await search('TYR456')).json.encryptedPhoneNumber as string)
    const rows = await query<Record<string, unknown>>(
      payload,
      sql`select * from tirehotel_codes where plate = 'TYR456' order by id desc limit 1`,
    )
    expect(JSON.stringify(rows[0])).not.toContain('1357')
    expect(rows[0].code_digest).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses an altered or foreign encryptedPhoneNumber, and one older than 15 minutes', async () => {
    const sealed = (await search('TYR456')).json.encryptedPhoneNumber as string
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA')
    expect(await login(altered)).toMatchObject({
      status: 401,
      json: { message: 'Sökningen har gått ut. Sök på registreringsnumret igen.' },
    })
    expect((await login('bm90IG9uZSBvZiBvdXJz')).status).toBe(401)
    th.clock.ms += 15 * MINUTE
    expect((await login(sealed)).status).toBe(401)
  })

  it('limits code requests per client address with 429 and Retry-After', async () => {
    const sealed = (await search('TYR789')).json.encryptedPhoneNumber as string
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await login(sealed, '192.0.2.20'))
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(answers[10].status).toBe(429)
    expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('sends at most 10 codes per plate in 24 hours, whatever the address, then again after the window', async () => {
    const answers = []
    for (let i = 0; i < 11; i++) {
      th.clock.ms += MINUTE
      answers.push(await login((await search('TYR789')).json.encryptedPhoneNumber as string))
    }
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(answers[10].status).toBe(429)
    expect(answers[10].json.message).toBe(
      'Du har begärt för många koder för det här registreringsnumret. Försök igen senare.',
    )
    const wait = Number(answers[10].headers.get('retry-after'))
    expect(wait).toBeGreaterThan(23 * 3600)
    expect(wait).toBeLessThanOrEqual(24 * 3600)
    th.clock.ms += wait * 1000
    expect((await login((await search('TYR789')).json.encryptedPhoneNumber as string)).status).toBe(200)
  })
})

describe('POST /api/tirehotel/authorization/validate', () => {
  it('accepts the right code: the validated session with the plate’s vehicle, tyres and station, and an HttpOnly session cookie', async () => {
    const { answer } = await loggedIn('TYR123', '+46701740605')
    expect(answer.status).toBe(200)
    expect(answer.json.status).toBe(0)
    const [vehicle] = answer.json.vehicles as {
      regNo: string
      tires: { wheel: { threadStatusId: number } }[]
      location: Record<string, string>
    }[]
    expect(vehicle).toMatchObject({ regNo: 'TYR123', brand: 'Volvo', brandCode: 'VOLVO', packageLevel: 'Plus' })
    expect(vehicle.tires).toHaveLength(4)
    expect(vehicle.tires.filter((t) => t.wheel.threadStatusId === 1)).toHaveLength(1)
    expect(vehicle.location).toEqual({
      locationName: 'Däckhotell Kungens Kurva',
      departmentName: 'Däck & hjulskifte',
      erpId: 'TH-KK01',
      phone: '08-46 50 06 05',
      email: 'dackhotell.kungenskurva@example.se',
    })
    expect(answer.headers.get('set-cookie')).toMatch(
      /^tirehotel_session=[\w-]+\.[\w-]+; Path=\/api\/tirehotel; Max-Age=3600; HttpOnly; SameSite=Strict$/,
    )
  })

  it('shows TYR456 with all tyres fine', async () => {
    const { answer } = await loggedIn('TYR456', '+46701740606')
    const [vehicle] = answer.json.vehicles as { tires: { wheel: { threadStatusId: number } }[] }[]
    expect(vehicle.tires.every((t) => t.wheel.threadStatusId === 0)).toBe(true)
  })

  it('uses a code once', async () => {
    const found = await search('TYR456')
    const { json } = await login(found.json.encryptedPhoneNumber as string)
    const code = await lastCode('+46701740606')
    expect((await validate(json.authorizationToken as string, code)).status).toBe(200)
    expect(await validate(json.authorizationToken as string, code)).toMatchObject({
      status: 401,
      json: { message: 'Koden kan inte längre användas. Begär en ny kod.' },
    })
  })

  it('says how many tries are left, and after 5 wrong tries refuses even the right code', async () => {
    th.nextCodes.push(8642)
    const { json } = await login((await search('TYR456')).json.encryptedPhoneNumber as string)
    const token = json.authorizationToken as string
    const messages = []
    for (const wrong of ['0000', '1111', '2222', '3333', '4444'])
      messages.push((await validate(token, wrong)).json.message)
    expect(messages).toEqual([
      'Fel kod. Du har 4 försök kvar.',
      'Fel kod. Du har 3 försök kvar.',
      'Fel kod. Du har 2 försök kvar.',
      'Fel kod. Du har 1 försök kvar.',
      'Koden kan inte längre användas. Begär en ny kod.',
    ])
    expect(await validate(token, '8642')).toMatchObject({
      status: 401,
      json: { message: 'Koden kan inte längre användas. Begär en ny kod.' },
    })
  })

  it('counts concurrent tries exactly: of 20 wrong tries at once only 5 are compared', async () => {
    th.nextCodes.push(9753)
    const { json } = await login((await search('TYR789')).json.encryptedPhoneNumber as string)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => validate(json.authorizationToken as string, String(1000 + i))),
    )
    expect(answers.filter((a) => String(a.json.message).startsWith('Fel kod'))).toHaveLength(4)
    const [row] = await query<{ tries: number }>(
      payload,
      sql`select tries::int as tries from tirehotel_codes where plate = 'TYR789' order by id desc limit 1`,
    )
    expect(row.tries).toBe(5)
  })

  it('refuses a code after its 10 minutes', async () => {
    const { json } = await login((await search('TYR456')).json.encryptedPhoneNumber as string)
    const code = await lastCode('+46701740606')
    th.clock.ms += 10 * MINUTE
    expect(await validate(json.authorizationToken as string, code)).toMatchObject({
      status: 401,
      json: { message: 'Koden har gått ut. Begär en ny kod.' },
    })
  })

  it('ends the plate’s earlier code when a new one is sent', async () => {
    const first = await login((await search('TYR456')).json.encryptedPhoneNumber as string)
    const firstCode = await lastCode('+46701740606')
    await login((await search('TYR456')).json.encryptedPhoneNumber as string)
    expect((await validate(first.json.authorizationToken as string, firstCode)).status).toBe(401)
  })

  it('answers 400 for a code that is not 4 digits, and 401 for an unknown login', async () => {
    expect((await validate('whatever', '12a4')).json.message).toMatch(/^otpToken/)
    expect((await validate('whatever', '12345')).status).toBe(400)
    expect((await validate('not-a-login', '1234')).status).toBe(401)
  })

  it('limits code entries per client address with 429 and Retry-After', async () => {
    const answers = []
    for (let i = 0; i < 21; i++) answers.push(await validate('not-a-login', '1234', '192.0.2.30'))
    expect(answers[19].status).toBe(401)
    expect(answers[20].status).toBe(429)
    expect(Number(answers[20].headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('brute force', () => {
  it(
    'trying all 10,000 codes against one plate, 20 at a time from ever new addresses, never validates; the owner gets in after the window',
    { timeout: 900_000 },
    async () => {
      // The codes the plate gets during the attack; the attacker guesses 0000, 0001, … in order.
      th.nextCodes.push(...Array.from({ length: 10 }, (_, k) => 9000 + k))
      let attackerIp = 0
      const fromNewAddress = () => `198.18.${Math.floor(++attackerIp / 250)}.${attackerIp % 250}`
      const newLogin = async () => {
        const res = await login(
          (await search('TYR123', fromNewAddress())).json.encryptedPhoneNumber as string,
          fromNewAddress(),
        )
        return res.status === 200 ? (res.json.authorizationToken as string) : null
      }
      let token = (await newLogin())!
      let logins = 1
      const statuses = new Map<number, number>()
      for (let first = 0; first < 10_000; first += 20) {
        const guesses = Array.from({ length: 20 }, (_, i) => String(first + i).padStart(4, '0'))
        const answers = await Promise.all(guesses.map((guess) => validate(token, guess, fromNewAddress())))
        for (const res of answers) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        if (answers.some((res) => res.json.message === 'Koden kan inte längre användas. Begär en ny kod.')) {
          const next = await newLogin()
          if (next) {
            token = next
            logins++
          }
        }
      }
      expect(statuses.get(200)).toBeUndefined()
      expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(10_000)
      expect(logins).toBe(10)
      // At most 5 tries compared per code, 10 codes a day: 50 of the 10,000 guesses reached a code;
      // the real codes (9000–9009) came later and were refused.
      const recent = (await codeRows('TYR123')).slice(-10)
      expect(recent.reduce((sum, r) => sum + r.tries, 0)).toBe(50)
      th.clock.ms += 24 * 3_600_000 + MINUTE
      const owner = await loggedIn('TYR123', '+46701740605')
      expect(owner.answer.status).toBe(200)
    },
  )
})

describe('session', () => {
  const review = (
    cookie?: string,
    body: unknown = { rating: 5, comment: 'Snabbt och bra', date: '2026-11-25T10:00:00Z' },
  ) => th.call(th.routes.addReview, 'POST', 'review/addReview', { cookie, body })

  it('is required after login: no cookie, an altered one or an expired one is 401', async () => {
    expect(await review()).toMatchObject({
      status: 401,
      json: { message: 'Din inloggning har gått ut. Sök på registreringsnumret igen.' },
    })
    const { cookie } = await loggedIn('TYR456', '+46701740606')
    expect((await review(cookie.slice(0, -3) + 'abc')).status).toBe(401)
    expect((await review(cookie)).status).toBe(409) // valid, but no booking yet
    th.clock.ms += 60 * MINUTE
    expect((await review(cookie)).status).toBe(401)
  })

  it('logout clears the cookie and ends the session: a copy of the token is refused from then on', async () => {
    const { cookie } = await loggedIn('TYR456', '+46701740606')
    expect((await review(cookie)).status).toBe(409) // valid, but no booking yet
    const out = await th.call(th.routes.logout, 'POST', 'authorization/logout', { cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/^tirehotel_session=; Path=\/api\/tirehotel; Max-Age=0/)
    expect(await review(cookie)).toMatchObject({
      status: 401,
      json: { message: 'Din inloggning har gått ut. Sök på registreringsnumret igen.' },
    })
    // Logging out twice, or without a session, is harmless; a new sign-in is a new session.
    expect((await th.call(th.routes.logout, 'POST', 'authorization/logout', { cookie })).status).toBe(200)
    expect((await th.call(th.routes.logout, 'POST', 'authorization/logout', {})).status).toBe(200)
    expect((await review((await loggedIn('TYR456', '+46701740606')).cookie)).status).toBe(409)
  })
})

describe('POST /api/tirehotel/review/addReview', () => {
  it('stores one rating against the session’s booking and keeps the station’s average', async () => {
    const station = (await payload.find({ collection: 'tirehotel-stations', where: { erpId: { equals: 'TH-ML02' } } }))
      .docs[0]
    const agreement = (
      await payload.find({ collection: 'tirehotel-agreements', where: { 'vehicles.regNo': { equals: 'TYR789' } } })
    ).docs[0]
    const booking = (id: string, bookingDate: string, open: boolean) =>
      payload.create({
        collection: 'tirehotel-bookings',
        data: {
          bookingConfirmationId: id,
          regNo: 'TYR789',
          agreement: agreement.id,
          station: station.id,
          bookingDate,
          open,
          isFullDay: false,
          customer: {
            firstName: 'Maria',
            lastName: 'Lindqvist',
            email: 'maria@example.se',
            phoneMobile: '+46701740607',
          },
        },
      })
    // The car's coming wheel change and last season's (a car has one open booking at a time).
    await booking('TH-REVIEW-1', '2026-12-01', true)
    await booking('TH-REVIEW-2', '2026-04-01', false)
    const cookieFor = (confirmation: string, plate = 'TYR789') =>
      `tirehotel_session=${signSession(th.keys, { id: `review-${confirmation}`, plate, agreement: agreement.id, confirmation, expiresAt: th.clock.ms + 60 * MINUTE })}`
    const send = (cookie: string, body: unknown) =>
      th.call(th.routes.addReview, 'POST', 'review/addReview', { cookie, body })

    expect(
      await send(cookieFor('TH-REVIEW-1'), { rating: 4, comment: 'Bra', date: '2026-12-01T12:00:00Z' }),
    ).toMatchObject({ status: 200, json: { message: 'Tack för ditt betyg!' } })
    expect(await send(cookieFor('TH-REVIEW-1'), { rating: 5, date: '2026-12-01' })).toMatchObject({
      status: 409,
      json: { message: 'Du har redan lämnat ett betyg för den här bokningen.' },
    })
    expect((await send(cookieFor('TH-REVIEW-2'), { rating: 6, date: '2026-12-01' })).json.message).toMatch(/^rating/)
    expect((await send(cookieFor('TH-REVIEW-2'), { rating: 2, date: 'yesterday' })).json.message).toMatch(/^date/)
    expect((await send(cookieFor('TH-REVIEW-2', 'TYR456'), { rating: 2, date: '2026-12-01' })).status).toBe(409)
    expect((await send(cookieFor('TH-REVIEW-2'), { rating: 1, date: '2026-12-02' })).status).toBe(200)

    const reviews = await payload.find({ collection: 'tirehotel-reviews', where: { station: { equals: station.id } } })
    expect(reviews.docs.map((r) => r.rating).sort()).toEqual([1, 4])
    expect(await payload.findByID({ collection: 'tirehotel-stations', id: station.id })).toMatchObject({
      reviewCount: 2,
      ratingAverage: 2.5,
    })
    await payload.delete({ collection: 'tirehotel-reviews', id: reviews.docs.find((r) => r.rating === 1)!.id })
    expect(await payload.findByID({ collection: 'tirehotel-stations', id: station.id })).toMatchObject({
      reviewCount: 1,
      ratingAverage: 4,
    })
  })
})

describe('data access', () => {
  it('gives anonymous readers nothing of agreements, codes, bookings or reviews', async () => {
    for (const collection of [
      'tirehotel-agreements',
      'tirehotel-codes',
      'tirehotel-bookings',
      'tirehotel-reviews',
      'tirehotel-stations',
    ] as const) {
      await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
    }
  })

  it('keeps one agreement per plate, plates normalised', async () => {
    const station = (await payload.find({ collection: 'tirehotel-stations', limit: 1 })).docs[0]
    const data = {
      customer: { firstName: 'X', lastName: 'Y' },
      mobile: '070-174 06 99',
      station: station.id,
      vehicles: [
        { regNo: 'tyr 456', name: 'n', brand: 'b', brandCode: 'c', model: 'm', productId: 'p', packageLevel: 'Bas' },
      ],
    }
    await expect(payload.create({ collection: 'tirehotel-agreements', data })).rejects.toThrow(/regNo|plate/i)
    const created = await payload.create({
      collection: 'tirehotel-agreements',
      data: { ...data, vehicles: [{ ...data.vehicles[0], regNo: 'new 001' }] },
    })
    expect(created.vehicles?.[0].regNo).toBe('NEW001')
    expect(created.mobile).toBe('+46701740699')
  })

  it('seeds the demo once: a second run adds nothing', async () => {
    const { seedTyreHotel } = await import('@/demo/seed/tyre-hotel')
    expect(await seedTyreHotel(payload)).toEqual({ stations: 0, agreements: 0 })
  })

  it('serves search from the real route module too', async () => {
    const { GET } = await import('@/app/api/tirehotel/authorization/search/route')
    const response = await GET(
      new Request('http://se.localhost/api/tirehotel/authorization/search?regNo=TYR456', {
        headers: { host: 'se.localhost', 'x-forwarded-for': '203.0.113.9' },
      }),
    )
    expect(response.status).toBe(200)
  })
})
