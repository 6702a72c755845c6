/**
 * Reminders of service bookings (src/features/service-booking/server/reminders.ts) on a real database with the demo
 * catalogue, delivered by outbox workers on an injected clock: one entry per booking and time, due the set number of
 * real hours before (also across a daylight-saving change), none for a booking made closer than that; one e-mail and
 * one SMS when two workers drain at once and when the entry is delivered again after a crash; nothing after a cancel
 * or for the time a booking moved from; and the reminder's own manage link opening the booking beside the
 * confirmation's.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Locale } from '@/cms/locales'
import type { BookingScope } from '@/features/service-booking/server/lookups'
import { query } from '@/platform/db'
import { TOPICS } from '@/platform/messaging/topics'
import { sqlOutboxStore } from '@/platform/outbox/sql-store'
import { createOutboxWorker, type Delivery, type OutboxHandlers } from '@/platform/outbox/worker'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let scope: BookingScope
/** The workers' and the reminder handler's clock, set by each test. */
let now = new Date()
const clock = () => now

const PAGE = 'http://se.localhost/service-och-verkstad/boka-bilverkstad'
const customer = { firstName: 'Anna', lastName: 'Andersson', phone: '070-174 06 55', email: 'anna@example.se' }
const link = (reference: string) => ({ flow: 'workshop' as const, reference, siteKey: 'se', locale: 'sv-SE' as Locale })

type Sent = { key: string; data: { to: string | string[]; subject?: string; text: string } }
let sent: Sent[] = []

async function handlers(): Promise<OutboxHandlers> {
  const { reminderHandlers } = await import('@/features/service-booking/server/reminders')
  const { reminderDeps } = await import('@/features/service-booking/server/runtime')
  const record = async ({ key, data }: Delivery) => void sent.push({ key, data: data as Sent['data'] })
  return { ...reminderHandlers(reminderDeps(payload, clock)), [TOPICS.email]: record, [TOPICS.sms]: record }
}

const worker = async (name: string) =>
  createOutboxWorker({
    store: sqlOutboxStore(payload),
    handlers: await handlers(),
    worker: name,
    clock,
    random: () => 0,
    log: (message, error) => console.error(message, error),
  })

const due = async () =>
  Number(
    (
      await query<{ n: string }>(
        payload,
        sql`select count(*) as n from outbox where status = 'pending' and next_run_at <= ${now.toISOString()}::timestamptz`,
      )
    )[0].n,
  )

/**
 * Two instances' workers draining at once at `at`, again while entries are due: the messages a reminder enqueues wake
 * the workers by NOTIFY in production, which PGlite and a drain that ended do not give.
 */
async function drainAt(at: Date) {
  now = at
  const [a, b] = [await worker('w1'), await worker('w2')]
  for (let round = 0; round === 0 || ((await due()) > 0 && round < 5); round++)
    await Promise.all([a.drain(), b.drain()])
}

async function bookAt(departmentId: number, timeSlot: string, at: string, reminderHours?: number) {
  const { book } = await import('@/features/service-booking/server/book')
  const { response } = await book(
    scope,
    {
      customer,
      freeText: null,
      departmentId,
      timeSlot,
      isFullDay: false,
      registrationNumber: 'ABC123',
      mileage: 4500,
      serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }],
    },
    {
      idempotencyKey: null,
      now: new Date(at),
      locale: 'sv-SE',
      managePage: { url: PAGE, siteKey: 'se' },
      reminderHours,
    },
  )
  return response.id
}

const reminders = (reference: string) =>
  query<{ key: string; data: Record<string, string>; next_run_at: string; status: string }>(
    payload,
    sql`select idempotency_key as key, data, next_run_at::text, status from outbox
        where topic = 'workshop-booking.reminder' and idempotency_key like ${`workshop-booking:${reference}:%`} order by id`,
  )

const sentFor = (reference: string) => sent.filter((s) => s.key.startsWith(`workshop-booking:${reference}:reminder:`))

const tokenIn = (text: string) => /\?manage=([A-Za-z0-9_-]{43})\b/.exec(text)?.[1]

