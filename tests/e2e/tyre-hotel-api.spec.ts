/**
 * The tyre hotel's API in a real browser against the production build: the calls the
 * flow makes, from the page's own origin, with the session cookie the browser keeps (HttpOnly, so
 * invisible to page scripts). The one-time code is read where the demo "sends" it: the outbox in
 * the embedded database.
 */
import { expect, test, type APIRequestContext, type Page } from './test'
import { cancelTyreBookings, siteUrl } from './helpers'
import { ownAgreement as makeAgreement, textedCode } from './tyre-hotel-customers'

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
 * This test's own customer at Kungens Kurva: the flow tests run at the same time with the demo plates, and a new code
 * or a booking of a plate would end theirs.
 */
const OWN = { plate: 'TYR246', mobile: '+46701740611' }

const ownAgreement = (request: APIRequestContext) =>
  makeAgreement(request, {
    mobile: OWN.mobile,
    customer: { firstName: 'Erik', lastName: 'Johansson', email: 'erik.johansson@example.se' },
    vehicle: {
      regNo: OWN.plate,
      name: 'Volkswagen ID.4 Pro',
      brand: 'Volkswagen',
      brandCode: 'VW',
      model: 'ID.4',
      productId: 'TH-BAS-19',
      packageLevel: 'Bas',
    },
  })

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
