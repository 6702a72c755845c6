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
//
// Safety: clients must give the server's password (MD5 challenge, so it never crosses
// the socket in clear); session state (settings, temp tables, prepared statements) is discarded when
// a connection ends, since the next connection shares the one session; messages are bounded in size;
// COPY FROM STDIN, which aborts PGlite's whole process, is refused; close() runs once and lets the
// requests already received finish before it closes the connections.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import net from 'node:net'

const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const GSS_REQUEST = 80877104
const PROTOCOL_3 = 196608
// Message types that end a group: Sync, Flush, simple Query.
const GROUP_END = new Set([0x53, 0x48, 0x51])
const TERMINATE = 0x58
const PASSWORD = 0x70
// CopyData, CopyDone, CopyFail: only valid after a CopyInResponse, which this server never lets happen.
const COPY_FROM_CLIENT = new Set([0x64, 0x63, 0x66])
const QUERY = 0x51
const PARSE = 0x50
// Before authentication only a startup packet and a password are expected: both are small.
const MAX_UNAUTHENTICATED_BYTES = 16 * 1024
const IDLE_TRANSACTION_MS = Number(process.env.PGLITE_IDLE_TRANSACTION_MS || 10_000)
// The seed's bulk inserts (2,000 cars of jsonb per statement) stay far below this.
const MAX_MESSAGE_BYTES = Number(process.env.PGLITE_MAX_MESSAGE_BYTES || 64 * 1024 * 1024)
const DRAIN_MS = Number(process.env.PGLITE_DRAIN_MS || 5_000)
// PGlite aborts its process on COPY ... FROM STDIN (it has no stdin to read); TO STDOUT works.
const COPY_FROM_STDIN = /\bcopy\b[\s\S]*\bfrom\s+stdin\b/i

/** One holder at a time; the holder keeps the lock across groups while its transaction is open. */
export function createLock() {
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
      return new Promise((resolve, reject) => waiting.push({ id, resolve, reject }))
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
    /** Settles (rejects) the waits of a connection that went away, so nothing waits on it forever. */
    drop(id) {
      for (let i = waiting.length - 1; i >= 0; i--) {
        if (waiting[i].id === id) waiting.splice(i, 1)[0].reject(new Error('connection closed'))
      }
    },
  }
}

/**
 * Splits a byte stream into protocol messages. Chunks are collected and joined once a whole message
 * is there, so a large message costs one copy rather than one per chunk.
 * @param {{ maxBytes: () => number, onStartup: (msg: Buffer) => void, onMessage: (msg: Buffer) => void, onTooLarge: (bytes: number) => void }} handlers
 */
export function createFramer({ maxBytes, onStartup, onMessage, onTooLarge }) {
  let chunks = []
  let buffered = 0
  let started = false
  let stopped = false
  const join = () => {
    if (chunks.length > 1) chunks = [Buffer.concat(chunks, buffered)]
    return chunks[0]
  }
  return {
    started: () => (started = true),
    stop: () => (stopped = true),
    push(data) {
      chunks.push(data)
      buffered += data.length
      while (!stopped) {
        const headerBytes = started ? 5 : 8
        if (buffered < headerBytes) return
        let head = chunks[0]
        if (head.length < headerBytes) head = join()
        const length = started ? 1 + head.readInt32BE(1) : head.readInt32BE(0)
        if (length < (started ? 5 : 8) || length > maxBytes()) {
          stopped = true
          return onTooLarge(length)
        }
        if (buffered < length) return
        head = join()
        const message = head.subarray(0, length)
        chunks = head.length > length ? [head.subarray(length)] : []
        buffered -= length
        if (started) onMessage(message)
        else onStartup(message)
      }
    },
  }
}

/** A backend message: type byte, length, body. */
function message(type, body) {
  const header = Buffer.alloc(5)
  header[0] = type.charCodeAt(0)
  header.writeInt32BE(4 + body.length, 1)
  return Buffer.concat([header, body])
}

/** ErrorResponse with severity, SQLSTATE and message. */
export function errorResponse(severity, code, text) {
  const field = (tag, value) => Buffer.concat([Buffer.from(tag), Buffer.from(value), Buffer.from([0])])
  return message(
    'E',
    Buffer.concat([field('S', severity), field('V', severity), field('C', code), field('M', text), Buffer.from([0])]),
  )
}

