import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { receiver } from '../helpers/http-server'
import { bootPayload, type TestPayload } from '../helpers/payload'
import type { User } from '@/payload-types'
import { query } from '@/platform/db'
import { localCrm } from '@/platform/messaging/crm'
import { localMail } from '@/platform/messaging/email'
import { payloadRecords } from '@/platform/messaging/records'
import { localSms } from '@/platform/messaging/sms'
import { enqueueCrm, enqueueEmail, enqueueSms, messagingHandlers, TOPICS } from '@/platform/messaging/topics'
import { enqueue, OUTBOX_CHANNEL } from '@/platform/outbox/enqueue'
import { pruneOutbox, sqlOutboxStore } from '@/platform/outbox/sql-store'
import { createOutboxWorker, type OutboxHandlers } from '@/platform/outbox/worker'
import { startPlatform } from '@/platform/runtime'
import { inTransaction } from '@/platform/transactions'
import { watchChannel } from '@/platform/watch'

const onPostgres = process.env.TEST_DB === 'postgres'
let ctx: TestPayload
let payload: Payload
let editor: User
let mailDir: string
let offset = 0
/** The workers' clock: real time plus what a test fast-forwards (leases, backoff). */
const clock = () => new Date(Date.now() + offset)
const quiet = () => {}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'correct horse battery', role: 'admin' },
  })
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-mail-'))
})
afterAll(async () => {
  await ctx?.teardown()
  await fs.rm(mailDir, { recursive: true, force: true })
})
beforeEach(async () => {
  offset = 0
  await query(payload, sql`delete from outbox`)
})

type Entry = {
  id: number
  topic: string
  status: string
  attempts: string
  last_error: string | null
  locked_by: string | null
}
const entries = () =>
  query<Entry>(payload, sql`select id, topic, status, attempts::text, last_error, locked_by from outbox order by id`)
const worker = (handlers: OutboxHandlers, name = 'w1', batchSize = 10) =>
  createOutboxWorker({
    store: sqlOutboxStore(payload),
    handlers,
    worker: name,
    clock,
    batchSize,
    random: () => 0,
    log: quiet,
  })

describe('enqueue in the caller transaction', () => {
  const lead = { kind: 'test-drive', site: 'se', lead: { name: 'Ada' } }

  it('leaves no entry when the transaction rolls back', async () => {
    const transactionID = (await payload.db.beginTransaction())!
    const req = { transactionID }
    await payload.create({
      collection: 'sms-outbox',
      data: { to: '+46700000001', text: 'row', idempotencyKey: 'row-1' },
      req,
    })
    expect(await enqueueCrm(payload, lead, { key: 'lead:rolled-back', req })).toMatchObject({ created: true })
    await payload.db.rollbackTransaction(transactionID)
    expect(await entries()).toEqual([])
    expect(
      (await payload.count({ collection: 'sms-outbox', where: { idempotencyKey: { equals: 'row-1' } } })).totalDocs,
    ).toBe(0)
  })

  it('commits the entry with the caller row, and delivers it', async () => {
    const transactionID = (await payload.db.beginTransaction())!
    const req = { transactionID }
    await payload.create({
      collection: 'sms-outbox',
      data: { to: '+46700000002', text: 'row', idempotencyKey: 'row-2' },
      req,
    })
    await enqueueCrm(payload, lead, { key: 'lead:committed', req })
    await payload.db.commitTransaction(transactionID)
    const delivered: string[] = []
    await worker({ [TOPICS.crm]: async ({ key }) => void delivered.push(key) }).drain()
    expect(delivered).toEqual(['lead:committed'])
    expect(await entries()).toMatchObject([{ topic: 'crm.deliver', status: 'done', attempts: '1', last_error: null }])
    expect(await pruneOutbox(payload, new Date(Date.now() - 60_000))).toBe(0)
    expect(await pruneOutbox(payload, new Date(Date.now() + 60_000))).toBe(1)
  })

  it('commits or rolls back with the unit of work of inTransaction', async () => {
    const work = (key: string, fail: boolean) =>
      inTransaction(payload, async ({ req }) => {
        await payload.create({
          collection: 'sms-outbox',
          data: { to: '+46700000003', text: 'row', idempotencyKey: `row:${key}` },
          req,
        })
        await enqueueCrm(payload, lead, { key, req })
        if (fail) throw new Error('the lead failed validation after enqueueing')
      })
    await expect(work('lead:unit-failed', true)).rejects.toThrow('the lead failed validation')
    await work('lead:unit-ok', false)
    expect((await entries()).map((e) => e.topic)).toEqual(['crm.deliver'])
    expect(await query(payload, sql`select idempotency_key from outbox`)).toEqual([{ idempotency_key: 'lead:unit-ok' }])
    expect(
      (await payload.find({ collection: 'sms-outbox', where: { idempotencyKey: { like: 'row:lead:unit' } } })).docs.map(
        (d) => d.idempotencyKey,
      ),
    ).toEqual(['row:lead:unit-ok'])
  })

  it('keeps one entry per idempotency key without aborting the transaction', async () => {
    const transactionID = (await payload.db.beginTransaction())!
    const first = await enqueue(payload, { topic: 'test.once', key: 'same', data: { n: 1 } }, { transactionID })
    const again = await enqueue(payload, { topic: 'test.once', key: 'same', data: { n: 2 } }, { transactionID })
    await payload.db.commitTransaction(transactionID)
    expect(again).toEqual({ id: first.id, created: false })
    expect(await entries()).toHaveLength(1)
  })

  it('refuses bad input naming the field', async () => {
    await expect(enqueue(payload, { topic: 'NoDots', key: 'k', data: {} })).rejects.toThrow(
      /topic is dotted lower-case words/,
    )
    await expect(enqueueSms(payload, { to: '123', text: 'x' }, { key: 'k' })).rejects.toThrow(/to is a phone number/)
    expect(await entries()).toEqual([])
  })
})

