/**
 * inTransaction (src/platform/transactions.ts) on a real database: Payload local-API writes and raw
 * SQL in one unit, rollback without half state, retries of serialization failures.
 *
 * PGlite is one session: scripts/pglite-server.mjs runs one open transaction at a time, so two
 * transactions can never overlap and PostgreSQL cannot raise a genuine serialization conflict there.
 * On PGlite the retry path is driven by a real SQLSTATE 40001 raised inside the transaction, and
 * concurrent units are shown to serialize; the genuine concurrent conflict runs on PostgreSQL
 * (int-postgres, TEST_DATABASE_URL).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let site: Site
let tx: typeof import('@/platform/transactions')
const onPostgres = process.env.TEST_DB === 'postgres'

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await payload.db.drizzle.execute(query)) as unknown as { rows: T[] }).rows
const tagCount = async (key: string) =>
  (await payload.count({ collection: 'tags', where: { key: { equals: key } } })).totalDocs
const ledger = async (note: string) =>
  Number((await rows<{ n: string }>(sql`select count(*) as n from tx_test_ledger where note = ${note}`))[0].n)
const counter = async (name: string) =>
  Number((await rows<{ value: number }>(sql`select value from tx_test_counter where name = ${name}`))[0].value)
const noWait = async () => {}
/** Raises a real serialization failure (SQLSTATE 40001) in the current transaction. */
const serializationFailure = sql`do $$ begin raise exception 'forced serialization failure' using errcode = '40001'; end $$`

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  site = (await seedSites(payload)).se
  tx = await import('@/platform/transactions')
  // Test-only tables in this file's own fresh database (no change to the app's schema).
  await payload.db.drizzle.execute(sql`create table tx_test_ledger (id serial primary key, note text not null)`)
  await payload.db.drizzle.execute(sql`create table tx_test_counter (name text primary key, value integer not null)`)
})
afterAll(async () => ctx?.teardown())

const createTag = (req: import('payload').PayloadRequest, key: string) =>
  payload.create({ collection: 'tags', data: { site: site.id, key, value: key }, req })

