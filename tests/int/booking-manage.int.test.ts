/**
 * Service bookings managed by link (/api/bookings/manage, docs/api.md "Bookings managed by link") through the route
 * handlers on a real database with the demo catalogue: the link in the confirmation, stored only as a hash; what it
 * opens; the refusals that give nothing away; a cancellation that frees the time at once and sends the calendar's
 * cancellation and the workshop's e-mail exactly once, also when sent twice at the same moment; the workshop's
 * notice for late changes; a move to another time that gives the old unit back and takes the new one at once, also
 * when 50 bookings are moved onto one last unit together (on PGlite they queue on its one session, on PostgreSQL they
 * overlap on the pool), and the number of moves; and the calendar files of booking, move and cancellation read back
 * as a calendar program reads them, across both daylight-saving changes.
 */
import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '@/platform/db'
import { componentsOf, instantOf, parseIcs, propertyOf, valueOf, type Component } from '../helpers/ical'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let ip = 0

type Json = Record<string, unknown>
type Day = { date: string; availableSlots: string[] }

function request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const host = new URL(url).host
  return new Request(url, {
    method: init.method ?? 'GET',
    headers: {
      host,
      'x-forwarded-for': `10.38.${Math.floor(++ip / 250)}.${ip % 250}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
}

const asJson = async (response: Response) => ({
  status: response.status,
  json: (await response.json()) as Json,
  cache: response.headers.get('cache-control'),
})

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())

async function freeSlots(departmentId: number): Promise<string[]> {
  const { GET } = await import('@/app/api/mechmate/timeslots/from/[registrationNumber]/[departmentId]/[date]/route')
  const url = `http://se.localhost/api/mechmate/timeslots/from/ABC123/${departmentId}/${today()}/?serviceOfferings=SRV-OIL`
  const response = await GET(request(url), {
    params: Promise.resolve({ registrationNumber: 'ABC123', departmentId: String(departmentId), date: today() }),
  })
  return ((await response.json()) as Day[]).flatMap((d) => d.availableSlots.map((t) => `${d.date}T${t}`))
}

const customer = { firstName: 'Anna', lastName: 'Andersson', phone: '+46 70 174 06 55', email: 'anna@example.se' }

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function bookRaw(departmentId: number, timeSlot: string) {
  const { POST } = await import('@/app/api/mechmate/book/route')
  const body = {
    customer,
    departmentId,
    timeSlot,
    isFullDay: false,
    registrationNumber: 'ABC123',
    mileage: 4500,
    serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }],
  }
  return asJson(await POST(request('http://se.localhost/api/mechmate/book', { method: 'POST', body })))
}

/** Books the slot; returns the reference, the slot and the token of the e-mailed link, or null when it is taken. */
async function tryBookAt(departmentId: number, slot: string) {
  const booked = await bookRaw(departmentId, slot)
  if (booked.status === 409) return null
  expect(booked.status).toBe(200)
  const reference = booked.json.id as string
  const [mail] = await query<{ data: { text: string } }>(
    payload,
    sql`select data from outbox where idempotency_key = ${`workshop-booking:${reference}:customer`}`,
  )
  const link = /(https?:\/\/\S+)\?manage=([A-Za-z0-9_-]{43})\b/.exec(mail.data.text)
  expect(link, mail.data.text).not.toBeNull()
  return { reference, slot, url: link![1], token: link![2] }
}

async function bookAt(departmentId: number, slot: string) {
  const booked = await tryBookAt(departmentId, slot)
  expect(booked, slot).not.toBeNull()
  return booked!
}

/**
 * Books the department's first free slot at least three days ahead (well outside the 24 hours' notice, whatever
 * the time of day).
 */
async function bookOne(departmentId: number) {
  return bookAt(
    departmentId,
    (await freeSlots(departmentId)).find((s) => s.slice(0, 10) >= later(3))!,
  )
}

