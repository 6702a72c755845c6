/**
 * The service booking API at /api/mechmate/* (spec 2 §3, §7.1, §8) through its route
 * handlers on a real database with the demo catalogue: every endpoint's found, unknown and
 * malformed answers, the workshop stream (order, cap of 5, cursor, disconnect), bookings (e-mails
 * with the invitation, idempotent retries, 409 with fresh slots) and 200 concurrent bookings of
 * one last unit. On PGlite the concurrent requests queue on its single session; on PostgreSQL
 * (int-postgres) they overlap on Payload's pool.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '@/platform/db'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let ip = 0

type Json = Record<string, unknown>
type Day = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

const STOCKHOLM = { lat: 59.3293, lng: 18.0686 }

function request(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; ip?: string; signal?: AbortSignal } = {},
) {
  return new Request(`http://se.localhost/api/mechmate/${path}`, {
    method: init.method ?? 'GET',
    headers: {
      host: 'se.localhost',
      'x-forwarded-for': init.ip ?? `10.16.${Math.floor(++ip / 250)}.${ip % 250}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    signal: init.signal,
  })
}

const asJson = async (response: Response) => ({
  status: response.status,
  json: (await response.json()) as Json & Day[],
})
const params = <T>(value: T) => ({ params: Promise.resolve(value) })

async function car(reg: string) {
  const { GET } = await import('@/app/api/mechmate/car/[registrationNumber]/route')
  return asJson(await GET(request(`car/${reg}`), params({ registrationNumber: reg })))
}
async function offerings(kind: 'services' | 'addons', reg: string, query: string) {
  const { GET } =
    kind === 'services'
      ? await import('@/app/api/mechmate/services/[registrationNumber]/route')
      : await import('@/app/api/mechmate/addons/[registrationNumber]/route')
  return asJson(await GET(request(`${kind}/${reg}?${query}`), params({ registrationNumber: reg })))
}
async function authorised(brand: string) {
  const { GET } = await import('@/app/api/mechmate/authorized-workshop/[brand]/route')
  return asJson(await GET(request(`authorized-workshop/${encodeURIComponent(brand)}`), params({ brand })))
}
async function timeslots(reg: string, departmentId: string | number, date: string, codes: string) {
  const { GET } = await import('@/app/api/mechmate/timeslots/from/[registrationNumber]/[departmentId]/[date]/route')
  const path = `timeslots/from/${reg}/${departmentId}/${date}/?serviceOfferings=${codes}`
  return asJson(await GET(request(path), params({ registrationNumber: reg, departmentId: String(departmentId), date })))
}
async function bookRaw(body: unknown, headers: Record<string, string> = {}, ipAddress?: string) {
  const { POST } = await import('@/app/api/mechmate/book/route')
  return asJson(await POST(request('book', { method: 'POST', body, headers, ip: ipAddress })))
}

/** The stream's messages (each `data:` line parsed), read to its end. */
async function stream(query: string, signal?: AbortSignal) {
  const { GET } = await import('@/app/api/mechmate/departments/closestAvailable/route')
  const response = await GET(request(`departments/closestAvailable?${query}`, { signal }))
  if (!response.headers.get('content-type')?.startsWith('text/event-stream'))
    return { status: response.status, messages: [] as Json[], json: await response.json() }
  const text = await response.text()
  const messages = text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as Json)
  return { status: response.status, messages, json: null }
}

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date())

const customer = { firstName: 'Anna', lastName: 'Andersson', phone: '+46 70 174 06 55', email: 'anna@example.se' }
const bookingBody = (over: Json = {}) => ({
  customer,
  freeText: 'Lämnar bilen själv',
  departmentId: 101,
  timeSlot: '',
  isFullDay: false,
  registrationNumber: 'ABC123',
  mileage: 4500,
  serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }],
  ...over,
})

/** The first free timed slot at a department for the codes, as `YYYY-MM-DDTHH:mm`, skipping `skip` slots. */
async function freeSlot(departmentId: number, codes: string, reg = 'ABC123', skip = 0) {
  const { json } = await timeslots(reg, departmentId, today(), codes)
  const all = (json as Day[]).flatMap((d) => d.availableSlots.map((t) => `${d.date}T${t}`))
  return all[skip]
}

