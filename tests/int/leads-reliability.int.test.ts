/**
 * "A lead is never lost" (Reliability): leads submitted through POST /api/forms/comhub while the
 * CRM fails, and an app that dies between storing a lead and delivering it. The CRM here is the local
 * adapter's store (`crm-leads`, one record per idempotency key) behind a flaky network; workers run on
 * an injected clock (leases and backoff are fast-forwarded, nothing sleeps).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { query } from '@/platform/db'
import type { CrmLead } from '@/platform/messaging/messages'
import { payloadRecords } from '@/platform/messaging/records'
import { TOPICS } from '@/platform/messaging/topics'
import { sqlOutboxStore } from '@/platform/outbox/sql-store'
import { createOutboxWorker, type OutboxHandler } from '@/platform/outbox/worker'
import type { OutboxStore } from '@/platform/outbox/store'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let editor: User
let offset = 0
/** The workers' clock: real time plus what a test fast-forwards. */
const clock = () => new Date(Date.now() + offset)
const HOUR = 3_600_000
const quiet = () => {}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  await seedSites(payload)
  editor = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.com', password: 'correct horse battery', role: 'admin' },
  })
})
afterAll(async () => ctx?.teardown())

let ip = 0
/** One sell-car lead through the route, from a client address of its own (the per-address limit is tested elsewhere). */
async function submit(submission: string): Promise<number> {
  const { POST } = await import('@/app/api/forms/comhub/route')
  const n = ++ip
  const request = new Request('http://se.localhost/api/forms/comhub', {
    method: 'POST',
    headers: {
      host: 'se.localhost',
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      formName: 'sell-car',
      formSubmissionId: submission,
      values: {
        regno: 'ABC123',
        milage: 12000,
        customerName: 'Per Persson',
        customerPhone: '0701234567',
        customerEmail: 'per@example.se',
        option: 'trade-in',
      },
    }),
  })
  const response = await POST(request)
  expect(response.status).toBe(202)
  return ((await response.json()) as { id: number }).id
}

