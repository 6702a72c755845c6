import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installEdgeHook } from './edge-hook'

/** A server as `next start` makes one: its own request listener, created before the hook is installed (as instrumentation runs after). */
const reached: string[] = []
const server = http.createServer((req, res) => {
  reached.push(req.url ?? '')
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify({ for: req.headers['x-forwarded-for'], proto: req.headers['x-forwarded-proto'] }))
})
let port = 0

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  installEdgeHook()
  installEdgeHook()
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      .on('error', reject)
      .end()
  })
}

describe('the edge under `next start` (a hook on the server Next made)', () => {
  it("answers refused targets and repeated-slash redirects before the server's own listener, once, with the security headers", async () => {
    const repeated = await get(`/healthz?${'a&'.repeat(7500)}`)
    expect(repeated.status).toBe(414)
    expect(repeated.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect((await get('/api/mechmate/car/%ED%A0%80')).status).toBe(400)
    const slashes = await get('/se//kop-bil')
    expect(slashes.status).toBe(308)
    expect(slashes.headers.location).toBe('/se/kop-bil')
    expect(slashes.headers['x-content-type-options']).toBe('nosniff')
    expect(reached).toEqual([])
  })

  it('passes the rest on to the listener once, with the forwarding headers the server vouches for', async () => {
    const res = await get('/healthz', { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ for: '127.0.0.1', proto: 'http' })
    expect(reached).toEqual(['/healthz'])
  })
})