const unitsOf = async (departmentId: number) =>
  (
    await payload.find({
      collection: 'workshop-departments',
      where: { departmentId: { equals: departmentId } },
      depth: 0,
    })
  ).docs[0].capacity?.unitsPerDay ?? 0

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

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { seedBooking } = await import('@/demo/seed/booking')
  await seedSites(payload)
  await seedBooking(payload, { vehicles: 20 })
})
afterAll(async () => ctx?.teardown())

describe('GET car/{registrationNumber}', () => {
  it('answers the registry’s car, upper-casing the plate', async () => {
    expect(await car('abc123')).toEqual({
      status: 200,
      json: {
        registrationNumber: 'ABC123',
        brand: 'Volvo',
        model: 'XC60',
        buildYear: 2021,
        hasServiceAgreement: true,
        isSupported: true,
      },
    })
    expect((await car('XYZ789')).json).toMatchObject({ brand: 'Kia', hasServiceAgreement: false, isSupported: true })
    expect((await car('FER001')).json).toMatchObject({ brand: 'Ferrari', isSupported: false })
  })

  it('answers 404 with a message for an unknown plate and 400 for one that is not a plate', async () => {
    const unknown = await car('ZZZ999')
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toMatch(/Vi hittar inget fordon/)
    const malformed = await car('ABCD1234')
    expect(malformed.status).toBe(400)
    expect(malformed.json.error).toMatch(/högst 6/)
    expect((await car('<script>')).status).toBe(400)
  })
})

describe('GET services|addons/{registrationNumber}', () => {
  const q = `lat=${STOCKHOLM.lat}&lng=${STOCKHOLM.lng}`

  it('lists categories with median prices, the agreement price and the damage-inspection link last', async () => {
    const { status, json } = await offerings('services', 'ABC123', q)
    expect(status).toBe(200)
    const categories = json.serviceOfferingCategories as {
      name: string
      selectionType: string
      link?: string
      offerings: Json[]
    }[]
    expect(categories[0].name).toBe('Service')
    const original = categories[0].offerings.find((o) => o.code === 'SRV-ORIGINAL')!
    expect(original).toMatchObject({
      name: 'Originalservice',
      priceKnown: true,
      isAvailable: true,
      requiresMileage: true,
      type: 'service',
      category: 'Service',
    })
    expect(original.priceDiscount).toBe(Math.round((original.price as number) * 0.8))
    const diagnosis = categories.flatMap((c) => c.offerings).find((o) => o.code === 'REP-DIAG')!
    expect(diagnosis).toMatchObject({
      price: null,
      priceKnown: false,
      notKnownPriceText: 'Pris efter felsökning',
      allowUserInput: true,
      priceDiscount: null,
    })
    const chip = categories.flatMap((c) => c.offerings).find((o) => o.code === 'GLS-CHIP')!
    expect(chip.unitPrice).toEqual({ minimum: 1, maximum: 3, unit: 'skador', unitAbbreviation: 'st', postfix: '/st' })
    expect(categories.at(-1)).toMatchObject({ name: 'Skadebesiktning', selectionType: 'link', offerings: [] })
    expect(categories.at(-1)?.link).toBeTruthy()
  })

  it('gives no discount without an agreement, marks models an offering is not for, and leaves out brand work no one is authorised for', async () => {
    const kia = (await offerings('services', 'XYZ789', q)).json.serviceOfferingCategories as { offerings: Json[] }[]
    expect(kia.flatMap((c) => c.offerings).every((o) => o.priceDiscount === null)).toBe(true)
    const polestar = (await offerings('services', 'POL222', q)).json.serviceOfferingCategories as {
      offerings: Json[]
    }[]
    expect(polestar.flatMap((c) => c.offerings).find((o) => o.code === 'SRV-BASIC')?.isAvailable).toBe(false)
    const ford = (await offerings('services', 'FRD100', q)).json.serviceOfferingCategories as { offerings: Json[] }[]
    const codes = ford.flatMap((c) => c.offerings).map((o) => o.code)
    expect(codes).not.toContain('SRV-ORIGINAL')
    expect(codes).toContain('SRV-BASIC')
  })

  it('prices at one department when asked (the price refresh when the workshop changes)', async () => {
    const near = (await offerings('services', 'ABC123', q)).json.serviceOfferingCategories as { offerings: Json[] }[]
    const at = (await offerings('services', 'ABC123', `${q}&departmentId=101`)).json.serviceOfferingCategories as {
      offerings: Json[]
    }[]
    const oil = (list: { offerings: Json[] }[]) =>
      list.flatMap((c) => c.offerings).find((o) => o.code === 'SRV-OIL')!.price as number
    const factor = (
      await payload.find({ collection: 'workshop-departments', where: { departmentId: { equals: 101 } }, depth: 0 })
    ).docs[0].priceFactor!
    expect(oil(at)).toBe(Math.round((1490 * factor) / 10) * 10)
    expect(oil(near)).toBeGreaterThan(0)
  })

  it('answers add-ons in the same shape, only for the brands they are for', async () => {
    const { json } = await offerings('addons', 'FRD100', q)
    const categories = json.serviceOfferingCategories as { name: string; offerings: Json[] }[]
    expect(categories.map((c) => c.name)).toEqual(['Tvätt och rekond', 'Kontroller och tillbehör'])
    expect(categories.flatMap((c) => c.offerings).map((o) => o.code)).not.toContain('ADD-EVCHECK')
    expect(categories[0].offerings[0]).toMatchObject({ type: 'addon' })
  })

  it('refuses unsupported brands (422), unknown plates and departments (404), bad places (400)', async () => {
    const ferrari = await offerings('services', 'FER001', q)
    expect(ferrari.status).toBe(422)
    expect(ferrari.json.error).toBe(
      'Du bokar din service, däckbyte och verkstad för Ferrari via länken högst upp på sidan.',
    )
    expect((await offerings('services', 'ZZZ999', q)).status).toBe(404)
    expect((await offerings('addons', 'ABC123', `${q}&departmentId=999999`)).status).toBe(404)
    const bad = await offerings('services', 'ABC123', 'lat=95&lng=18')
    expect(bad.status).toBe(400)
    expect(bad.json.issues).toEqual([expect.objectContaining({ field: 'lat' })])
    expect((await offerings('services', 'ABC123', 'lng=18')).status).toBe(400)
    expect((await offerings('services', 'ABC123', `${q}&extra=1`)).status).toBe(400)
  })
})

