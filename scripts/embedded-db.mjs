// PGlite (PostgreSQL in WASM) served over the Postgres wire protocol, so the app's ordinary `pg`
// pool talks to it exactly as to a real server (DESIGN §2). Used by `npm start` and the tests.
import { PGlite } from '@electric-sql/pglite'
import { servePglite } from './pglite-server.mjs'

/**
 * @param {{ dataDir?: string, port?: number, host?: string }} [options] dataDir undefined = in memory
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedDatabase({ dataDir, port = 0, host = '127.0.0.1' } = {}) {
  const db = await PGlite.create(dataDir ? { dataDir } : undefined)
  const server = await servePglite(db, { host, port })
  return {
    url: `postgres://postgres:postgres@${host}:${server.port}/postgres`,
    stop: async () => {
      await server.close()
      await db.close()
    },
  }
}
