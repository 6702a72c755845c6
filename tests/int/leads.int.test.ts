import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { query } from '@/platform/db'
import { TOPICS } from '@/platform/messaging/topics'
import { sqlOutboxStore } from '@/platform/outbox/sql-store'
import { createOutboxWorker } from '@/platform/outbox/worker'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let se: Site
let car: { car_id: string; car_site_leads_email?: string | null; car_sellers?: { email?: string | null }[] | null }
let ukCarId: string
let sample: { car_id: string; car_brand: string } | null
let dealerId: number
let workshop: string
let ip = 0

/** POST /api/forms/comhub on se.localhost from a client address of its own (the per-address limit is tested apart). */
async function post(body: unknown, options: { ip?: string; raw?: string; host?: string } = {}) {
  const { POST } = await import('@/app/api/forms/comhub/route')
  const host = options.host ?? 'se.localhost'
  const request = new Request(`http://${host}/api/forms/comhub`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? `10.0.0.${++ip}` },
    body: options.raw ?? JSON.stringify(body),
  })
  const response = await POST(request)
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  }
}

const leadCount = async () => (await payload.count({ collection: 'leads' })).totalDocs
const outboxKeys = async (id: number) =>
  (
    await query<{ key: string }>(
      payload,
      sql`select idempotency_key as key from outbox where idempotency_key like ${`lead:${id}:%`} order by 1`,
    )
  ).map((r) => r.key)

const contact = (submission: string, values: Record<string, unknown> = {}) => ({
  formName: 'contact',
  formSubmissionId: submission,
  values: {
    car: car.car_id,
    name: 'Anna Svensson',
    phone: '+46 70 123 45 67',
    email: 'anna@example.se',
    message: 'Finns bilen kvar?',
    quote: true,
    ...values,
  },
})

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const { generateDealers, toDealerCreateData, toDealerSummary } = await import('@/demo/dealers/generate')
  const { generateCars } = await import('@/demo/cars/generate')
  const { insertCarBatch } = await import('@/demo/seed/cars')
  const { workshopEmail } = await import('@/features/leads/recipients')
  const sites = await seedSites(payload)
  se = sites.se
  const dealers = generateDealers()
  const seDealer = await payload.create({
    collection: 'dealer-sites',
    data: toDealerCreateData(
      dealers.find((d) => d.siteKey === 'se')!,
      se.id,
    ),
  })
  workshop = workshopEmail(seDealer)!
  const cars = generateCars({ count: 60, dealers: dealers.map(toDealerSummary) })
  await insertCarBatch(payload, cars)
  car = cars.find((c) => c.index === 'se' && !c.car_is_sample)!
  sample = cars.find((c) => c.index === 'se' && c.car_is_sample) ?? null
  dealerId = seDealer.id
  ukCarId = cars.find((c) => c.index === 'uk')!.car_id
})
afterAll(async () => ctx?.teardown())