describe('GET authorized-workshop/{brand}', () => {
  it('says whether a department is authorised for the brand', async () => {
    expect(await authorised('Volvo')).toEqual({ status: 200, json: { hasBrand: true } })
    expect(await authorised('volvo')).toEqual({ status: 200, json: { hasBrand: true } })
    expect(await authorised('Ford')).toEqual({ status: 200, json: { hasBrand: false } })
    expect(await authorised('Lada')).toEqual({ status: 200, json: { hasBrand: false } })
    expect((await authorised('x'.repeat(41))).status).toBe(400)
    expect((await authorised('<b>')).status).toBe(400)
  })
})

describe('GET timeslots/from/{reg}/{departmentId}/{date}/', () => {
  it('answers 28 days of free times in HH:mm with the full-day flag', async () => {
    const { status, json } = await timeslots('ABC123', 101, today(), 'SRV-OIL')
    expect(status).toBe(200)
    const days = json as Day[]
    expect(days).toHaveLength(28)
    expect(days[0].date).toBe(today())
    for (const day of days) {
      expect(Object.keys(day).sort()).toEqual(['allDaySlotAvailable', 'availableSlots', 'date'])
      for (const time of day.availableSlots) expect(time).toMatch(/^\d{2}:\d{2}$/)
    }
    expect(days.some((d) => d.availableSlots.length > 0)).toBe(true)
  })

  // Spring 2027: Good Friday 26 March, clocks forward on Sunday 28 March, Easter Monday 29 March (Europe/Stockholm).
  it('keeps the workshop’s wall-clock hours across a DST change and closes on public holidays', async () => {
    const { status, json } = await timeslots('ABC123', 101, '2027-03-22', 'SRV-OIL')
    expect(status).toBe(200)
    const day = (date: string) => (json as Day[]).find((d) => d.date === date)!
    for (const holiday of ['2027-03-26', '2027-03-29'])
      expect(day(holiday), holiday).toMatchObject({ availableSlots: [], allDaySlotAvailable: false })
    // The same weekday before and after the change offers the same times (nothing booked that far ahead).
    expect(day('2027-03-23').availableSlots.length).toBeGreaterThan(0)
    expect(day('2027-03-30').availableSlots).toEqual(day('2027-03-23').availableSlots)
    expect(day('2027-03-31').availableSlots).toEqual(day('2027-03-24').availableSlots)
    // Autumn: clocks back on Sunday 31 October 2027.
    const autumn = (await timeslots('ABC123', 101, '2027-10-25', 'SRV-OIL')).json as Day[]
    const on = (date: string) => autumn.find((d) => d.date === date)!.availableSlots
    expect(on('2027-10-26').length).toBeGreaterThan(0)
    expect(on('2027-11-02')).toEqual(on('2027-10-26'))
  })

  it('fits fewer starts in a day for a longer job', async () => {
    const short = (await timeslots('ABC123', 101, today(), 'SRV-OIL')).json as Day[]
    const long = (await timeslots('ABC123', 101, today(), 'SRV-ORIGINAL,AC-SERVICE,SRV-OIL')).json as Day[]
    const count = (days: Day[]) => days.reduce((n, d) => n + d.availableSlots.length, 0)
    // Department 101 might not do AC-SERVICE; then the answer is a 422 and the comparison uses the original service alone.
    const longDays = Array.isArray(long)
      ? long
      : ((await timeslots('ABC123', 101, today(), 'SRV-ORIGINAL')).json as Day[])
    expect(count(longDays)).toBeLessThan(count(short))
  })

  it('answers 404 for an unknown department or plate, 422 for work the department does not do, 400 for bad input', async () => {
    expect((await timeslots('ABC123', 999999, today(), 'SRV-OIL')).status).toBe(404)
    expect((await timeslots('ZZZ999', 101, today(), 'SRV-OIL')).status).toBe(404)
    const unknownCode = await timeslots('ABC123', 101, today(), 'NOPE')
    expect(unknownCode).toMatchObject({ status: 422, json: { field: 'serviceOfferings' } })
    // Stand-alone workshops authorised for no brand cannot do a Volvo original service.
    const unauthorised = (
      await payload.find({
        collection: 'workshop-departments',
        where: { authorisedBrands: { exists: false } },
        depth: 0,
        limit: 1,
      })
    ).docs[0]
    if (unauthorised)
      expect((await timeslots('ABC123', unauthorised.departmentId, today(), 'SRV-ORIGINAL')).status).toBe(422)
    expect((await timeslots('ABC123', 101, '2026-02-30', 'SRV-OIL')).json.issues).toEqual([
      expect.objectContaining({ field: 'date' }),
    ])
    expect((await timeslots('ABC123', 'abc', today(), 'SRV-OIL')).status).toBe(400)
    expect((await timeslots('ABCDEFG1', 101, today(), 'SRV-OIL')).status).toBe(400)
    expect((await timeslots('ABC123', 101, today(), '')).status).toBe(400)
  })
})

