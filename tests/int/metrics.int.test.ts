/**
 * /metrics on a real database, scraped through the production server's layers as an operator's Prometheus would on
 * the same machine: after a few requests, searches, a rate-limit refusal and an open event stream, every series the
 * operators watch is there and has moved, and the outbox and the database pool are read at scrape time from the
 * sources the instance registers when it starts (src/platform/runtime.ts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { parsePrometheusText, total, type Sample } from '../helpers/prometheus-text'
import { query } from '@/platform/db'
import { requestLog } from '@/platform/log/logger'
import { createMemoryStore } from '@/platform/kv'
import { enqueue } from '@/platform/outbox/enqueue'
import { resolveLimits } from '@/platform/rate-limit-config'
import { labelRequest } from '@/platform/request-scope'
import { startPlatform, type Platform } from '@/platform/runtime'
import { withServerLayers, type Handle } from '@/platform/server/layers'
import { createRateLimiter } from '@/platform/sliding-window'
import { sseResponse } from '@/platform/sse'

let ctx: TestPayload
let payload: Payload
let platform: Platform
let server: http.Server
let origin: string
let search: typeof import('@/features/search/search')

/** Stands in for Next behind the layers: a site page the proxy names and answers from the render cache. */
const next: Handle = async (req, res) => {
  labelRequest('se', 'car-list')
  res.setHeader('x-render-cache', req.url === '/kop-bil?fresh' ? 'miss' : 'hit')
  res.end('page')
}

beforeAll(async () => {
  vi.spyOn(requestLog, 'info').mockImplementation(() => {})
  ctx = await bootPayload()
  payload = ctx.payload
  search = await import('@/features/search/search')
  await search.searchReady()
  platform = await startPlatform(payload, {
    DATABASE_URL: ctx.databaseUrl,
    OUTBOX_WORKER: 'off',
    PLATFORM_LISTEN: 'off',
    INVALIDATION_POLL_MS: '1000',
  })
  server = http.createServer(withServerLayers(next))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await platform?.stop()
  await search?.stopSearch()
  await ctx?.teardown()
  vi.restoreAllMocks()
})

async function scrape(): Promise<Sample[]> {
  const response = await fetch(`${origin}/metrics`)
  expect(response.status).toBe(200)
  return parsePrometheusText(await response.text()).samples
}

const present = (samples: readonly Sample[], name: string) => samples.some((sample) => sample.name === name)

describe('/metrics on a database', () => {
  it('shows every series an operator watches, moved by the traffic before the scrape', async () => {
    await enqueue(payload, { topic: 'sms.send', key: 'metrics-int-pending', data: { to: '+46700000000', text: 'hi' } })
    const dead = await enqueue(payload, {
      topic: 'sms.send',
      key: 'metrics-int-dead',
      data: { to: '+46700000000', text: 'x' },
    })
    await query(payload, sql`update outbox set status = 'dead' where id = ${dead.id}`)
    const before = await scrape()
    const moved = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
      total(samples, name, labels) - total(before, name, labels)
    // Read from the database at scrape time: the two entries above, from a database with no others.
    expect(total(before, 'outbox_waiting_entries')).toBe(1)
    expect(total(before, 'outbox_dead_entries')).toBe(1)
    expect(total(before, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0)

    for (const path of ['/kop-bil', '/kop-bil', '/kop-bil?fresh']) expect((await fetch(origin + path)).status).toBe(200)
    for (const index of ['cars-se', 'sites-se', 'cars-no']) await search.search({ index, limit: 5 })
    const limiter = createRateLimiter({
      store: createMemoryStore(),
      limits: resolveLimits({ RATE_LIMIT_FORM_IP: '1/60' }),
    })
    await limiter.consume('form-ip', '198.51.100.7')
    expect((await limiter.consume('form-ip', '198.51.100.7')).allowed).toBe(false)
    const stream = sseResponse(() => new Promise(() => {}), { heartbeatMs: 3_600_000, retryMs: 1000 }).body!.getReader()
    await stream.read()

    const after = await scrape()
    expect(moved(after, 'http_requests_total', { kind: 'car-list', method: 'GET', status: '200' })).toBe(3)
    expect(moved(after, 'http_request_duration_seconds_count', { kind: 'car-list', status_class: '2xx' })).toBe(3)
    expect(moved(after, 'render_cache_answers_total', { source: 'hit' })).toBe(2)
    expect(moved(after, 'render_cache_answers_total', { source: 'miss' })).toBe(1)
    expect(moved(after, 'search_query_duration_seconds_count', { index: 'cars' })).toBe(2)
    expect(moved(after, 'search_query_duration_seconds_count', { index: 'sites' })).toBe(1)
    expect(moved(after, 'rate_limit_refusals_total', { limit: 'form-ip' })).toBe(1)
    expect(moved(after, 'sse_open_streams')).toBe(1)
    await stream.cancel()
    expect(moved(await scrape(), 'sse_open_streams')).toBe(0)

    expect(total(after, 'db_pool_connections')).toBeGreaterThan(0)
    expect(Number.isFinite(total(after, 'db_pool_idle_connections'))).toBe(true)
    expect(total(after, 'db_pool_waiting_clients')).toBeGreaterThanOrEqual(0)
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total'])
      expect(present(after, name), name).toBe(true)
  })
})