describe('workers', () => {
  it('two workers draining 200 entries concurrently deliver each exactly once', async () => {
    for (let i = 0; i < 200; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          enqueue(payload, { topic: 'test.bulk', key: `bulk:${i + j}`, data: { n: i + j } }),
        ),
      )
    }
    const deliveries: Array<[string, string]> = []
    const handler = (name: string): OutboxHandlers => ({
      'test.bulk': async ({ key }) => {
        deliveries.push([name, key])
        await new Promise((resolve) => setImmediate(resolve))
      },
    })
    await Promise.all([worker(handler('a'), 'a', 7).drain(), worker(handler('b'), 'b', 7).drain()])
    expect(deliveries).toHaveLength(200)
    expect(new Set(deliveries.map(([, key]) => key)).size).toBe(200)
    const rows = await entries()
    expect(rows.every((r) => r.status === 'done' && r.attempts === '1')).toBe(true)
  })

  it.runIf(onPostgres)(
    'a claim skips rows another transaction has locked instead of waiting (SKIP LOCKED)',
    async () => {
      for (let i = 0; i < 6; i++) await enqueue(payload, { topic: 'test.locked', key: `locked:${i}`, data: {} })
      const ids = (await entries()).map((r) => r.id)
      const transactionID = (await payload.db.beginTransaction())!
      await query(payload, sql`select id from outbox where id in (${ids[0]}, ${ids[1]}, ${ids[2]}) for update`, {
        transactionID,
      })
      const now = clock()
      const claimed = await sqlOutboxStore(payload).claim({
        now,
        leaseUntil: new Date(now.getTime() + 60_000),
        limit: 10,
        worker: 'x',
      })
      await payload.db.rollbackTransaction(transactionID)
      expect(claimed.map((c) => c.id)).toEqual(ids.slice(3))
    },
  )

  it('delivers again when a worker dies between claim and completion and its lease expires', async () => {
    await enqueue(payload, { topic: 'test.lease', key: 'lease:1', data: {} })
    const store = sqlOutboxStore(payload)
    const now = clock()
    const [held] = await store.claim({ now, leaseUntil: new Date(now.getTime() + 30_000), limit: 10, worker: 'dies' })
    const delivered = new Set<string>()
    let calls = 0
    const idempotent: OutboxHandlers = { 'test.lease': async ({ key }) => void (calls++, delivered.add(key)) }
    await worker(idempotent, 'survivor').drain()
    expect(calls).toBe(0)
    offset = 30_001
    await worker(idempotent, 'survivor').drain()
    expect(calls).toBe(1)
    expect([...delivered]).toEqual(['lease:1'])
    expect(await entries()).toMatchObject([
      { status: 'done', attempts: '2', locked_by: expect.stringMatching(/^survivor:/) },
    ])
    expect(await store.complete(held, clock())).toBe(false)
  })

  it('retries with backoff, ends dead after max attempts, and an editor retries it', async () => {
    const { id } = await enqueue(payload, { topic: 'test.flaky', key: 'flaky:1', data: {}, maxAttempts: 2 })
    let healthy = false
    const handlers: OutboxHandlers = {
      'test.flaky': async () => {
        if (!healthy) throw new Error('provider answered 503')
      },
    }
    await worker(handlers).drain()
    expect(await entries()).toMatchObject([{ status: 'pending', attempts: '1', last_error: 'provider answered 503' }])
    await worker(handlers).drain()
    expect(await entries()).toMatchObject([{ attempts: '1' }])
    offset = 3_600_000
    await worker(handlers).drain()
    expect(await entries()).toMatchObject([{ status: 'dead', attempts: '2', last_error: 'provider answered 503' }])

    await expect(payload.find({ collection: 'outbox', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'outbox', id, data: { status: 'done' }, overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          { path: 'status', message: 'Only a dead entry can be changed, and only back to pending (to retry it).' },
        ],
      },
    })
    const retried = await payload.update({
      collection: 'outbox',
      id,
      data: { status: 'pending', topic: 'hijacked' },
      overrideAccess: false,
      user: editor,
    })
    expect(retried).toMatchObject({ status: 'pending', attempts: 0, topic: 'test.flaky' })
    healthy = true
    offset = 0
    await worker(handlers).drain()
    expect(await entries()).toMatchObject([{ status: 'done', attempts: '1' }])
  })

  it.runIf(onPostgres)('a new entry wakes the workers through NOTIFY', async () => {
    let wakes = 0
    const stop = await watchChannel({
      name: 'test',
      channel: OUTBOX_CHANNEL,
      connectionString: ctx.databaseUrl,
      pollMs: 3_600_000,
      listen: true,
      onWake: () => wakes++,
      log: quiet,
    })
    const before = wakes
    await enqueue(payload, { topic: 'test.notify', key: 'notify:1', data: {} })
    await expect.poll(() => wakes).toBeGreaterThan(before)
    await stop()
  })
})

