/**
 * /api/tirehotel/booking/* and the review after a booking, on the workshop capacity model,
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
/** More customers of Kungens Kurva: Sven's car, and Karin's agreement with two cars. */
let sven: string
let karinFirst: string
let karinSecond: string

const days = (cookie: string | undefined, body: unknown, station = 'TH-KK01') =>
  th.call(th.routes.timeslotDays, 'POST', `booking/GetTimeslotDays?workshopIdentifier=${station}`, { cookie, body })
const slots = (cookie: string | undefined, body: unknown, station = 'TH-KK01') =>
  th.call(th.routes.timeslots, 'POST', `booking/GetTimeslots?workshopIdentifier=${station}`, { cookie, body })
const create = (cookie: string | undefined, body: unknown, station = 'TH-KK01') =>
  th.call(th.routes.create, 'POST', `booking/create?departmentIdentifier=${station}`, { cookie, body })
const review = (cookie: string, body: unknown) =>
  th.call(th.routes.addReview, 'POST', 'review/addReview', { cookie, body })

const customer = {
  firstName: 'Anna',
  lastName: 'Svensson',
  email: 'anna.svensson@example.se',
  phoneMobile: '070-174 06 05',
}
const booking = (
  regNo: string,
  at: string | null,
  date = at?.slice(0, 10) ?? '2026-11-26',
  extra: Record<string, unknown> = {},
) => ({
  bookingDate: at ?? `${date}T00:00:00`,
  bookingStart: at,
  regNo,
  freeText: 'Kolla lufttrycket också',
  customer,
  ...extra,
})
const cookieOf = (headers: Headers) => (headers.get('set-cookie') ?? '').split(';')[0]
/** A stored array row as new data: its own and its nested rows' ids dropped. */
const withoutIds = <T>(row: T): T => JSON.parse(JSON.stringify(row, (key, value) => (key === 'id' ? undefined : value)))

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  th = await tyreHotelHarness(payload, Date.parse('2026-11-23T09:00:00Z'))
  anna = (await th.loggedIn('TYR123', '+46701740605')).cookie
  erik = (await th.loggedIn('TYR456', '+46701740606')).cookie
  maria = (await th.loggedIn('TYR789', '+46701740607')).cookie
  const [model] = (
    await payload.find({
      collection: 'tirehotel-agreements',
      where: { 'vehicles.regNo': { equals: 'TYR123' } },
      depth: 0,
      limit: 1,
    })
  ).docs
  const agreement = (mobile: string, firstName: string, plates: string[]) =>
    payload.create({
      collection: 'tirehotel-agreements',
      depth: 0,
      data: {
        customer: { ...model.customer, firstName },
        mobile,
        station: model.station,
        vehicles: plates.map((regNo) => ({ ...withoutIds(model.vehicles![0]), regNo })),
      },
    })
  await agreement('+46701740608', 'Sven', ['TYR321'])
  await agreement('+46701740609', 'Karin', ['TYR654', 'TYR655'])
  sven = (await th.loggedIn('TYR321', '+46701740608')).cookie
  karinFirst = (await th.loggedIn('TYR654', '+46701740609')).cookie
  karinSecond = (await th.loggedIn('TYR655', '+46701740609')).cookie
})
afterAll(async () => ctx?.teardown())
beforeEach(async () => {
  th.resetLimits()
  // Each test books from scratch: a vehicle has one open booking at a time (deleting one frees its time).
  await payload.delete({ collection: 'tirehotel-bookings', where: { id: { exists: true } } })
})

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
    expect(await days(undefined, body)).toMatchObject({
      status: 401,
      json: { message: 'Din inloggning har gått ut. Sök på registreringsnumret igen.' },
    })
    expect(await days(anna, body, 'TH-ML02')).toMatchObject({
      status: 403,
      json: { message: 'Den här verkstaden hör inte till ditt däckhotellsavtal.' },
    })
  })

  it('limits booking calls per client address with 429 and Retry-After', async () => {
    const body = { startDate: '2026-11-26', endDate: '2026-11-26' }
    const answers = []
    for (let i = 0; i < 121; i++)
      answers.push(
        await th.call(th.routes.timeslotDays, 'POST', 'booking/GetTimeslotDays?workshopIdentifier=TH-KK01', {
          cookie: anna,
          body,
          ip: '192.0.2.40',
        }),
      )
    expect(answers[119].status).toBe(200)
    expect(answers[120].status).toBe(429)
    expect(Number(answers[120].headers.get('retry-after'))).toBeGreaterThan(0)
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
    expect((await slots(undefined, { startDate: '2026-11-26', endDate: '2026-11-26' }, 'TH-ML02')).status).toBe(401)
    expect(
      (
        (await days(maria, { startDate: '2026-11-26', endDate: '2026-11-27' }, 'TH-ML02')).json
          .availableDates as unknown[]
      ).length,
    ).toBe(2)
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
      workshop: {
        name: 'Däckhotell Kungens Kurva',
        address: 'Kungens Kurva Ringväg 12, 141 75 Kungens Kurva',
        email: 'dackhotell.kungenskurva@example.se',
        phoneNumber: '08-46 50 06 05',
      },
      freeText: 'Kolla lufttrycket också',
      customerBase: { ...customer, phoneMobile: '+46701740605' },
    })
    const id = res.json.bookingConfirmationId as string
    const stored = (
      await payload.find({ collection: 'tirehotel-bookings', where: { bookingConfirmationId: { equals: id } } })
    ).docs[0]
    expect(stored).toMatchObject({
      regNo: 'TYR123',
      bookingDate: '2026-11-27',
      appointmentTime: '2026-11-27T07:00:00.000Z',
      isFullDay: false,
    })

    const messages = await query<{
      key: string
      data: { to: string | string[]; text: string; attachments?: { contentType: string; content: string }[] }
    }>(
      payload,
      sql`select idempotency_key as key, data from outbox where idempotency_key like ${`tirehotel:booking:${stored.id}:%`} order by 1`,
    )
    expect(messages.map((m) => m.key)).toEqual([
      `tirehotel:booking:${stored.id}:email`,
      `tirehotel:booking:${stored.id}:sms`,
    ])
    const [email, sms] = messages
    expect(sms.data).toMatchObject({ to: '+46701740605', text: expect.stringContaining(id) })
    // The manage link of the tyre-hotel page (docs/api.md "Bookings managed by link"), in the SMS and the e-mail.
    const link = /http:\/\/se\.localhost\/dackhotell\?manage=[A-Za-z0-9_-]{43}/
    expect(sms.data.text).toMatch(link)
    expect(email.data.text).toContain(link.exec(sms.data.text)![0])
    expect(email.data.to).toEqual(['anna.svensson@example.se'])
    const ics = email.data.attachments![0]
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST')
    const unfolded = ics.content.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain('METHOD:REQUEST')
    expect(unfolded).toContain(`UID:workshop-booking-${id}@example.se`)
    expect(unfolded).toContain('DTSTART;TZID=Europe/Stockholm:20261127T080000')
    expect(unfolded).toContain('BEGIN:VTIMEZONE')

    const renewed = cookieOf(res.headers)
    expect(renewed).not.toBe(anna)
    expect(await review(renewed, { rating: 5, comment: 'Smidigt!', date: '2026-11-27T09:00:00Z' })).toMatchObject({
      status: 200,
      json: { message: 'Tack för ditt betyg!' },
    })
    const [stored_review] = (
      await payload.find({ collection: 'tirehotel-reviews', where: { booking: { equals: stored.id } } })
    ).docs
    expect(stored_review).toMatchObject({ rating: 5, comment: 'Smidigt!', regNo: 'TYR123' })
  })

  it('never books a slot twice: of 5 cars asking at once for one time, the station’s 3 lanes take 3', async () => {
    const cars: [string, string][] = [
      [anna, 'TYR123'],
      [erik, 'TYR456'],
      [sven, 'TYR321'],
      [karinFirst, 'TYR654'],
      [karinSecond, 'TYR655'],
    ]
    const answers = await Promise.all(
      cars.map(([cookie, plate]) => create(cookie, booking(plate, '2026-11-30T09:00:00'))),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused.map((a) => a.status)).toEqual([409, 409])
    for (const answer of refused) expect(answer.json.message).toBe('Tiden är inte längre ledig. Välj en annan tid.')
    const [day] = (await slots(anna, { startDate: '2026-11-30', endDate: '2026-11-30' })).json
      .availableTimeSlotDates as { startTime: string[] }[]
    expect(day.startTime).not.toContain('2026-11-30T09:00:00')
    expect(day.startTime).toContain('2026-11-30T09:30:00')
  })

  it('books a day without a time where the day has none (the station calls back)', async () => {
    const res = await create(
      maria,
      booking('TYR789', null, '2026-12-01', {
        customer: { ...customer, firstName: 'Maria', phoneMobile: '+46701740607' },
      }),
      'TH-ML02',
    )
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      appointmentTime: '2026-12-01T07:00:00',
      isFullDay: true,
      workshop: { name: 'Däckhotell Mölndal' },
    })
    const stored = (
      await payload.find({
        collection: 'tirehotel-bookings',
        where: { bookingConfirmationId: { equals: res.json.bookingConfirmationId } },
      })
    ).docs[0]
    expect(stored).toMatchObject({ isFullDay: true, appointmentTime: null, bookingDate: '2026-12-01' })
  })

  it('wants a time where the day has times, and no time where the station books days', async () => {
    expect((await create(anna, booking('TYR123', null, '2026-12-02'))).json).toMatchObject({
      message: 'bookingStart: Välj en av dagens tider.',
    })
    expect((await create(maria, booking('TYR789', '2026-12-02T08:00:00'), 'TH-ML02')).status).toBe(400)
  })

  it('refuses a day outside the window, another plate, another station and invalid contact details', async () => {
    expect((await create(anna, booking('TYR123', '2026-11-25T08:00:00'))).json.message).toBe(
      'bookingDate: Välj en dag mellan 3 dagar och 3 månader framåt.',
    )
    expect((await create(anna, booking('TYR123', '2027-03-01T08:00:00'))).status).toBe(400)
    expect(await create(anna, booking('TYR456', '2026-12-03T08:00:00'))).toMatchObject({
      status: 403,
      json: { message: expect.stringContaining('annat registreringsnummer') },
    })
    expect((await create(anna, booking('TYR123', '2026-12-03T08:00:00'), 'TH-ML02')).status).toBe(403)
    expect(
      (
        await create(
          anna,
          booking('TYR123', '2026-12-03T08:00:00', undefined, { customer: { ...customer, email: 'anna@' } }),
        )
      ).json.message,
    ).toMatch(/^customer\.email/)
    expect(
      (
        await create(
          anna,
          booking('TYR123', '2026-12-03T08:00:00', undefined, { customer: { ...customer, phoneMobile: '12345' } }),
        )
      ).json.message,
    ).toMatch(/^customer\.phoneMobile/)
    expect(
      (
        await create(
          anna,
          booking('TYR123', '2026-12-03T08:00:00', undefined, { customer: { ...customer, firstName: ' ' } }),
        )
      ).json.message,
    ).toMatch(/^customer\.firstName/)
    expect((await create(undefined, booking('TYR123', '2026-12-03T08:00:00'))).status).toBe(401)
  })

  it('frees the time when an editor deletes the booking, and keeps its rating', async () => {
    const first = await create(anna, booking('TYR123', '2026-12-04T10:00:00'))
    const others = await Promise.all([
      create(erik, booking('TYR456', '2026-12-04T10:00:00')),
      create(sven, booking('TYR321', '2026-12-04T10:00:00')),
    ])
    expect([first, ...others].map((a) => a.status)).toEqual([200, 200, 200])
    expect((await create(karinFirst, booking('TYR654', '2026-12-04T10:00:00'))).status).toBe(409)
    expect((await review(cookieOf(first.headers), { rating: 3, date: '2026-12-04' })).status).toBe(200)
    const [stored] = (
      await payload.find({
        collection: 'tirehotel-bookings',
        where: { bookingConfirmationId: { equals: first.json.bookingConfirmationId } },
      })
    ).docs
    await payload.delete({ collection: 'tirehotel-bookings', id: stored.id })
    expect((await create(karinFirst, booking('TYR654', '2026-12-04T10:00:00'))).status).toBe(200)
    // The rating stays, without its booking, and still counts for the station.
    const ratings = await payload.find({ collection: 'tirehotel-reviews', where: { rating: { equals: 3 } } })
    expect(ratings.docs).toEqual([expect.objectContaining({ booking: null, regNo: 'TYR123' })])
  })

  it('refuses a time that is not on the station’s grid', async () => {
    expect((await create(anna, booking('TYR123', '2026-12-03T08:10:00'))).status).toBe(409)
  })
})

