// PGlite (PostgreSQL in WASM) served over the Postgres wire protocol, so the app's ordinary `pg`
// pool talks to it exactly as to a real server (DESIGN §2). Used by `npm start` and the tests.
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/**
 * @param {{ dataDir?: string, port?: number, host?: string }} [options] dataDir undefined = in memory
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedDatabase({ dataDir, port = 0, host = '127.0.0.1' } = {}) {
  const db = await PGlite.create(dataDir ? { dataDir } : undefined)
  // Several connections: the multiplexer is transaction-aware, and a pool of one deadlocks
  // Payload's schema reads (measured, DESIGN §2).
  const server = new PGLiteSocketServer({ db, port, host, maxConnections: 32 })
  await server.start()
  const address = server.getServerConn?.() ?? `${host}:${port}`
  const actualPort = Number(String(address).split(':').pop())
  return {
    url: `postgres://postgres:postgres@${host}:${actualPort}/postgres`,
    stop: async () => {
      await server.stop()
      await db.close()
    },
  }
}