/** A deterministic PRNG (mulberry32): the test fails the same calls on every run. */
function seeded(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * The CRM behind an unreliable network: while `down` every call fails; otherwise half the calls fail,
 * half of those before the CRM took the lead and half after (the answer was lost, so the outbox retries
 * a lead the CRM already has). The CRM itself keeps one record per key (the local adapter's store).
 */
function flakyCrm(random: () => number) {
  const records = payloadRecords(payload)
  const taken = new Map<string, number>()
  const state = { down: false, calls: 0, failures: 0, lostAnswers: 0 }
  const handler: OutboxHandler = async ({ key, data }) => {
    state.calls++
    const roll = random()
    if (state.down || roll < 0.25) {
      state.failures++
      throw new Error(state.down ? 'CRM unreachable' : 'CRM answered 503')
    }
    const lead = data as CrmLead
    if (await records.createOnce('crm-leads', key, { kind: lead.kind, site: lead.site, lead: lead.lead }))
      taken.set(key, (taken.get(key) ?? 0) + 1)
    if (roll < 0.5) {
      state.failures++
      state.lostAnswers++
      throw new Error('CRM answer lost')
    }
  }
  return { handler, taken, state }
}

const crmKeys = async () =>
  (await query<{ key: string }>(payload, sql`select idempotency_key as key from crm_leads order by 1`)).map(
    (r) => r.key,
  )

describe('a lead is never lost', () => {
  it('delivers 1,000 leads to the CRM exactly once while it fails half the calls and is down for part of the run', async () => {
    const crm = flakyCrm(seeded(13))
    const worker = createOutboxWorker({
      store: sqlOutboxStore(payload),
      handlers: { [TOPICS.crm]: crm.handler, [TOPICS.email]: async () => {} },
      worker: 'reliability',
      clock,
      random: () => 0,
      batchSize: 50,
      log: quiet,
    })
    const ids: number[] = []
    // Ten waves of 100 visitors (10 at a time); the worker runs between waves, the CRM is down in waves 4–6.
    for (let wave = 0; wave < 10; wave++) {
      crm.state.down = wave >= 3 && wave <= 5
      for (let group = 0; group < 10; group++) {
        ids.push(
          ...(await Promise.all(Array.from({ length: 10 }, (_, i) => submit(`reliability-${wave}-${group}-${i}`)))),
        )
      }
      await worker.drain()
      offset += HOUR // every backoff has run out
    }
    crm.state.down = false
    const unfinished = async () =>
      (await query<{ n: number }>(payload, sql`select count(*)::int as n from outbox where status <> 'done'`))[0].n
    for (let round = 0; round < 25 && (await unfinished()) > 0; round++) {
      await worker.drain()
      offset += HOUR
    }

    const expected = ids.map((id) => `lead:${id}:crm`).sort()
    expect(new Set(ids).size).toBe(1000)
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(1000)
    expect(await crmKeys()).toEqual(expected)
    expect([...crm.taken.keys()].sort()).toEqual(expected)
    expect([...crm.taken.values()].every((n) => n === 1)).toBe(true)
    const states = await query<{ status: string; n: number }>(
      payload,
      sql`select status, count(*)::int as n from outbox where idempotency_key like 'lead:%' group by status`,
    )
    expect(states).toEqual([{ status: 'done', n: 2000 }])
    // The run really was unreliable: about half the calls failed, some after the CRM had taken the lead.
    expect(crm.state.failures).toBeGreaterThan(1000)
    expect(crm.state.lostAnswers).toBeGreaterThan(100)
  }, 300_000)

  it('delivers a lead stored by an app that died before delivering it, once its lease runs out', async () => {
    const crm = flakyCrm(() => 0.99) // a CRM that works
    const id = await submit('killed-before-delivery')
    // The app claims the lead's deliveries and dies: no handler ever runs, nothing is recorded.
    const claimed = await sqlOutboxStore(payload).claim({
      now: clock(),
      leaseUntil: new Date(clock().getTime() + 60_000),
      limit: 100,
      worker: 'dead-app',
    })
    expect(claimed.map((e) => e.key).sort()).toEqual([`lead:${id}:crm`, `lead:${id}:receipt`])
    // After the restart a new worker finds them held, then takes them over when the lease expires.
    const restarted = createOutboxWorker({
      store: sqlOutboxStore(payload),
      handlers: { [TOPICS.crm]: crm.handler, [TOPICS.email]: async () => {} },
      worker: 'restarted',
      clock,
      leaseMs: 60_000,
      log: quiet,
    })
    await restarted.drain()
    expect(crm.state.calls).toBe(0)
    offset += 60_000
    await restarted.drain()
    expect([...crm.taken]).toEqual([[`lead:${id}:crm`, 1]])
    const lead = await payload.findByID({ collection: 'leads', id, user: editor, overrideAccess: false })
    expect(lead).toMatchObject({ status: 'delivered' })
    expect(lead.deliveries?.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ['crm', 'done', 2],
      ['receipt', 'done', 2],
    ])
  })

  it('delivers once a lead whose app died after the CRM took it but before recording it', async () => {
    const crm = flakyCrm(() => 0.99)
    const id = await submit('killed-after-delivery')
    // The first app delivers, then dies before it can record the outcome: its store never answers.
    const silent: OutboxStore = {
      ...sqlOutboxStore(payload),
      complete: () => new Promise(() => {}),
      fail: () => new Promise(() => {}),
    }
    const dying = createOutboxWorker({
      store: silent,
      handlers: { [TOPICS.crm]: crm.handler, [TOPICS.email]: async () => {} },
      worker: 'dying',
      clock,
      leaseMs: 60_000,
      log: quiet,
    })
    void dying.drain()
    await expect.poll(() => crm.state.calls).toBe(1)
    offset += 60_000
    const restarted = createOutboxWorker({
      store: sqlOutboxStore(payload),
      handlers: { [TOPICS.crm]: crm.handler, [TOPICS.email]: async () => {} },
      worker: 'restarted-2',
      clock,
      leaseMs: 60_000,
      log: quiet,
    })
    await restarted.drain()
    expect(crm.state.calls).toBe(2)
    expect([...crm.taken]).toEqual([[`lead:${id}:crm`, 1]])
    expect((await crmKeys()).filter((k) => k === `lead:${id}:crm`)).toHaveLength(1)
    expect(await payload.findByID({ collection: 'leads', id, user: editor, overrideAccess: false })).toMatchObject({
      status: 'delivered',
    })
  })
})

describe('a lead’s status and deliveries in the admin', () => {
  it('shows editors received, then failed when a delivery is dead, and nothing of it to anonymous reads', async () => {
    const id = await submit('status-0001')
    const read = () => payload.findByID({ collection: 'leads', id, user: editor, overrideAccess: false })
    expect(await read()).toMatchObject({
      status: 'received',
      deliveries: [
        expect.objectContaining({ channel: 'crm', status: 'pending', attempts: 0 }),
        expect.objectContaining({ channel: 'receipt', status: 'pending' }),
      ],
    })
    await query(
      payload,
      sql`update outbox set status = 'dead', attempts = 25, last_error = 'CRM answered 500' where idempotency_key = ${`lead:${id}:crm`}`,
    )
    expect(await read()).toMatchObject({
      status: 'failed',
      deliveries: [
        expect.objectContaining({ channel: 'crm', status: 'dead', attempts: 25, lastError: 'CRM answered 500' }),
        expect.anything(),
      ],
    })
    const list = await payload.find({
      collection: 'leads',
      user: editor,
      overrideAccess: false,
      where: { id: { equals: id } },
    })
    expect(list.docs[0]).toMatchObject({ status: 'failed' })
    const internal = await payload.findByID({ collection: 'leads', id, depth: 0 })
    expect([internal.status, internal.deliveries ?? []]).toEqual([undefined, []])
    await expect(payload.findByID({ collection: 'leads', id, overrideAccess: false })).rejects.toThrow()
  })
})
