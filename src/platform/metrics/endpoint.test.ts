/**
 * /metrics through the production server's layers on a real socket: answered to a loopback scraper and to the token,
 * a plain 404 to a forwarded visitor, and the requests before it counted by bounded labels.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parsePrometheusText, total } from '../../../tests/helpers/prometheus-text'
import { requestLog } from '@/platform/log/logger'
import { labelRequest } from '@/platform/request-scope'
import { withServerLayers, type Handle } from '@/platform/server/layers'

const TOKEN = 'endpoint-test-token'

const next: Handle = async (req, res) => {
  if (req.url?.startsWith('/kop-bil')) labelRequest('se', 'car-list')
  res.statusCode = req.url === '/missing' ? 404 : 200
  res.end('page')
}

let server: http.Server
let origin: string

beforeAll(async () => {
  vi.spyOn(requestLog, 'info').mockImplementation(() => {})
  vi.stubEnv('METRICS_TOKEN', TOKEN)
  server = http.createServer(withServerLayers(next))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  await new Promise((resolve) => server.close(resolve))
})

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(origin + path, { headers, method })
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() }
}

describe('/metrics', () => {
  it('answers a loopback scraper in the text format, with the requests before it', async () => {
    const before = parsePrometheusText((await get('/metrics')).body).samples
    for (const path of ['/kop-bil/volvo-1', '/kop-bil/volvo-2', '/missing']) await get(path)
    const scrape = await get('/metrics')
    expect(scrape.status).toBe(200)
    expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/)
    const { types, samples } = parsePrometheusText(scrape.body)
    expect(types.get('http_requests_total')).toBe('counter')
    expect(types.get('http_request_duration_seconds')).toBe('histogram')
    const counted = (labels: Record<string, string>) =>
      total(samples, 'http_requests_total', labels) - total(before, 'http_requests_total', labels)
    expect(counted({ kind: 'car-list', method: 'GET', status: '200' })).toBe(2)
    expect(counted({ kind: 'other', method: 'GET', status: '404' })).toBe(1)
    expect(
      total(samples, 'http_request_duration_seconds_count', { kind: 'car-list', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(2)
    // Paths never become labels.
    expect(samples.some((sample) => Object.values(sample.labels).some((value) => value.includes('/')))).toBe(false)
  })

  it('is a plain 404 to a visitor a proxy on this host forwards, even one claiming to be local', async () => {
    for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { 'x-forwarded-for': '127.0.0.1' }]) {
      const answer = await get('/metrics', headers)
      expect(answer).toMatchObject({ status: 404, body: 'Not found.' })
      expect(answer.body).not.toContain('http_requests_total')
    }
  })

  it('answers the token through a proxy, and refuses a wrong one', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' }
    expect((await get('/metrics', { ...forwarded, authorization: `Bearer ${TOKEN}` })).status).toBe(200)
    expect((await get('/metrics', { ...forwarded, authorization: 'Bearer nope' })).status).toBe(404)
  })

  it('takes GET and HEAD only', async () => {
    expect((await get('/metrics', {}, 'HEAD')).status).toBe(200)
    expect((await get('/metrics', {}, 'POST')).status).toBe(404)
  })

  it('counts itself as the metrics kind and leaves other paths to Next', async () => {
    await get('/metrics')
    const { samples } = parsePrometheusText((await get('/metrics')).body)
    expect(total(samples, 'http_requests_total', { kind: 'metrics' })).toBeGreaterThan(0)
    expect((await get('/metricsx')).body).toBe('page')
  })
})