// One sign-in booked the same car at the same hour three times, filling the station's calendar.
describe('one open wheel change per vehicle', () => {
  const bookingsOf = async (plate: string) =>
    (
      await payload.find({
        collection: 'tirehotel-bookings',
        where: { regNo: { equals: plate } },
        depth: 0,
        limit: 100,
      })
    ).docs

  it('makes one booking of 8 sent at once for one car, and refuses the others naming its time', async () => {
    const times = [
      '2026-12-07T08:00:00',
      '2026-12-07T08:00:00',
      '2026-12-07T08:00:00',
      '2026-12-07T09:00:00',
      '2026-12-08T10:00:00',
      '2026-12-09T11:00:00',
      '2026-12-10T12:00:00',
      '2026-12-11T13:00:00',
    ]
    const answers = await Promise.all(times.map((at) => create(anna, booking('TYR123', at))))
    const made = answers.filter((a) => a.status === 200)
    expect(made).toHaveLength(1)
    const when = (made[0].json.appointmentTime as string).slice(0, 16).replace('T', ' ')
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409)
      expect(refused.json.message).toBe(
        `Bilen har redan en bokad tid för hjulskifte: ${when}. Ring verkstaden på 08-46 50 06 05 om du vill ändra den.`,
      )
    }
    expect(await bookingsOf('TYR123')).toHaveLength(1)
    // The station's other times stay free for everyone else.
    expect((await create(erik, booking('TYR456', times.at(-1)!))).status).toBe(200)
  })

  it('names a booked day without a time as the confirmation does', async () => {
    expect(
      (
        await create(
          maria,
          booking('TYR789', null, '2026-12-01', { customer: { ...customer, phoneMobile: '+46701740607' } }),
          'TH-ML02',
        )
      ).status,
    ).toBe(200)
    const again = await create(
      maria,
      booking('TYR789', null, '2026-12-02', { customer: { ...customer, phoneMobile: '+46701740607' } }),
      'TH-ML02',
    )
    expect(again).toMatchObject({
      status: 409,
      json: { message: expect.stringContaining('2026-12-01 – verkstaden kontaktar dig med en tid') },
    })
  })

  it('lets each car of an agreement book its own, and a car book again once its booking is deleted', async () => {
    expect((await create(karinFirst, booking('TYR654', '2026-12-07T08:00:00'))).status).toBe(200)
    expect((await create(karinSecond, booking('TYR655', '2026-12-07T08:30:00'))).status).toBe(200)
    expect((await create(karinSecond, booking('TYR655', '2026-12-08T08:30:00'))).status).toBe(409)
    const [first] = await bookingsOf('TYR654')
    await payload.delete({ collection: 'tirehotel-bookings', id: first.id })
    expect((await create(karinFirst, booking('TYR654', '2026-12-09T08:00:00'))).status).toBe(200)
  })

  it('books again once the booked day has passed', async () => {
    expect((await create(sven, booking('TYR321', '2026-11-26T08:00:00'))).status).toBe(200)
    const monday = th.clock.ms
    try {
      th.clock.ms = Date.parse('2026-11-27T09:00:00Z')
      const later = (await th.loggedIn('TYR321', '+46701740608')).cookie
      expect((await create(later, booking('TYR321', '2026-12-03T08:00:00'))).status).toBe(200)
      expect((await bookingsOf('TYR321')).map((b) => [b.bookingDate, b.open]).sort()).toEqual([
        ['2026-11-26', false],
        ['2026-12-03', true],
      ])
    } finally {
      th.clock.ms = monday
    }
  })

  it('is held by the database too: a second open booking of a car cannot be stored', async () => {
    expect((await create(erik, booking('TYR456', '2026-12-07T10:00:00'))).status).toBe(200)
    const [stored] = await bookingsOf('TYR456')
    const { id: _id, createdAt: _c, updatedAt: _u, bookingConfirmationId: _b, ...copy } = stored
    await expect(
      payload.create({ collection: 'tirehotel-bookings', data: { ...copy, bookingConfirmationId: 'TH-COPY000001' } }),
    ).rejects.toThrow()
    const closed = await payload.create({
      collection: 'tirehotel-bookings',
      data: { ...copy, bookingConfirmationId: 'TH-COPY000002', open: false },
    })
    expect(closed.open).toBe(false)
  })
})
