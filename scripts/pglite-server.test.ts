import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lockDataDir, startEmbeddedDatabase } from './embedded-db.mjs'
import { createFramer, createLock, servePglite, type PgliteServerOptions } from './pglite-server.mjs'

// Each test starts PGlite (WASM): seconds on a loaded machine, so far above Vitest's 5 s default.
const SLOW = { timeout: 60_000 }

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function serve(options: PgliteServerOptions = {}) {
  const db = await PGlite.create()
  const server = await servePglite(db, options)
  const url = (password = server.password) => `postgres://postgres:${password}@127.0.0.1:${server.port}/postgres`
  const pool = new pg.Pool({ connectionString: url(), max: 8 })
  pool.on('error', () => {})
  cleanups.push(async () => {
    await pool.end().catch(() => {})
    await server.close()
    await db.close()
  })
  await pool.query('create table t (id serial primary key, v text not null)')
  return { db, pool, server, url }
}

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  await client.connect()
  return client
}

describe('PGlite wire server', SLOW, () => {
  it('keeps concurrent extended-protocol queries of many connections apart', async () => {
    const { pool } = await serve()
    const values = Array.from({ length: 300 }, (_, i) => `value-${i}`)
    const echoed = await Promise.all(
      values.map((v) => pool.query('select $1::text as v, length($1::text) as n', [v]).then((r) => r.rows[0].v)),
    )
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
    expect(rows.rows).toEqual([
      { v: 'a', n: 10 },
      { v: 'c', n: 10 },
    ])
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
    const { pool } = await serve({ idleTransactionMs: 300 })
    const holder = await pool.connect()
    holder.on('error', () => {})
    await holder.query('begin')
    await holder.query("insert into t (v) values ('never committed')")
    // Waits on another connection while the transaction is open: would hang without the watchdog.
    await expect(pool.query('select count(*)::int as n from t').then((r) => r.rows[0].n)).resolves.toBe(0)
    await expect(holder.query('commit')).rejects.toThrow()
    holder.release(true)
  })

  it('admits only clients that give the password', async () => {
    const { url } = await serve({ password: 'right-one' })
    await expect(connect(url('postgres'))).rejects.toThrow(/password authentication failed/)
    await expect(connect(url(''))).rejects.toThrow()
    const client = await connect(url('right-one'))
    await expect(client.query('select 1 as n').then((r) => r.rows[0].n)).resolves.toBe(1)
    await client.end()
  })

  it('discards the session state a connection leaves behind (settings, temp tables, prepared statements)', async () => {
    const { url } = await serve()
    const first = await connect(url())
    const initialPath = (await first.query("select current_setting('search_path') as p")).rows[0].p
    await first.query('create schema other')
    await first.query('set search_path to other')
    await first.query('create temp table scratch (n int)')
    await first.query('prepare leftover as select 1')
    await first.end()
    const next = await connect(url())
    const state = async () =>
      (
        await next.query(
          "select current_setting('search_path') as path, to_regclass('pg_temp.scratch') is not null as temp, (select count(*)::int from pg_prepared_statements) as prepared",
        )
      ).rows[0]
    // The reset runs when the server sees the first connection close, which may be just after `next` connects.
    await expect.poll(state, { timeout: 10_000 }).toEqual({ path: initialPath, temp: false, prepared: 0 })
    await next.end()
  })

  it('refuses COPY FROM STDIN (which aborts PGlite) with an error and keeps serving', async () => {
    const { pool } = await serve()
    await expect(pool.query('copy t (v) from stdin')).rejects.toThrow(/COPY FROM STDIN is not supported/)
    await expect(pool.query("insert into t (v) values ('after') returning v").then((r) => r.rows[0].v)).resolves.toBe(
      'after',
    )
    const out = await pool.query('copy (select 1) to stdout').then(
      () => 'ok',
      (e: Error) => e.message,
    )
    expect(out).not.toMatch(/not supported/)
  })

  it('closes a connection whose message is over the size limit, and serves the others', async () => {
    const { pool, url } = await serve({ maxMessageBytes: 64 * 1024 })
    const client = await connect(url())
    await expect(client.query('select length($1::text) as n', ['x'.repeat(100_000)])).rejects.toThrow()
    await expect(
      pool.query('select length($1::text) as n', ['x'.repeat(10_000)]).then((r) => r.rows[0].n),
    ).resolves.toBe(10_000)
  })

  it('close() runs once and lets a request already received finish', async () => {
    const { db, server, url } = await serve()
    const client = await connect(url())
    const original = db.execProtocolRawStream.bind(db)
    let received!: () => void
    const inFlight = new Promise<void>((resolve) => (received = resolve))
    vi.spyOn(db, 'execProtocolRawStream').mockImplementation((bytes, options) => {
      if (Buffer.from(bytes).includes('pg_sleep')) received()
      return original(bytes, options)
    })
    const answer = client.query('select pg_sleep(0.2), 7 as n').then((r) => r.rows[0].n)
    await inFlight
    const closing = server.close()
    expect(server.close()).toBe(closing)
    await expect(answer).resolves.toBe(7)
    await closing
    await expect(client.query('select 1')).rejects.toThrow()
  })
})

