/**
 * Wheel changes of the tyre hotel managed by link (/api/bookings/manage, docs/api.md "Bookings managed by link"),
 * through the route handlers on a real database with the demo stations and agreements, on the real clock (the manage
 * routes read it; bookings are made days ahead of it): the link in the confirmation e-mail and SMS; the refusals that
 * give nothing away; a cancellation that frees the time at once (GetTimeslots offers it again), lets the car book
 * again and sends the calendar's cancellation to the customer and the station once; a move that gives the old unit
 * back and takes the new one, with the calendar file's raised SEQUENCE; the station's notice for late changes; and the
 * reminder, by the site's lead time, sent once by two workers, none after a cancel or for a booking made too close.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { query } from '@/platform/db'
import { TOPICS } from '@/platform/messaging/topics'
import { sqlOutboxStore } from '@/platform/outbox/sql-store'
import { createOutboxWorker, type Delivery, type OutboxHandlers } from '@/platform/outbox/worker'
import { componentsOf, instantOf, parseIcs, propertyOf, valueOf, type Component } from '../helpers/ical'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { tyreHotelHarness } from '../helpers/tyre-hotel'

let ctx: TestPayload
let payload: Payload
let th: Awaited<ReturnType<typeof tyreHotelHarness>>
let anna: string
let erik: string
/** TYR789's session: its agreement is with Mölndal, a station that books days without a time. */
let maria: string
let ip = 0

type Json = Record<string, unknown>
type Mail = { data: { to: string | string[]; subject?: string; text: string; attachments?: { content: string }[] } }

const PAGE = 'http://se.localhost/dackhotell'
const customer = {
  firstName: 'Anna',
  lastName: 'Svensson',
  email: 'anna.svensson@example.se',
  phoneMobile: '0701740605',
}

const stockholmDay = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(ms)
const later = (days: number) => stockholmDay(Date.now() + days * 86_400_000)

/** The station's free start times (local, YYYY-MM-DDTHH:mm:ss) from `days` ahead, by the customer's session. */
async function freeTimes(cookie: string, days = 4): Promise<string[]> {
  const answer = await th.call(th.routes.timeslots, 'POST', 'booking/GetTimeslots?workshopIdentifier=TH-KK01', {
    cookie,
    body: { startDate: later(days), endDate: later(days + 20) },
  })
  expect(answer.status).toBe(200)
  return (answer.json.availableTimeSlotDates as { startTime: string[] }[]).flatMap((d) => d.startTime)
}

const tokenIn = (text: string) => /\?manage=([A-Za-z0-9_-]{43})\b/.exec(text)?.[1]

/**
 * Books the wheel change at `at` (station time; a date alone: the day without a time) at the station; returns its
 * id, its stored row id and the links it was sent.
 */
async function book(cookie: string, regNo: string, at: string, station = 'TH-KK01') {
  const fullDay = at.length === 10
  const answer = await th.call(th.routes.create, 'POST', `booking/create?departmentIdentifier=${station}`, {
    cookie,
    body: {
      bookingDate: fullDay ? `${at}T00:00:00` : at,
      bookingStart: fullDay ? null : at,
      regNo,
      freeText: '',
      customer,
    },
  })
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  const id = answer.json.bookingConfirmationId as string
  const [stored] = (
    await payload.find({ collection: 'tirehotel-bookings', where: { bookingConfirmationId: { equals: id } } })
  ).docs
  const [email, sms] = await messages(`tirehotel:booking:${stored.id}:email`, `tirehotel:booking:${stored.id}:sms`)
  return { id, rowId: stored.id, email, sms, token: tokenIn(email.data.text)! }
}

async function messages(...keys: string[]): Promise<Mail[]> {
  const rows = await query<{ key: string; data: Mail['data'] }>(
    payload,
    sql`select idempotency_key as key, data from outbox where idempotency_key in ${sql.raw(`(${keys.map((k) => `'${k}'`).join(',')})`)}`,
  )
  return keys.map((key) => ({ data: rows.find((r) => r.key === key)!.data }))
}