/** The parameters of a startup packet (user, database, ...). */
function startupParameters(packet) {
  const parts = packet.subarray(8).toString('utf8').split('\0')
  const params = {}
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i]) params[parts[i]] = parts[i + 1]
  return params
}

const md5 = (text) => createHash('md5').update(text).digest('hex')

/** The answer a client gives to an MD5 challenge: 'md5' + md5(md5(password + user) + salt). */
export function md5Answer(password, user, salt) {
  return (
    'md5' +
    createHash('md5')
      .update(md5(password + user))
      .update(salt)
      .digest('hex')
  )
}

/** The SQL text of a simple Query or Parse message (statement name skipped for Parse). */
function statementText(msg) {
  const body = msg.subarray(5)
  if (msg[0] === QUERY) return body.toString('utf8')
  const nameEnd = body.indexOf(0)
  return body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString('utf8')
}

/**
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ host?: string, port?: number, password?: string, idleTransactionMs?: number, maxMessageBytes?: number, drainMs?: number }} [options]
 *   password: what clients must give (any user name); unset = a random one, returned.
 * @returns {Promise<{ port: number, password: string, close: () => Promise<void> }>}
 */
export async function servePglite(db, options = {}) {
  const {
    host = '127.0.0.1',
    port = 0,
    idleTransactionMs = IDLE_TRANSACTION_MS,
    maxMessageBytes = MAX_MESSAGE_BYTES,
    drainMs = DRAIN_MS,
  } = options
  const password = options.password ?? randomBytes(24).toString('hex')
  const lock = createLock()
  /** @type {Map<number, { socket: net.Socket, chain: Promise<void> }>} */
  const connections = new Map()
  let nextId = 1
  let busy = false
  let idleSince = Date.now()
  let closing = null

  async function run(id, bytes, socket) {
    await lock.acquire(id)
    busy = true
    // One answer leaves as one write: PGlite hands it over in pieces, and Nagle's algorithm held each
    // piece after the first until the client's delayed ACK (~40 ms per multi-row result).
    socket.cork()
    try {
      await db.execProtocolRawStream(bytes, { onRawData: (data) => socket.writable && socket.write(Buffer.from(data)) })
    } finally {
      socket.uncork()
      busy = false
      idleSince = Date.now()
      if (!db.isInTransaction()) lock.release(id)
    }
  }

  /** Ends a connection's session: its open transaction rolled back, its session state discarded. */
  async function reset(id) {
    await lock.acquire(id)
    try {
      if (db.isInTransaction()) await db.exec('ROLLBACK')
      await db.exec('DISCARD ALL')
    } catch (error) {
      console.warn(
        `pglite-server: could not reset the session after connection ${id}: ${error instanceof Error ? error.message : error}`,
      )
    } finally {
      lock.release(id)
    }
  }

  const watchdog = setInterval(async () => {
    const holder = lock.holder
    if (holder === null || busy || !lock.waiting || Date.now() - idleSince < idleTransactionMs) return
    console.warn(
      `pglite-server: connection ${holder} kept a transaction open and idle while others waited; rolling it back and closing it`,
    )
    busy = true
    try {
      if (db.isInTransaction()) await db.exec('ROLLBACK').catch(() => {})
    } finally {
      busy = false
      connections.get(holder)?.socket.destroy()
      lock.release(holder)
    }
  }, 1000)
  watchdog.unref()

  const server = net.createServer((socket) => {
    socket.setNoDelay(true)
    const id = nextId++
    let closed
    const connection = { socket, chain: Promise.resolve(), closed: new Promise((resolve) => (closed = resolve)) }
    connections.set(id, connection)
    let startup = null
    let salt = null
    let authenticated = false
    let group = []
    let groupBytes = 0

    const enqueue = (bytes) => {
      connection.chain = connection.chain.then(() => run(id, bytes, socket)).catch(() => socket.destroy())
    }
    // Answers behind this connection's earlier groups, so they arrive in order.
    const refuse = (code, text, { ready }) => {
      connection.chain = connection.chain.then(() => {
        if (!socket.writable) return
        socket.write(errorResponse('ERROR', code, text))
        if (ready) socket.write(message('Z', Buffer.from(lock.holds(id) && db.isInTransaction() ? 'T' : 'I')))
      })
    }
    const fatal = (code, text) => {
      framer.stop()
      connection.chain = connection.chain.then(() => {
        if (socket.writable) socket.end(errorResponse('FATAL', code, text))
      })
    }

    const framer = createFramer({
      maxBytes: () => (authenticated ? maxMessageBytes : MAX_UNAUTHENTICATED_BYTES),
      onTooLarge: (bytes) =>
        fatal(
          '54000',
          `invalid message length ${bytes} (the limit is ${authenticated ? maxMessageBytes : MAX_UNAUTHENTICATED_BYTES} bytes)`,
        ),
      onStartup(packet) {
        const code = packet.readInt32BE(4)
        if (code === SSL_REQUEST || code === GSS_REQUEST) return void socket.write('N')
        if (code === CANCEL_REQUEST) return void (framer.stop(), socket.end())
        if (code !== PROTOCOL_3) return fatal('08P01', 'unsupported frontend protocol')
        startup = packet
        salt = randomBytes(4)
        framer.started()
        const challenge = Buffer.alloc(8)
        challenge.writeInt32BE(5, 0)
        salt.copy(challenge, 4)
        socket.write(message('R', challenge))
      },
      onMessage(msg) {
        const type = msg[0]
        if (type === TERMINATE) return void (framer.stop(), socket.end())
        if (!authenticated) {
          const user = startupParameters(startup).user ?? ''
          const given = Buffer.from(msg.subarray(5, msg.length - 1))
          const expected = Buffer.from(md5Answer(password, user, salt))
          if (type !== PASSWORD || given.length !== expected.length || !timingSafeEqual(given, expected)) {
            return fatal('28P01', `password authentication failed for user "${user}"`)
          }
          authenticated = true
          if (closing) return fatal('57P03', 'the database system is shutting down')
          return enqueue(new Uint8Array(startup))
        }
        if (closing) return fatal('57P01', 'terminating connection: the database is shutting down')
        if (COPY_FROM_CLIENT.has(type))
          return fatal('08P01', 'COPY from the client is not supported by the embedded database')
        groupBytes += msg.length
        if (groupBytes > maxMessageBytes) return fatal('54000', `messages up to Sync of over ${maxMessageBytes} bytes`)
        group.push(msg)
        if (!GROUP_END.has(type)) return
        const messages = group
        group = []
        groupBytes = 0
        if (messages.some((m) => (m[0] === QUERY || m[0] === PARSE) && COPY_FROM_STDIN.test(statementText(m)))) {
          // Error + ReadyForQuery for a Query or Sync; only the error for a Flush (its Sync follows).
          return refuse('0A000', 'COPY FROM STDIN is not supported by the embedded database (PGlite); use INSERT', {
            ready: type !== 0x48,
          })
        }
        enqueue(new Uint8Array(Buffer.concat(messages)))
      },
    })

    socket.on('data', (data) => framer.push(data))
    socket.on('close', () => {
      framer.stop()
      // Settles this connection's waits, then (once its queued groups are done) resets the session.
      lock.drop(id)
      connection.chain = connection.chain
        .then(() => (authenticated ? reset(id) : undefined))
        .finally(() => {
          connections.delete(id)
          closed()
        })
    })
    socket.on('error', () => socket.destroy())
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  server.on('error', (error) => console.error(`pglite-server: ${error.message}`))

  const within = (ms, promises) =>
    Promise.race([Promise.allSettled(promises), new Promise((resolve) => setTimeout(resolve, ms).unref())])
  return {
    port: server.address().port,
    password,
    /** Stops accepting, lets received requests finish (up to drainMs), then closes every connection. Runs once. */
    close: () =>
      (closing ??= (async () => {
        const stopped = new Promise((resolve) => server.close(() => resolve()))
        await within(
          drainMs,
          [...connections.values()].map((c) => c.chain),
        )
        clearInterval(watchdog)
        const open = [...connections.values()]
        for (const { socket } of open) socket.destroy()
        // Each closed connection's transaction is rolled back and its session reset before the caller closes PGlite.
        await within(
          drainMs,
          open.map((c) => c.closed),
        )
        await stopped
      })()),
  }
}
