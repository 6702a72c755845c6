import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { servePglite } from './pglite-server.mjs'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function serve(idleTransactionMs?: number) {
  const db = await PGlite.create()
  const server = await servePglite(db, { idleTransactionMs })
  const pool = new pg.Pool({ connectionString: `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`, max: 8 })
  pool.on('error', () => {})
  cleanups.push(async () => {
    await pool.end().catch(() => {})
    await server.close()
    await db.close()
  })
  await pool.query('create table t (id serial primary key, v text not null)')
  return { pool }
}

describe('PGlite wire server', () => {
  it('keeps concurrent extended-protocol queries of many connections apart', async () => {
    const { pool } = await serve()
    const values = Array.from({ length: 300 }, (_, i) => `value-${i}`)
    const echoed = await Promise.all(values.map((v) => pool.query('select $1::text as v, length($1::text) as n', [v]).then((r) => r.rows[0].v)))
    expect(echoed).toEqual(values)
  })

  it('runs a transaction alone: other connections never see or interleave with its statements', async () => {
    const { pool } = await serve()
    const tx = async (label: string) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        for (let i = 0; i < 10; i++) await client.query('insert into t (v) values ($1)', [label])
        const mine = await client.query('select count(*)::int as n from t where v = $1', [label])
        await client.query(label === 'b' ? 'rollback' : 'commit')
        return mine.rows[0].n
      } finally {
        client.release()
      }
    }
    expect(await Promise.all([tx('a'), tx('b'), tx('c')])).toEqual([10, 10, 10])
    const rows = await pool.query('select v, count(*)::int as n from t group by v order by v')
    expect(rows.rows).toEqual([{ v: 'a', n: 10 }, { v: 'c', n: 10 }])
  })

  it('rolls back the transaction of a client that disconnects, and serves the others', async () => {
    const { pool } = await serve()
    const client = await pool.connect()
    client.on('error', () => {})
    await client.query('begin')
    await client.query("insert into t (v) values ('orphan')")
    client.release(true) // destroys the connection mid-transaction
    await expect(pool.query('select count(*)::int as n from t').then((r) => r.rows[0].n)).resolves.toBe(0)
  })

  it('breaks a cross-connection wait: an idle transaction holder is rolled back and disconnected', async () => {
    const { pool } = await serve(300)
    const holder = await pool.connect()
    holder.on('error', () => {})
    await holder.query('begin')
    await holder.query("insert into t (v) values ('never committed')")
    // Waits on another connection while the transaction is open: would hang without the watchdog.
    await expect(pool.query('select count(*)::int as n from t').then((r) => r.rows[0].n)).resolves.toBe(0)
    await expect(holder.query('commit')).rejects.toThrow()
    holder.release(true)
  })
})