describe('POST /api/forms/comhub', () => {
  it('stores a contact lead with its CRM delivery, the dealer’s e-mail and the receipt, and answers 202 {id}', async () => {
    const res = await post(contact('contact-0001'))
    expect(res.status).toBe(202)
    const id = res.json.id as number
    const lead = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect(lead).toMatchObject({
      formName: 'contact',
      formSubmissionId: 'contact-0001',
      site: se.id,
      recipients: [car.car_site_leads_email],
    })
    expect(await outboxKeys(id)).toEqual([`lead:${id}:crm`, `lead:${id}:dealer`, `lead:${id}:receipt`])
  })

  it('makes one lead of a repeated submission, also of 20 sent at once', async () => {
    const before = await leadCount()
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(contact('contact-burst-1'))))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(202))
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1)
    expect(await leadCount()).toBe(before + 1)
    expect(await outboxKeys(answers[0].json.id as number)).toHaveLength(3)
  })

  // formSubmissionId was unique over every site and form: another site's lead with the same id was answered 202 and dropped.
  it('keeps a submission id per site and form: the same id on another site or form is another lead', async () => {
    const sell = (values: Record<string, unknown> = {}) => ({
      formName: 'sell-car',
      formSubmissionId: 'shared-id-0001',
      values: {
        regno: 'ABC123',
        milage: 12000,
        customerName: 'Per',
        customerPhone: '0701234567',
        customerEmail: 'per@example.se',
        option: 'sell',
        ...values,
      },
    })
    const first = await post(sell())
    const otherSite = await post(sell(), { host: 'no.localhost' })
    const otherForm = await post(contact('shared-id-0001'))
    for (const answer of [first, otherSite, otherForm]) expect(answer.status).toBe(202)
    expect(new Set([first.json.id, otherSite.json.id, otherForm.json.id]).size).toBe(3)
    const no = (await payload.find({ collection: 'sites', where: { key: { equals: 'no' } }, depth: 0 })).docs[0].id
    const stored = await payload.find({
      collection: 'leads',
      where: { formSubmissionId: { equals: 'shared-id-0001' } },
      depth: 0,
      sort: 'id',
    })
    expect(stored.docs.map((d) => [d.site, d.formName])).toEqual([
      [se.id, 'sell-car'],
      [no, 'sell-car'],
      [se.id, 'contact'],
    ])
    for (const doc of stored.docs) expect(await outboxKeys(doc.id)).toContain(`lead:${doc.id}:crm`)
    // The database holds it too, whatever code writes.
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = stored.docs[0]
    await expect(payload.create({ collection: 'leads', data: copy })).rejects.toThrow()
  })

  // As Stripe does with idempotency keys: the same key with another body is an error, not the first answer.
  it('answers an identical resend as the first time, and a reused id with other values 422 without storing', async () => {
    const first = await post(contact('contact-reuse-1'))
    expect(first.status).toBe(202)
    const again = await post(contact('contact-reuse-1'))
    expect(again).toMatchObject({ status: 202, json: { id: first.json.id } })
    const before = await leadCount()
    const changed = await post(contact('contact-reuse-1', { message: 'Another question' }))
    expect(changed.status).toBe(422)
    expect(changed.json).toEqual({
      error: expect.stringMatching(/already sent with other values/),
      field: 'formSubmissionId',
    })
    expect(JSON.stringify(changed.json)).not.toMatch(/contact-reuse-1|Another question/)
    expect(await leadCount()).toBe(before)
    expect((await payload.findByID({ collection: 'leads', id: first.json.id as number })).values).toMatchObject({
      message: 'Finns bilen kvar?',
    })
  })

  it('never mails an address the visitor typed: a seller of the car, or else the car’s leads address', async () => {
    const res = await post(contact('contact-0002', { toEmail: 'spam-target@example.com', toName: 'Someone' }))
    expect((await payload.findByID({ collection: 'leads', id: res.json.id as number })).recipients).toEqual([
      car.car_site_leads_email,
    ])
    const seller = car.car_sellers?.find((s) => s.email)?.email
    if (seller) {
      const chosen = await post(contact('contact-0003', { toEmail: seller.toUpperCase() }))
      expect((await payload.findByID({ collection: 'leads', id: chosen.json.id as number })).recipients).toEqual([
        seller,
      ])
    }
  })

  // spec 1 §5, §8: a sample car is no one dealer's; its lead goes to the New cars department of a dealer of the brand the visitor chose.
  it('sends a sample car’s lead to the chosen dealer selling the brand, else Department not found', async () => {
    expect(sample).not.toBeNull()
    const dealer = await payload.update({
      collection: 'dealer-sites',
      id: dealerId,
      data: { site_brands: [{ name: sample!.car_brand, brand_code: 'X' }] },
      depth: 0,
    })
    const newCars = dealer.site_departments?.find((d) => d.group === 'New cars')?.email
    expect(newCars).toBeTruthy()
    const lead = (submission: string, values: Record<string, unknown>) =>
      post({ ...contact(submission), values: { ...contact(submission).values, car: sample!.car_id, ...values } })
    const before = await leadCount()
    for (const [i, toEmail] of [undefined, 'spam-target@example.com', car.car_site_leads_email].entries()) {
      const refused = await lead(`sample-refused-${i}`, toEmail ? { toEmail } : {})
      expect(refused.status).toBe(400)
      expect(refused.json.error).toMatch(/^values\.toEmail: Department not found/)
    }
    expect(await leadCount()).toBe(before)
    const sent = await lead('sample-ok', { toEmail: newCars!.toUpperCase(), toName: dealer.site_official_name })
    expect(sent.status).toBe(202)
    expect((await payload.findByID({ collection: 'leads', id: sent.json.id as number })).recipients).toEqual([newCars])
  })

  it('answers bad input with a 400 naming the field and stores nothing', async () => {
    const before = await leadCount()
    const missing = await post(contact('contact-bad-1', { name: undefined }))
    expect(missing.status).toBe(400)
    expect(missing.json.issues).toEqual([expect.objectContaining({ field: 'values.name' })])
    expect((await post(contact('contact-bad-2', { phone: '12ab' }))).json.issues).toEqual([
      expect.objectContaining({ field: 'values.phone' }),
    ])
    expect((await post(contact('contact-bad-3', { email: 'not-an-address' }))).json.issues).toEqual([
      expect.objectContaining({ field: 'values.email' }),
    ])
    expect((await post({ ...contact('contact-bad-4'), formName: 'newsletter' })).status).toBe(400)
    expect((await post(contact('x'))).json.issues).toEqual([expect.objectContaining({ field: 'formSubmissionId' })])
    const foreign = await post(contact('contact-bad-5', { car: ukCarId }))
    expect([foreign.status, foreign.json.issues]).toEqual([400, [expect.objectContaining({ field: 'values.car' })]])
    expect((await post(null, { raw: '{"formName":' })).status).toBe(400)
    // A NUL (PostgreSQL refuses it in text: was a 503 "try again later") or an unpaired surrogate in a text field.
    for (const [submission, message] of [
      ['contact-bad-6', 'Finns\u0000bilen kvar?'],
      ['contact-bad-7', 'Finns bilen \ud800'],
    ]) {
      const bad = await post(contact(submission, { message }))
      expect([bad.status, bad.json.issues], submission).toEqual([
        400,
        [
          {
            field: 'values.message',
            message: 'contains a NUL character or an unpaired surrogate, which no field takes',
          },
        ],
      ])
    }
    expect(await leadCount()).toBe(before)
  })

  it('refuses a body over 64 KB with 413', async () => {
    const res = await post(contact('contact-big-1', { message: 'x'.repeat(70_000) }))
    expect(res.status).toBe(413)
  })

  it('limits submissions per client address and form with 429 and Retry-After', async () => {
    const answers = []
    for (let i = 0; i < 11; i++) answers.push(await post(contact(`contact-limit-${i}`), { ip: '192.0.2.7' }))
    expect(answers.slice(0, 10).every((a) => a.status === 202)).toBe(true)
    expect(answers[10].status).toBe(429)
    expect(Number(answers[10].headers.get('retry-after'))).toBeGreaterThan(0)
    // Another form from the same address has a window of its own.
    const sell = await post(
      {
        formName: 'sell-car',
        formSubmissionId: 'sell-limit-1',
        values: {
          regno: 'ABC123',
          milage: 12000,
          customerName: 'Per',
          customerPhone: '0701234567',
          customerEmail: 'per@example.se',
          option: 'sell',
        },
      },
      { ip: '192.0.2.7' },
    )
    expect(sell.status).toBe(202)
  })

  it('takes a sell-car lead (spec 2 §5): a choice of sell or trade-in is required', async () => {
    const values = {
      regno: 'ABC123',
      milage: 12000,
      customerName: 'Per',
      customerPhone: '0701234567',
      customerEmail: 'per@example.se',
    }
    expect((await post({ formName: 'sell-car', formSubmissionId: 'sell-0001', values })).json.issues).toEqual([
      expect.objectContaining({ field: 'values.option' }),
    ])
    expect(
      (
        await post({
          formName: 'sell-car',
          formSubmissionId: 'sell-0001',
          values: { ...values, milage: -1, option: 'trade-in' },
        })
      ).status,
    ).toBe(400)
    const ok = await post({
      formName: 'sell-car',
      formSubmissionId: 'sell-0001',
      values: { ...values, option: 'trade-in' },
    })
    expect(ok.status).toBe(202)
    expect(await outboxKeys(ok.json.id as number)).toEqual([`lead:${ok.json.id}:crm`, `lead:${ok.json.id}:receipt`])
  })

  it('takes a Norwegian service lead only for one of the site’s workshops, a date from today and GDPR consent (spec 2 §5)', async () => {
    const values = {
      siteEmail: workshop,
      siteName: 'Verksted',
      customerName: 'Ola',
      customerPhone: '+47 912 34 567',
      customerEmail: 'ola@example.no',
      regno: 'EL12345',
      date: '2999-01-01',
      services: ['service', 'brakes'],
      gdpr: true,
    }
    const ok = await post({ formName: 'service-no', formSubmissionId: 'service-0001', values })
    expect(ok.status).toBe(202)
    expect((await payload.findByID({ collection: 'leads', id: ok.json.id as number })).recipients).toEqual([workshop])
    const issue = async (patch: Record<string, unknown>, id: string) =>
      (
        (await post({ formName: 'service-no', formSubmissionId: id, values: { ...values, ...patch } })).json.issues as {
          field: string
        }[]
      )?.[0]?.field
    expect(await issue({ siteEmail: 'someone@example.com' }, 'service-0002')).toBe('values.siteEmail')
    expect(await issue({ date: '2001-01-01' }, 'service-0003')).toBe('values.date')
    expect(await issue({ gdpr: false }, 'service-0004')).toBe('values.gdpr')
    expect(await issue({ typeMC: true, services: ['brakes'] }, 'service-0005')).toBe('values.services')
  })
})

