/**
 * /api/tirehotel/booking/* and the review after a booking (issue 17), on the workshop capacity model,
 * through the route handlers with an injected clock (Monday 23 Nov 2026, 10:00 in Stockholm).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { query } from '@/platform/db'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { tyreHotelHarness } from '../helpers/tyre-hotel'

let ctx: TestPayload
let payload: Payload
let th: Awaited<ReturnType<typeof tyreHotelHarness>>
let anna: string
let erik: string
let maria: string

const days = (cookie: string | undefined, body: unknown, station = 'TH-KK01') => th.call(th.routes.timeslotDays, 'POST', `booking/GetTimeslotDays?workshopIdentifier=${station}`, { cookie, body })
const slots = (cookie: string | undefined, body: unknown, station = 'TH-KK01') => th.call(th.routes.timeslots, 'POST', `booking/GetTimeslots?workshopIdentifier=${station}`, { cookie, body })
const create = (cookie: string | undefined, body: unknown, station = 'TH-KK01') => th.call(th.routes.create, 'POST', `booking/create?departmentIdentifier=${station}`, { cookie, body })
const review = (cookie: string, body: unknown) => th.call(th.routes.addReview, 'POST', 'review/addReview', { cookie, body })

const customer = { firstName: 'Anna', lastName: 'Svensson', email: 'anna.svensson@example.se', phoneMobile: '070-174 06 05' }
const booking = (regNo: string, at: string | null, date = at?.slice(0, 10) ?? '2026-11-26', extra: Record<string, unknown> = {}) => ({
  bookingDate: at ?? `${date}T00:00:00`,
  bookingStart: at,
  regNo,
  freeText: 'Kolla lufttrycket också',
  customer,
  ...extra,
})
const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  th = await tyreHotelHarness(payload, Date.parse('2026-11-23T09:00:00Z'))
  anna = (await th.loggedIn('TYR123', '+46701740605')).cookie
  erik = (await th.loggedIn('TYR456', '+46701740606')).cookie
  maria = (await th.loggedIn('TYR789', '+46701740607')).cookie
})
afterAll(async () => ctx?.teardown())
beforeEach(() => th.resetLimits())

describe('POST /api/tirehotel/booking/GetTimeslotDays', () => {
  it('offers the station’s open days from today + 3 days to today + 3 months', async () => {
    const res = await days(anna, { startDate: '2026-11-23', endDate: '2027-12-31', regNo: 'VOLVO' })
    expect(res.status).toBe(200)
    const dates = (res.json.availableDates as { date: string }[]).map((d) => d.date)
    expect(dates[0]).toBe('2026-11-26')
    expect(dates.at(-1)! <= '2027-02-23').toBe(true)
    expect(dates).toContain('2026-11-28') // a Saturday with hours
    expect(dates).not.toContain('2026-11-29') // Sunday: closed
    expect(dates).not.toContain('2026-12-25') // Christmas Day: a Swedish public holiday
  })

  it('answers no dates for a range outside the window', async () => {
    expect((await days(anna, { startDate: '2026-11-23', endDate: '2026-11-25' })).json).toEqual({ availableDates: [] })
  })

  it('needs the session, and only for the customer’s own station', async () => {
    const body = { startDate: '2026-11-26', endDate: '2026-11-30' }
    expect(await days(undefined, body)).toMatchObject({ status: 401, json: { message: 'Din inloggning har gått ut. Sök på registreringsnumret igen.' } })
    expect(await days(anna, body, 'TH-ML02')).toMatchObject({ status: 403, json: { message: 'Den här verkstaden hör inte till ditt däckhotellsavtal.' } })
  })

  it('answers 400 naming the field for a date that is not YYYY-MM-DD', async () => {
    expect((await days(anna, { startDate: '26/11/2026', endDate: '2026-11-30' })).json.message).toMatch(/^startDate/)
  })
})

describe('POST /api/tirehotel/booking/GetTimeslots', () => {
  it('gives the day’s free start times as local date-times', async () => {
    const res = await slots(anna, { startDate: '2026-11-26', endDate: '2026-11-26', regNo: 'VOLVO' })
    const [day] = res.json.availableTimeSlotDates as { date: string; startTime: string[] }[]
    expect(day.date).toBe('2026-11-26')
    expect(day.startTime[0]).toBe('2026-11-26T07:30:00')
    expect(day.startTime.at(-1)).toBe('2026-11-26T16:30:00')
    expect(day.startTime).toHaveLength(19)
  })

  it('gives no times at a station that books days without a time', async () => {
    const res = await slots(maria, { startDate: '2026-11-26', endDate: '2026-11-26' }, 'TH-ML02')
    expect(res.json).toEqual({ availableTimeSlotDates: [{ date: '2026-11-26', startTime: [] }] })
    expect(((await days(maria, { startDate: '2026-11-26', endDate: '2026-11-27' }, 'TH-ML02')).json.availableDates as unknown[]).length).toBe(2)
  })
})

describe('POST /api/tirehotel/booking/create', () => {
  it('books the chosen time: the confirmation, SMS and e-mail with the .ics, and a session that can rate it', async () => {
    const res = await create(anna, booking('TYR123', '2026-11-27T08:00:00'))
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      bookingConfirmationId: expect.stringMatching(/^TH-[0-9A-Z]{10}$/),
      appointmentTime: '2026-11-27T08:00:00',
      isFullDay: false,
      services: [{ name: 'Hjulskifte' }],
      workshop: { name: 'Däckhotell Kungens Kurva', address: 'Kungens Kurva Ringväg 12, 141 75 Kungens Kurva', email: 'dackhotell.kungenskurva@example.se', phoneNumber: '08-46 50 06 05' },
      freeText: 'Kolla lufttrycket också',
      customerBase: { ...customer, phoneMobile: '+46701740605' },
    })
    const id = res.json.bookingConfirmationId as string
    const stored = (await payload.find({ collection: 'tirehotel-bookings', where: { bookingConfirmationId: { equals: id } } })).docs[0]
    expect(stored).toMatchObject({ regNo: 'TYR123', bookingDate: '2026-11-27', appointmentTime: '2026-11-27T07:00:00.000Z', isFullDay: false })

    const messages = await query<{ key: string; data: { to: string | string[]; text: string; attachments?: { contentType: string; content: string }[] } }>(
      payload,
      sql`select idempotency_key as key, data from outbox where idempotency_key like ${`tirehotel:booking:${stored.id}:%`} order by 1`,
    )
    expect(messages.map((m) => m.key)).toEqual([`tirehotel:booking:${stored.id}:email`, `tirehotel:booking:${stored.id}:sms`])
    const [email, sms] = messages
    expect(sms.data).toMatchObject({ to: '+46701740605', text: expect.stringContaining(id) })
    expect(email.data.to).toEqual(['anna.svensson@example.se'])
    const ics = email.data.attachments![0]
    expect(ics.contentType).toBe('text/calendar; method=REQUEST')
    const unfolded = ics.content.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain('METHOD:REQUEST')
    expect(unfolded).toContain(`UID:${id}@tirehotel`)
    expect(unfolded).toContain('DTSTART;TZID=Europe/Stockholm:20261127T080000')
    expect(unfolded).toContain('BEGIN:VTIMEZONE')

    const renewed = cookieOf(res.headers)
    expect(renewed).not.toBe(anna)
    expect(await review(renewed, { rating: 5, comment: 'Smidigt!', date: '2026-11-27T09:00:00Z' })).toMatchObject({ status: 200, json: { message: 'Tack för ditt betyg!' } })
    const [stored_review] = (await payload.find({ collection: 'tirehotel-reviews', where: { booking: { equals: stored.id } } })).docs
    expect(stored_review).toMatchObject({ rating: 5, comment: 'Smidigt!', regNo: 'TYR123' })
  })

  it('never books a slot twice: of 6 requests at once for one time, the station’s 3 lanes take 3', async () => {
    const cookies = [anna, erik, anna, erik, anna, erik]
    const answers = await Promise.all(cookies.map((cookie) => create(cookie, booking(cookie === anna ? 'TYR123' : 'TYR456', '2026-11-30T09:00:00'))))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused.map((a) => a.status)).toEqual([409, 409, 409])
    expect(refused[0].json.message).toBe('Tiden är inte längre ledig. Välj en annan tid.')
    const [day] = (await slots(anna, { startDate: '2026-11-30', endDate: '2026-11-30' })).json.availableTimeSlotDates as { startTime: string[] }[]
    expect(day.startTime).not.toContain('2026-11-30T09:00:00')
    expect(day.startTime).toContain('2026-11-30T09:30:00')
  })

  it('books a day without a time where the day has none (the station calls back)', async () => {
    const res = await create(maria, booking('TYR789', null, '2026-12-01', { customer: { ...customer, firstName: 'Maria', phoneMobile: '+46701740607' } }), 'TH-ML02')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ appointmentTime: '2026-12-01T07:00:00', isFullDay: true, workshop: { name: 'Däckhotell Mölndal' } })
    const stored = (await payload.find({ collection: 'tirehotel-bookings', where: { bookingConfirmationId: { equals: res.json.bookingConfirmationId } } })).docs[0]
    expect(stored).toMatchObject({ isFullDay: true, appointmentTime: null, bookingDate: '2026-12-01' })
  })

  it('wants a time where the day has times, and no time where the station books days', async () => {
    expect((await create(anna, booking('TYR123', null, '2026-12-02'))).json).toMatchObject({ message: 'bookingStart: Välj en av dagens tider.' })
    expect((await create(maria, booking('TYR789', '2026-12-02T08:00:00'), 'TH-ML02')).status).toBe(400)
  })

  it('refuses a day outside the window, another plate, another station and invalid contact details', async () => {
    expect((await create(anna, booking('TYR123', '2026-11-25T08:00:00'))).json.message).toBe('bookingDate: Välj en dag mellan 3 dagar och 3 månader framåt.')
    expect((await create(anna, booking('TYR123', '2027-03-01T08:00:00'))).status).toBe(400)
    expect(await create(anna, booking('TYR456', '2026-12-03T08:00:00'))).toMatchObject({ status: 403, json: { message: expect.stringContaining('annat registreringsnummer') } })
    expect((await create(anna, booking('TYR123', '2026-12-03T08:00:00'), 'TH-ML02')).status).toBe(403)
    expect((await create(anna, booking('TYR123', '2026-12-03T08:00:00', undefined, { customer: { ...customer, email: 'anna@' } }))).json.message).toMatch(/^customer\.email/)
    expect((await create(anna, booking('TYR123', '2026-12-03T08:00:00', undefined, { customer: { ...customer, phoneMobile: '12345' } }))).json.message).toMatch(/^customer\.phoneMobile/)
    expect((await create(anna, booking('TYR123', '2026-12-03T08:00:00', undefined, { customer: { ...customer, firstName: ' ' } }))).json.message).toMatch(/^customer\.firstName/)
    expect((await create(undefined, booking('TYR123', '2026-12-03T08:00:00'))).status).toBe(401)
  })

  it('refuses a time that is not on the station’s grid', async () => {
    expect((await create(anna, booking('TYR123', '2026-12-03T08:10:00'))).status).toBe(409)
  })
})