async function open(token: string) {
  const { GET } = await import('@/app/api/bookings/manage/route')
  const response = await GET(
    new Request('http://se.localhost/api/bookings/manage', {
      headers: { host: 'se.localhost', 'x-forwarded-for': '10.39.0.1', authorization: `Bearer ${token}` },
    }),
  )
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { seedBooking } = await import('@/demo/seed/booking')
  await seedSites(payload)
  await seedBooking(payload, { vehicles: 20 })
  const { bookingScope } = await import('@/app/api/mechmate/respond')
  const scoped = await bookingScope(
    new Request('http://se.localhost/api/bookings/manage', { headers: { host: 'se.localhost' } }),
  )
  if ('response' in scoped) throw new Error('no booking scope')
  scope = scoped.scope
})
afterAll(async () => ctx?.teardown())
beforeEach(() => {
  sent = []
})

describe('scheduling', () => {
  it('enqueues one reminder 24 real hours before a visit booked 3 days ahead, with no personal data', async () => {
    const reference = await bookAt(101, '2027-01-14T10:00', '2027-01-11T10:00:00Z')
    const [entry, ...more] = await reminders(reference)
    expect(more).toEqual([])
    expect(entry.key).toBe(`workshop-booking:${reference}:reminder:2027-01-14T09:00:00.000Z`)
    expect(new Date(entry.next_run_at).toISOString()).toBe('2027-01-13T09:00:00.000Z')
    expect(entry.data).toEqual({ reference, startsAt: '2027-01-14T09:00:00.000Z', page: PAGE })
  })

  it('reminds on the Monday after either daylight-saving change 24 real hours before, not at the same clock time', async () => {
    // Stockholm goes from +01:00 to +02:00 on Sunday 2026-03-29, and back on Sunday 2027-10-31.
    const spring = await bookAt(102, '2026-03-30T09:00', '2026-03-27T10:00:00Z')
    const autumn = await bookAt(102, '2027-11-01T09:00', '2027-10-29T10:00:00Z')
    const entries = [...(await reminders(spring)), ...(await reminders(autumn))]
    expect(entries.map((e) => e.data.startsAt)).toEqual(['2026-03-30T07:00:00.000Z', '2027-11-01T08:00:00.000Z'])
    // 09:00 CEST on the Sunday (10:00 CEST on the Saturday before autumn's Monday at 09:00 CET).
    expect(entries.map((e) => new Date(e.next_run_at).toISOString())).toEqual([
      '2026-03-29T07:00:00.000Z',
      '2027-10-31T08:00:00.000Z',
    ])
  })

  it('enqueues none for a visit booked 10 hours ahead, or with reminders turned off', async () => {
    expect(await reminders(await bookAt(103, '2027-01-12T09:00', '2027-01-11T22:00:00Z'))).toEqual([])
    expect(await reminders(await bookAt(103, '2027-01-15T09:00', '2027-01-11T10:00:00Z', 0))).toEqual([])
  })
})