function request(path: string, token: string | null, init: { body?: unknown; host?: string } = {}) {
  const host = init.host ?? 'se.localhost'
  const headers: Record<string, string> = {
    host,
    'x-forwarded-for': `10.41.${Math.floor(++ip / 250)}.${ip % 250}`,
    'content-type': 'application/json',
  }
  if (token !== null) headers.authorization = `Bearer ${token}`
  return new Request(`http://${host}/api/bookings/manage${path}`, {
    method: init.body === undefined && path === '' ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

const asJson = async (response: Response) => ({ status: response.status, json: (await response.json()) as Json })
const open = async (token: string | null, host?: string) =>
  asJson(await (await import('@/app/api/bookings/manage/route')).GET(request('', token, { host })))
const cancel = async (token: string) =>
  asJson(await (await import('@/app/api/bookings/manage/cancel/route')).POST(request('/cancel', token)))
const reschedule = async (token: string, body: unknown) =>
  asJson(
    await (await import('@/app/api/bookings/manage/reschedule/route')).POST(request('/reschedule', token, { body })),
  )
const times = async (token: string, body: unknown) =>
  asJson(await (await import('@/app/api/bookings/manage/timeslots/route')).POST(request('/timeslots', token, { body })))

/**
 * Takes every free lane of the station's time `local` (station time; a date alone: its full day) with reservations
 * of no booking, then gives `leave` back.
 */
async function fill(local: string, leave = 0, erpId = 'TH-KK01') {
  const { releaseReservation, reserveSlot } = await import('@/features/service-booking/capacity/reservations')
  const { inTransaction } = await import('@/platform/transactions')
  const { stationOf } = await import('@/features/tyre-hotel/server/station-booking')
  const [doc] = (await payload.find({ collection: 'tirehotel-stations', where: { erpId: { equals: erpId } } })).docs
  const station = stationOf(doc)
  const refs: string[] = []
  for (let lane = 0; lane < 10; lane++) {
    const ref = `test-fill:${local}:${lane}:${Date.now()}`
    const taken = await inTransaction(payload, ({ req }) =>
      reserveSlot(payload, req, {
        resource: `tyre-station:${doc.id}`,
        calendar: station.calendar,
        choice:
          local.length === 10
            ? { date: local, fullDay: true }
            : { date: local.slice(0, 10), time: local.slice(11, 16) },
        lengthMinutes: station.lengthMinutes,
        ref,
        now: new Date(),
      }),
    ).catch(() => null)
    if (!taken) break
    refs.push(ref)
  }
  for (const ref of refs.slice(0, leave)) await releaseReservation(payload, ref)
}

const stockholmTime = (instant: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' })
    .format(instant)
    .replace(' ', 'T')

/**
 * Wheel changes at Kungens Kurva, one at each of the times (station time), each for a car of its own: a car has one
 * open wheel change and the demo agreements hold three, so these are stored as a booking stores them (its unit, its
 * row, its manage link) in one transaction each, without the confirmation messages.
 */
async function bookMany(at: string[]) {
  const { reserveSlot } = await import('@/features/service-booking/capacity/reservations')
  const { inTransaction } = await import('@/platform/transactions')
  const { issueManageLink } = await import('@/features/booking-manage/links')
  const { stationOf, startsAtOf } = await import('@/features/tyre-hotel/server/station-booking')
  const [doc] = (await payload.find({ collection: 'tirehotel-stations', where: { erpId: { equals: 'TH-KK01' } } })).docs
  const [agreement] = (await payload.find({ collection: 'tirehotel-agreements', limit: 1 })).docs
  const station = stationOf(doc)
  return Promise.all(
    at.map((local, i) =>
      inTransaction(payload, async ({ req }) => {
        const id = `TH-MANY${String(i).padStart(5, '0')}`
        const held = await reserveSlot(payload, req, {
          resource: `tyre-station:${doc.id}`,
          calendar: station.calendar,
          choice: { date: local.slice(0, 10), time: local.slice(11, 16) },
          lengthMinutes: station.lengthMinutes,
          ref: `tyre-booking:${id}`,
          now: new Date(),
        })
        const booking = await payload.create({
          collection: 'tirehotel-bookings',
          data: {
            bookingConfirmationId: id,
            regNo: `MNY${String(i).padStart(3, '0')}`,
            agreement: agreement.id,
            station: doc.id,
            bookingDate: local.slice(0, 10),
            appointmentTime: held.start.toISOString(),
            isFullDay: false,
            customer,
          },
          depth: 0,
          req,
        })
        const token = await issueManageLink(payload, req, {
          flow: 'tyre-hotel',
          reference: id,
          siteKey: 'se',
          locale: 'sv-SE',
          expiresAt: startsAtOf(booking, station),
        })
        return { id, at: local, token }
      }),
    ),
  )
}

/** Books as TYR123's customer would on the day of `clock` (an instant), signed in that day; `at` in station time. */
async function bookOn(clock: string, at: string) {
  th.clock.ms = Date.parse(clock)
  th.resetLimits()
  return book((await th.loggedIn('TYR123', '+46701740605')).cookie, 'TYR123', at)
}

const icsOf = (mail: Mail) => parseIcs(mail.data.attachments![0].content)
const eventOf = (calendar: Component) => componentsOf(calendar, 'VEVENT')[0]
const slotOf = (local: string) => local.slice(0, 16)

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  th = await tyreHotelHarness(payload, Date.now())
  anna = (await th.loggedIn('TYR123', '+46701740605')).cookie
  erik = (await th.loggedIn('TYR456', '+46701740606')).cookie
  maria = (await th.loggedIn('TYR789', '+46701740607')).cookie
})
afterAll(async () => ctx?.teardown())
beforeEach(async () => {
  th.resetLimits()
  th.clock.ms = Date.now()
  // A vehicle has one open wheel change at a time; deleting one frees its time.
  await payload.delete({ collection: 'tirehotel-bookings', where: { id: { exists: true } } })
})

describe('the link of a wheel change', () => {
  it('comes in the confirmation e-mail and SMS and opens the booking as its customer sees it', async () => {
    const [at] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    expect(booked.email.data.text).toContain(`${PAGE}?manage=${booked.token}`)
    expect(tokenIn(booked.sms.data.text)).toBe(booked.token)
    expect(booked.sms.data.text).toMatch(/Ändra eller avboka: http:\/\/se\.localhost\/dackhotell\?manage=/)
    const calendar = icsOf(booked.email)
    expect([valueOf(calendar, 'METHOD'), valueOf(eventOf(calendar), 'SEQUENCE')]).toEqual(['REQUEST', '0'])

    const seen = await open(booked.token)
    expect(seen).toMatchObject({
      status: 200,
      json: {
        flow: 'tyre-hotel',
        reference: booked.id,
        status: 'confirmed',
        timeZone: 'Europe/Stockholm',
        departmentId: null,
        registrationNumber: 'TYR123',
        workshop: { name: 'Däckhotell Kungens Kurva', phone: '08-46 50 06 05' },
        services: [{ code: 'WHEEL-CHANGE', name: 'Hjulskifte', units: 1, price: null }],
        canCancel: true,
        canReschedule: true,
        refusal: null,
        reschedulesLeft: 3,
      },
    })
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(seen.json.start as string))
    expect(local.replace(' ', 'T')).toBe(slotOf(at))
  })

  it('answers one 404 for an unknown token and another site’s host, 400 for a mangled one, and opens only its own booking', async () => {
    const [at] = await freeTimes(anna)
    const { token } = await book(anna, 'TYR123', at)
    const unknown = await open('Q'.repeat(43))
    expect(unknown.status).toBe(404)
    const elsewhere = await open(token, 'no.localhost')
    expect(elsewhere.status).toBe(404)
    expect(JSON.stringify(unknown.json)).not.toContain('TYR123')
    expect(JSON.stringify(elsewhere.json)).not.toContain('TYR123')
    expect((await open(token.slice(0, 40))).json).toMatchObject({ issues: [{ field: 'Authorization' }] })
    expect((await open(null)).status).toBe(400)
    // A token only ever opens its own booking: Erik's opens Erik's.
    const [, other] = await freeTimes(erik)
    const erikBooking = await book(erik, 'TYR456', other)
    expect((await open(erikBooking.token)).json.reference).toBe(erikBooking.id)
    expect((await open(token)).json.reference).not.toBe(erikBooking.id)
  })
})

describe('cancel by link', () => {
  it('frees the time at once, lets the car book again, and tells the customer and the station once', async () => {
    const [at] = await freeTimes(anna)
    await fill(at, 1)
    const booked = await book(anna, 'TYR123', at)
    expect(await freeTimes(anna)).not.toContain(at)
    const [first, second] = await Promise.all([cancel(booked.token), cancel(booked.token)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.json).toMatchObject({ status: 'cancelled', canCancel: false, refusal: 'cancelled' })
    expect(await freeTimes(anna)).toContain(at)
    const [stored] = (await payload.find({ collection: 'tirehotel-bookings', where: { id: { equals: booked.rowId } } }))
      .docs
    expect(stored).toMatchObject({ open: false, calendarSequence: 1 })
    expect(stored.cancelledAt).toBeTruthy()

    const key = `tirehotel:booking:${booked.rowId}:cancel`
    const [toCustomer, toStation] = await messages(`${key}:customer`, `${key}:workshop`)
    expect(toCustomer.data.to).toEqual([customer.email])
    expect(toStation.data.to).toEqual(['dackhotell.kungenskurva@example.se'])
    const uid = valueOf(eventOf(icsOf(booked.email)), 'UID')
    for (const mail of [toCustomer, toStation]) {
      const calendar = icsOf(mail)
      expect(valueOf(calendar, 'METHOD')).toBe('CANCEL')
      expect(valueOf(eventOf(calendar), 'UID')).toBe(uid)
      expect(valueOf(eventOf(calendar), 'SEQUENCE')).toBe('1')
    }
    const sent = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from outbox where idempotency_key like ${`${key}:%`}`,
    )
    expect(Number(sent[0].n)).toBe(2)

    // The car's wheel change is no longer open: it books the same time again.
    expect((await book(anna, 'TYR123', at)).id).not.toBe(booked.id)
  })
})

describe('reschedule by link', () => {
  it('offers the station’s times and moves the booking at once, with the updated invitation to both', async () => {
    const [at] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    const offered = await times(booked.token, { startDate: later(4), endDate: later(24) })
    expect(offered.status).toBe(200)
    const offeredTimes = (offered.json.availableTimeSlotDates as { startTime: string[] }[]).flatMap((d) => d.startTime)
    expect(offeredTimes).toEqual(await freeTimes(anna))
    const to = offeredTimes.find((t) => t.slice(0, 10) > at.slice(0, 10))!
    // The booking holds the last lane of `at` and takes the last of `to`.
    await fill(at)
    await fill(to, 1)

    const moved = await reschedule(booked.token, { timeSlot: slotOf(to) })
    expect(moved).toMatchObject({ status: 200, json: { status: 'confirmed', reschedulesLeft: 2 } })
    const now = await freeTimes(anna)
    expect(now).toContain(at)
    expect(now).not.toContain(to)
    // The same move again changes and sends nothing.
    expect((await reschedule(booked.token, { timeSlot: slotOf(to) })).json.reschedulesLeft).toBe(2)

    const key = `tirehotel:booking:${booked.rowId}:update:1`
    const [toCustomer, toStation] = await messages(`${key}:customer`, `${key}:workshop`)
    expect(toCustomer.data.text).toContain(`${PAGE}?manage=${booked.token}`)
    const uid = valueOf(eventOf(icsOf(booked.email)), 'UID')
    for (const mail of [toCustomer, toStation]) {
      const event = eventOf(icsOf(mail))
      expect([valueOf(icsOf(mail), 'METHOD'), valueOf(event, 'UID'), valueOf(event, 'SEQUENCE')]).toEqual([
        'REQUEST',
        uid,
        '1',
      ])
      expect(propertyOf(event, 'DTSTART')!.value).toBe(to.replace(/[-:]/g, '').slice(0, 15))
    }
    const updates = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from outbox where idempotency_key like ${`tirehotel:booking:${booked.rowId}:update:%`}`,
    )
    expect(Number(updates[0].n)).toBe(2)
  })

  it('refuses a taken time (409 naming timeSlot), a day outside the window (400) and a malformed body (400)', async () => {
    const [at, second] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    await fill(second)
    expect(await reschedule(booked.token, { timeSlot: slotOf(second) })).toMatchObject({
      status: 409,
      json: { field: 'timeSlot' },
    })
    const outside = await reschedule(booked.token, { timeSlot: `${later(200)}T09:00` })
    expect(outside.status).toBe(400)
    expect(JSON.stringify(outside.json)).toContain('timeSlot')
    expect((await reschedule(booked.token, { timeSlot: 'tomorrow' })).status).toBe(400)
    expect((await open(booked.token)).json.reschedulesLeft).toBe(3)
  })

  it('refuses a move to a full day while its day has a time left (400 naming timeSlot), as a new booking does', async () => {
    const [at, ...rest] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    const other = rest.find((t) => t.slice(0, 10) > at.slice(0, 10))!
    const day = other.slice(0, 10)
    // The day already has a timed booking, and two of its three lanes are free all day: times to choose from.
    await fill(other, 2)
    const refused = await th.call(th.routes.create, 'POST', 'booking/create?departmentIdentifier=TH-KK01', {
      cookie: erik,
      body: { bookingDate: `${day}T00:00:00`, bookingStart: null, regNo: 'TYR456', freeText: '', customer },
    })
    expect(refused).toMatchObject({ status: 400, json: { message: 'bookingStart: Välj en av dagens tider.' } })

    for (const timeSlot of [day, at.slice(0, 10)]) {
      const moved = await reschedule(booked.token, { timeSlot, isFullDay: true })
      expect(moved.status, timeSlot).toBe(400)
      expect(moved.json.issues).toEqual([{ field: 'timeSlot', message: 'Välj en av dagens tider.' }])
    }
    const kept = await open(booked.token)
    expect(kept.json).toMatchObject({ isFullDay: false, reschedulesLeft: 3 })
    expect(stockholmTime(new Date(kept.json.start as string))).toBe(slotOf(at))
    const held = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from capacity.reservations where ref = ${`tyre-booking:${booked.id}`}`,
    )
    expect(Number(held[0].n)).toBe(1)
  })

  it('of 50 wheel changes moved at once onto one last unit, exactly one gets it; the rest get 409 and keep their times', async () => {
    const [target, ...rest] = await freeTimes(anna)
    await fill(target, 1)
    const mine = await bookMany(rest.slice(0, 50))
    expect(mine).toHaveLength(50)

    const answers = await Promise.all(mine.map((b) => reschedule(b.token, { timeSlot: slotOf(target) })))
    const won = answers.filter((a) => a.status === 200)
    expect(won).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a).toMatchObject({ status: 409, json: { field: 'timeSlot' } })

    const winner = mine[answers.indexOf(won[0])]
    const stored = async (id: string) =>
      (await payload.find({ collection: 'tirehotel-bookings', where: { bookingConfirmationId: { equals: id } } }))
        .docs[0]
    const localOf = (iso: string | null | undefined) => slotOf(stockholmTime(new Date(iso!)))
    const won0 = await stored(winner.id)
    expect([localOf(won0.appointmentTime), won0.rescheduleCount]).toEqual([slotOf(target), 1])
    for (const b of mine.filter((x) => x !== winner)) {
      const row = await stored(b.id)
      expect([localOf(row.appointmentTime), row.rescheduleCount]).toEqual([slotOf(b.at), 0])
    }
    const held = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from capacity.reservations where ref in ${mine.map((b) => `tyre-booking:${b.id}`)}`,
    )
    expect(Number(held[0].n)).toBe(50)
    expect(await freeTimes(anna)).not.toContain(target)
    const overlapping = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from capacity.reservations a join capacity.reservations b
          on a.resource_id = b.resource_id and a.lane = b.lane and a.id < b.id and a.during && b.during`,
    )
    expect(Number(overlapping[0].n)).toBe(0)
  })

  it('follows the station’s notice for late changes: refused with its phone and e-mail', async () => {
    const [at] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    await payload.update({
      collection: 'tirehotel-stations',
      where: { erpId: { equals: 'TH-KK01' } },
      data: { lateChangeHours: 336 },
    })
    try {
      expect((await open(booked.token)).json).toMatchObject({
        canCancel: false,
        canReschedule: false,
        refusal: 'too-late',
      })
      const refused = await cancel(booked.token)
      expect(refused).toMatchObject({ status: 409, json: { refusal: 'too-late' } })
      expect(refused.json.error).toContain('08-46 50 06 05')
      expect((await reschedule(booked.token, { timeSlot: `${later(10)}T09:00` })).status).toBe(409)
    } finally {
      await payload.update({
        collection: 'tirehotel-stations',
        where: { erpId: { equals: 'TH-KK01' } },
        data: { lateChangeHours: 24 },
      })
    }
  })
})

describe('the times a wheel change may move to', () => {
  type Offered = { date: string; startTime: string[]; allDaySlotAvailable: boolean }
  const range = () => ({ startDate: later(4), endDate: later(24) })
  const offeredDays = async (token: string) => {
    const answer = await times(token, range())
    expect(answer.status).toBe(200)
    return answer.json.availableTimeSlotDates as Offered[]
  }
  /** The station's own booking calls, by the customer's session: GetTimeslots' days and GetTimeslotDays' dates. */
  const stationCalls = async (cookie: string, erpId: string) => {
    const path = (call: string) => `booking/${call}?workshopIdentifier=${erpId}`
    const slots = await th.call(th.routes.timeslots, 'POST', path('GetTimeslots'), { cookie, body: range() })
    const days = await th.call(th.routes.timeslotDays, 'POST', path('GetTimeslotDays'), { cookie, body: range() })
    return {
      slots: slots.json.availableTimeSlotDates as Omit<Offered, 'allDaySlotAvailable'>[],
      dates: (days.json.availableDates as { date: string }[]).map((d) => d.date),
    }
  }

  it('at a station that books days only, offer a day exactly when its own booking takes it: not a full one', async () => {
    const own = await stationCalls(maria, 'TH-ML02')
    const [first, full, other] = own.dates
    const booked = await book(maria, 'TYR789', first, 'TH-ML02')
    await fill(full, 0, 'TH-ML02')

    const offered = await offeredDays(booked.token)
    const now = await stationCalls(maria, 'TH-ML02')
    expect(now.dates).not.toContain(full)
    expect(offered.filter((d) => d.allDaySlotAvailable).map((d) => d.date)).toEqual(now.dates)
    expect(offered.map(({ date, startTime }) => ({ date, startTime }))).toEqual(now.slots)
    expect(offered.find((d) => d.date === full)).toEqual({ date: full, startTime: [], allDaySlotAvailable: false })

    expect(await reschedule(booked.token, { timeSlot: full, isFullDay: true })).toMatchObject({
      status: 409,
      json: { field: 'timeSlot' },
    })
    const moved = await reschedule(booked.token, { timeSlot: other, isFullDay: true })
    expect(moved).toMatchObject({ status: 200, json: { isFullDay: true, reschedulesLeft: 2 } })
  })

  it('at a station that books times, offer its times as GetTimeslots does and no day without a time while times are left', async () => {
    const [at] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    const offered = await offeredDays(booked.token)
    const own = await stationCalls(anna, 'TH-KK01')
    expect(offered.map(({ date, startTime }) => ({ date, startTime }))).toEqual(own.slots)
    expect(offered.filter((d) => d.allDaySlotAvailable)).toEqual([])
  })
})

describe('across both daylight-saving changes of the year', () => {
  // Stockholm goes from +01:00 to +02:00 on Sunday 2026-03-29, and back on Sunday 2026-10-25.
  it('book, move and cancel in the station’s wall-clock time, and the calendar files say so', async () => {
    const { bookingScope } = await import('@/app/api/mechmate/respond')
    const { loadStrings } = await import('@/i18n/dictionary/load')
    const { tyreHotelApiStrings } = await import('@/features/tyre-hotel/server/strings')
    const { cancelWheelChange, rescheduleWheelChange } = await import('@/features/tyre-hotel/server/manage')
    const scoped = await bookingScope(new Request(PAGE, { headers: { host: 'se.localhost' } }))
    if ('response' in scoped) throw new Error('no booking scope')
    const scope = {
      payload,
      messages: scoped.scope.messages,
      strings: await loadStrings(tyreHotelApiStrings, scoped.site.site.id, 'sv-SE'),
    }
    const linkOf = (reference: string) => ({
      flow: 'tyre-hotel' as const,
      reference,
      siteKey: 'se',
      locale: 'sv-SE' as const,
    })
    const move = (booked: { id: string; token: string }, timeSlot: string, now: string) =>
      rescheduleWheelChange(
        scope,
        linkOf(booked.id),
        { timeSlot, isFullDay: false },
        { now: new Date(now), locale: 'sv-SE', managePage: PAGE, token: booked.token },
      )
    const dtstarts = (mails: Mail[]) =>
      mails.map((m) => {
        const start = propertyOf(eventOf(icsOf(m)), 'DTSTART')!
        return `${start.params.TZID}:${start.value} ${instantOf(start).toISOString()}`
      })

    // The Friday before spring forward (CET) to the Monday after (CEST).
    const spring = await bookOn('2026-03-20T10:00:00Z', '2026-03-27T09:00:00')
    expect((await move(spring, '2026-03-30T09:00', '2026-03-21T10:00:00Z')).start).toBe('2026-03-30T07:00:00.000Z')
    const [springMoved] = await messages(`tirehotel:booking:${spring.rowId}:update:1:customer`)
    expect(dtstarts([spring.email, springMoved])).toEqual([
      'Europe/Stockholm:20260327T090000 2026-03-27T08:00:00.000Z',
      'Europe/Stockholm:20260330T090000 2026-03-30T07:00:00.000Z',
    ])
    expect(springMoved.data.text).toMatch(
      /flyttad till måndag 30 mars 2026 kl\. 09:00\. Den tidigare tiden, fredag 27 mars 2026 kl\. 09:00,/,
    )

    // The Friday before fall back (CEST) to the Monday after (CET), then cancelled.
    const autumn = await bookOn('2026-10-01T10:00:00Z', '2026-10-23T09:00:00')
    expect((await move(autumn, '2026-10-26T09:00', '2026-10-02T10:00:00Z')).start).toBe('2026-10-26T08:00:00.000Z')
    const cancelled = await cancelWheelChange(scope, linkOf(autumn.id), {
      now: new Date('2026-10-03T10:00:00Z'),
      locale: 'sv-SE',
    })
    expect(cancelled.status).toBe('cancelled')
    const key = `tirehotel:booking:${autumn.rowId}`
    const autumnMails = [autumn.email, ...(await messages(`${key}:update:1:customer`, `${key}:cancel:customer`))]
    expect(dtstarts(autumnMails)).toEqual([
      'Europe/Stockholm:20261023T090000 2026-10-23T07:00:00.000Z',
      'Europe/Stockholm:20261026T090000 2026-10-26T08:00:00.000Z',
      'Europe/Stockholm:20261026T090000 2026-10-26T08:00:00.000Z',
    ])
    const files = autumnMails.map(icsOf)
    expect(files.map((c) => valueOf(c, 'METHOD'))).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
    expect(files.map((c) => valueOf(eventOf(c), 'SEQUENCE'))).toEqual(['0', '1', '2'])
    expect(new Set(files.map((c) => valueOf(eventOf(c), 'UID'))).size).toBe(1)
  })
})

describe('the reminder', () => {
  let now = new Date()
  type Sent = { key: string; data: { to: string | string[]; subject?: string; text: string } }
  let sent: Sent[] = []

  async function handlers(): Promise<OutboxHandlers> {
    const { wheelChangeReminderHandlers } = await import('@/features/tyre-hotel/server/reminders')
    const { wheelChangeReminderDeps } = await import('@/features/tyre-hotel/server/runtime')
    const record = async ({ key, data }: Delivery) => void sent.push({ key, data: data as Sent['data'] })
    return {
      ...wheelChangeReminderHandlers(wheelChangeReminderDeps(payload, () => now)),
      [TOPICS.email]: record,
      [TOPICS.sms]: record,
    }
  }

  /** Two instances' workers draining at once at `at`, again while the reminder's messages are due. */
  async function drainAt(at: Date) {
    now = at
    const worker = async (name: string) =>
      createOutboxWorker({
        store: sqlOutboxStore(payload),
        handlers: await handlers(),
        worker: name,
        clock: () => now,
        random: () => 0,
        log: (message, error) => console.error(message, error),
      })
    const [a, b] = [await worker('w1'), await worker('w2')]
    for (let round = 0; round < 3; round++) await Promise.all([a.drain(), b.drain()])
  }

  const reminders = (id: string) =>
    query<{ key: string; next_run_at: string; data: Json }>(
      payload,
      sql`select idempotency_key as key, next_run_at::text, data from outbox
          where topic = 'tyre-hotel-booking.reminder' and idempotency_key like ${`tirehotel:booking:${id}:%`}`,
    )
  const sentFor = (id: string) => sent.filter((s) => s.key.startsWith(`tirehotel:booking:${id}:reminder:`))

  beforeEach(() => {
    sent = []
  })

  it('goes once by e-mail and SMS, the site’s lead time before, with a link that opens the booking', async () => {
    const [at] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    const [entry, ...more] = await reminders(booked.id)
    expect(more).toEqual([])
    const startsAt = new Date((await open(booked.token)).json.start as string)
    expect(entry.data).toEqual({ reference: booked.id, startsAt: startsAt.toISOString(), page: PAGE })
    const due = new Date(startsAt.getTime() - 24 * 3_600_000)
    expect(new Date(entry.next_run_at).toISOString()).toBe(due.toISOString())

    await drainAt(new Date(due.getTime() - 60_000))
    expect(sentFor(booked.id)).toEqual([])
    await drainAt(due)
    const mails = sentFor(booked.id)
    expect(mails.map((m) => m.key.split(':').pop()).sort()).toEqual(['email', 'sms'])
    const email = mails.find((m) => m.key.endsWith(':email'))!
    const sms = mails.find((m) => m.key.endsWith(':sms'))!
    expect(email.data.to).toEqual([customer.email])
    expect(email.data.text).toContain('Hjulskifte')
    expect(sms.data.to).toBe('+46701740605')
    expect(tokenIn(sms.data.text)).toBe(tokenIn(email.data.text))
    expect((await open(tokenIn(sms.data.text)!)).json.reference).toBe(booked.id)
    await drainAt(new Date(due.getTime() + 600_000))
    expect(sentFor(booked.id)).toHaveLength(2)
  })

  it('is due 24 real hours before a visit on the Monday after either daylight-saving change, and queued once', async () => {
    // Stockholm goes from +01:00 to +02:00 on Sunday 2026-03-29, and back on Sunday 2026-10-25.
    const spring = await bookOn('2026-03-27T10:00:00Z', '2026-03-30T09:00:00')
    const autumn = await bookOn('2026-10-22T10:00:00Z', '2026-10-26T09:00:00')
    const entries = [...(await reminders(spring.id)), ...(await reminders(autumn.id))]
    expect(entries.map((e) => e.data.startsAt)).toEqual(['2026-03-30T07:00:00.000Z', '2026-10-26T08:00:00.000Z'])
    // 09:00 on each Sunday: CEST in spring, CET in autumn.
    const due = ['2026-03-29T07:00:00.000Z', '2026-10-25T08:00:00.000Z']
    expect(entries.map((e) => new Date(e.next_run_at).toISOString())).toEqual(due)

    // The reminder's e-mail and SMS are queued (sent on the real clock, which these past dates precede).
    const queued = (id: string) =>
      query<{ key: string; text: string }>(
        payload,
        sql`select idempotency_key as key, data->>'text' as text from outbox
            where topic <> 'tyre-hotel-booking.reminder' and idempotency_key like ${`tirehotel:booking:${id}:reminder:%`}
            order by idempotency_key`,
      )
    for (const [i, booked] of [spring, autumn].entries()) {
      await drainAt(new Date(Date.parse(due[i]) - 60_000))
      expect(await queued(booked.id)).toEqual([])
      await drainAt(new Date(due[i]))
      await drainAt(new Date(Date.parse(due[i]) + 600_000))
      const [email, sms, ...more] = await queued(booked.id)
      expect([email.key, sms.key, more]).toEqual([`${entries[i].key}:email`, `${entries[i].key}:sms`, []])
      expect(email.text).toMatch(/måndag (30 mars|26 oktober) 2026 kl\. 09:00/)
    }
  })

  it('is not sent after a cancel', async () => {
    const [at] = await freeTimes(anna)
    const booked = await book(anna, 'TYR123', at)
    expect((await cancel(booked.token)).status).toBe(200)
    const [entry] = await reminders(booked.id)
    await drainAt(new Date(entry.next_run_at))
    expect(sentFor(booked.id)).toEqual([])
  })

  it('takes the site’s lead time: none for a booking made closer than it, none when it is 0', async () => {
    const set = (hours: number | null) =>
      payload.update({ collection: 'sites', where: { key: { equals: 'se' } }, data: { bookingReminderHours: hours } })
    try {
      await set(168)
      const [at] = await freeTimes(anna)
      const booked = await book(anna, 'TYR123', at)
      expect(await reminders(booked.id)).toEqual([])
      await payload.delete({ collection: 'tirehotel-bookings', where: { id: { exists: true } } })
      await set(48)
      const again = await book(anna, 'TYR123', at)
      const [entry] = await reminders(again.id)
      const startsAt = new Date((await open(again.token)).json.start as string)
      expect(new Date(entry.next_run_at).toISOString()).toBe(
        new Date(startsAt.getTime() - 48 * 3_600_000).toISOString(),
      )
      await payload.delete({ collection: 'tirehotel-bookings', where: { id: { exists: true } } })
      await set(0)
      expect(await reminders((await book(anna, 'TYR123', at)).id)).toEqual([])
    } finally {
      await set(null)
    }
  })
})