describe('GET departments/closestAvailable (server-sent events)', () => {
  const base = `regNo=ABC123&serviceOfferings=SRV-OIL&latitude=${STOCKHOLM.lat}&longitude=${STOCKHOLM.lng}`

  it('streams at most 5 workshops nearest first, then an end marker; the cursor continues after the last', async () => {
    const first = await stream(base)
    expect(first.status).toBe(200)
    const sites = first.messages.filter((m) => 'departmentId' in m)
    expect(sites).toHaveLength(5)
    expect(first.messages.at(-1)).toEqual({ end: true })
    const distances = sites.map((s) => s.distanceKm as number)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    for (const s of sites) {
      expect(s).toMatchObject({
        siteId: expect.any(String),
        siteName: expect.any(String),
        address: expect.any(String),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        brands: expect.any(Array),
      })
      expect(s.firstTimeSlot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    }
    const next = await stream(`${base}&cursor=${sites[4].departmentId}`)
    const more = next.messages.filter((m) => 'departmentId' in m)
    expect(more.length).toBeGreaterThan(0)
    expect(more.map((s) => s.departmentId)).not.toContain(sites[4].departmentId)
    expect(new Set([...sites, ...more].map((s) => s.departmentId)).size).toBe(sites.length + more.length)
    expect(more[0].distanceKm as number).toBeGreaterThanOrEqual(distances[4])
  })

  it('only streams departments that do all the chosen offerings for the brand', async () => {
    const { messages } = await stream(
      `regNo=ABC123&serviceOfferings=SRV-ORIGINAL&latitude=${STOCKHOLM.lat}&longitude=${STOCKHOLM.lng}`,
    )
    for (const site of messages.filter((m) => 'departmentId' in m)) expect(site.brands).toContain('Volvo')
  })

  it('sorts by first free time on request', async () => {
    const { messages } = await stream(`${base}&sort=firstAvailable`)
    const times = messages.filter((m) => 'departmentId' in m).map((s) => s.firstTimeSlot as string)
    expect(times.length).toBeGreaterThan(0)
    expect(times).toEqual([...times].sort())
  })

  it('sends the nosites marker when no department can do it, and an error message for an unknown plate or offering', async () => {
    expect((await stream(`regNo=FRD100&serviceOfferings=SRV-ORIGINAL&latitude=59.3&longitude=18.0`)).messages).toEqual([
      { nosites: true },
    ])
    const unknown = (await stream(`regNo=ZZZ999&serviceOfferings=SRV-OIL&latitude=59.3&longitude=18.0`)).messages
    expect(unknown).toHaveLength(1)
    expect(unknown[0].error).toMatch(/Vi hittar inget fordon/)
    expect((await stream(`regNo=ABC123&serviceOfferings=NOPE&latitude=59.3&longitude=18.0`)).messages[0].error).toMatch(
      /finns inte längre/,
    )
    const past = await stream(`${base}&cursor=999999`)
    expect(past.messages).toEqual([{ nosites: true }])
  })

  it('answers a malformed query with a plain 400', async () => {
    const bad = await stream('regNo=ABC123&latitude=59.3&longitude=18.0')
    expect(bad.status).toBe(400)
    expect((bad.json as Json).issues).toEqual([expect.objectContaining({ field: 'serviceOfferings' })])
    expect((await stream(`${base}&sort=random`)).status).toBe(400)
  })

  it('stops when the client goes away', async () => {
    const { GET } = await import('@/app/api/mechmate/departments/closestAvailable/route')
    const client = new AbortController()
    const response = await GET(request(`departments/closestAvailable?${base}`, { signal: client.signal }))
    const reader = response.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toMatch(/^id: \d+\ndata: \{"departmentId"/)
    client.abort()
    let rest = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      rest += new TextDecoder().decode(value)
    }
    // At most the message already queued when the client left; never the remaining ones nor the end marker.
    expect(rest.match(/data: /g)?.length ?? 0).toBeLessThanOrEqual(1)
    expect(rest).not.toContain('"end":true')
  })

  it('ends the generator at once when its signal fires between workshops', async () => {
    const { workshopStream } = await import('@/features/service-booking/server/workshops')
    const { catalogue } = await import('@/features/service-booking/server/catalogue')
    const { bookingApiStrings } = await import('@/features/service-booking/server/strings')
    const { defaultMessages } = await import('@/i18n/catalogue')
    const signal = new AbortController()
    const seen: unknown[] = []
    const scope = {
      payload,
      catalogue: await catalogue(payload),
      messages: defaultMessages(bookingApiStrings, 'sv-SE'),
    }
    for await (const message of workshopStream(
      scope,
      { registrationNumber: 'ABC123', codes: ['SRV-OIL'], position: STOCKHOLM, sort: 'distance', now: new Date() },
      signal.signal,
    )) {
      seen.push(message)
      signal.abort()
    }
    expect(seen).toHaveLength(1)
  })
})

describe('POST book', () => {
  it('books, answers {id, registrationNumber, kobraProductIds}, stores the booking and queues both e-mails with the invitation', async () => {
    const slot = await freeSlot(101, 'SRV-OIL,ADD-WASH')
    const res = await bookRaw(
      bookingBody({ timeSlot: slot, serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }, { kobraId: 'ADD-WASH' }] }),
    )
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{10}$/),
      registrationNumber: 'ABC123',
      kobraProductIds: ['SRV-OIL', 'ADD-WASH'],
    })
    const stored = (
      await payload.find({ collection: 'workshop-bookings', where: { reference: { equals: res.json.id } }, depth: 0 })
    ).docs[0]
    expect(stored).toMatchObject({
      status: 'confirmed',
      timeSlot: slot,
      registrationNumber: 'ABC123',
      isFullDay: false,
      mileage: 4500,
      customer,
    })
    const mails = await query<{
      key: string
      data: { to: string[]; subject: string; attachments: { content: string; contentType: string }[] }
    }>(
      payload,
      sql`select idempotency_key as key, data from outbox
          where topic = 'email.send' and idempotency_key like ${`workshop-booking:${res.json.id}:%`} order by 1`,
    )
    expect(mails.map((m) => m.key)).toEqual([
      `workshop-booking:${res.json.id}:customer`,
      `workshop-booking:${res.json.id}:workshop`,
    ])
    expect(mails[0].data.to).toEqual([customer.email])
    const ics = mails[0].data.attachments[0].content.replace(/\r\n /g, '')
    expect(mails[0].data.attachments[0].contentType).toContain('method=REQUEST')
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain(`UID:workshop-booking-${res.json.id}@`)
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Stockholm')
    expect(ics).toContain(`DTSTART;TZID=Europe/Stockholm:${slot.replace(/-/g, '').replace(':', '')}00`)
    expect(mails[1].data.to[0]).toMatch(/^verkstad\./)
    expect(mails[1].data.subject).toContain('ABC123')
  })

  it('answers a retry with the same Idempotency-Key with the first booking, and refuses the key for another request', async () => {
    const slot = await freeSlot(102, 'SRV-OIL')
    const body = bookingBody({ departmentId: 102, timeSlot: slot })
    const headers = { 'idempotency-key': 'retry-test-0001' }
    const [a, b] = await Promise.all([bookRaw(body, headers), bookRaw(body, headers)])
    const c = await bookRaw(body, headers)
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200])
    expect(b.json).toEqual(a.json)
    expect(c.json).toEqual(a.json)
    expect(
      (
        await payload.count({
          collection: 'workshop-bookings',
          where: { idempotencyKey: { equals: 'retry-test-0001' } },
        })
      ).totalDocs,
    ).toBe(1)
    const other = await bookRaw({ ...body, freeText: 'Något annat' }, headers)
    expect(other).toMatchObject({ status: 422, json: { field: 'Idempotency-Key' } })
    expect((await bookRaw(body, { 'idempotency-key': 'short' })).status).toBe(400)
  })

  it('of 200 concurrent requests for the last unit of a slot, exactly one gets it; the rest get 409 with fresh slots', async () => {
    const departmentId = 103
    const units = await unitsOf(departmentId)
    const slot = await freeSlot(departmentId, 'SRV-OIL', 'XYZ789', 3)
    // Take all units but one.
    for (let i = 1; i < units; i++)
      expect((await bookRaw(bookingBody({ departmentId, timeSlot: slot, registrationNumber: 'XYZ789' }))).status).toBe(
        200,
      )
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        bookRaw(bookingBody({ departmentId, timeSlot: slot, registrationNumber: 'XYZ789' })),
      ),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    const refused = answers.filter((a) => a.status !== 200)
    expect(refused).toHaveLength(199)
    for (const r of refused) {
      expect(r.status).toBe(409)
      expect(r.json.error).toBe('Tiden är inte längre ledig. Välj en annan tid.')
    }
    const fresh = refused[0].json.timeSlots as unknown as Day[]
    expect(fresh).toHaveLength(28)
    expect(fresh.find((d) => d.date === slot.slice(0, 10))?.availableSlots).not.toContain(slot.slice(11))
    const atSlot = await payload.count({
      collection: 'workshop-bookings',
      where: {
        and: [
          { department: { exists: true } },
          { timeSlot: { equals: slot } },
          { registrationNumber: { equals: 'XYZ789' } },
        ],
      },
    })
    expect(atSlot.totalDocs).toBe(units)
    expect(await doubleBookings()).toBe(0)
  })

  it('books a full day from opening time and gives the unit back when an editor cancels', async () => {
    const days = (await timeslots('ABC123', 104, today(), 'SRV-OIL')).json as Day[]
    const day = days.find((d) => d.allDaySlotAvailable)
    if (!day) return
    const res = await bookRaw(bookingBody({ departmentId: 104, timeSlot: day.date, isFullDay: true }))
    expect(res.status).toBe(200)
    const stored = (
      await payload.find({ collection: 'workshop-bookings', where: { reference: { equals: res.json.id } }, depth: 0 })
    ).docs[0]
    expect(stored.isFullDay).toBe(true)
    expect(stored.timeSlot.slice(0, 10)).toBe(day.date)
    expect(stored.timeSlot.slice(11) < '08:00').toBe(true)
    const reservations = async () =>
      Number(
        (
          await query<{ n: string }>(
            payload,
            sql`select count(*) as n from capacity.reservations where ref = ${stored.reservationRef}`,
          )
        )[0].n,
      )
    expect(await reservations()).toBe(1)
    await payload.update({ collection: 'workshop-bookings', id: stored.id, data: { status: 'cancelled' } })
    expect(await reservations()).toBe(0)
  })

  it('applies the booking rules with the spec’s texts (422 naming the field)', async () => {
    // Uppsala (104) is authorised for Volvo, so the original service is done there.
    const slot = await freeSlot(104, 'SRV-OIL', 'ABC123', 5)
    const rule = async (over: Json) => (await bookRaw(bookingBody({ departmentId: 104, timeSlot: slot, ...over }))).json
    expect(await rule({ mileage: null, serviceOfferingRequests: [{ kobraId: 'SRV-ORIGINAL' }] })).toMatchObject({
      field: 'mileage',
      error: 'Ange miltal',
    })
    expect(await rule({ serviceOfferingRequests: [{ kobraId: 'REP-DIAG', userInput: '  ' }] })).toMatchObject({
      field: 'serviceOfferingRequests[0].userInput',
      error: 'Ange meddelande',
    })
    expect(await rule({ serviceOfferingRequests: [{ kobraId: 'GLS-CHIP', unitsSelected: 4 }] })).toMatchObject({
      field: 'serviceOfferingRequests[0].unitsSelected',
    })
    expect(
      await rule({ registrationNumber: 'POL222', serviceOfferingRequests: [{ kobraId: 'SRV-BASIC' }] }),
    ).toMatchObject({ error: 'Basservice är inte tillgänglig för denna bilmodell' })
    expect(await rule({ registrationNumber: 'FER001' })).toMatchObject({ field: 'registrationNumber' })
    expect(await rule({ serviceOfferingRequests: [{ kobraId: 'NOPE' }] })).toMatchObject({
      field: 'serviceOfferingRequests',
    })
  })

  it('answers 409 for a time that is no slot, 404 for an unknown car or workshop, 400 for malformed input', async () => {
    const slot = await freeSlot(105, 'SRV-OIL')
    expect((await bookRaw(bookingBody({ departmentId: 105, timeSlot: `${slot.slice(0, 10)}T03:17` }))).status).toBe(409)
    expect((await bookRaw(bookingBody({ departmentId: 105, timeSlot: '2020-01-07T09:00' }))).status).toBe(409)
    expect((await bookRaw(bookingBody({ departmentId: 999999, timeSlot: slot }))).status).toBe(404)
    expect(
      (await bookRaw(bookingBody({ departmentId: 105, timeSlot: slot, registrationNumber: 'ZZZ999' }))).status,
    ).toBe(404)
    const issue = async (over: Json) =>
      (
        (await bookRaw(bookingBody({ departmentId: 105, timeSlot: slot, ...over }))).json.issues as { field: string }[]
      )[0].field
    expect(await issue({ customer: { ...customer, phone: '12' } })).toBe('customer.phone')
    expect(await issue({ customer: { ...customer, email: 'not-an-address' } })).toBe('customer.email')
    expect(await issue({ freeText: 'x'.repeat(81) })).toBe('freeText')
    expect(await issue({ timeSlot: '2026-13-01T09:00' })).toBe('timeSlot')
    expect(await issue({ timeSlot: slot.slice(0, 10) })).toBe('timeSlot')
    expect(await issue({ mileage: -5 })).toBe('mileage')
    expect(await issue({ serviceOfferingRequests: [] })).toBe('serviceOfferingRequests')
    expect(await issue({ registrationNumber: 'TOOLONG7' })).toBe('registrationNumber')
    expect(await issue({ surprise: true })).toBe('surprise')
    expect((await bookRaw('{not json')).status).toBe(400)
  })

  it('limits bookings per client address (429 with Retry-After)', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await bookRaw(bookingBody({ departmentId: 999999, timeSlot: '2030-01-07T09:00' }), {}, '192.0.2.16')).status,
      )
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