describe('delivery', () => {
  it('delivers every stored lead to the CRM exactly once while the CRM fails half the calls and is down for a while', async () => {
    for (let i = 0; i < 30; i++) await post(contact(`contact-delivery-${i}`))
    const leads = (await payload.find({ collection: 'leads', pagination: false, depth: 0, select: {} })).docs.map(
      (d) => `lead:${d.id}:crm`,
    )
    const delivered = new Map<string, number>()
    let calls = 0
    let down = true
    let offset = 0
    const crm = async ({ key }: { key: string }) => {
      calls++
      if (down || calls % 2 === 0) throw new Error('CRM unavailable')
      delivered.set(key, (delivered.get(key) ?? 0) + 1) // an idempotent CRM: the key identifies the lead
    }
    const worker = createOutboxWorker({
      store: sqlOutboxStore(payload),
      handlers: { [TOPICS.crm]: crm, [TOPICS.email]: async () => {} },
      worker: 'test',
      clock: () => new Date(Date.now() + offset),
      random: () => 0,
      batchSize: 10,
      log: () => {},
    })
    await worker.drain()
    down = false
    for (let round = 0; round < 12 && delivered.size < leads.length; round++) {
      offset += 3_600_000 // past every backoff
      await worker.drain()
    }
    expect([...delivered.keys()].sort()).toEqual([...leads].sort())
    expect([...delivered.values()].every((n) => n === 1)).toBe(true)
  })
})
