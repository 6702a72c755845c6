/**
 * The tyre hotel's API in a real browser against the production build: the calls the
 * flow makes, from the page's own origin, with the session cookie the browser keeps (HttpOnly, so
 * invisible to page scripts). The one-time code is read where the demo "sends" it: the outbox in
 * the embedded database.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from './test'
import pg from 'pg'
import { cancelTyreBookings, E2E_DATA_DIR, editorToken, PORT, siteUrl } from './helpers'

/** The last code texted to `phone` (the SMS outbox of the e2e server's embedded database). */
async function textedCode(phone: string): Promise<string> {
  const { url } = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'embedded-db.json'), 'utf8')) as { url: string }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ text: string }>(
      `select data->>'text' as text from outbox where topic = 'sms.send' and data->>'to' = $1 order by id desc limit 1`,
      [phone],
    )
    return /\b(\d{4})\b/.exec(rows[0].text)![1]
  } finally {
    await client.end()
  }
}

type Answer = { status: number; json: Record<string, unknown> }

/** A call from the page, as the flow's front end makes it (same origin, cookies by default). */
const api = (page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> =>
  page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    },
    { method, url, body },
  )

/**
 * This test's own customer at Kungens Kurva, made once through the CMS as the group admin: the flow tests
 * run at the same time with the demo plates, and a new code or a booking of a plate would end theirs.
 */
const OWN = { plate: 'TYR246', mobile: '+46701740611' }

async function ownAgreement(request: APIRequestContext): Promise<void> {
  const cms = (path: string, init: { method?: 'GET' | 'POST'; data?: unknown; params?: Record<string, string> } = {}) =>
    request.fetch(`http://127.0.0.1:${PORT}/api/cms/${path}`, {
      method: init.method ?? 'GET',
      data: init.data,
      params: init.params,
      headers: { host: `se.localhost:${PORT}`, authorization: `JWT ${editorToken()}` },
    })
  const existing = await cms('tirehotel-agreements', {
    params: { 'where[vehicles.regNo][equals]': OWN.plate, limit: '1', depth: '0' },
  })
  if (((await existing.json()) as { totalDocs: number }).totalDocs > 0) return
  const stations = (await (
    await cms('tirehotel-stations', { params: { 'where[erpId][equals]': 'TH-KK01', limit: '1', depth: '0' } })
  ).json()) as { docs: { id: number }[] }
  const created = await cms('tirehotel-agreements', {
    method: 'POST',
    data: {
      customer: { firstName: 'Erik', lastName: 'Johansson', email: 'erik.johansson@example.se' },
      mobile: OWN.mobile,
      station: stations.docs[0].id,
      vehicles: [
        {
          regNo: OWN.plate,
          name: 'Volkswagen ID.4 Pro',
          brand: 'Volkswagen',
          brandCode: 'VW',
          model: 'ID.4',
          productId: 'TH-BAS-19',
          packageLevel: 'Bas',
        },
      ],
    },
  })
  expect(created.status()).toBe(201)
}

test('search, code by SMS, validated session cookie, booking and rating from the browser', async ({
  page,
  request,
}) => {
  await ownAgreement(request)
  // A car has one open wheel change at a time: an earlier run's booking is cancelled first.
  await cancelTyreBookings(request, OWN.plate)
  await page.goto(siteUrl('se', '/'))
  const found = await api(page, 'GET', `/api/tirehotel/authorization/search?regNo=${OWN.plate.toLowerCase()}`)
  expect(found).toMatchObject({ status: 200, json: { obfuscatedPhoneNumber: '*** *** ** 11', regNo: OWN.plate } })
  expect((await api(page, 'GET', '/api/tirehotel/authorization/search?regNo=NOP999')).status).toBe(404)

  const credentials = await api(
    page,
    'POST',
    `/api/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(found.json.encryptedPhoneNumber as string)}`,
  )
  expect(credentials.status).toBe(200)
  const token = encodeURIComponent(credentials.json.authorizationToken as string)
  const code = await textedCode(OWN.mobile)
  const wrong = code === '0000' ? '0001' : '0000'
  expect(
    await api(page, 'POST', `/api/tirehotel/authorization/validate?authToken=${token}&otpToken=${wrong}`),
  ).toMatchObject({ status: 401, json: { message: 'Fel kod. Du har 4 försök kvar.' } })
  const validated = await api(page, 'POST', `/api/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}`)
  expect(validated).toMatchObject({
    status: 200,
    json: { status: 0, vehicles: [{ regNo: OWN.plate, location: { erpId: 'TH-KK01' } }] },
  })

  // The session is a cookie the page's scripts cannot read.
  expect(await page.evaluate(() => document.cookie.includes('tirehotel_session'))).toBe(false)
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'tirehotel_session')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/tirehotel' })

  const days = await api(page, 'POST', '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=TH-KK01', {
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    regNo: 'VW',
  })
  const [first] = days.json.availableDates as { date: string }[]
  expect(first.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const slots = await api(page, 'POST', '/api/tirehotel/booking/GetTimeslots?workshopIdentifier=TH-KK01', {
    startDate: first.date,
    endDate: first.date,
    regNo: 'VW',
  })
  const [day] = slots.json.availableTimeSlotDates as { startTime: string[] }[]
  const at = day.startTime[0]
  const booked = await api(page, 'POST', '/api/tirehotel/booking/create?departmentIdentifier=TH-KK01', {
    bookingDate: at,
    bookingStart: at,
    regNo: OWN.plate,
    freeText: '',
    customer: {
      firstName: 'Erik',
      lastName: 'Johansson',
      email: 'erik.johansson@example.se',
      phoneMobile: '070-174 06 11',
    },
  })
  expect(booked).toMatchObject({
    status: 200,
    json: { appointmentTime: at, isFullDay: false, services: [{ name: 'Hjulskifte' }] },
  })
  expect(
    await api(page, 'POST', '/api/tirehotel/review/addReview', {
      rating: 5,
      comment: 'Snabbt!',
      date: new Date().toISOString(),
    }),
  ).toMatchObject({ status: 200 })

  await api(page, 'POST', '/api/tirehotel/authorization/logout')
  expect(
    (
      await api(page, 'POST', '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=TH-KK01', {
        startDate: first.date,
        endDate: first.date,
      })
    ).status,
  ).toBe(401)
})
