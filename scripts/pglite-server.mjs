// A Postgres wire-protocol server in front of one PGlite instance, for several client connections.
//
// Hand-written because @electric-sql/pglite-socket 0.2.17 queues each protocol *message* on its own:
// when two connections use the extended protocol at once, one's Parse/Bind/Execute/Sync interleave
// with the other's and queries fail with "unnamed prepared statement does not exist". Here each
// connection's messages are run as whole groups (up to Sync, Flush or a simple Query), and while a
// connection has a transaction open no other connection runs anything.
import net from 'node:net'

const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const PROTOCOL_3 = 196608
// Message types that end a group: Sync, Flush, simple Query.
const GROUP_END = new Set([0x53, 0x48, 0x51])
const TERMINATE = 0x58

/** One holder at a time; the holder keeps the lock across groups while its transaction is open. */
function createLock() {
  let holder = null
  const waiting = []
  return {
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
 * @param {{ host?: string, port?: number }} [options]
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function servePglite(db, { host = '127.0.0.1', port = 0 } = {}) {
  const lock = createLock()
  const sockets = new Set()
  let nextId = 1

  async function run(id, bytes, socket) {
    await lock.acquire(id)
    try {
      await db.execProtocolRawStream(bytes, { onRawData: (data) => socket.writable && socket.write(Buffer.from(data)) })
    } finally {
      if (!db.isInTransaction()) lock.release(id)
    }
  }

  const server = net.createServer((socket) => {
    const id = nextId++
    sockets.add(socket)
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
      sockets.delete(socket)
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
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