describe('inTransaction', () => {
  it('commits Payload writes and raw SQL together', async () => {
    const result = await tx.inTransaction(payload, async ({ req, tx: db }) => {
      const tag = await createTag(req, 'commit-both')
      await db.execute(sql`insert into tx_test_ledger (note) values ('commit-both')`)
      // Reads inside the unit see its own writes.
      expect(
        (await payload.count({ collection: 'tags', where: { key: { equals: 'commit-both' } }, req })).totalDocs,
      ).toBe(1)
      return tag.id
    })
    expect(result).toBeTruthy()
    expect(await tagCount('commit-both')).toBe(1)
    expect(await ledger('commit-both')).toBe(1)
  })

  it('leaves nothing written when the work fails, and rethrows its error', async () => {
    const failure = new Error('forced failure after writing')
    await expect(
      tx.inTransaction(payload, async ({ req, tx: db }) => {
        await createTag(req, 'rolled-back')
        await db.execute(sql`insert into tx_test_ledger (note) values ('rolled-back')`)
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await tagCount('rolled-back')).toBe(0)
    expect(await ledger('rolled-back')).toBe(0)
  })

  it('rolls back everything when the work swallows a failed Payload call and writes on', async () => {
    await createTag(await (await import('payload')).createLocalReq({}, payload), 'taken')
    await expect(
      tx.inTransaction(payload, async ({ req, tx: db }) => {
        await createTag(req, 'before-swallowed')
        await createTag(req, 'taken').catch(() => null) // unique (site, key): fails, and Payload rolls back
        await db.execute(sql`insert into tx_test_ledger (note) values ('after-swallowed')`).catch(() => null)
        await createTag(req, 'after-swallowed').catch(() => null)
      }),
    ).rejects.toThrow(/rolled back/)
    expect(await tagCount('before-swallowed')).toBe(0)
    expect(await tagCount('after-swallowed')).toBe(0)
    expect(await ledger('after-swallowed')).toBe(0)
  })

  it('reruns the whole work after a serialization failure; only the last run is kept', async () => {
    const waits: number[] = []
    const attempts: number[] = []
    await tx.inTransaction(
      payload,
      async ({ req, tx: db, attempt }) => {
        attempts.push(attempt)
        await createTag(req, 'retried')
        await db.execute(sql`insert into tx_test_ledger (note) values ('retried')`)
        if (attempt === 1) await db.execute(serializationFailure)
      },
      { isolationLevel: 'serializable', backoff: async (n) => void waits.push(n) },
    )
    expect(attempts).toEqual([1, 2])
    expect(waits).toEqual([2])
    expect(await tagCount('retried')).toBe(1)
    expect(await ledger('retried')).toBe(1)
  })

  it('gives up after the attempts with a ConflictError and nothing written', async () => {
    const { ConflictError } = await import('@/platform/errors')
    let runs = 0
    const outcome = tx.inTransaction(
      payload,
      async ({ req, tx: db }) => {
        runs += 1
        await createTag(req, 'exhausted')
        await db.execute(serializationFailure)
      },
      { attempts: 3, backoff: noWait },
    )
    await expect(outcome).rejects.toBeInstanceOf(ConflictError)
    expect(runs).toBe(3)
    expect(await tagCount('exhausted')).toBe(0)
  })

  it('does not retry other errors', async () => {
    let runs = 0
    await expect(
      tx.inTransaction(
        payload,
        async ({ tx: db }) => {
          runs += 1
          await db.execute(sql`select 1 / 0`)
        },
        { backoff: noWait },
      ),
    ).rejects.toThrow()
    expect(runs).toBe(1)
  })

  it('joins an outer unit when given its req: the outer failure undoes the inner writes', async () => {
    await expect(
      tx.inTransaction(payload, async ({ req }) => {
        await tx.inTransaction(
          payload,
          async ({ req: inner, tx: db }) => {
            expect(inner.transactionID).toBe(req.transactionID)
            await createTag(inner, 'inner')
            await db.execute(sql`insert into tx_test_ledger (note) values ('inner')`)
          },
          { req },
        )
        throw new Error('outer fails after the inner unit returned')
      }),
    ).rejects.toThrow('outer fails')
    expect(await tagCount('inner')).toBe(0)
    expect(await ledger('inner')).toBe(0)
  })

  /** Read the counter, then write read + 1: a lost update unless the database serializes the two. */
  const increment = (name: string, beforeWrite: (attempt: number) => Promise<void>, attempts: number[]) =>
    tx.inTransaction(
      payload,
      async ({ tx: db, attempt }) => {
        attempts.push(attempt)
        const [{ value }] = (
          (await db.execute(sql`select value from tx_test_counter where name = ${name}`)) as unknown as {
            rows: { value: number }[]
          }
        ).rows
        await beforeWrite(attempt)
        await db.execute(sql`update tx_test_counter set value = ${value + 1} where name = ${name}`)
      },
      // Each unit can lose to each other one once; room enough for four.
      { isolationLevel: 'serializable', backoff: noWait, attempts: 8 },
    )

  it.runIf(onPostgres)(
    'PostgreSQL: two overlapping SERIALIZABLE units conflict; one is retried and no update is lost',
    async () => {
      await payload.db.drizzle.execute(sql`insert into tx_test_counter (name, value) values ('overlap', 0)`)
      // Both first runs read before either writes, so they truly overlap.
      let arrived = 0
      let release!: () => void
      const bothRead = new Promise<void>((resolve) => (release = resolve))
      const barrier = async (attempt: number) => {
        if (attempt > 1) return
        if (++arrived === 2) release()
        await bothRead
      }
      const attempts: number[] = []
      await Promise.all([increment('overlap', barrier, attempts), increment('overlap', barrier, attempts)])
      expect(await counter('overlap')).toBe(2)
      expect(attempts.sort()).toEqual([1, 1, 2])
    },
  )

  it('concurrent SERIALIZABLE units both take effect (on PGlite they run one after the other)', async () => {
    await payload.db.drizzle.execute(sql`insert into tx_test_counter (name, value) values ('concurrent', 0)`)
    const attempts: number[] = []
    await Promise.all(Array.from({ length: 4 }, () => increment('concurrent', noWait, attempts)))
    expect(await counter('concurrent')).toBe(4)
    if (!onPostgres) expect(attempts).toEqual([1, 1, 1, 1])
  })
})

describe('isRetryableTransactionError', () => {
  it('finds the SQLSTATE through wrapping errors', () => {
    expect(
      tx.isRetryableTransactionError(
        new Error('Failed query', { cause: Object.assign(new Error('x'), { code: '40001' }) }),
      ),
    ).toBe(true)
    expect(tx.isRetryableTransactionError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(true)
    expect(tx.isRetryableTransactionError(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false)
    expect(tx.isRetryableTransactionError('40001')).toBe(false)
  })
})
