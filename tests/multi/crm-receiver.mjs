// The CRM of the multi-instance test: a real HTTP server the instances' CRM webhook adapter posts leads to. It records
// every call by its Idempotency-Key and answers 200, except calls `hold` picks: those are left unanswered (a CRM that
// is slow to answer), so the instance that sent them is still in the middle of its batch when it is killed.
import http from 'node:http'

/** @param {{ port: number }} options */
export async function startCrmReceiver({ port }) {
  /** Idempotency-Key → calls answered 200. */
  const acknowledged = new Map()
  /** Keys of calls left unanswered, and those whose sender went away before an answer. */
  const held = new Set()
  let hold = async () => false
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', async () => {
      const key = String(req.headers['idempotency-key'] ?? '')
      if (await hold(key).catch(() => false)) {
        held.add(key)
        return
      }
      acknowledged.set(key, (acknowledged.get(key) ?? 0) + 1)
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    })
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    acknowledged,
    held,
    /** Which calls to leave unanswered from now on. */
    holdWhen(predicate) {
      hold = predicate
    },
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