/** Takes every unit of the slot with other bookings, then gives `leave` of them back (an editor's cancel). */
async function fill(departmentId: number, slot: string, leave = 0) {
  const taken: string[] = []
  for (
    let answer = await bookRaw(departmentId, slot);
    answer.status === 200;
    answer = await bookRaw(departmentId, slot)
  )
    taken.push(answer.json.id as string)
  for (const reference of taken.slice(0, leave)) {
    const { docs } = await payload.find({
      collection: 'workshop-bookings',
      where: { reference: { equals: reference } },
      depth: 0,
    })
    await payload.update({ collection: 'workshop-bookings', id: docs[0].id, data: { status: 'cancelled' } })
  }
}

async function open(token: string, host = 'se.localhost') {
  const { GET } = await import('@/app/api/bookings/manage/route')
  return asJson(
    await GET(request(`http://${host}/api/bookings/manage`, { headers: { authorization: `Bearer ${token}` } })),
  )
}

async function cancel(token: string) {
  const { POST } = await import('@/app/api/bookings/manage/cancel/route')
  return asJson(
    await POST(
      request('http://se.localhost/api/bookings/manage/cancel', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      }),
    ),
  )
}

async function reschedule(token: string, body: unknown) {
  const { POST } = await import('@/app/api/bookings/manage/reschedule/route')
  return asJson(
    await POST(
      request('http://se.localhost/api/bookings/manage/reschedule', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body,
      }),
    ),
  )
}

const storedBooking = async (reference: string) =>
  (await payload.find({ collection: 'workshop-bookings', where: { reference: { equals: reference } }, depth: 0 }))
    .docs[0]

const doubleBookings = async () =>
  Number(
    (
      await query<{ n: string }>(
        payload,
        sql`select count(*) as n from capacity.reservations a join capacity.reservations b
          on a.resource_id = b.resource_id and a.lane = b.lane and a.id < b.id and a.during && b.during`,
      )
    )[0].n,
  )

const mailsOf = (reference: string) =>
  query<{
    key: string
    data: { to: string[]; subject: string; text: string; attachments?: { content: string; contentType: string }[] }
  }>(
    payload,
    sql`select idempotency_key as key, data from outbox
        where topic = 'email.send' and idempotency_key like ${`workshop-booking:${reference}:%`} order by id`,
  )

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { seedBooking } = await import('@/demo/seed/booking')
  await seedSites(payload)
  await seedBooking(payload, { vehicles: 20 })
})
afterAll(async () => ctx?.teardown())

