import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/**
 * A local HTTP receiver for adapter tests: records each request and answers with the next status of
 * `statuses` (the last one repeats); a status of 0 never answers (to provoke a client timeout).
 */
export async function receiver(statuses: number[] = [200]) {
  const received: Received[] = []
  const hanging: http.ServerResponse[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      const status = statuses[Math.min(received.length - 1, statuses.length - 1)]
      if (status === 0) return void hanging.push(res)
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