describe('delivery', () => {
  it('sends one e-mail and one SMS when two workers drain at once, with a link of its own that opens the booking', async () => {
    const reference = await bookAt(104, '2027-01-14T10:00', '2027-01-11T10:00:00Z')
    await drainAt(new Date('2027-01-12T10:00:00Z'))
    expect(sentFor(reference)).toEqual([])
    await drainAt(new Date('2027-01-13T09:00:00Z'))
    const mails = sentFor(reference)
    expect(mails.map((m) => m.key).sort()).toEqual([
      `workshop-booking:${reference}:reminder:2027-01-14T09:00:00.000Z:email`,
      `workshop-booking:${reference}:reminder:2027-01-14T09:00:00.000Z:sms`,
    ])
    const email = mails.find((m) => m.key.endsWith(':email'))!
    const sms = mails.find((m) => m.key.endsWith(':sms'))!
    expect(email.data.to).toEqual([customer.email])
    expect(email.data.subject).toMatch(/^Påminnelse: .+ torsdag 14 januari 2027 kl\. 10:00$/)
    expect(email.data.text).toContain('fram till 24 timmar före besöket')
    expect(email.data.text).toContain(`${PAGE}?manage=`)
    expect(sms.data.to).toBe('+46701740655')
    expect(sms.data.text).toMatch(
      /^Påminnelse: välkommen till .+ torsdag 14 januari 2027 kl\. 10:00\. Din bokning: http/,
    )
    expect(tokenIn(sms.data.text)).toBe(tokenIn(email.data.text))
    expect((await reminders(reference)).map((r) => r.status)).toEqual(['done'])

    // The reminder's link and the confirmation's both open the booking.
    const [confirmation] = await query<{ data: { text: string } }>(
      payload,
      sql`select data from outbox where idempotency_key = ${`workshop-booking:${reference}:customer`}`,
    )
    const first = tokenIn(confirmation.data.text)!
    const fresh = tokenIn(email.data.text)!
    expect(fresh).not.toBe(first)
    for (const token of [fresh, first]) expect(await open(token)).toMatchObject({ status: 200, json: { reference } })
  })

  it('sends nothing more when the entry is delivered again after a crash', async () => {
    const reference = await bookAt(105, '2027-01-14T10:00', '2027-01-11T10:00:00Z')
    const [entry] = await reminders(reference)
    const handler = (await handlers())['workshop-booking.reminder']
    const delivery = { id: 0, topic: 'workshop-booking.reminder', key: entry.key, data: entry.data, attempt: 1 }
    now = new Date('2027-01-13T09:00:00Z')
    // An instance ran the handler, committed, and died before marking the entry done; the entry is delivered again.
    await handler(delivery)
    await handler(delivery)
    await drainAt(new Date('2027-01-13T09:05:00Z'))
    expect(
      sentFor(reference)
        .map((m) => m.key.split(':').pop())
        .sort(),
    ).toEqual(['email', 'sms'])
    const links = await query<{ n: string }>(
      payload,
      sql`select count(*) as n from booking_manage_links where reference = ${reference}`,
    )
    expect(Number(links[0].n)).toBe(2)
  })

  it('sends nothing for a booking cancelled before the reminder was due', async () => {
    const { cancelByLink } = await import('@/features/service-booking/server/manage')
    const reference = await bookAt(106, '2027-01-14T10:00', '2027-01-11T10:00:00Z')
    await cancelByLink(scope, link(reference), { now: new Date('2027-01-12T10:00:00Z'), locale: 'sv-SE' })
    await drainAt(new Date('2027-01-13T09:00:00Z'))
    expect(sentFor(reference)).toEqual([])
    expect((await reminders(reference)).map((r) => r.status)).toEqual(['done'])
  })

  it('sends nothing for the time a booking moved from, and once for its new time', async () => {
    const { rescheduleByLink } = await import('@/features/service-booking/server/manage')
    const reference = await bookAt(107, '2027-01-14T10:00', '2027-01-11T10:00:00Z')
    await rescheduleByLink(
      scope,
      link(reference),
      { timeSlot: '2027-01-19T13:00', isFullDay: false },
      { now: new Date('2027-01-12T10:00:00Z'), locale: 'sv-SE', managePage: PAGE, token: 'x' },
    )
    expect((await reminders(reference)).map((r) => r.key.split(':reminder:')[1])).toEqual([
      '2027-01-14T09:00:00.000Z',
      '2027-01-19T12:00:00.000Z',
    ])
    await drainAt(new Date('2027-01-13T09:00:00Z'))
    expect(sentFor(reference)).toEqual([])
    await drainAt(new Date('2027-01-18T12:00:00Z'))
    await drainAt(new Date('2027-01-18T12:10:00Z'))
    const mails = sentFor(reference)
    expect(mails.map((m) => m.key.split(':').pop()).sort()).toEqual(['email', 'sms'])
    expect(mails.find((m) => m.key.endsWith(':email'))!.data.subject).toMatch(/tisdag 19 januari 2027 kl\. 13:00$/)
  })
})