describe('the manage link', () => {
  it('is in the confirmation on the site’s own address, and stored only as the hash of its token', async () => {
    const { reference, url, token } = await bookOne(101)
    expect(url).toMatch(/^http:\/\/se\.localhost\//)
    const rows = await query<{ token_hash: string; flow: string; site_key: string; expires_at: string }>(
      payload,
      sql`select token_hash, flow, site_key, expires_at::text from booking_manage_links where reference = ${reference}`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(token).digest('hex'),
      flow: 'workshop',
      site_key: 'se',
    })
    const stored = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from booking_manage_links where token_hash = ${token}`,
    )
    expect(Number(stored[0].n)).toBe(0)
  })

  it('opens the booking: what, where, when, the price, and that it may still be cancelled and moved', async () => {
    const { reference, slot, token } = await bookOne(102)
    const { status, json, cache } = await open(token)
    expect(status).toBe(200)
    expect(cache).toBe('private, no-store')
    expect(json).toMatchObject({
      flow: 'workshop',
      reference,
      status: 'confirmed',
      timeZone: 'Europe/Stockholm',
      registrationNumber: 'ABC123',
      canCancel: true,
      canReschedule: true,
      refusal: null,
      lateChangeHours: 24,
      reschedulesLeft: 3,
    })
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(json.start as string))
    expect(local.replace(' ', 'T')).toBe(slot)
    expect((json.workshop as Json).email).toMatch(/^verkstad\./)
    expect((json.services as Json[])[0]).toMatchObject({ units: 1 })
  })

  it('answers an unknown, expired or other site’s link with one 404, and a malformed header with 400 naming it', async () => {
    const { reference, token } = await bookOne(103)
    const unknown = await open('A'.repeat(43))
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toMatch(/Länken gäller inte längre/)
    expect((await open(token, 'no.localhost')).json).toEqual(
      expect.objectContaining({ error: expect.stringMatching(/Lenken gjelder ikke lenger/) }),
    )
    for (const header of ['', 'Bearer', `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(1)}$`]) {
      const { GET } = await import('@/app/api/bookings/manage/route')
      const answer = await asJson(
        await GET(request('http://se.localhost/api/bookings/manage', { headers: { authorization: header } })),
      )
      expect(answer.status, header).toBe(400)
      expect(answer.json).toMatchObject({ issues: [{ field: 'Authorization' }] })
      expect(JSON.stringify(answer.json)).not.toContain(token)
    }
    await query(
      payload,
      sql`update booking_manage_links set expires_at = now() - interval '1 minute' where reference = ${reference}`,
    )
    expect((await open(token)).status).toBe(404)
  })
})

describe('cancel by link', () => {
  it('cancels, frees the time at once, and sends the calendar’s cancellation and the workshop’s e-mail once', async () => {
    const { reference, token } = await bookOne(104)
    const held = () =>
      query(payload, sql`select id from capacity.reservations where ref = ${`workshop-booking:${reference}`}`)
    expect(await held()).toHaveLength(1)
    const [a, b] = await Promise.all([cancel(token), cancel(token)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.json).toMatchObject({ reference, status: 'cancelled', canCancel: false, refusal: 'cancelled' })
    expect(b.json).toMatchObject({ status: 'cancelled' })
    expect(await held()).toHaveLength(0)

    const mails = await mailsOf(reference)
    expect(mails.map((m) => m.key)).toEqual([
      `workshop-booking:${reference}:customer`,
      `workshop-booking:${reference}:workshop`,
      `workshop-booking:${reference}:cancel:customer`,
      `workshop-booking:${reference}:cancel:workshop`,
    ])
    const [confirmation, , cancelled, workshop] = mails
    expect(cancelled.data.to).toEqual([customer.email])
    expect(cancelled.data.subject).toMatch(/^Avbokad:/)
    const first = confirmation.data.attachments![0].content.replace(/\r\n /g, '')
    const ics = cancelled.data.attachments![0].content.replace(/\r\n /g, '')
    expect(cancelled.data.attachments![0].contentType).toContain('method=CANCEL')
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toContain('STATUS:CANCELLED')
    expect(ics).toContain('SEQUENCE:1')
    expect(first).toContain('SEQUENCE:0')
    const uid = (text: string) => /UID:(\S+)/.exec(text)?.[1]
    expect(uid(ics)).toBe(uid(first))
    expect(workshop.data.to[0]).toMatch(/^verkstad\./)
    expect(workshop.data.text).toContain(reference)

    const stored = (
      await payload.find({ collection: 'workshop-bookings', where: { reference: { equals: reference } }, depth: 0 })
    ).docs[0]
    expect(stored).toMatchObject({ status: 'cancelled', calendarSequence: 1 })
    expect(stored.cancelledAt).toBeTruthy()
  })

  it('is refused within the workshop’s notice, naming its phone and e-mail, and changes nothing', async () => {
    const { reference, token } = await bookOne(105)
    await query(
      payload,
      sql`update workshop_bookings set starts_at = now() + interval '2 hours', ends_at = now() + interval '3 hours' where reference = ${reference}`,
    )
    const seen = await open(token)
    expect(seen.json).toMatchObject({ canCancel: false, canReschedule: false, refusal: 'too-late' })
    const refused = await cancel(token)
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ refusal: 'too-late' })
    expect(refused.json.error).toMatch(
      /kan inte längre ändras eller avbokas på webben\. Ring .+ eller mejla verkstad\./,
    )
    const stored = (
      await payload.find({ collection: 'workshop-bookings', where: { reference: { equals: reference } }, depth: 0 })
    ).docs[0]
    expect(stored.status).toBe('confirmed')
    expect((await mailsOf(reference)).map((m) => m.key)).toHaveLength(2)
  })
})

const slotAfter = (slots: string[], date: string) => slots.find((s) => s.slice(0, 10) > date)!

describe('reschedule by link', () => {
  it('moves the booking: the old time is offered again, the new one is taken, one move counted', async () => {
    const departmentId = 106
    const slots = await freeSlots(departmentId)
    const from = slots.find((s) => s.slice(0, 10) >= later(3))!
    const to = slotAfter(slots, from.slice(0, 10))
    const { reference, token } = await bookAt(departmentId, from)
    await fill(departmentId, from)
    await fill(departmentId, to, 1)
    expect(await freeSlots(departmentId)).not.toContain(from)
    expect(await freeSlots(departmentId)).toContain(to)

    const moved = await reschedule(token, { timeSlot: to })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
    expect(moved.cache).toBe('private, no-store')
    expect(moved.json).toMatchObject({ reference, status: 'confirmed', reschedulesLeft: 2, canReschedule: true })
    const free = await freeSlots(departmentId)
    expect(free).toContain(from)
    expect(free).not.toContain(to)
    expect(await storedBooking(reference)).toMatchObject({ timeSlot: to, rescheduleCount: 1, calendarSequence: 1 })
    expect(await doubleBookings()).toBe(0)
    // The link now expires when the new appointment begins.
    const [link] = await query<{ expires_at: string }>(
      payload,
      sql`select expires_at from booking_manage_links where reference = ${reference}`,
    )
    expect(new Date(link.expires_at).toISOString()).toBe(moved.json.start)

    // The same move again (a double click) changes and sends nothing more.
    expect((await reschedule(token, { timeSlot: to })).json).toMatchObject({ reschedulesLeft: 2 })
    const mails = await mailsOf(reference)
    expect(mails.map((m) => m.key)).toEqual([
      `workshop-booking:${reference}:customer`,
      `workshop-booking:${reference}:workshop`,
      `workshop-booking:${reference}:update:1:customer`,
      `workshop-booking:${reference}:update:1:workshop`,
    ])
    const [, , customerMail, workshopMail] = mails
    expect(customerMail.data.to).toEqual([customer.email])
    expect(customerMail.data.text).toContain(`?manage=${token}`)
    expect(workshopMail.data.to[0]).toMatch(/^verkstad\./)
    expect(workshopMail.data.attachments?.[0].contentType).toContain('method=REQUEST')

    // A full time: 409 naming timeSlot, and nothing moves.
    await fill(departmentId, from)
    const full = await reschedule(token, { timeSlot: from })
    expect(full).toMatchObject({ status: 409, json: { field: 'timeSlot' } })
    expect(full.json.error).toBe('Tiden är inte längre ledig. Välj en annan tid.')
    expect(await storedBooking(reference)).toMatchObject({ timeSlot: to, rescheduleCount: 1 })
  })

  it('answers a malformed body with 400 naming the field, without echoing it', async () => {
    const { token } = await bookOne(108)
    for (const body of [
      {},
      { timeSlot: '2026-13-01T10:00' },
      { timeSlot: '2026-12-01' },
      { timeSlot: 'x', other: 1 },
    ]) {
      const answer = await reschedule(token, body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(answer.json.issues)).toMatch(/"field":"(timeSlot|other|)"/)
    }
  })

  it('of 50 bookings moved at once onto one last unit, exactly one gets it; the rest get 409 and keep their times', async () => {
    const departmentId = 107
    const slots = await freeSlots(departmentId)
    const target = slots.find((s) => s.slice(0, 10) >= later(3))!
    await fill(departmentId, target, 1)
    const mine: Awaited<ReturnType<typeof bookAt>>[] = []
    for (const slot of slots.filter((s) => s.slice(0, 10) > target.slice(0, 10))) {
      if (mine.length === 50) break
      const booked = await tryBookAt(departmentId, slot)
      if (booked) mine.push(booked)
    }
    expect(mine).toHaveLength(50)

    const answers = await Promise.all(mine.map((b) => reschedule(b.token, { timeSlot: target })))
    const won = answers.filter((a) => a.status === 200)
    expect(won).toHaveLength(1)
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a).toMatchObject({ status: 409, json: { field: 'timeSlot' } })

    const winner = mine[answers.indexOf(won[0])]
    expect(await storedBooking(winner.reference)).toMatchObject({ timeSlot: target, rescheduleCount: 1 })
    for (const b of mine.filter((x) => x !== winner))
      expect(await storedBooking(b.reference)).toMatchObject({ timeSlot: b.slot, rescheduleCount: 0 })
    const held = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from capacity.reservations where ref in ${mine.map((b) => `workshop-booking:${b.reference}`)}`,
    )
    expect(Number(held[0].n)).toBe(50)
    expect(await freeSlots(departmentId)).not.toContain(target)
    expect(await doubleBookings()).toBe(0)
  })

  it('is refused within the workshop’s notice and after its number of moves, with the reason and its contact', async () => {
    const late = await bookOne(109)
    await query(
      payload,
      sql`update workshop_bookings set starts_at = now() + interval '2 hours', ends_at = now() + interval '3 hours' where reference = ${late.reference}`,
    )
    const slots = await freeSlots(109)
    const tooLate = await reschedule(late.token, { timeSlot: slotAfter(slots, later(4)) })
    expect(tooLate).toMatchObject({ status: 409, json: { refusal: 'too-late' } })
    expect(tooLate.json.error).toMatch(/Ring .+ eller mejla verkstad\./)

    const { reference, token } = await bookOne(110)
    let day = later(4)
    for (let i = 0; i < 3; i++) {
      const to = slotAfter(await freeSlots(110), day)
      day = to.slice(0, 10)
      expect((await reschedule(token, { timeSlot: to })).status).toBe(200)
    }
    const seen = await open(token)
    expect(seen.json).toMatchObject({
      canReschedule: false,
      canCancel: true,
      refusal: 'reschedule-limit',
      reschedulesLeft: 0,
    })
    const limit = await reschedule(token, { timeSlot: slotAfter(await freeSlots(110), day) })
    expect(limit).toMatchObject({ status: 409, json: { refusal: 'reschedule-limit' } })
    expect(limit.json.error).toMatch(/^Bokningen har redan flyttats 3 gånger\. Ring .+ eller mejla verkstad\./)
    expect(await storedBooking(reference)).toMatchObject({ rescheduleCount: 3, calendarSequence: 3 })

    expect((await cancel(token)).status).toBe(200)
    const afterCancel = await reschedule(token, { timeSlot: slotAfter(await freeSlots(110), day) })
    expect(afterCancel).toMatchObject({
      status: 409,
      json: { refusal: 'cancelled', error: 'Bokningen är redan avbokad.' },
    })
  })
})

