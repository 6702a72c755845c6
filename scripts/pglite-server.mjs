// A Postgres wire-protocol server in front of one PGlite instance, for several client connections.
//
// Hand-written because @electric-sql/pglite-socket 0.2.17 queues each protocol *message* on its own:
// when two connections use the extended protocol at once, one's Parse/Bind/Execute/Sync interleave
// with the other's and queries fail with "unnamed prepared statement does not exist". Here each
// connection's messages are run as whole groups (up to Sync, Flush or a simple Query), and while a
// connection has a transaction open no other connection runs anything.
//
// PGlite is a single session, so a client that opens a transaction on one connection and then waits
// for a query on another would wait forever. A watchdog turns that into an error: when the holder of
// an open transaction has been idle for IDLE_TRANSACTION_MS while others wait, its transaction is
// rolled back and its connection closed (its client sees an error, and nothing is half written).
import net from 'node:net'

const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const PROTOCOL_3 = 196608
// Message types that end a group: Sync, Flush, simple Query.
const GROUP_END = new Set([0x53, 0x48, 0x51])
const TERMINATE = 0x58
const IDLE_TRANSACTION_MS = Number(process.env.PGLITE_IDLE_TRANSACTION_MS || 10_000)

/** One holder at a time; the holder keeps the lock across groups while its transaction is open. */
function createLock() {
  let holder = null
  const waiting = []
  return {
    get holder() {
      return holder
    },
    get waiting() {
      return waiting.length
    },
    acquire(id) {
      if (holder === null || holder === id) {
        holder = id
        return Promise.resolve()
      }
      return new Promise((resolve) => waiting.push({ id, resolve }))
    },
    release(id) {
      if (holder !== id) return
      holder = null
      const next = waiting.shift()
      if (next) {
        holder = next.id
        next.resolve()
      }
    },
    holds: (id) => holder === id,
    drop(id) {
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i].id === id) waiting.splice(i, 1)
    },
  }
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ host?: string, port?: number, idleTransactionMs?: number }} [options]
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function servePglite(db, { host = '127.0.0.1', port = 0, idleTransactionMs = IDLE_TRANSACTION_MS } = {}) {
  const lock = createLock()
  const sockets = new Map()
  let nextId = 1
  let busy = false
  let idleSince = Date.now()

  async function run(id, bytes, socket) {
    await lock.acquire(id)
    busy = true
    try {
      await db.execProtocolRawStream(bytes, { onRawData: (data) => socket.writable && socket.write(Buffer.from(data)) })
    } finally {
      busy = false
      idleSince = Date.now()
      if (!db.isInTransaction()) lock.release(id)
    }
  }

  const watchdog = setInterval(async () => {
    const holder = lock.holder
    if (holder === null || busy || !lock.waiting || Date.now() - idleSince < idleTransactionMs) return
    console.warn(`pglite-server: connection ${holder} kept a transaction open and idle while others waited; rolling it back and closing it`)
    busy = true
    try {
      if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => {})
    } finally {
      busy = false
      sockets.get(holder)?.destroy()
      lock.release(holder)
    }
  }, 1000)
  watchdog.unref()

  const server = net.createServer((socket) => {
    const id = nextId++
    sockets.set(id, socket)
    let buffer = Buffer.alloc(0)
    let started = false
    let group = []
    let chain = Promise.resolve()

    const enqueue = (bytes) => {
      chain = chain.then(() => run(id, bytes, socket)).catch(() => socket.destroy())
    }

    socket.on('data', (data) => {
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return
          const length = buffer.readInt32BE(0)
          const code = buffer.readInt32BE(4)
          if (code === SSL_REQUEST) {
            buffer = buffer.subarray(8)
            socket.write('N')
            continue
          }
          if (code === CANCEL_REQUEST) return void socket.end()
          if (code !== PROTOCOL_3 || buffer.length < length) return
          enqueue(new Uint8Array(buffer.subarray(0, length)))
          buffer = buffer.subarray(length)
          started = true
          continue
        }
        if (buffer.length < 5) return
        const length = 1 + buffer.readInt32BE(1)
        if (buffer.length < length) return
        const type = buffer[0]
        const message = buffer.subarray(0, length)
        buffer = buffer.subarray(length)
        if (type === TERMINATE) return void socket.end()
        group.push(message)
        if (GROUP_END.has(type)) {
          enqueue(new Uint8Array(Buffer.concat(group)))
          group = []
        }
      }
    })

    const cleanup = () => {
      sockets.delete(id)
      lock.drop(id)
      // A client that vanished inside a transaction must not keep everyone else waiting.
      chain = chain.then(async () => {
        if (lock.holds(id)) {
          if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => {})
          lock.release(id)
        }
      })
    }
    socket.on('close', cleanup)
    socket.on('error', () => socket.destroy())
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    port: server.address().port,
    close: async () => {
      clearInterval(watchdog)
      for (const socket of sockets.values()) socket.destroy()
      await new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
