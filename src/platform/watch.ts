/**
 * Wakes a process when another instance changed something in PostgreSQL: a dedicated LISTEN
 * connection calls onWake on every notification on the channel, and a timer calls it every pollMs as a
 * backstop — the embedded PGlite server forwards no notifications, and a notification sent while the
 * listener reconnects would otherwise be lost. Used by search freshness, the outbox worker and cache
 * invalidation; each reads its own table after a wake, so a spurious wake costs one query.
 */
import pg from 'pg'

export type WatchOptions = {
  /** Names the watcher in log lines, e.g. 'search'. */
  name: string
  channel: string
  connectionString: string | undefined
  pollMs: number
  listen: boolean
  onWake: () => void
  log: (message: string, error?: unknown) => void
  /** Reconnection delay after the listener lost its connection. */
  retryMs?: number
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * Calls onWake on every notification and every pollMs; resolves (with a stop function) once the
 * listener is in place, then wakes once to catch changes made while it connected.
 */
export async function watchChannel({
  name,
  channel,
  connectionString,
  pollMs,
  listen,
  onWake,
  log,
  retryMs = 5000,
}: WatchOptions): Promise<() => Promise<void>> {
  // LISTEN takes no bind parameters: the channel goes into the statement, so it must be a plain identifier.
  if (!CHANNEL.test(channel)) throw new Error(`watchChannel: "${channel}" is not a plain channel name`)
  let stopped = false
  let warned = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | null = null
  const timer = setInterval(onWake, pollMs)
  timer.unref()

  // One reconnection pending at most, whether the connection failed at once or dropped later.
  const reconnect = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = null
      void connect()
    }, retryMs)
    retry.unref()
  }

  const connect = async () => {
    if (stopped || !connectionString) return
    const next = new pg.Client({ connectionString })
    client = next
    next.on('notification', onWake)
    next.on('error', (error) => {
      if (client !== next) return
      // Logged once per outage: reconnection is retried every retryMs.
      if (!warned) log(`${name}: change listener lost its connection; polling continues`, error)
      warned = true
      client = null
      void next.end().catch(() => {})
      reconnect()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${channel}`)
      warned = false
      onWake()
    } catch (error) {
      if (client !== next) return
      if (!warned) log(`${name}: LISTEN failed; polling continues and LISTEN is retried`, error)
      warned = true
      client = null
      void next.end().catch(() => {})
      reconnect()
    }
  }
  if (listen) await connect()

  return async () => {
    stopped = true
    clearInterval(timer)
    if (retry) clearTimeout(retry)
    await client?.end().catch(() => {})
  }
}