describe('wait lock', () => {
  it('settles the wait of a connection that went away', async () => {
    const lock = createLock()
    await lock.acquire(1)
    const waiting = lock.acquire(2)
    lock.drop(2)
    await expect(waiting).rejects.toThrow(/closed/)
    lock.release(1)
    expect(lock.holder).toBe(null)
  })
})

describe('message framing', () => {
  it('joins the chunks of a large message once, not once per chunk', () => {
    const messages: Buffer[] = []
    const framer = createFramer({
      maxBytes: () => 1 << 24,
      onStartup: () => {},
      onMessage: (m) => messages.push(m),
      onTooLarge: () => {},
    })
    framer.started()
    const body = Buffer.alloc(1 << 20, 7)
    const whole = Buffer.concat([Buffer.from([0x51]), Buffer.alloc(4), body])
    whole.writeInt32BE(4 + body.length, 1)
    const concat = vi.spyOn(Buffer, 'concat')
    for (let i = 0; i < whole.length; i += 1024) framer.push(whole.subarray(i, i + 1024))
    expect(concat.mock.calls.length).toBeLessThanOrEqual(2)
    concat.mockRestore()
    expect(messages).toHaveLength(1)
    expect(messages[0]!.equals(whole)).toBe(true)
  })

  it('reports a message over the limit before buffering it', () => {
    const tooLarge: number[] = []
    const framer = createFramer({
      maxBytes: () => 1000,
      onStartup: () => {},
      onMessage: () => {},
      onTooLarge: (n) => tooLarge.push(n),
    })
    framer.started()
    const header = Buffer.from([0x51, 0, 0x10, 0, 0])
    framer.push(header)
    expect(tooLarge).toEqual([0x100000 + 1])
  })
})

describe('embedded database', SLOW, () => {
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'))
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }))
    return dir
  }

  it('serves a URL with its own password; the old fixed one is refused', async () => {
    const db = await startEmbeddedDatabase()
    cleanups.push(db.stop)
    const client = await connect(db.url)
    await expect(client.query('select 1 as n').then((r) => r.rows[0].n)).resolves.toBe(1)
    await client.end()
    const guessed = new URL(db.url)
    guessed.password = 'postgres'
    await expect(connect(guessed.toString())).rejects.toThrow(/password authentication failed/)
  })

  it('opens a data folder in one process at a time', async () => {
    const dataDir = path.join(tmp(), 'pglite')
    const first = await startEmbeddedDatabase({ dataDir })
    await expect(startEmbeddedDatabase({ dataDir })).rejects.toThrow(/is open in process/)
    await first.stop()
    const second = await startEmbeddedDatabase({ dataDir })
    await second.stop()
  })

  it('takes over the lock of a process that is gone', () => {
    const dataDir = path.join(tmp(), 'pglite')
    const gone = spawnSync(process.execPath, ['-e', '']).pid!
    fs.writeFileSync(`${dataDir}.lock`, String(gone))
    const unlock = lockDataDir(dataDir)
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid))
    expect(() => lockDataDir(dataDir)).toThrow(/is open in process/)
    unlock()
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false)
  })
})