describe('the calendar files, read back', () => {
  const icsOf = (mail: { data: { attachments?: { content: string }[] } }) => parseIcs(mail.data.attachments![0].content)
  const eventOf = (calendar: Component) => componentsOf(calendar, 'VEVENT')[0]
  const stockholm = (instant: Date) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' })
      .format(instant)
      .replace(' ', 'T')

  it('keep the UID and raise the SEQUENCE through booking, move and cancel, in the workshop’s time', async () => {
    const { reference, slot, token } = await bookOne(111)
    const to = slotAfter(await freeSlots(111), slot.slice(0, 10))
    expect((await reschedule(token, { timeSlot: to })).status).toBe(200)
    expect((await cancel(token)).status).toBe(200)
    const mails = await mailsOf(reference)
    const files = [mails[0], mails[2], mails[4]].map(icsOf)
    expect(files.map((c) => valueOf(c, 'METHOD'))).toEqual(['REQUEST', 'REQUEST', 'CANCEL'])
    expect(files.map((c) => valueOf(eventOf(c), 'SEQUENCE'))).toEqual(['0', '1', '2'])
    expect(new Set(files.map((c) => valueOf(eventOf(c), 'UID'))).size).toBe(1)
    expect(valueOf(eventOf(files[2]), 'STATUS')).toBe('CANCELLED')
    const starts = files.map((c) => propertyOf(eventOf(c), 'DTSTART')!)
    for (const start of starts) expect(start.params.TZID).toBe('Europe/Stockholm')
    expect(starts.map((s) => stockholm(instantOf(s)))).toEqual([slot, to, to])
    // The workshop's copies carry the same file.
    expect([mails[1], mails[3], mails[5]].map((m) => valueOf(eventOf(icsOf(m)), 'SEQUENCE'))).toEqual(['0', '1', '2'])
  })

  it('give the wall-clock time across both daylight-saving changes of the year', async () => {
    const { bookingScope } = await import('@/app/api/mechmate/respond')
    const { book } = await import('@/features/service-booking/server/book')
    const { rescheduleByLink } = await import('@/features/service-booking/server/manage')
    const ctx = await bookingScope(request('http://se.localhost/api/bookings/manage'))
    if ('response' in ctx) throw new Error('no booking scope')
    const options = { locale: 'sv-SE' as const, managePage: { url: 'http://se.localhost/boka', siteKey: 'se' } }
    // Friday before spring forward (CET, +01:00), the Monday after (CEST, +02:00), the Monday after fall back (CET).
    const { response } = await book(
      ctx.scope,
      {
        customer,
        freeText: null,
        departmentId: 112,
        timeSlot: '2026-03-27T09:00',
        isFullDay: false,
        registrationNumber: 'ABC123',
        mileage: 4500,
        serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }],
      },
      { ...options, idempotencyKey: null, now: new Date('2026-03-20T10:00:00Z') },
    )
    const link = { flow: 'workshop' as const, reference: response.id, siteKey: 'se', locale: 'sv-SE' as const }
    const move = (timeSlot: string, now: string) =>
      rescheduleByLink(
        ctx.scope,
        link,
        { timeSlot, isFullDay: false },
        { now: new Date(now), locale: 'sv-SE', managePage: 'http://se.localhost/boka', token: 'x' },
      )
    const spring = await move('2026-03-30T09:00', '2026-03-21T10:00:00Z')
    const autumn = await move('2026-10-26T09:00', '2026-03-22T10:00:00Z')
    expect([spring.start, autumn.start]).toEqual(['2026-03-30T07:00:00.000Z', '2026-10-26T08:00:00.000Z'])

    const mails = await mailsOf(response.id)
    const files = [mails[0], mails[2], mails[4]].map(icsOf)
    const starts = files.map((c) => propertyOf(eventOf(c), 'DTSTART')!)
    expect(starts.map((s) => `${s.params.TZID}:${s.value}`)).toEqual([
      'Europe/Stockholm:20260327T090000',
      'Europe/Stockholm:20260330T090000',
      'Europe/Stockholm:20261026T090000',
    ])
    expect(starts.map((s) => instantOf(s).toISOString())).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
    ])
    expect(mails[2].data.text).toMatch(
      /flyttad till måndag 30 mars 2026 kl\. 09:00\. Den tidigare tiden, fredag 27 mars 2026 kl\. 09:00,/,
    )
  })
})
