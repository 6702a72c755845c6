import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'
import type { Site } from '@/payload-types'
import { query } from '@/platform/db'
import {
  publishInvalidation,
  subscribeInvalidations,
  type CacheTopic,
  type InvalidationSubscriber,
} from '@/platform/invalidation'

const onPostgres = process.env.TEST_DB === 'postgres'
let ctx: TestPayload
let payload: Payload
let se: Site
const subscribers: InvalidationSubscriber[] = []

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  se = (await seedSites(payload)).se
})
afterAll(async () => {
  for (const subscriber of subscribers) await subscriber.stop()
  await ctx?.teardown()
})

/** One app instance's subscriber, recording what it clears; polls only when a test calls sync(). */
async function instance(listen = false) {
  const cleared: CacheTopic[] = []
  const subscriber = await subscribeInvalidations({
    payload,
    connectionString: ctx.databaseUrl,
    pollMs: 3_600_000,
    listen,
    clear: (topic) => cleared.push(topic),
    log: () => {},
  })
  subscribers.push(subscriber)
  return { cleared, sync: subscriber.sync }
}

describe('cache invalidation across instances', () => {
  it('a publish in one instance clears the topic in every other', async () => {
    const a = await instance()
    const b = await instance()
    await publishInvalidation(payload, 'shell')
    await b.sync()
    expect(b.cleared).toEqual(['shell'])
    await publishInvalidation(payload, 'sites')
    await publishInvalidation(payload, 'sites')
    await Promise.all([a.sync(), b.sync()])
    expect(b.cleared).toEqual(['shell', 'sites'])
    expect(a.cleared).toEqual(['shell', 'sites'])
  })

  it('an instance started later does not replay older changes', async () => {
    await publishInvalidation(payload, 'shell')
    const late = await instance()
    await late.sync()
    expect(late.cleared).toEqual([])
  })

  it('publishes with the editor transaction: a rolled-back change clears nothing elsewhere', async () => {
    const other = await instance()
    const transactionID = (await payload.db.beginTransaction())!
    await publishInvalidation(payload, 'sites', { transactionID })
    await payload.db.rollbackTransaction(transactionID)
    await other.sync()
    expect(other.cleared).toEqual([])
  })

  it('the collections publish on change: sites to "sites", shell content to "shell"', async () => {
    const other = await instance()
    await payload.update({ collection: 'sites', id: se.id, locale: 'sv-SE', data: { gtmID: 'GTM-TEST1' } })
    await other.sync()
    expect(other.cleared).toEqual(['sites'])
    const message = await payload.create({
      collection: 'site-messages',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Stängt', text: 'Stängt idag.', type: 'Neutral' },
    })
    await payload.delete({ collection: 'site-messages', id: message.id })
    await other.sync()
    expect(other.cleared).toEqual(['sites', 'shell'])
  })

  it("another instance's change clears this process's real shell cache", async () => {
    const { cachedShell } = await import('@/sites/shell-cache')
    const here = await subscribeInvalidations({
      payload,
      connectionString: ctx.databaseUrl,
      pollMs: 3_600_000,
      listen: false,
      log: () => {},
    })
    subscribers.push(here)
    let loads = 0
    const load = async () => ++loads
    await cachedShell('navigation', se.id, 'sv-SE', load)
    await cachedShell('navigation', se.id, 'sv-SE', load)
    expect(loads).toBe(1)
    // Another instance's publish: a row in the feed, nothing cleared in this process directly.
    await query(payload, sql`insert into platform.invalidations (topic) values ('shell')`)
    await here.sync()
    expect(await cachedShell('navigation', se.id, 'sv-SE', load)).toBe(2)
  })

  it.runIf(onPostgres)('wakes on NOTIFY without waiting for a poll', async () => {
    const listening = await instance(true)
    await publishInvalidation(payload, 'shell')
    await expect.poll(() => listening.cleared).toEqual(['shell'])
  })
})