describe('messaging through the outbox, local defaults', () => {
  it('delivers SMS, e-mail and CRM entries to the admin collections, the log and .eml files', async () => {
    const lines: string[] = []
    const records = payloadRecords(payload)
    const handlers = messagingHandlers({
      sms: localSms(records, (line) => lines.push(line)),
      mail: localMail({ records, dir: mailDir, from: 'Bilgruppen <no-reply@bilgruppen.example>' }),
      crm: localCrm(records),
    })
    await enqueueSms(payload, { to: '+46701234567', text: 'Din kod är 482913' }, { key: 'otp:1:sms' })
    await enqueueEmail(
      payload,
      { to: ['kund@example.com'], subject: 'Tack för din förfrågan', text: 'Vi hör av oss.' },
      { key: 'lead:9:mail' },
    )
    await enqueueCrm(payload, { kind: 'contact', site: 'se', lead: { name: 'Ada' } }, { key: 'lead:9:crm' })
    await worker(handlers).drain()
    expect((await entries()).map((e) => e.status)).toEqual(['done', 'done', 'done'])
    expect(lines).toEqual(['SMS to +46701234567: Din kod är 482913'])
    const mail = (await payload.find({ collection: 'mail-outbox' })).docs
    expect(mail).toMatchObject([
      { to: 'kund@example.com', subject: 'Tack för din förfrågan', idempotencyKey: 'lead:9:mail' },
    ])
    expect(await fs.readFile(mail[0].file, 'utf8')).toMatch(
      /^Subject: =\?UTF-8\?Q\?Tack_f=C3=B6r_din_f=C3=B6rfr=C3=A5gan\?=$/m,
    )
    expect((await payload.find({ collection: 'crm-leads' })).docs).toMatchObject([
      { kind: 'contact', site: 'se', lead: { name: 'Ada' }, idempotencyKey: 'lead:9:crm' },
    ])
  })

  it("an editor's password reset e-mail leaves through the outbox and lands as an .eml with its link", async () => {
    await query(payload, sql`delete from mail_outbox`)
    const records = payloadRecords(payload)
    const handlers = messagingHandlers({
      sms: localSms(records, quiet),
      mail: localMail({ records, dir: mailDir, from: 'Bilgruppen <no-reply@bilgruppen.example>' }),
      crm: localCrm(records),
    })
    const token = await payload.forgotPassword({ collection: 'users', data: { email: editor.email } })
    // Queued once Payload's transaction has let go of the database (src/platform/messaging/payload-mail.ts).
    await expect
      .poll(async () => (await entries()).map((e) => [e.topic, e.status]))
      .toEqual([[TOPICS.email, 'pending']])
    await worker(handlers).drain()
    expect((await entries()).map((e) => e.status)).toEqual(['done'])
    const mail = (await payload.find({ collection: 'mail-outbox' })).docs
    expect(mail).toMatchObject([{ to: editor.email }])
    const eml = await fs.readFile(mail[0].file, 'utf8')
    // Both parts carry the reset link (the text part is made from Payload's HTML).
    expect(eml).toContain('multipart/alternative')
    expect(eml.replace(/=\r?\n/g, '')).toContain(`/admin/reset/${token}`)
  })

  it('the local CRM creates nothing on a redelivery, also when two deliveries race', async () => {
    const crm = localCrm(payloadRecords(payload))
    const lead = { kind: 'valuation', site: 'no', lead: { regNo: 'AB12345' } }
    await Promise.all([crm.deliver(lead, 'lead:race'), crm.deliver(lead, 'lead:race')])
    await crm.deliver(lead, 'lead:race')
    expect(
      (await payload.count({ collection: 'crm-leads', where: { idempotencyKey: { equals: 'lead:race' } } })).totalDocs,
    ).toBe(1)
  })

  it('retries a CRM webhook that answered 500 with the same Idempotency-Key', async () => {
    const server = await receiver([500, 200])
    try {
      const { webhookCrm } = await import('@/platform/messaging/crm')
      const handlers = messagingHandlers({
        sms: localSms(payloadRecords(payload), quiet),
        mail: localMail({ records: payloadRecords(payload), dir: mailDir, from: 'x <x@example.com>' }),
        crm: webhookCrm({ url: server.url, timeoutMs: 5000 }),
      })
      await enqueueCrm(payload, { kind: 'contact', site: 'uk', lead: { name: 'Bo' } }, { key: 'lead:hook' })
      await worker(handlers).drain()
      expect(await entries()).toMatchObject([
        { status: 'pending', attempts: '1', last_error: 'CRM webhook answered 500' },
      ])
      offset = 3_600_000
      await worker(handlers).drain()
      expect(await entries()).toMatchObject([{ status: 'done', attempts: '2' }])
      expect(server.received.map((r) => r.headers['idempotency-key'])).toEqual(['lead:hook', 'lead:hook'])
    } finally {
      await server.close()
    }
  })
})

