/**
 * Service bookings managed by link (/api/bookings/manage, docs/api.md "Bookings managed by link") through the route
 * handlers on a real database with the demo catalogue: the link in the confirmation, stored only as a hash; what it
 * opens; the refusals that give nothing away; a cancellation that frees the time at once and sends the calendar's
 * cancellation and the workshop's e-mail exactly once, also when sent twice at the same moment; and the workshop's
 * notice for late changes.
 */
import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '@/platform/db'
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

/**
 * Books the department's first free slot at least three days ahead (well outside the 24 hours' notice, whatever
 * the time of day); returns the reference, the slot and the token of the e-mailed link.
 */
async function bookOne(departmentId: number) {
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const slot = (await freeSlots(departmentId)).find((s) => s.slice(0, 10) >= later)!
  const { POST } = await import('@/app/api/mechmate/book/route')
  const body = {
    customer,
    departmentId,
    timeSlot: slot,
    isFullDay: false,
    registrationNumber: 'ABC123',
    mileage: 4500,
    serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }],
  }
  const booked = await asJson(await POST(request('http://se.localhost/api/mechmate/book', { method: 'POST', body })))
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

const mailsOf = (reference: string) =>
  query<{
    key: string
    data: { to: string[]; subject: string; text: string; attachments?: { content: string; contentType: string }[] }
  }>(
    payload,
    sql`select idempotency_key as key, data from outbox where idempotency_key like ${`workshop-booking:${reference}:%`} order by id`,
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