describe('instance runtime', () => {
  it('starts a worker that delivers through the local adapters and stops cleanly', async () => {
    const platform = await startPlatform(payload, {
      DATABASE_URL: ctx.databaseUrl,
      OUTBOX_POLL_MS: '50',
      INVALIDATION_POLL_MS: '50',
      PLATFORM_LISTEN: 'off',
      DATA_DIR: mailDir,
    })
    try {
      await enqueueCrm(payload, { kind: 'contact', site: 'fi', lead: { name: 'Eero' } }, { key: 'lead:runtime' })
      await expect.poll(async () => (await entries()).map((e) => e.status), { timeout: 30_000 }).toEqual(['done'])
      expect(
        (await payload.count({ collection: 'crm-leads', where: { idempotencyKey: { equals: 'lead:runtime' } } }))
          .totalDocs,
      ).toBe(1)
    } finally {
      await platform.stop()
    }
  })

  it('refuses to start with a malformed adapter variable, naming it', async () => {
    await expect(startPlatform(payload, { CRM_WEBHOOK_URL: 'crm' })).rejects.toThrow(/CRM_WEBHOOK_URL is a URL/)
    await expect(startPlatform(payload, { OUTBOX_WORKER: 'maybe' })).rejects.toThrow(/OUTBOX_WORKER/)
  })
})
